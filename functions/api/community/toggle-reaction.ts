// POST /community/posts/{postId}/reactions — adds the caller's reaction of a type, or removes it when they have it.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.toggleReaction, async ({ caller, params, body }) =>
  Community.toggleReaction(caller.userId, params.postId, body.type),
);
