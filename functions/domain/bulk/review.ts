// Reviewing a bulk run's drafts: approve some, write one again (no credit), or schedule a
// selection into the free slots of the owner's posting schedule within the run's dates (the
// slots no post already holds, the earliest first), each once however often it is sent.
import { BULK_MESSAGES, type BulkItem, type BulkRun } from '#contracts/bulk';
import type { BulkItemRecord } from '#data/entities/bulk-item';
import { db } from '#data/service';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { accountsOf } from '../publishing/accounts.ts';
import * as Posts from '../publishing/posts.ts';
import { DEFAULT_QUEUE, settingsOf } from '../publishing/settings.ts';
import { QUEUE_HORIZON_DAYS, instantOf, localTimeOf, nextFreeSlot } from '../publishing/time.ts';
import { itemOf, itemView, itemsOf, keyOf, runOf, view } from './runs.ts';
import { rewriteOne } from './write.ts';

/** Scheduled at once: each is a few writes and a one-time schedule. */
const SCHEDULE_CONCURRENCY = 5;
const DAY_MS = 86_400_000;

/** The request id a draft is scheduled with: the same draft always makes the same post. */
export const scheduleRequestIdOf = (runId: string, index: number) => idempotentId(`bulk-item:${runId}:${index}`);

const chosenOf = (items: readonly BulkItemRecord[], indexes: readonly number[]) =>
  indexes.map((index) => {
    const item = items.find((i) => i.index === keyOf(index));
    if (!item) throw new Invalid(BULK_MESSAGES.itemNotFound);
    if (item.status !== 'done') throw new Invalid(`${BULK_MESSAGES.notFinished} (post ${index + 1})`);
    return item;
  });

/** Marks the chosen drafts approved (scheduled ones stay scheduled). */
export async function approve(userId: string, runId: string, indexes: readonly number[]): Promise<BulkRun> {
  const run = await runOf(userId, runId);
  const chosen = chosenOf(await itemsOf(userId, runId, true), indexes).filter((i) => i.review === 'draft');
  for (let i = 0; i < chosen.length; i += 25) {
    await Promise.all(
      chosen
        .slice(i, i + 25)
        .map((item) => db().entities.bulkItem.patch({ userId, runId, index: item.index }).set({ review: 'approved' }).go({ response: 'none' })),
    );
  }
  return view(run, await itemsOf(userId, runId, true));
}

/** Writes one draft again from other material, with no opening another post of the run has. No credit. */
export async function regenerate(userId: string, runId: string, index: number): Promise<BulkItem> {
  const run = await runOf(userId, runId, true);
  const item = await itemOf(userId, runId, index);
  if (item.status !== 'done') throw new Conflict(BULK_MESSAGES.notFinished);
  if (item.review === 'scheduled') throw new Conflict(BULK_MESSAGES.onlyDrafts);
  const fresh = await rewriteOne(userId, run, item, await itemsOf(userId, runId));
  const { data } = await db()
    .entities.bulkItem.patch({ userId, runId, index: item.index })
    .set({ ...fresh, review: 'draft' })
    .go({ response: 'all_new' });
  return itemView(data as BulkItemRecord);
}

/** The owner's scheduled posts' wall-clock times over the next weeks: the slots they hold. */
async function takenSlots(userId: string, timeZone: string, now: Date): Promise<Set<string>> {
  const horizon = new Date(now.getTime() + (QUEUE_HORIZON_DAYS + 400) * DAY_MS).toISOString();
  const { data } = await db()
    .entities.scheduledPost.query.byDue({ userId })
    .between({ dueAt: now.toISOString() }, { dueAt: horizon })
    .go({ pages: 'all', attributes: ['dueAt'] });
  return new Set(data.map((p) => localTimeOf(p.dueAt, timeZone)));
}

/**
 * The free slots for `count` posts within [from, to] (dates in the owner's zone): the posting
 * schedule's times (Markk's default week when it has none) that no post holds, from the later
 * of now and the run's first day. Fewer when the dates run out.
 */
export async function freeSlots(
  userId: string,
  range: { from: string; to: string },
  count: number,
  now = new Date(),
): Promise<{ slots: string[]; timeZone: string }> {
  const settings = await settingsOf(userId);
  const queue = Object.values(settings.queue).every((times) => times.length === 0) ? DEFAULT_QUEUE : settings.queue;
  const taken = await takenSlots(userId, settings.timeZone, now);
  const firstDay = Date.parse(instantOf(`${range.from}T00:00`, settings.timeZone));
  let cursor = new Date(Math.max(now.getTime(), firstDay - 1));
  const slots: string[] = [];
  while (slots.length < count) {
    const slot = nextFreeSlot(queue, settings.timeZone, cursor, taken);
    if (!slot || slot.slice(0, 10) > range.to) break;
    slots.push(slot);
    taken.add(slot);
    // nextFreeSlot searches a few weeks ahead of its `now`: move it along with the slots found.
    cursor = new Date(Math.max(cursor.getTime(), Date.parse(instantOf(slot, settings.timeZone)) - DAY_MS));
  }
  return { slots, timeZone: settings.timeZone };
}

/**
 * Schedules the chosen drafts on the chosen accounts (those of the draft's network when any
 * are chosen, else all of them), into the free slots of the run's dates in the run's order. A
 * draft already scheduled is left as it is; one without a slot, or one a network would refuse,
 * stays a draft and is named in `problems` with the reason.
 */
export async function schedule(
  userId: string,
  runId: string,
  indexes: readonly number[],
  accountIds: readonly string[],
  now = new Date(),
): Promise<{ run: BulkRun; problems: { index: number; message: string }[] }> {
  const run = await runOf(userId, runId, true);
  const items = await itemsOf(userId, runId, true);
  const chosen = chosenOf(items, indexes).filter((i) => i.review !== 'scheduled');
  const accounts = await accountsOf(userId);
  const networkOf = new Map(accounts.map((a) => [a.accountKey, a.network]));
  for (const id of accountIds)
    if (!networkOf.has(id)) throw new NotFound('One of the chosen accounts is not connected any more. Reload the page and choose again.');
  const { slots, timeZone } = await freeSlots(userId, run, chosen.length, now);
  const problems: { index: number; message: string }[] = [];
  const work = chosen.map((item, i) => ({ item, slot: slots[i] }));
  for (const { item, slot } of work) if (!slot) problems.push({ index: Number(item.index), message: BULK_MESSAGES.noSlot });
  const queue = work.filter((w): w is { item: BulkItemRecord; slot: string } => Boolean(w.slot));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { item, slot } = next;
      const matching = accountIds.filter((id) => networkOf.get(id) === item.network);
      try {
        const post = await Posts.schedule(
          userId,
          {
            requestId: scheduleRequestIdOf(runId, Number(item.index)),
            caption: item.caption!,
            accountIds: matching.length ? matching : [...accountIds],
            when: { kind: 'at', localTime: slot, timeZone },
            campaignId: run.campaignId || undefined,
          },
          now,
        );
        await db()
          .entities.bulkItem.patch({ userId, runId, index: item.index })
          .set({ review: 'scheduled', scheduledPostId: post.id, localTime: localTimeOf(post.dueAt, timeZone) })
          .go({ response: 'none' });
      } catch (error) {
        if (!(error instanceof Invalid)) throw error;
        problems.push({ index: Number(item.index), message: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: SCHEDULE_CONCURRENCY }, worker));
  return { run: view(run, await itemsOf(userId, runId, true)), problems: problems.sort((a, b) => a.index - b.index) };
}
