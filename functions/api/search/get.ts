// GET /search?q= — the global search over the caller's projects, tasks and posts and all resources.
import { apiRoute } from '#lib/http';
import { SearchQuery } from '#contracts/search';
import * as Search from '#domain/search';

export const handler = apiRoute({ query: SearchQuery }, ({ caller, query }) => Search.search(caller.userId, query.q));
