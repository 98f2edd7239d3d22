// POST /billing/local/cancel — the local portal's "Cancel subscription": the plan stays until the period ends.
import { apiRoute } from '#lib/http';
import { billingEndpoints } from '#contracts/billing';
import * as Billing from '#domain/billing';

export const handler = apiRoute(billingEndpoints.localCancel, ({ caller }) => Billing.localCancel(caller.userId));
