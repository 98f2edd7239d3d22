// POST /content-plans/{planId}/items/{itemId}/dismiss — takes one draft out of the plan.
import { apiRoute } from '#lib/http';
import { contentPlanEndpoints } from '#contracts/content-plan';
import * as PlanItems from '#domain/content-plan/items';

export const handler = apiRoute(contentPlanEndpoints.dismiss, async ({ caller, params }) => ({
  item: await PlanItems.dismiss(caller.userId, params.planId, params.itemId),
}));
