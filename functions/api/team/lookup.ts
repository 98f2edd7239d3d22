// GET /team-invites/{token} — public: the invite link's team, inviter, e-mail and status,
// so the invite screen can say which account to use before anyone signs in.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.lookup, ({ params }) => Team.lookup(params.token));
