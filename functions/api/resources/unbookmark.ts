// DELETE /resources/{resourceId}/bookmark — removes the caller's bookmark (none there is fine).
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.unbookmark, ({ caller, params }) => Resources.setBookmark(caller.userId, params.resourceId, false));
