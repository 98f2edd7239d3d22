// GET /v1/openapi.json — the public API's OpenAPI 3.1 document, built from the endpoint contracts (public).
import { apiRoute } from '#lib/http';
import { apiTokenEndpoints } from '#contracts/api-tokens';
import { openApiDocument } from '#contracts/openapi';

export const handler = apiRoute(apiTokenEndpoints.openApi, async () => openApiDocument());
