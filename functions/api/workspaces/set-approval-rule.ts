// PUT /workspaces/{workspaceId}/approval-rule — an admin or the owner makes the workspace's posts wait for a client's approval.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.setApprovalRule, ({ caller, params, body }) => Workspaces.setApprovalRule(caller.userId, params.workspaceId, body.required));
