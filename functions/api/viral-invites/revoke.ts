// POST /viral-invites/{token}/revoke — revoke one of the caller's pending invitations.
import { apiRoute } from '#lib/http';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import * as ViralInvites from '#domain/viral-invites';

export const handler = apiRoute(viralInviteEndpoints.revoke, ({ caller, params }) => ViralInvites.revoke(caller.userId, params.token));
