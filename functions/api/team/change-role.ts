// PUT /team/members/{userId}/role — the owner makes a member admin, or an admin a member.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.changeRole, ({ caller, params, body }) => Team.changeRole(caller.userId, params.userId, body.role));
