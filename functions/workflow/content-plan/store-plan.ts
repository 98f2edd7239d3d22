// Task ContentPlanStore ("Placing them on your calendar"): the posts as the plan's drafts, no
// opening sentence twice, and the plan succeeded.
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
