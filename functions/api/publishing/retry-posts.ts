// POST /scheduled-posts/retry — retries the failed accounts of the chosen posts now.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Posts from '#domain/publishing/posts';

export const handler = apiRoute(publishingEndpoints.retry, async ({ caller, body }) => ({ posts: await Posts.retry(caller.userId, body.postIds) }));
