// POST /billing/portal — customer-portal: the URL of the Stripe Billing Portal, or the local portal page.
import { apiRoute } from '#lib/http';
import * as Billing from '#domain/billing';

export const handler = apiRoute({}, ({ caller, event }) => Billing.createPortal(caller.userId, event.headers));
