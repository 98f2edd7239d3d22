// POST /billing/checkout — create-checkout: the URL of the checkout page for a paid tier
// (Stripe Checkout, or the local checkout page). Unknown tier → 400.
import { apiRoute } from '#lib/http';
import { CreateCheckoutBody } from '#contracts/billing';
import * as Billing from '#domain/billing';

export const handler = apiRoute({ body: CreateCheckoutBody }, ({ caller, body, event }) => Billing.createCheckout(caller, body.tier, event.headers));
