// Task BulkItemFailed (the write's Catch): the post is marked failed with a reason a user can
// read; the run goes on. Nothing is charged for it; "Retry" writes it again.
import * as BulkRuns from '#domain/bulk/runs';
import { planFailureReason } from '../project-plan/record-failure.ts';
import { BulkItemFailed } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId, index, error } = BulkItemFailed.parse(event);
  await BulkRuns.markItemFailed(userId, runId, index, planFailureReason(error));
  return { index, outcome: 'failed' };
};
