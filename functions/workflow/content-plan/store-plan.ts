// Task ContentPlanStore ("Placing them on your calendar"): no opening sentence twice across the
// plan's drafts (the batches stored them), and the plan succeeded.
import * as ContentPlans from '#domain/content-plan/runs';
import { WithWritten } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, planId, batches, written } = WithWritten.parse(event);
  await ContentPlans.storePlan(
    userId,
    planId,
    batches.flatMap((b) => b.slots),
    written.flatMap((w) => w.posts),
  );
  return { userId, planId, status: 'succeeded' };
};
