// DELETE /projects/{projectId}/tasks/{taskId}/comments/{commentId} — delete one's own comment (the owner: any).
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Comments from '#domain/project-comments';

export const handler = apiRoute(taskEndpoints.removeComment, ({ caller, params }) =>
  Comments.remove(caller.userId, params.projectId, params.taskId, params.commentId),
);
