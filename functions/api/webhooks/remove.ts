// DELETE /webhooks/{endpointId} — deletes an endpoint: nothing more is sent to it.
import { apiRoute } from '#lib/http';
import { webhookEndpoints } from '#contracts/webhooks';
import * as Endpoints from '#domain/webhooks/endpoints';

export const handler = apiRoute(webhookEndpoints.remove, async ({ caller, params }) => {
  await Endpoints.remove(caller.userId, params.endpointId);
  return undefined;
});
