// POST /resources/{resourceId}/download — a short-lived download link; the count goes up by one (atomic ADD).
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.download, ({ params }) => Resources.download(params.resourceId));
