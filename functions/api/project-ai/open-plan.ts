// GET /projects/{projectId}/plan-runs — the project's plan run still needing the user (running,
// or proposals to review), so the page picks it up again after a reload; null when none.
import { apiRoute } from '#lib/http';
import { projectAiEndpoints } from '#contracts/project-ai';
import * as ProjectAi from '#domain/project-ai';

export const handler = apiRoute(projectAiEndpoints.openPlan, async ({ caller, params }) => ({
  run: await ProjectAi.openPlan(caller.userId, params.projectId),
}));
