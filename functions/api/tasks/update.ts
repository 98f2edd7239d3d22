// PATCH /projects/{projectId}/tasks/{taskId} — change a task's title, description, status, priority or due date.
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Tasks from '#domain/tasks';

export const handler = apiRoute(taskEndpoints.update, async ({ caller, params, body }) => ({ task: await Tasks.update(caller.userId, params, body) }));
