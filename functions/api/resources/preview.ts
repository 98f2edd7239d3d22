// GET /resources/{resourceId}/preview — a short-lived inline link for text, Markdown and PDF files.
import { apiRoute } from '#lib/http';
import { resourceEndpoints } from '#contracts/resources';
import * as Resources from '#domain/resources';

export const handler = apiRoute(resourceEndpoints.preview, ({ params }) => Resources.preview(params.resourceId));
