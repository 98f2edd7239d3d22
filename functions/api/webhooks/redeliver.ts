// POST /webhooks/deliveries/{deliveryId}/redeliver — sends the same event again now, with a new 24 hours of retries.
import { apiRoute } from '#lib/http';
import { webhookEndpoints } from '#contracts/webhooks';
import * as Deliveries from '#domain/webhooks/deliveries';

export const handler = apiRoute(webhookEndpoints.redeliver, async ({ caller, params }) => ({
  delivery: await Deliveries.redeliver(caller.userId, params.deliveryId),
}));
