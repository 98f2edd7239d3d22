// POST /resources/uploads — admins: a presigned PUT into the private bucket, bound to the
// file's content type (checked against its extension) and exact size (100 MB at most).
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.startUpload, ({ caller, body }) => Resources.startUpload(caller.userId, body));
