// POST /viral-invites — create-viral-invite: owners only (403), e-mail optional but valid
// (400), within the allowance (409 "No invites left"). Links use the configured app URL.
import { apiRoute } from '#lib/http';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import { appUrl } from '#lib/app-url';
import * as ViralInvites from '#domain/viral-invites';

export const handler = apiRoute(viralInviteEndpoints.create, async ({ caller, body }) =>
  ViralInvites.create(caller.userId, body?.inviteeEmail, await appUrl()),
);
