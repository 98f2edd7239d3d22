// POST /team/invitations/{token}/revoke — an owner or admin revokes a pending invitation of their team.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.revoke, ({ caller, params }) => Team.revoke(caller.userId, params.token));
