// POST /workspaces — a client workspace in the caller's account (Enterprise; Premium: one extra), once per click.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';
import { getProfile } from '#domain/team/members';

export const handler = apiRoute(workspaceEndpoints.create, async ({ caller, body }) => {
  const { fullName, email } = await getProfile(caller.userId);
  return Workspaces.create(caller.userId, body, { fullName, email });
});
