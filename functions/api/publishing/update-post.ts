// PATCH /scheduled-posts/{postId} — edits or reschedules a post until it starts publishing.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Posts from '#domain/publishing/posts';

export const handler = apiRoute(publishingEndpoints.update, async ({ caller, params, body }) => ({
  post: await Posts.update(caller.userId, params.postId, body),
}));
