// Task ContentPlanWriteBatch ("Writing 30 posts"), one Map iteration: the AI writer's posts for
// a batch of slots, stored as drafts and recorded so the progress bar moves.
import { writePlanPosts } from '#lib/ai/content-plan';
import * as ContentPlans from '#domain/content-plan/runs';
import { PlanBatch } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, planId, brief, slots } = PlanBatch.parse(event);
  const posts = await writePlanPosts({ ...brief, slots });
  await ContentPlans.recordBatch(userId, planId, slots, posts);
  return { posts };
};
