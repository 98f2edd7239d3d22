// POST /content-plans/{planId}/items/{itemId}/regenerate — writes one draft again (no credit).
import { apiRoute } from '#lib/http';
import { contentPlanEndpoints } from '#contracts/content-plan';
import * as PlanItems from '#domain/content-plan/items';

export const handler = apiRoute(contentPlanEndpoints.regenerate, async ({ caller, params }) => ({
  item: await PlanItems.regenerate(caller.userId, params.planId, params.itemId),
}));
