// GET /billing/usage — the caller's plan and this month's AI credits, shown in the header.
// A display read: like check-subscription, a failed plan check answers free, silently.
import { apiRoute } from '#lib/http';
import { billingEndpoints } from '#contracts/billing';
import * as Entitlements from '#domain/entitlements';

export const handler = apiRoute(billingEndpoints.usage, ({ caller }) => Entitlements.usage(caller.userId));
