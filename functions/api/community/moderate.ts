// POST /community/moderation/posts/{postId} — moderators and admins approve, reject (with a reason), pin or unpin a post.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.moderate, async ({ caller, params, body }) => ({
  post: await Community.moderate(caller.userId, params.postId, body.action, body.reason),
}));
