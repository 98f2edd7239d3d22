// POST /api-tokens — a new API token acting in this workspace as the caller; its secret is answered this once.
import { apiRoute } from '#lib/http';
import { apiTokenEndpoints } from '#contracts/api-tokens';
import * as ApiTokens from '#domain/api-tokens';

export const handler = apiRoute(apiTokenEndpoints.create, ({ caller, body }) => ApiTokens.create(caller.userId, caller.personId, body));
