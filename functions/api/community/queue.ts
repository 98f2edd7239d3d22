// GET /community/moderation — moderators and admins: pending posts, a page at a time, oldest first, with their total.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.queue, async ({ caller, query }) => Community.queue(caller.userId, query.cursor));
