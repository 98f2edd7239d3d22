// POST /viral-invites — create-viral-invite: owners only (403), e-mail optional but valid
// (400), within the allowance (409 "No invites left").
import { apiRoute } from '#lib/http';
import { CreateViralInviteBody } from '#contracts/viral-invites';
import * as Billing from '#domain/billing';
import * as ViralInvites from '#domain/viral-invites';

export const handler = apiRoute({ body: CreateViralInviteBody.optional(), status: 201 }, ({ caller, body, event }) =>
  ViralInvites.create(caller.userId, body?.inviteeEmail, Billing.appUrlFrom(event.headers)),
);
