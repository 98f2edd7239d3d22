// POST /billing/checkout — create-checkout: the URL of the checkout page for a paid tier
// (Stripe Checkout, or the local checkout page). Unknown tier → 400; no payment provider
// set up → 503 saying so. Return links use the configured app URL, never a request header.
import { apiRoute } from '#lib/http';
import { billingEndpoints } from '#contracts/billing';
import * as Billing from '#domain/billing';

export const handler = apiRoute(billingEndpoints.createCheckout, ({ caller, body }) => Billing.createCheckout(caller, body.tier));
