// GET /billing/subscription — check-subscription: the caller's plan, computed on the server.
// Spec 01 §4: any failure answers free, silently.
import { apiRoute } from '#lib/http';
import { billingEndpoints } from '#contracts/billing';
import * as Entitlements from '#domain/entitlements';

export const handler = apiRoute(billingEndpoints.checkSubscription, ({ caller }) => Entitlements.statusOrFree(caller.userId));
