// POST /content-plans/{planId}/approve — schedules the chosen drafts on the chosen accounts (once each).
import { apiRoute } from '#lib/http';
import { contentPlanEndpoints } from '#contracts/content-plan';
import * as PlanItems from '#domain/content-plan/items';

export const handler = apiRoute(contentPlanEndpoints.approve, async ({ caller, params, body }) =>
  PlanItems.approve(caller.userId, params.planId, body.itemIds, body.accountIds),
);
