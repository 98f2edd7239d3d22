// PATCH /webhooks/{endpointId} — turns an endpoint off or on, or changes its events.
import { apiRoute } from '#lib/http';
import { webhookEndpoints } from '#contracts/webhooks';
import * as Endpoints from '#domain/webhooks/endpoints';

export const handler = apiRoute(webhookEndpoints.update, ({ caller, params, body }) => Endpoints.update(caller.userId, params.endpointId, body));
