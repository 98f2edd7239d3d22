// GET /viral-invites — get-viral-invites: the caller's remaining invites, referral count,
// reward days and invitations.
import { apiRoute } from '#lib/http';
import * as Billing from '#domain/billing';
import * as ViralInvites from '#domain/viral-invites';

export const handler = apiRoute({}, async ({ caller, event }) => ({
  success: true,
  data: await ViralInvites.list(caller.userId, Billing.appUrlFrom(event.headers)),
}));
