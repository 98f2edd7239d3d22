// What a bulk run tells the world when it stops: the `bulk.finished` webhook event of the
// run's workspace (its id, status and counts). Sending never fails the run's last step.
import { logger } from '#lib/logger';
import { emitWebhookEvent } from '../webhooks/emit.ts';

export interface BulkRunFinished {
  /** The workspace the run wrote its drafts in. */
  userId: string;
  runId: string;
  status: 'running' | 'finished' | 'cancelled' | 'failed';
  count: number;
  written: number;
  failed: number;
  cancelled: number;
}

/** Called once per execution of the bulk workflow, as its last step (functions/domain/bulk/write.ts `finish`). */
export async function bulkRunFinished({ userId, ...run }: BulkRunFinished): Promise<void> {
  logger.debug('bulk run finished event', { runId: run.runId, status: run.status });
  await emitWebhookEvent(userId, 'bulk.finished', run);
}
