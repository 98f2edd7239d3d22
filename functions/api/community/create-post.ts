// POST /community/posts — a new post (sanitised; pending for regular users, approved for moderators and admins).
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.createPost, async ({ caller, body }) => ({ post: await Community.createPost(caller.userId, body) }));
