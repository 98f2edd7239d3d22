// GET /scheduled-posts?from=&to=&network=&status= — the calendar's range (one Query by due time).
import { publicApiRoute } from '#lib/public-api';
import { publishingEndpoints } from '#contracts/publishing';
import * as Posts from '#domain/publishing/posts';

export const handler = publicApiRoute(publishingEndpoints.calendar, async ({ caller, query }) => ({ posts: await Posts.list(caller.userId, query) }));
