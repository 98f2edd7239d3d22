// Task ContentPlanWriteBatch ("Writing 30 posts"), one Map iteration: the AI writer's posts for
// a batch of slots, stored as drafts and recorded so the progress bar moves (the first batch
// records the brief step's progress too, beside its AI call).
import { writePlanPosts } from '#lib/ai/content-plan';
import * as ContentPlans from '#domain/content-plan/runs';
import { PlanBatch } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, planId, brief, slots, progress } = PlanBatch.parse(event);
  // The first batch also records the brief's step on the plan, while the writer works.
  const [posts] = await Promise.all([writePlanPosts({ ...brief, slots }), progress && ContentPlans.recordBrief(userId, planId, progress)]);
  await ContentPlans.recordBatch(userId, planId, slots, posts);
  return { posts };
};
