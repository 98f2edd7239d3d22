// GET /projects/{projectId}/tasks/{taskId} — one task with its project's title.
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Tasks from '#domain/tasks';

export const handler = apiRoute(taskEndpoints.get, ({ caller, params }) => Tasks.get(caller.userId, params));
