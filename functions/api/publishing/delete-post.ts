// DELETE /scheduled-posts/{postId} — deletes a post (and its schedule); a live post is removed from Markk only, and the answer says so.
import { publicApiRoute } from '#lib/public-api';
import { publishingEndpoints } from '#contracts/publishing';
import * as Posts from '#domain/publishing/posts';

export const handler = publicApiRoute(publishingEndpoints.remove, ({ caller, params }) => Posts.remove(caller.userId, params.postId));
