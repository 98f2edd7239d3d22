// Bulk generation runs (Enterprise): start one (its posts queued, one per CSV row when there is
// a file), report its progress per post with an estimate of the time left, cancel what has not
// started, retry failed posts; and the steps the workflow records (functions/workflow/bulk/*):
// the posts to write, each post written (one AI credit, once, in the transaction that stores it),
// a post that failed, the finished run.
import { AI_ERROR_MESSAGE } from '#contracts/project-ai';
import { BULK_ITEM_STATUSES, BULK_MESSAGES, type BulkItem, type BulkRow, type BulkRun, StartBulkBody } from '#contracts/bulk';
import { Network } from '#contracts/connected-accounts';
import { dayIn } from '#contracts/common';
import { PLAN_FORMATS, type PlanFormat } from '#contracts/content-plan';
import { isConditionFailed } from '#data/conditions';
import type { BulkItemRecord } from '#data/entities/bulk-item';
import type { BulkRunRecord } from '#data/entities/bulk-run';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { Conflict, Invalid, LimitReached, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { startBulkWorkflow } from '#lib/workflows';
import type * as z from 'zod';
import * as BrandKits from '../brand-kits.ts';
import * as Entitlements from '../entitlements.ts';
import { settingsOf } from '../publishing/settings.ts';
import { QUEUE_HORIZON_DAYS } from '../publishing/time.ts';
import { bucketRate } from './bucket.ts';

type StartInput = z.output<typeof StartBulkBody>;

/** A run id derived from the owner and the click's request id: a retried click finds its run. */
export const runIdFor = (userId: string, requestId: string) => idempotentId(`bulk-run:${userId}:${requestId}`);
/** The sort key of post `index`: "000"–"499", in the run's order. */
export const keyOf = (index: number) => String(index).padStart(3, '0');

const month = (at: string) => at.slice(0, 7);
const DAY_MS = 86_400_000;

// ---- The run as the API shows it ----

/** What a post is about, as its CSV row's mapped cells say ("Spring menu · Oat latte"), or null without a file. */
export const subjectOf = (item: Pick<BulkItemRecord, 'product' | 'topic' | 'offer'>) =>
  [item.topic, item.product, item.offer].filter(Boolean).join(' · ') || null;

export const itemView = (item: BulkItemRecord): BulkItem => ({
  index: Number(item.index),
  status: item.status,
  network: Network.parse(item.network),
  format: item.format as PlanFormat,
  subject: subjectOf(item),
  title: item.title ?? null,
  caption: item.status === 'done' ? (item.caption ?? null) : null,
  review: item.review,
  localTime: item.localTime ?? null,
  scheduledPostId: item.scheduledPostId ?? null,
  error: item.status === 'failed' ? (item.error ?? AI_ERROR_MESSAGE) : null,
});

/**
 * Seconds until the posts left are written: the pace since the latest execution started writing
 * (posts finished per second), never faster than the rate limit allows. Null when none are left
 * or the run has stopped.
 */
export function secondsLeft(run: BulkRunRecord, items: readonly BulkItemRecord[], now = Date.now(), rate = bucketRate().rate): number | null {
  const left = items.filter((i) => i.status === 'queued' || i.status === 'writing' || i.status === 'checked').length;
  if (run.status !== 'running' || left === 0) return null;
  const bound = left / rate;
  const since = run.writingSince ? Date.parse(run.writingSince) : NaN;
  const finished = items.filter((i) => i.writtenAt && run.writingSince && i.writtenAt >= run.writingSince).length;
  if (!Number.isFinite(since) || finished === 0) return Math.ceil(bound);
  const pace = (now - since) / 1000 / finished;
  return Math.ceil(Math.max(bound, left * pace));
}

export function view(run: BulkRunRecord, items: readonly BulkItemRecord[], now = Date.now()): BulkRun {
  const counts = Object.fromEntries(BULK_ITEM_STATUSES.map((s) => [s, 0])) as BulkRun['counts'];
  for (const item of items) counts[item.status] += 1;
  const settled = counts.done + counts.failed + counts.cancelled;
  return {
    runId: run.runId,
    status: run.status,
    count: run.count,
    networks: run.networks.map((n) => Network.parse(n)),
    formats: run.formats as PlanFormat[],
    campaignId: run.campaignId || null,
    from: run.from,
    to: run.to,
    counts,
    percent: run.count ? Math.floor((100 * settled) / run.count) : 0,
    secondsLeft: secondsLeft(run, items, now),
    credits: items.filter((i) => i.chargedAt).length,
    cancelRequested: run.cancelRequested,
    error: run.status === 'failed' ? (run.error ?? AI_ERROR_MESSAGE) : null,
    items: items.map(itemView),
    createdAt: run.createdAt,
  };
}

export async function runOf(userId: string, runId: string, consistent = false): Promise<BulkRunRecord> {
  const { data } = await db().entities.bulkRun.get({ userId, runId }).go({ consistent });
  if (!data) throw new NotFound(BULK_MESSAGES.notFound);
  return data;
}

export async function itemsOf(userId: string, runId: string, consistent = false): Promise<BulkItemRecord[]> {
  const { data } = await db().entities.bulkItem.query.byRun({ userId, runId }).go({ pages: 'all', consistent });
  return data.sort((a, b) => a.index.localeCompare(b.index));
}

export async function itemOf(userId: string, runId: string, index: number, consistent = true): Promise<BulkItemRecord> {
  const { data } = await db()
    .entities.bulkItem.get({ userId, runId, index: keyOf(index) })
    .go({ consistent });
  if (!data) throw new NotFound(BULK_MESSAGES.itemNotFound);
  return data;
}

export const viewOf = async (run: BulkRunRecord) => view(run, await itemsOf(run.userId, run.runId));

export const get = async (userId: string, runId: string) => viewOf(await runOf(userId, runId));

/** The owner's newest run, or null: one Query of their runs, newest first. */
export async function latest(userId: string): Promise<BulkRun | null> {
  const { data } = await db().entities.bulkRun.query.byCreated({ userId }).go({ order: 'desc', limit: 1 });
  return data[0] ? viewOf(data[0]) : null;
}

// ---- Start, cancel, retry ----

/** Bulk generation is Enterprise: a LimitReached (402) in the plan page's words otherwise. */
export async function requireEnterprise(userId: string): Promise<void> {
  if (!(await Entitlements.limitsOf(userId)).bulkGeneration) throw new LimitReached(BULK_MESSAGES.enterprise);
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The run's dates: the campaign's (from today on), else the range asked for, else the next 8 weeks (as far as the posting schedule's next free slot is looked for). */
async function rangeOf(userId: string, input: StartInput, today: string): Promise<{ from: string; to: string; campaignId: string }> {
  if (input.campaignId) {
    const { data } = await db().entities.campaign.get({ userId, campaignId: input.campaignId }).go();
    if (!data) throw new NotFound(BULK_MESSAGES.campaignNotFound);
    const from = data.startDate > today ? data.startDate : today;
    if (data.endDate < today) throw new Invalid(BULK_MESSAGES.rangePassed);
    return { from, to: data.endDate, campaignId: input.campaignId };
  }
  const from = input.from ?? addDays(today, 1);
  const to = input.to ?? addDays(from, QUEUE_HORIZON_DAYS - 1);
  if (to < from) throw new Invalid(BULK_MESSAGES.range);
  if (to < today) throw new Invalid(BULK_MESSAGES.rangePassed);
  return { from: from < today ? today : from, to, campaignId: '' };
}

/** Post `index`'s network and format: the run's choices in turn, so the batch mixes them. */
const rowFields = (row: BulkRow | undefined) => ({
  ...(row?.topic ? { topic: row.topic } : {}),
  ...(row?.product ? { product: row.product } : {}),
  ...(row?.offer ? { offer: row.offer } : {}),
});

/**
 * Queues a run's posts (each with its network, format and CSV row), then the run itself: a run
 * that exists has all its posts. A retried request (same request id) answers the run it queued.
 * Nothing is charged here: each post written counts one AI credit.
 */
export async function queue(userId: string, input: StartInput, now = new Date()): Promise<{ run: BulkRunRecord; created: boolean }> {
  const runId = runIdFor(userId, input.requestId);
  const existing = await db().entities.bulkRun.get({ userId, runId }).go({ consistent: true });
  if (existing.data) return { run: existing.data, created: false };
  if (input.rows && input.rows.length !== input.count) throw new Invalid(BULK_MESSAGES.rowsCount(input.rows.length, input.count));
  if (!(await BrandKits.latestItem(userId))) throw new Conflict(BULK_MESSAGES.noBrandKit);
  const { timeZone } = await settingsOf(userId);
  const range = await rangeOf(userId, input, dayIn(timeZone, now));
  const items = Array.from({ length: input.count }, (_, i) => ({
    userId,
    runId,
    index: keyOf(i),
    status: 'queued' as const,
    network: input.networks[i % input.networks.length]!,
    // The formats turn at a different pace from the networks, so every network meets every format.
    format: input.formats[Math.floor(i / input.networks.length) % input.formats.length] ?? PLAN_FORMATS[0],
    ...rowFields(input.rows?.[i]),
  }));
  const { unprocessed } = await db().entities.bulkItem.put(items).go();
  if (unprocessed.length) throw new Error(`${unprocessed.length} bulk items were not written`);
  try {
    const { data } = await db()
      .entities.bulkRun.create({ userId, runId, count: input.count, networks: input.networks, formats: input.formats, ...range })
      .go();
    return { run: data as BulkRunRecord, created: true };
  } catch (error) {
    // Two concurrent retries of one click: the other request created it first.
    if (isConditionFailed(error)) return { run: await runOf(userId, runId, true), created: false };
    throw error;
  }
}

/** Starts a run: Enterprise only, with a brand kit; its posts queued, then the workflow. A retried click answers the run it started. */
export async function start(userId: string, input: StartInput, now = new Date()): Promise<BulkRun> {
  await requireEnterprise(userId);
  const { run, created } = await queue(userId, input, now);
  if (!created) return viewOf(run);
  const executionArn = await startBulkWorkflow(run.runId, { userId, runId: run.runId });
  await db().entities.bulkRun.patch({ userId, runId: run.runId }).set({ executionArn }).go();
  return viewOf(run);
}

/** At once, this many conditional writes (marking queued posts cancelled, failed posts queued again). */
const WRITE_CONCURRENCY = 10;

async function eachAtMost<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}

/**
 * Cancel: the posts not started are marked cancelled at once (each only while it is still
 * queued, so a post a Map iteration has just taken is left to finish), and the run says so; the
 * workflow's iterations skip them and the run ends cancelled. Again: the same answer.
 */
export async function cancel(userId: string, runId: string): Promise<BulkRun> {
  const run = await runOf(userId, runId, true);
  if (run.status !== 'running') return viewOf(run);
  await db().entities.bulkRun.patch({ userId, runId }).set({ cancelRequested: true }).go();
  const queued = (await itemsOf(userId, runId, true)).filter((i) => i.status === 'queued');
  await eachAtMost(queued, async (item) => {
    try {
      await db()
        .entities.bulkItem.patch({ userId, runId, index: item.index })
        .set({ status: 'cancelled' })
        .where(({ status }, { eq }) => eq(status, 'queued'))
        .go({ response: 'none' });
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  });
  return viewOf(await runOf(userId, runId, true));
}

/**
 * Writes failed and cancelled posts (the chosen ones, or all): they are queued and a new
 * execution of the workflow writes them, so a cancelled run can be taken up again. A retried
 * click (same request id) starts nothing more.
 */
export async function retry(userId: string, runId: string, requestId: string, indexes: readonly number[] | undefined): Promise<BulkRun> {
  const run = await runOf(userId, runId, true);
  const executionName = idempotentId(`bulk-retry:${runId}:${requestId}`);
  if (run.executionArn?.endsWith(`:${executionName}`)) return viewOf(run);
  if (run.status === 'running') throw new Conflict(BULK_MESSAGES.running);
  const items = await itemsOf(userId, runId, true);
  const chosen = indexes ? new Set(indexes.map(keyOf)) : null;
  const failed = items.filter((i) => (i.status === 'failed' || i.status === 'cancelled') && (!chosen || chosen.has(i.index)));
  if (chosen && [...chosen].some((key) => !items.some((i) => i.index === key))) throw new Invalid(BULK_MESSAGES.itemNotFound);
  if (failed.length === 0) throw new Invalid(BULK_MESSAGES.nothingToRetry);
  await eachAtMost(failed, async (item) => {
    await db().entities.bulkItem.patch({ userId, runId, index: item.index }).set({ status: 'queued' }).remove(['error']).go({ response: 'none' });
  });
  await db().entities.bulkRun.patch({ userId, runId }).set({ status: 'running', cancelRequested: false }).remove(['error']).go();
  const executionArn = await startBulkWorkflow(executionName, { userId, runId });
  await db().entities.bulkRun.patch({ userId, runId }).set({ executionArn }).go();
  return viewOf(await runOf(userId, runId, true));
}

// ---- Steps the workflow records ----

/** Step 1: the posts this execution writes (those queued), and the run writing from now. */
export async function postsToWrite(userId: string, runId: string, now = new Date()): Promise<number[]> {
  const [run, items] = await Promise.all([runOf(userId, runId, true), itemsOf(userId, runId, true)]);
  if (run.status !== 'running') return [];
  await db().entities.bulkRun.patch({ userId, runId }).set({ writingSince: now.toISOString() }).go();
  return items.filter((i) => i.status === 'queued').map((i) => Number(i.index));
}

/** Moves a post on to `status` (writing, checked) while it is written. */
export async function markItem(userId: string, runId: string, index: number, status: 'writing' | 'checked', now = new Date()): Promise<void> {
  await db()
    .entities.bulkItem.patch({ userId, runId, index: keyOf(index) })
    .set({ status, ...(status === 'writing' ? { startedAt: now.toISOString() } : {}) })
    .go({ response: 'none' });
}

/** Another write to the owner's usage item was under way: tried again this often before the step fails (and is retried). */
const CHARGE_ATTEMPTS = 8;

/**
 * Stores a written post as its draft (replacing whatever the key held: a retried post never adds
 * a second one) and counts its AI credit, once: the credit and `chargedAt` go in one
 * transaction conditioned on `chargedAt` being absent. Written again later, it is not charged.
 */
export async function storeWritten(userId: string, runId: string, index: number, post: { title: string; caption: string }, now = new Date()): Promise<void> {
  const key = { userId, runId, index: keyOf(index) };
  const at = now.toISOString();
  const fields = { title: post.title, caption: post.caption, status: 'done' as const, writtenAt: at };
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite({
        item: {
          Update: db()
            .entities.bulkItem.patch(key)
            .set({ ...fields, chargedAt: at })
            .remove(['error'])
            .where((attr, { notExists }) => notExists(attr.chargedAt))
            .params(),
        },
        usage: {
          Update: db()
            .entities.aiUsage.update({ userId, month: month(at) })
            .add({ credits: 1 })
            .params(),
        },
      });
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (isConditionFailed(error, 'item')) {
        // Charged before (a post written again): store the new text alone.
        await db().entities.bulkItem.patch(key).set(fields).remove(['error']).go({ response: 'none' });
        return;
      }
      if (!error.conflicted || attempt >= CHARGE_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, 20 * attempt + Math.random() * 40));
    }
  }
}

/** A post that still failed after its retries: marked failed with the reason (nothing charged). */
export async function markItemFailed(userId: string, runId: string, index: number, reason: string): Promise<void> {
  try {
    await db()
      .entities.bulkItem.patch({ userId, runId, index: keyOf(index) })
      .set({ status: 'failed', error: reason })
      .where(({ status }, { ne }) => ne(status, 'done'))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** A post whose run was cancelled before it started: not written. False when it had started (or was done) already. */
export async function skipCancelled(userId: string, runId: string, index: number): Promise<boolean> {
  try {
    await db()
      .entities.bulkItem.patch({ userId, runId, index: keyOf(index) })
      .set({ status: 'cancelled' })
      .where(({ status }, { eq }) => eq(status, 'queued'))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Marks the run failed with a reason a user can act on (its written posts stay, each charged once). */
export async function markFailed(userId: string, runId: string, reason: string): Promise<void> {
  await db().entities.bulkRun.patch({ userId, runId }).set({ status: 'failed', error: reason }).go();
}
