// GET /team — the caller's team screen: the team, the caller's role, the members (e-mails
// masked for members: get_team_profiles) and, for owners and admins, pending invitations.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import { appUrl } from '#lib/app-url';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.get, async ({ caller }) => Team.screen(caller.userId, await appUrl()));
