// POST /analytics/content-links: "Track links" on a newsletter or blog draft (every address in it becomes a short link).
import { analyticsEndpoints } from '#contracts/analytics';
import { trackContentLinks } from '#domain/analytics/content-links';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsEndpoints.trackContentLinks, ({ caller, body }) => trackContentLinks(caller.userId, body.itemId));
