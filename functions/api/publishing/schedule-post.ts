// POST /scheduled-posts — schedules a caption to connected accounts at a time or the next free slot; a retried request makes one post.
import { publicApiRoute } from '#lib/public-api';
import { publishingEndpoints } from '#contracts/publishing';
import * as Posts from '#domain/publishing/posts';

export const handler = publicApiRoute(publishingEndpoints.schedule, async ({ caller, body }) => ({ post: await Posts.schedule(caller.userId, body) }));
