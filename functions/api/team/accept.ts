// POST /team-invites/{token}/accept — accept_team_invite: joins the caller to the team in
// one transaction, at most once however many times the link is clicked.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.accept, ({ caller, params }) => Team.accept(caller.userId, params.token));
