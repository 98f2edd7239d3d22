// GET /dashboard?timeZone= — counts, weekly progress and the 5 newest notifications.
import { apiRoute } from '#lib/http';
import { dashboardEndpoints } from '#contracts/dashboard';
import * as Dashboard from '#domain/dashboard';

export const handler = apiRoute(dashboardEndpoints.summary, ({ caller, query }) => Dashboard.summary(caller.userId, query, new Date(), caller.personId));
