// Task BulkWriteItem, one Map iteration: one post written through the owner's token bucket,
// checked and stored with its AI credit (once). Its errors go to Step Functions: a rate limit
// is retried until it passes, anything else a few times, then BulkItemFailed records it.
import * as BulkWrite from '#domain/bulk/write';
import { BulkItemRef } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId, index } = BulkItemRef.parse(event);
  return { index, outcome: await BulkWrite.writeOne(userId, runId, index) };
};
