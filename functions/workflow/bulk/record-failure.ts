// Task BulkRecordFailure (the run's Catch): marks the run failed with a reason a user can read.
// Its written drafts stay, each charged once; posts never written cost nothing.
import * as BulkRuns from '#domain/bulk/runs';
import { planFailureReason } from '../project-plan/record-failure.ts';
import { BulkFailed } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId, error } = BulkFailed.parse(event);
  await BulkRuns.markFailed(userId, runId, planFailureReason(error));
  return { userId, runId, status: 'failed' };
};
