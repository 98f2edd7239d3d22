// GET /analytics/links/{linkId}: one link, its clicks on each of the last 30 days, top countries and referrers.
import { analyticsEndpoints } from '#contracts/analytics';
import * as Links from '#domain/analytics/links';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsEndpoints.getLink, ({ caller, params }) => Links.get(caller.userId, params.linkId));
