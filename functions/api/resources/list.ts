// GET /resources — the vault's grid: category, sort (featured first), search, bookmarked;
// with the caller's bookmarks, how many resources exist, and whether the caller is an admin.
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.list, ({ caller, query }) => Resources.list(caller.userId, query));
