// GET /projects/{projectId}/tasks/{taskId}/comments — a task's comments, oldest first.
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Comments from '#domain/project-comments';

export const handler = apiRoute(taskEndpoints.comments, async ({ caller, params }) => ({
  comments: await Comments.list(caller.userId, params.projectId, params.taskId),
}));
