// PATCH /workspaces/{workspaceId} — its owner renames a workspace.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.rename, ({ caller, params, body }) => Workspaces.rename(caller.userId, params.workspaceId, body.name));
