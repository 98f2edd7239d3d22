// POST /viral-invites — create-viral-invite: owners only (403), e-mail optional but valid
// (400), within the allowance (409 "No invites left"). Links use the configured app URL.
import { apiRoute } from '#lib/http';
import { CreateViralInviteBody } from '#contracts/viral-invites';
import { appUrl } from '#lib/app-url';
import * as ViralInvites from '#domain/viral-invites';

export const handler = apiRoute({ body: CreateViralInviteBody.optional(), status: 201 }, async ({ caller, body }) =>
  ViralInvites.create(caller.userId, body?.inviteeEmail, await appUrl()),
);
