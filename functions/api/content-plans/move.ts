// PATCH /content-plans/{planId}/items/{itemId} — moves one draft to another time.
import { apiRoute } from '#lib/http';
import { contentPlanEndpoints } from '#contracts/content-plan';
import * as PlanItems from '#domain/content-plan/items';

export const handler = apiRoute(contentPlanEndpoints.move, async ({ caller, params, body }) => ({
  item: await PlanItems.move(caller.userId, params.planId, params.itemId, body.localTime),
}));
