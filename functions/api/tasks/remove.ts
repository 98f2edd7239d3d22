// DELETE /projects/{projectId}/tasks/{taskId} — delete a task and its comments.
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Tasks from '#domain/tasks';

export const handler = apiRoute(taskEndpoints.remove, ({ caller, params }) => Tasks.remove(caller.userId, params));
