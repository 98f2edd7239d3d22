// GET /community/posts/{postId} — a post with its replies, oldest first.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.getPost, async ({ caller, params }) => Community.getPost(caller.userId, params.postId));
