// GET /viral-invites — get-viral-invites: the caller's remaining invites, referral count,
// reward days and invitations (links use the configured app URL).
import { apiRoute } from '#lib/http';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import { appUrl } from '#lib/app-url';
import * as ViralInvites from '#domain/viral-invites';

export const handler = apiRoute(viralInviteEndpoints.list, async ({ caller }) => ({
  success: true as const,
  data: await ViralInvites.list(caller.userId, await appUrl()),
}));
