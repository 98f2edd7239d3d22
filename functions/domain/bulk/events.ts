// What a bulk run tells the world when it stops: today a log line; the one place where the
// "bulk run finished" webhook event is to be sent from (the run's owner, its id and counts).
import { logger } from '#lib/logger';

export interface BulkRunFinished {
  userId: string;
  runId: string;
  status: 'running' | 'finished' | 'cancelled' | 'failed';
  count: number;
  written: number;
  failed: number;
  cancelled: number;
}

/** Called once per execution of the bulk workflow, as its last step (functions/domain/bulk/write.ts `finish`). */
export async function bulkRunFinished(event: BulkRunFinished): Promise<void> {
  logger.debug('bulk run finished event', { runId: event.runId, status: event.status });
}
