// DELETE /team/members/{userId} — owners and admins remove another member; the removed
// member gets their own new team.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.removeMember, ({ caller, params }) => Team.removeMember(caller.userId, params.userId));
