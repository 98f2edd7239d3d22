// POST /projects/{projectId}/plan-runs/{runId}/accept — add the chosen proposals as tasks, once.
import { apiRoute } from '#lib/http';
import { projectAiEndpoints } from '#contracts/project-ai';
import * as ProjectAi from '#domain/project-ai';

export const handler = apiRoute(projectAiEndpoints.acceptPlan, async ({ caller, params, body }) => ({
  tasks: await ProjectAi.acceptPlan(caller.userId, params.projectId, params.runId, body.indexes),
}));
