// POST /content-plans — "Plan my next 30 days": start the plan workflow (202; Premium; one AI credit per 10 posts).
import { apiRoute } from '#lib/http';
import { contentPlanEndpoints } from '#contracts/content-plan';
import * as ContentPlans from '#domain/content-plan/runs';

export const handler = apiRoute(contentPlanEndpoints.start, async ({ caller, body }) => ({
  plan: await ContentPlans.start(caller.userId, body),
}));
