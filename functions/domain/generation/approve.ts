// AI generation runs: Approve & Publish, which turns a run's package into drafts exactly once.
import type { ContentItem } from '#contracts/content';
import { DEFAULT_TITLES, type ContentItemType } from '#contracts/content-types';
import { postPillar, postPlatform, type GeneratedPackage } from '#contracts/generation';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { isConditionFailed } from '#data/conditions';
import type { ContentItemItem } from '#data/entities/content-item';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { Conflict, LimitReached, NotFound, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import { jitteredPause, withRetries, type RetryPolicy } from '#lib/retry';
import * as BrandKits from '../brand-kits.ts';
import { toContentItem } from '../content.ts';
import * as LibrarySlots from '../library-slots.ts';
import { CONTENT_NOTICES, notify } from '../notifications.ts';
import { addTitles, titled } from '../search-index.ts';

/** A post's caption as it is posted: hashtags the writer listed apart are added when the caption lacks them. */
export function postedCaption(post: GeneratedPackage['posts'][number] & { hashtags?: readonly string[] | undefined }): string {
  const missing = (post.hashtags ?? []).map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).filter((tag) => tag.length > 1 && !post.caption.includes(tag));
  return missing.length > 0 ? `${post.caption.trimEnd()}\n\n${missing.join(' ')}` : post.caption;
}

/** The drafts a package becomes (spec §4): one per post, the newsletter, the blog post. */
export function draftsOf(runId: string, result: GeneratedPackage, brandPlatforms: readonly string[] = []) {
  const blogBody = result.blog.body.trim() ? result.blog.body : result.blog.outline.map((line) => `• ${line}`).join('\n');
  return [
    ...result.posts.map((post, i) => ({
      itemId: `${runId}-post-${i + 1}`,
      type: 'post' as const,
      title: post.title || DEFAULT_TITLES.post,
      body: postedCaption(post),
      // The platform step 4 showed it for, so /content can filter by it.
      platform: postPlatform(post, i, brandPlatforms),
      // The pillar the plan gave its day, so analytics can group its results by pillar.
      ...(postPillar(result.strategy, i) ? { pillar: postPillar(result.strategy, i) } : {}),
    })),
    { itemId: `${runId}-email`, type: 'email' as const, title: result.email.subject || DEFAULT_TITLES.email, body: result.email.body },
    { itemId: `${runId}-blog`, type: 'blog' as const, title: result.blog.title || DEFAULT_TITLES.blog, body: blogBody },
  ];
}

/** Attempts at Approve & Publish when concurrent writes to the user's library counter cancel it. */
export const APPROVE_ATTEMPTS = 5;

/**
 * Saves every item of the package as a draft, in one transaction with the run's approvedAt
 * (a double click or a retry creates one set of drafts) and the library counter (the
 * Growth plan's 20 assets hold against concurrent approvals of different runs).
 */
export async function approve(userId: string, runId: string): Promise<ContentItem[]> {
  const approved = await withRetries(APPROVE_RETRIES, () => approveOnce(userId, runId));
  if (approved.kind === 'earlier') return itemsOfRun(userId, runId, approved.approvedAt);
  recordEvent('DraftsApproved', approved.count);
  // The drafts exist whether or not the notice is written: a failed notice is logged, not an error.
  await notify(userId, CONTENT_NOTICES.draftsReady(approved.count)).catch((error: unknown) =>
    logger.warn('Could not write the drafts-ready notification', { userId, error: error as Error }),
  );
  return itemsOfRun(userId, runId, approved.approvedAt);
}

/**
 * A lost race is tried again after a read: the run approved by a concurrent click of the same
 * run (its drafts are the drafts), the counter moved (another approval), or an item was busy.
 */
const APPROVE_RETRIES: RetryPolicy = {
  attempts: APPROVE_ATTEMPTS,
  retryIf: (error) => error instanceof TransactionCanceled && (isConditionFailed(error, 'run', 'counter') || error.conflicted),
  pause: jitteredPause(20),
  exhausted: (error) =>
    isConditionFailed(error, 'counter')
      ? new LimitReached(UPGRADE_MESSAGES.contentLibrary)
      : new Unavailable('Your library is busy with another change. Please try again.'),
};

type Approval = { kind: 'earlier' | 'now'; approvedAt: string; count: number };

/** One try: reads the run and the counter, then writes the drafts on their conditions. */
async function approveOnce(userId: string, runId: string): Promise<Approval> {
  const { data: run } = await db().entities.generationRun.get({ userId, runId }).go({ consistent: true });
  if (!run) throw new NotFound('Generation run not found.');
  if (run.status !== 'succeeded' || !run.result) throw new Conflict('This generation run has not finished yet, so there is nothing to approve.');
  if (run.approvedAt) return { kind: 'earlier', approvedAt: run.approvedAt, count: 0 };
  const now = new Date().toISOString();
  const kit = await BrandKits.latestItem(userId);
  const drafts = draftsOf(runId, JSON.parse(run.result) as GeneratedPackage, kit?.platforms ?? []);
  const byType: Partial<Record<ContentItemType, number>> = {};
  for (const d of drafts) byType[d.type] = (byType[d.type] ?? 0) + 1;
  const counter = await LibrarySlots.libraryCounterAction(userId, byType);
  const { generationRun, contentItem } = db().entities;
  await addTitles(drafts.map((d) => titled.content({ userId, createdAt: now, ...d })));
  await transactWrite({
    run: {
      Update: generationRun
        .patch({ userId, runId })
        .set({ approvedAt: now })
        .where(({ approvedAt: at }, { notExists }) => notExists(at))
        .params(),
    },
    counter,
    // Every draft of a run is created at the run's approvedAt: its drafts share one key prefix.
    drafts: drafts.map((d) => ({ Put: contentItem.create({ userId, createdAt: now, status: 'draft', runId, ...d }).params() })),
  });
  return { kind: 'now', approvedAt: now, count: drafts.length };
}

/** The run's drafts: one key-prefix query on (userId, approvedAt), never a read of the whole library. */
export async function itemsOfRun(userId: string, runId: string, approvedAt: string): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: ContentItemItem[]; cursor: string | null } = await db()
      .entities.contentItem.query.byUser({ userId, createdAt: approvedAt })
      // Another run approved in the same millisecond would share the prefix.
      .where(({ runId: r }, { eq }) => eq(r, runId))
      .go({ cursor });
    items.push(...page.data.map(toContentItem));
    cursor = page.cursor;
  } while (cursor);
  return items.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}
