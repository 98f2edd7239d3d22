// GET /workspaces/{workspaceId}/members — who holds which role, and (for admins) the team members who could.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.members, ({ caller, params }) => Workspaces.members(caller.userId, params.workspaceId));
