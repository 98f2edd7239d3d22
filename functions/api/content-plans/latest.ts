// GET /content-plans/latest — the owner's newest plan, or null.
import { apiRoute } from '#lib/http';
import { contentPlanEndpoints } from '#contracts/content-plan';
import * as ContentPlans from '#domain/content-plan/runs';

export const handler = apiRoute(contentPlanEndpoints.latest, async ({ caller }) => ({
  plan: await ContentPlans.latest(caller.userId),
}));
