// Task ContentPlanLoadBrief ("Reading your brand kit and posting schedule"): the brand kit, the
// campaign if one is followed, and the 30 slots from the posting schedule, in batches for the Map.
// Reads only: the first batch writes the brief's progress while the writer works.
import * as ContentPlans from '#domain/content-plan/runs';
import { ContentPlanRef } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, planId } = ContentPlanRef.parse(event);
  const { brief, batches, progress } = await ContentPlans.loadBrief(userId, planId);
  // The first batch records the brief's progress beside its AI call.
  return { userId, planId, batches: batches.map((slots, batch) => ({ userId, planId, batch, brief, slots, ...(batch === 0 ? { progress } : {}) })) };
};
