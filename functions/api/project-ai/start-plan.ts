// POST /projects/{projectId}/plan-runs — "Ask AI to Generate Plan": start the plan workflow (202, 1 AI credit).
import { apiRoute } from '#lib/http';
import { projectAiEndpoints } from '#contracts/project-ai';
import * as ProjectAi from '#domain/project-ai';

export const handler = apiRoute(projectAiEndpoints.startPlan, async ({ caller, params, body }) => ({
  run: await ProjectAi.startPlan(caller.userId, params.projectId, body.requestId),
}));
