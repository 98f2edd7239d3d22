// Task ContentPlanRecordFailure (every Catch leads here): marks the plan failed with a reason a
// user can read and gives its AI credits back (once, even when this task runs twice).
import * as ContentPlans from '#domain/content-plan/runs';
import { planFailureReason } from '../project-plan/record-failure.ts';
import { ContentPlanFailed } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, planId, error } = ContentPlanFailed.parse(event);
  await ContentPlans.markFailed(userId, planId, planFailureReason(error));
  return { userId, planId, status: 'failed' };
};
