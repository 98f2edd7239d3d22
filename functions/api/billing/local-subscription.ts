// GET /billing/local/subscription — what the local portal page shows (local billing provider only).
import { apiRoute } from '#lib/http';
import { billingEndpoints } from '#contracts/billing';
import * as Billing from '#domain/billing';

export const handler = apiRoute(billingEndpoints.localSubscription, async ({ caller }) => ({ subscription: await Billing.localSubscription(caller.userId) }));
