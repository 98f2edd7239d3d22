// DELETE /workspaces/{workspaceId}/members/{userId} — an admin takes a role away, or a member leaves.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.removeMember, async ({ caller, params }) => {
  await Workspaces.removeMember(caller.userId, params.workspaceId, params.userId);
});
