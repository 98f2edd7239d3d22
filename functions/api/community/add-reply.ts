// POST /community/posts/{postId}/replies — a reply (sanitised); the post's author is notified.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.addReply, async ({ caller, params, body }) => ({
  reply: await Community.addReply(caller.userId, params.postId, body),
}));
