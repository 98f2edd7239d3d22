// POST /webhooks/{endpointId}/test — "Send test event": a signed `ping` delivery to the endpoint.
import { apiRoute } from '#lib/http';
import { webhookEndpoints } from '#contracts/webhooks';
import * as Deliveries from '#domain/webhooks/deliveries';

export const handler = apiRoute(webhookEndpoints.test, async ({ caller, params, body }) => ({
  delivery: await Deliveries.ping(caller.userId, params.endpointId, body.requestId),
}));
