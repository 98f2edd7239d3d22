// GET /analytics/links: the owner's links, newest first, with their total clicks.
import { analyticsEndpoints } from '#contracts/analytics';
import * as Links from '#domain/analytics/links';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsEndpoints.listLinks, ({ caller, query }) => Links.list(caller.userId, query));
