// DELETE /api-tokens/{tokenId} — revokes one of the workspace's tokens; its next call is refused.
import { apiRoute } from '#lib/http';
import { apiTokenEndpoints } from '#contracts/api-tokens';
import * as ApiTokens from '#domain/api-tokens';

export const handler = apiRoute(apiTokenEndpoints.revoke, ({ caller, params }) => ApiTokens.revoke(caller.userId, params.tokenId));
