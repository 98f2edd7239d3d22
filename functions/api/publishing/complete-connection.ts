// POST /connections/complete — the provider's redirect (state, code): trades the code for tokens, sealed before they are stored.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Connect from '#domain/publishing/connect';

export const handler = apiRoute(publishingEndpoints.completeConnect, ({ caller, body }) => Connect.completeConnect(caller.userId, body));
