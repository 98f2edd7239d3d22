// POST /webhooks — registers an endpoint (Enterprise) and answers its signing secret, shown this once.
import { apiRoute } from '#lib/http';
import { webhookEndpoints } from '#contracts/webhooks';
import * as Endpoints from '#domain/webhooks/endpoints';

export const handler = apiRoute(webhookEndpoints.create, ({ caller, body }) => Endpoints.create(caller.userId, body));
