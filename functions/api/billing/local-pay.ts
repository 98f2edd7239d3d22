// POST /billing/local/pay — the local checkout page's "Pay" (local billing provider only):
// grants the plan through the same entitlement write the Stripe webhook uses.
import { apiRoute } from '#lib/http';
import { billingEndpoints } from '#contracts/billing';
import * as Billing from '#domain/billing';

export const handler = apiRoute(billingEndpoints.localPay, ({ caller, body }) => Billing.localPay(caller.userId, body.tier));
