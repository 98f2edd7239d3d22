// DELETE /community/posts/{postId} — the author, a moderator or an admin deletes a post and its thread.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.deletePost, async ({ caller, params }) => Community.deletePost(caller.userId, params.postId));
