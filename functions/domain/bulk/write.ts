// Writing a bulk run's posts: one post per Map iteration (its brief read once per run in a warm
// function), through the owner's token bucket, checked, stored once and charged once; and the
// run's end, where no opening sentence and no longer sentence is left twice across the batch.
import type { Network } from '#contracts/connected-accounts';
import type { PlanFormat } from '#contracts/content-plan';
import type { BulkItemRecord } from '#data/entities/bulk-item';
import type { BulkRunRecord } from '#data/entities/bulk-run';
import { db } from '#data/service';
import { BulkCheckError, checkBulkPost, distinctBatch, writeBulkPost, type BulkPostRequest } from '#lib/ai/bulk';
import { openingOf, type PlanCampaign } from '#lib/ai/content-plan';
import { strategyOf } from '#lib/ai/offline/writer';
import type { BrandBrief } from '#lib/ai/types';
import { logger } from '#lib/logger';
import * as BrandKits from '../brand-kits.ts';
import * as BrandVoice from '../brand-voice.ts';
import { briefOf } from '../rewrites.ts';
import { accountOf } from '../workspaces/access.ts';
import { takeToken } from './bucket.ts';
import { bulkRunFinished } from './events.ts';
import { itemOf, itemsOf, keyOf, markItem, runOf, skipCancelled, storeWritten } from './runs.ts';

/** A step failed in a way the user should read about (the run shows its message). */
export class BulkStepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BulkStepError';
  }
}

interface RunBrief {
  brand: BrandBrief;
  campaign: PlanCampaign | null;
  pillars: string[];
  today: string;
}

/** Briefs by run, kept for a few minutes: 500 iterations in a warm function read the brand kit once. */
const briefs = new Map<string, { at: number; brief: Promise<RunBrief> }>();
const BRIEF_TTL_MS = 5 * 60_000;

async function loadBrief(userId: string, run: BulkRunRecord, now: Date): Promise<RunBrief> {
  const [kit, campaignItem] = await Promise.all([
    BrandKits.latestItem(userId),
    run.campaignId ? db().entities.campaign.get({ userId, campaignId: run.campaignId }).go() : null,
  ]);
  if (!kit) throw new BulkStepError('The brand kit was removed before the posts could be written.');
  const today = now.toISOString().slice(0, 10);
  const brand = await BrandVoice.voicedBrief(userId, { ...briefOf(kit), today });
  const campaign = campaignItem?.data ?? null;
  return {
    brand,
    campaign: campaign && { name: campaign.name, goal: campaign.goal, landingUrl: campaign.landingUrl ?? null },
    pillars: strategyOf(brand).pillars,
    today,
  };
}

function briefOfRun(userId: string, run: BulkRunRecord, now: Date): Promise<RunBrief> {
  const key = `${userId}:${run.runId}`;
  const kept = briefs.get(key);
  if (kept && now.getTime() - kept.at < BRIEF_TTL_MS) return kept.brief;
  const brief = loadBrief(userId, run, now);
  brief.catch(() => briefs.delete(key));
  briefs.set(key, { at: now.getTime(), brief });
  return brief;
}

export const requestOf = (brief: RunBrief, item: BulkItemRecord, variant: number): BulkPostRequest => ({
  brand: brief.brand,
  campaign: brief.campaign,
  network: item.network as Network,
  format: item.format as PlanFormat,
  pillar: brief.pillars[Number(item.index) % brief.pillars.length]!,
  index: Number(item.index),
  subject: item.topic || item.product || item.offer ? { topic: item.topic, product: item.product, offer: item.offer } : null,
  variant,
  today: brief.today,
});

/**
 * Waits for a token of the account's bucket: an agency's client workspaces call the provider
 * with the same key, so all their runs share one bucket.
 */
const tokenOf = (userId: string) => async () => {
  await takeToken(await accountOf(userId));
};

