// Content drafts: list, read, edit and delete the caller's own items, count them by type,
// find them by title, and "Rewrite with AI".
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { firstMatches } from '#data/paging';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import type { ContentItemItem } from '#data/entities/content-item';
import type { UserStatsItem } from '#data/entities/user-stats';
import { NotFound, Unavailable } from '#lib/errors';
import { withRetries } from '#lib/retry';
import type { ContentItemType } from '#contracts/content-types';
import { type ContentItem, type RewriteContentItem, type UpdateContentItem } from '#contracts/content';
import { ownCampaign } from './campaign-owned.ts';
import * as LibrarySlots from './library-slots.ts';
import { rewriteForUser } from './rewrites.ts';
import { addTitles, pruneTitles, removed, renamed, titled } from './search-index.ts';
import { inTransactions } from './stats.ts';

export function toContentItem(item: ContentItemItem): ContentItem {
  return {
    id: item.itemId,
    type: item.type,
    title: item.title,
    body: item.body,
    status: item.status,
    runId: item.runId ?? null,
    platform: item.platform ?? null,
    imageId: item.imageId ?? null,
    ...(item.campaignId ? { campaignId: item.campaignId } : {}),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export async function list(userId: string, limit = 100): Promise<ContentItem[]> {
  const { data } = await db().entities.contentItem.query.byUser({ userId }).go({ order: 'desc', limit });
  return data.map(toContentItem);
}

/**
 * Writes many drafts (seeding, benchmarks), 99 per transaction with the library counters,
 * one chunk after another so each counter update sees the last. The plan's library limit
 * applies as to any write. Returns the ids in input order.
 */
export async function createMany(
  userId: string,
  drafts: readonly { type: ContentItemType; title: string; body: string }[],
  now = new Date(),
): Promise<string[]> {
  const items = drafts.map((d, i) => ({
    userId,
    itemId: randomUUID(),
    // Distinct, ordered creation times: newest last, as if written one after another.
    createdAt: new Date(now.getTime() - (drafts.length - i)).toISOString(),
    status: 'draft' as const,
    ...d,
  }));
  await addTitles(items.map(titled.content));
  await inTransactions(
    items,
    async (chunk) => {
      const byType: Partial<Record<ContentItemType, number>> = {};
      for (const item of chunk) byType[item.type] = (byType[item.type] ?? 0) + 1;
      await transactWrite({
        counter: await LibrarySlots.libraryCounterAction(userId, byType, now),
        drafts: chunk.map((item) => ({ Put: db().entities.contentItem.create(item).params() })),
      });
    },
    1,
  );
  return items.map((item) => item.itemId);
}

async function find(userId: string, itemId: string): Promise<ContentItemItem> {
  const { data } = await db().entities.contentItem.query.byId({ userId, itemId }).go({ limit: 1 });
  const item = data[0];
  if (!item) throw new NotFound('Content not found.');
  return item;
}

export async function get(userId: string, itemId: string): Promise<ContentItem> {
  return toContentItem(await find(userId, itemId));
}

export async function update(userId: string, itemId: string, changes: UpdateContentItem): Promise<ContentItem> {
  const item = await find(userId, itemId);
  const retitled = changes.title !== undefined && changes.title !== item.title ? titled.content({ ...item, title: changes.title }) : undefined;
  if (changes.campaignId) await ownCampaign(userId, changes.campaignId);
  if (retitled) await addTitles([retitled]);
  const patch = db()
    .entities.contentItem.patch({ userId, createdAt: item.createdAt, itemId })
    .set({ title: changes.title, body: changes.body, ...(changes.campaignId ? { campaignId: changes.campaignId } : {}) });
  const { data } = await (changes.campaignId === null ? patch.remove(['campaignId']) : patch).go({ response: 'all_new' });
  if (retitled) await pruneTitles([renamed(retitled, item.title)]);
  return toContentItem(data as ContentItemItem);
}

/** Attempts at a delete when a concurrent change to the library counter cancels its transaction. */
const DELETE_ATTEMPTS = 3;

/**
 * Deletes one of the caller's drafts and gives its library slot back: the item and the
 * `libraryAssets` decrement in one transaction, so the Growth plan's 20-asset count stays
 * true. Another user's item is not found (404): ownership is in the key.
 */
export async function remove(userId: string, itemId: string): Promise<{ id: string }> {
  // The counter or the item was busy with another transaction: read again.
  const policy = {
    attempts: DELETE_ATTEMPTS,
    retryIf: (error: unknown) => error instanceof TransactionCanceled,
    exhausted: () => new Unavailable('Your library is busy with another change. Please try again.'),
  };
  return withRetries(policy, async () => {
    const item = await find(userId, itemId);
    const { contentItem, requestClaim } = db().entities;
    const counter = await LibrarySlots.libraryReleaseAction(userId, item.type);
    try {
      await transactWrite({
        // A draft made by one request (a chat reply's document, a draft created through the API)
        // goes with the claim of the request that made it; other drafts have none, and deleting
        // an absent claim changes nothing.
        claim: { Delete: requestClaim.delete({ userId, claimId: itemId }).params() },
        item: {
          Delete: contentItem
            .delete({ userId, createdAt: item.createdAt, itemId })
            .where((attr, { exists }) => exists(attr.itemId))
            .params(),
        },
        // The counters exist once a write kept them (Approve & Publish).
        counter,
      });
      await pruneTitles([removed(titled.content(item))]);
      return { id: itemId };
    } catch (error) {
      // Deleted by a concurrent request: it is gone either way.
      if (error instanceof TransactionCanceled && isConditionFailed(error, 'item')) throw new NotFound('Content not found.');
      throw error;
    }
  });
}

export type DraftCounts = Record<ContentItemType, number> & { total: number };

/** The caller's drafts by type: COUNT queries of the user's partition (no items read back); documents count in the total. */
/**
 * The user's drafts by type, from the counters the writes keep (userStats). An account whose
 * counters were never kept (no draft written since they came) is counted once, and the counts
 * stored for the next time, on the condition that no write stored them first.
 */
export async function countByType(userId: string, stats?: UserStatsItem | null): Promise<DraftCounts> {
  const kept = stats === undefined ? (await db().entities.userStats.get({ userId }).go()).data : stats;
  if (kept?.draftsCounted) {
    const n = (value: number | undefined) => Math.max(0, value ?? 0);
    const counts = { post: n(kept.draftsPost), email: n(kept.draftsEmail), blog: n(kept.draftsBlog), doc: n(kept.draftsDoc) };
    return { ...counts, total: counts.post + counts.email + counts.blog + counts.doc };
  }
  const counts = await LibrarySlots.countDraftsByType(userId, { consistent: true });
  const total = counts.post + counts.email + counts.blog + counts.doc;
  await db()
    .entities.userStats.update({ userId })
    .set({ libraryAssets: total, ...LibrarySlots.draftCountersOf(counts), draftsCounted: true })
    .where((attr, { notExists }) => notExists(attr.draftsCounted))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      // A write stored them first: what was counted is still right for this answer.
      if (!isConditionFailed(error)) throw error;
    });
  return { ...counts, total };
}

/** The caller's drafts whose title contains `needle` (lower case), newest first. */
export async function searchOwn(userId: string, needle: string, limit: number) {
  const query = db()
    .entities.contentItem.query.byUser({ userId })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches((cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['itemId', 'title', 'type'] }), limit);
  return data.map((item) => ({ itemId: item.itemId, title: item.title, type: item.type }));
}

/**
 * "Rewrite with AI" on one of the caller's drafts: the text as the user has it in the editor
 * (or, when not sent, as saved) rewritten per the instruction, streamed. Nothing is saved:
 * the user decides whether to use the rewrite. One AI credit (Rewrites.rewriteForUser).
 */
export async function* rewrite(userId: string, itemId: string, input: RewriteContentItem, options: { signal?: AbortSignal } = {}): AsyncGenerator<string> {
  const item = await find(userId, itemId);
  yield* rewriteForUser(userId, { instruction: input.instruction, type: item.type, title: input.title || item.title, body: input.body ?? item.body }, options);
}
