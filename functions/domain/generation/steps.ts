// AI generation runs: the steps the workflow records (called by functions/workflow/*), and a failed run's credit given back once.
import type { GeneratedPackage } from '#contracts/generation';
import type { GenerationRunItem } from '#data/entities/generation-run';
import { db } from '#data/service';
import { recordEvent } from '#lib/metrics';
import * as Entitlements from '../entitlements.ts';
import { stagesOf } from './runs.ts';

export async function loadRun(userId: string, runId: string): Promise<GenerationRunItem> {
  const { data } = await db().entities.generationRun.get({ userId, runId }).go();
  if (!data) throw new Error(`Generation run ${runId} does not exist`);
  return data;
}

export async function recordStep(userId: string, runId: string, step: 'brandLoaded' | 'strategyDone' | 'newsletterDone' | 'blogDone'): Promise<void> {
  await db()
    .entities.generationRun.patch({ userId, runId })
    .set({ [step]: true })
    .go();
}

/** A set, not a counter: a retried post task cannot count twice. */
export async function recordPost(userId: string, runId: string, number: number): Promise<void> {
  await db()
    .entities.generationRun.patch({ userId, runId })
    .add({ postsWritten: [number] })
    .go();
}

export async function markSucceeded(userId: string, runId: string, result: GeneratedPackage): Promise<void> {
  await db()
    .entities.generationRun.patch({ userId, runId })
    .set({ assembled: true, status: 'succeeded', result: JSON.stringify(result) })
    .go();
  recordEvent('GenerationSucceeded');
}

export async function markFailed(userId: string, runId: string, reason: string): Promise<void> {
  const run = await loadRun(userId, runId);
  const failedStage = stagesOf(run).find((s) => s.state === 'active')?.id ?? 'brand';
  await db().entities.generationRun.patch({ userId, runId }).set({ status: 'failed', error: reason, failedStage }).go();
  recordEvent('GenerationFailed');
  await refundCredit(userId, run);
}

/**
 * A failed run gives its AI credit back, once: the run's `creditRefundedAt` is set in the
 * same transaction as the decrement of the month the credit was spent in, conditioned on it
 * being absent, so a RecordFailure that runs twice (a retried task, a redelivered event)
 * cannot refund twice.
 */
export async function refundCredit(userId: string, run: Pick<GenerationRunItem, 'runId' | 'createdAt'>): Promise<boolean> {
  const now = new Date().toISOString();
  return Entitlements.refundAiCreditOnce(userId, run.createdAt, () =>
    db()
      .entities.generationRun.patch({ userId, runId: run.runId })
      .set({ creditRefundedAt: now })
      .where((attr, { notExists }) => notExists(attr.creditRefundedAt)),
  );
}
