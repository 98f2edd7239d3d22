// POST /billing/portal — customer-portal: the URL of the Stripe Billing Portal, or the local portal page
// (503 when no payment provider is set up).
import { apiRoute } from '#lib/http';
import { billingEndpoints } from '#contracts/billing';
import * as Billing from '#domain/billing';

export const handler = apiRoute(billingEndpoints.customerPortal, ({ caller }) => Billing.createPortal(caller.userId));
