// POST /analytics/links: a tracked short link made by hand (a double click makes one).
import { analyticsEndpoints } from '#contracts/analytics';
import * as Links from '#domain/analytics/links';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsEndpoints.createLink, ({ caller, body }) => Links.create(caller.userId, body));
