// POST /team/invitations — send-team-invite: owners and admins (403), a team plan (402 on
// Growth), not a current member (409); the invitee gets the invite e-mail.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import { appUrl } from '#lib/app-url';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.invite, async ({ caller, body }) => Team.invite(caller.userId, body, await appUrl()));
