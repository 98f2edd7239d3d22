// POST /resources — admins: writes the resource once HeadObject shows the uploaded object
// with the signed type and size.
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.create, ({ caller, body }) => Resources.createFromUpload(caller.userId, body));
