// GET /community/moderation/reports — moderators and admins: the open reports, a page at a time, oldest first, with their total.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.reports, async ({ caller, query }) => Community.reports(caller.userId, query.cursor));
