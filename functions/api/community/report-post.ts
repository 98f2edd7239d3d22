// POST /community/posts/{postId}/reports — the caller reports a post to the moderators (once per post).
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.reportPost, async ({ caller, params, body }) => {
  await Community.reportPost(caller.userId, params.postId, body.reason);
  return { reported: true as const };
});
