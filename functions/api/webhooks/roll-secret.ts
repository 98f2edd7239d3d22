// POST /webhooks/{endpointId}/secret — a new signing secret, shown this once; the old one stops at once.
import { apiRoute } from '#lib/http';
import { webhookEndpoints } from '#contracts/webhooks';
import * as Endpoints from '#domain/webhooks/endpoints';

export const handler = apiRoute(webhookEndpoints.rollSecret, ({ caller, params }) => Endpoints.rollSecret(caller.userId, params.endpointId));
