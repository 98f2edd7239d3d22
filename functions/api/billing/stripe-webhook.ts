// POST /billing/stripe-webhook — public (Stripe calls it); trusted only through the
// Stripe-Signature header, verified over the raw body. Bad signature → 400, nothing changed.
import { apiRoute } from '#lib/http';
import * as Billing from '#domain/billing';

export const handler = apiRoute({ auth: false }, ({ event }) => {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  return Billing.handleStripeWebhook(raw, event.headers?.['stripe-signature']);
});
