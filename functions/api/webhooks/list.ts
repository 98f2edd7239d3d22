// GET /webhooks — the workspace's webhook endpoints, and whether its plan includes webhooks.
import { apiRoute } from '#lib/http';
import { webhookEndpoints } from '#contracts/webhooks';
import * as Endpoints from '#domain/webhooks/endpoints';

export const handler = apiRoute(webhookEndpoints.list, ({ caller }) => Endpoints.list(caller.userId));
