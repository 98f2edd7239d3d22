// Task BulkFinish: no opening sentence and no longer sentence twice across the run's drafts,
// the run finished (or cancelled), and the "bulk run finished" event.
import * as BulkWrite from '#domain/bulk/write';
import { BulkRef } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId } = BulkRef.parse(event);
  return { userId, runId, status: await BulkWrite.finish(userId, runId) };
};
