// POST /resources/{resourceId}/bookmark — bookmarks the resource, or removes the caller's bookmark.
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.toggleBookmark, ({ caller, params }) => Resources.toggleBookmark(caller.userId, params.resourceId));
