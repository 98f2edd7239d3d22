// GET /search?q= — the global search over the caller's projects, tasks and posts and all resources.
import { apiRoute } from '#lib/http';
import { dashboardEndpoints } from '#contracts/dashboard';
import * as Search from '#domain/search';

export const handler = apiRoute(dashboardEndpoints.search, ({ caller, query }) => Search.search(caller.userId, query.q));
