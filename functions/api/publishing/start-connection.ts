// POST /connections/start — a single-use state (and PKCE verifier) and the provider's authorization URL.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Accounts from '#domain/publishing/accounts';

export const handler = apiRoute(publishingEndpoints.startConnect, ({ caller, body }) => Accounts.startConnect(caller.userId, body.network, body.from));
