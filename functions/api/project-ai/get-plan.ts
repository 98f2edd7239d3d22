// GET /projects/{projectId}/plan-runs/{runId} — a plan run's real progress and, when done, its proposals.
import { apiRoute } from '#lib/http';
import { projectAiEndpoints } from '#contracts/project-ai';
import * as ProjectAi from '#domain/project-ai';

export const handler = apiRoute(projectAiEndpoints.getPlan, async ({ caller, params }) => ({
  run: await ProjectAi.getPlan(caller.userId, params.projectId, params.runId),
}));
