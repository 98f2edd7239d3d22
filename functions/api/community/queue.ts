// GET /community/moderation — moderators and admins: pending posts and open reports, oldest first.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.queue, async ({ caller }) => Community.queue(caller.userId));
