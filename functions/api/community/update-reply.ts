// PATCH /community/posts/{postId}/replies/{replyId} — the author changes their reply.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.updateReply, async ({ caller, params, body }) => ({
  reply: await Community.updateReply(caller.userId, params.postId, params.replyId, body),
}));
