// POST /billing/stripe-webhook — public (Stripe calls it); trusted only through the
// Stripe-Signature header, verified over the raw body. Bad signature → 400, nothing changed.
import { apiRoute } from '#lib/http';
import { billingEndpoints } from '#contracts/billing';
import * as Billing from '#domain/billing';

export const handler = apiRoute(billingEndpoints.stripeWebhook, ({ rawBody, event }) =>
  Billing.handleStripeWebhook(rawBody, event.headers?.['stripe-signature']),
);
