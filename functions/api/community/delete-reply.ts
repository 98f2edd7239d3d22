// DELETE /community/posts/{postId}/replies/{replyId} — the author, a moderator or an admin deletes a reply.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.deleteReply, async ({ caller, params }) =>
  Community.deleteReply(caller.userId, params.postId, params.replyId),
);
