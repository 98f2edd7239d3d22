// PATCH /community/posts/{postId} — the author changes their post.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.updatePost, async ({ caller, params, body }) => ({
  post: await Community.updatePost(caller.userId, params.postId, body),
}));
