// PUT /workspaces/{workspaceId}/portal-domain — its owner (on Enterprise) sends the client approval links from the agency's own domain.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.setPortalDomain, ({ caller, params, body }) => Workspaces.setPortalDomain(caller.userId, params.workspaceId, body.domain));
