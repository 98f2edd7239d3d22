// GET /analytics/overview: a range's totals, clicks and engagement by day, top posts, clicks by network and insights (of one campaign's with ?campaignId=).
import { analyticsOverviewEndpoints } from '#contracts/analytics-overview';
import { overview } from '#domain/analytics/overview';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsOverviewEndpoints.overview, ({ caller, query }) => overview(caller.userId, query));
