// PUT /workspaces/{workspaceId}/members/{userId} — an admin gives a team member a role in the workspace.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.setRole, ({ caller, params, body }) =>
  Workspaces.setRole(caller.userId, params.workspaceId, params.userId, body.role),
);
