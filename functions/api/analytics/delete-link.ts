// DELETE /analytics/links/{linkId}: the link and its code go together; the short link answers 404.
import { analyticsEndpoints } from '#contracts/analytics';
import * as Links from '#domain/analytics/links';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsEndpoints.deleteLink, ({ caller, params }) => Links.remove(caller.userId, params.linkId));
