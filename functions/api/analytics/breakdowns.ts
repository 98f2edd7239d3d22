// GET /analytics/breakdowns (Premium): a range's results by network, pillar, format and campaign, and the best times to post.
import { analyticsOverviewEndpoints } from '#contracts/analytics-overview';
import { breakdowns } from '#domain/analytics/breakdowns';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsOverviewEndpoints.breakdowns, ({ caller, query }) => breakdowns(caller.userId, query));
