// POST /team/leave — the caller leaves their team (never its only owner) and gets their own new team.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.leave, ({ caller }) => Team.leave(caller.userId));
