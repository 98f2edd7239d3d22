// POST /workspaces/{workspaceId}/onboarding — a new workspace's wizard finished ("Go to Dashboard").
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.completeOnboarding, ({ caller, params }) =>
  Workspaces.completeOnboarding(caller.userId, params.workspaceId),
);
