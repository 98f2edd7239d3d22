// POST /projects/{projectId}/tasks/{taskId}/comments — add a comment.
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Comments from '#domain/project-comments';

export const handler = apiRoute(taskEndpoints.addComment, async ({ caller, params, body }) => ({
  comment: await Comments.add(caller.userId, params.projectId, params.taskId, body.body, caller.personId),
}));
