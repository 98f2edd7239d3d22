// PUT /resources/{resourceId}/bookmark — bookmarks the resource for the caller (again is fine).
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.bookmark, ({ caller, params }) => Resources.setBookmark(caller.userId, params.resourceId, true));
