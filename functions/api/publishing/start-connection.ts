// POST /connections/start — a single-use state (and PKCE verifier) and the provider's authorization URL.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Connect from '#domain/publishing/connect';

export const handler = apiRoute(publishingEndpoints.startConnect, ({ caller, body }) => Connect.startConnect(caller.userId, body.network, body.from));
