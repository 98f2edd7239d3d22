// GET /api-tokens — Settings → API: the workspace's tokens (never their secrets) and whether its plan includes the API.
import { apiRoute } from '#lib/http';
import { apiTokenEndpoints } from '#contracts/api-tokens';
import * as ApiTokens from '#domain/api-tokens';

export const handler = apiRoute(apiTokenEndpoints.list, ({ caller }) => ApiTokens.list(caller.userId));
