// Task BulkLoad: the posts this execution writes (those queued: all of a new run's, or the failed
// ones a retry queued again), as the Map's items, and how many (the Choice picks the Map by it).
import * as BulkRuns from '#domain/bulk/runs';
import { BulkRef } from './state.ts';

export const handler = async (event: unknown) => {
  const { userId, runId } = BulkRef.parse(event);
  const indexes = await BulkRuns.postsToWrite(userId, runId);
  return { userId, runId, count: indexes.length, items: indexes.map((index) => ({ userId, runId, index })) };
};
