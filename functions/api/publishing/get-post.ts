// GET /scheduled-posts/{postId} — one scheduled post with each account's state.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Posts from '#domain/publishing/posts';

export const handler = apiRoute(publishingEndpoints.get, async ({ caller, params }) => ({ post: await Posts.get(caller.userId, params.postId) }));