export type WriteOutcome = 'done' | 'cancelled' | 'skipped';

/**
 * One Map iteration: post `index` of the run. A post already written is left as it is (a
 * retried iteration); one the owner cancelled before it started is skipped; otherwise it is
 * written (waiting for the owner's token bucket), checked, and stored with its credit.
 * A post the checks refuse throws, so Step Functions writes it again and, if it stays refused,
 * records it failed with the reason.
 */
export async function writeOne(userId: string, runId: string, index: number, now = new Date()): Promise<WriteOutcome> {
  const [run, item] = await Promise.all([runOf(userId, runId, true), itemOf(userId, runId, index)]);
  if (item.status === 'done') return 'skipped';
  if (item.status === 'cancelled') return 'cancelled';
  if (run.cancelRequested && (await skipCancelled(userId, runId, index))) return 'cancelled';
  await markItem(userId, runId, index, 'writing', now);
  const brief = await briefOfRun(userId, run, now);
  const request = requestOf(brief, item, item.variant);
  const post = await writeBulkPost(request, tokenOf(userId));
  const problems = checkBulkPost(post, request);
  if (problems.length) throw new BulkCheckError(problems);
  await markItem(userId, runId, index, 'checked');
  await storeWritten(userId, runId, index, post);
  return 'done';
}

/** Writes one written draft again from other material (regenerate), with no opening another post of the run has. */
export async function rewriteOne(userId: string, run: BulkRunRecord, item: BulkItemRecord, others: readonly BulkItemRecord[], now = new Date()) {
  const brief = await briefOfRun(userId, run, now);
  const variant = item.variant + 1;
  const request = requestOf(brief, item, variant);
  const post = await writeBulkPost(request, tokenOf(userId));
  const problems = checkBulkPost(post, request);
  if (problems.length) throw new BulkCheckError(problems);
  const taken = others.filter((o) => o.index !== item.index && o.caption).map((o) => openingOf(o.caption!));
  const [fresh] = distinctBatch([{ index: Number(item.index), ...post }], taken);
  return { title: fresh!.title, caption: fresh!.caption, variant };
}

/** At once, this many drafts rewritten by the batch check. */
const PUT_CONCURRENCY = 10;

/**
 * The last step: across the run's drafts no opening sentence twice and no longer sentence said
 * twice (the few that repeat are changed, in the run's order), and the run finished — or
 * cancelled, when the owner cancelled it. Then the "bulk run finished" event.
 */
export async function finish(userId: string, runId: string): Promise<BulkRunRecord['status']> {
  const [run, items] = await Promise.all([runOf(userId, runId, true), itemsOf(userId, runId, true)]);
  const written = items.filter((i) => i.status === 'done' && i.caption);
  const batch = written.map((i) => ({ index: Number(i.index), title: i.title ?? '', caption: i.caption! }));
  const distinct = distinctBatch(batch);
  const changed = distinct.filter((post, i) => post.caption !== batch[i]!.caption);
  const queue = [...changed];
  await Promise.all(
    Array.from({ length: PUT_CONCURRENCY }, async () => {
      for (let post = queue.shift(); post; post = queue.shift())
        await db()
          .entities.bulkItem.patch({ userId, runId, index: keyOf(post.index) })
          .set({ caption: post.caption })
          .go({ response: 'none' });
    }),
  );
  // Posts a cancel reached before they started, and any an iteration never reached.
  const status = run.cancelRequested ? 'cancelled' : 'finished';
  await db().entities.bulkRun.patch({ userId, runId }).set({ status }).go();
  const counts = {
    written: written.length,
    failed: items.filter((i) => i.status === 'failed').length,
    cancelled: items.filter((i) => i.status === 'cancelled').length,
  };
  logger.info('Bulk run finished', { runId, status, ...counts, changedForVariety: changed.length });
  await bulkRunFinished({ userId, runId, status, count: run.count, ...counts });
  return status;
}
