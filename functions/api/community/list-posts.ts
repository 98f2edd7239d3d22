// GET /community/posts — a page of a channel's (or all channels') approved posts, pinned first then newest, with the caller's own posts awaiting review.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.listPosts, async ({ caller, query }) => Community.listPosts(caller.userId, query));
