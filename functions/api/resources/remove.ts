// DELETE /resources/{resourceId} — admins: the resource, its bookmarks and the stored file.
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.remove, ({ caller, params }) => Resources.remove(caller.userId, params.resourceId));
