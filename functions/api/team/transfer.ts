// POST /team/transfer — the owner hands ownership to another member and becomes an admin.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.transfer, ({ caller, body }) => Team.transferOwnership(caller.userId, body.userId));
