// GET /analytics/overview: a range's totals, clicks and engagement by day, top posts, clicks by network and insights (of one campaign's with ?campaignId=).
import { analyticsOverviewEndpoints } from '#contracts/analytics-overview';
import { overview } from '#domain/analytics/overview';
import { publicApiRoute } from '#lib/public-api';

export const handler = publicApiRoute(analyticsOverviewEndpoints.overview, ({ caller, query }) => overview(caller.userId, query));
