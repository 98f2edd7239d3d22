// GET /api-tokens/{tokenId}/calls — the token's calls of the last 30 days (route, time, status), newest first.
import { apiRoute } from '#lib/http';
import { apiTokenEndpoints } from '#contracts/api-tokens';
import * as ApiTokens from '#domain/api-tokens';

export const handler = apiRoute(apiTokenEndpoints.calls, ({ caller, params }) => ApiTokens.calls(caller.userId, params.tokenId));
