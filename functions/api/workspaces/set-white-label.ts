// PUT /workspaces/{workspaceId}/white-label — its owner (on Enterprise) puts the agency's brand on the client's pages.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.setWhiteLabel, ({ caller, params, body }) =>
  Workspaces.setWhiteLabel(caller.userId, params.workspaceId, body.enabled),
);
