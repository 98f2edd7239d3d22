// POST /team/ensure — the team auto-setup (spec 02 §2.12): a signed-in user without a team
// gets one, named by the spec's rule; with a team, nothing changes.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.ensure, ({ caller }) => Team.ensureTeam(caller.userId));
