// GET /content-plans/{planId} — a plan's real progress and, when done, its posts.
import { apiRoute } from '#lib/http';
import { contentPlanEndpoints } from '#contracts/content-plan';
import * as ContentPlans from '#domain/content-plan/runs';

export const handler = apiRoute(contentPlanEndpoints.get, async ({ caller, params }) => ({
  plan: await ContentPlans.get(caller.userId, params.planId),
}));
