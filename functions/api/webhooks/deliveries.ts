// GET /webhooks/deliveries — the workspace's latest deliveries with their status and attempts.
import { apiRoute } from '#lib/http';
import { webhookEndpoints } from '#contracts/webhooks';
import * as Deliveries from '#domain/webhooks/deliveries';

export const handler = apiRoute(webhookEndpoints.deliveries, async ({ caller }) => ({ deliveries: await Deliveries.list(caller.userId) }));
