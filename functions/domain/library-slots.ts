// Content library slots (Growth: 20 assets: drafts and studio images): the userStats counter
// update that goes in the same transaction as every write adding or deleting a library asset,
// with the counts by draft type, so concurrent writes cannot pass the plan's limit.
import { db } from '#data/service';
import type { TransactAction } from '#data/transact';
import { countQuery } from '#data/count';
import { LimitReached } from '#lib/errors';
import type { ContentItemType } from '#contracts/content-types';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { limitsOf } from './entitlements.ts';

/**
 * Content library (Growth: 20 assets: drafts and studio images): the counter update to put in the same transaction as
 * the `adding` new items, conditioned on the count staying within the plan's limit, so
 * concurrent writes cannot pass it. Throws LimitReached (402) when the stored count already
 * says no. A ConditionalCheckFailed on this action means the count moved meanwhile: read
 * again and decide again.
 *
 * The counter is created by the first write that keeps it: it counts the items written
 * before it existed and is set only if still absent, so two first writes cannot both set it.
 */
export async function libraryCounterAction(
  userId: string,
  byType: Partial<Record<ContentItemType, number>>,
  now = new Date(),
  /** Creative studio images being added: library assets, but not drafts. */
  images = 0,
): Promise<TransactAction> {
  const adding = Object.values(byType).reduce((sum, n) => sum + (n ?? 0), images);
  const [limits, stats] = await Promise.all([limitsOf(userId, now), db().entities.userStats.get({ userId }).go({ consistent: true })]);
  const max = limits.contentLibraryAssets;
  const counter = db().entities.userStats.update({ userId });
  const current = stats.data?.libraryAssets;
  // The first write of an account (or the first since the counts by type came) counts its items.
  const counted = stats.data?.draftsCounted === true && current !== undefined;
  if (!counted) {
    const [existing, existingImages] = await Promise.all([
      countDraftsByType(userId, { consistent: true }),
      countQuery(db().entities.studioImage.query.byUser({ userId }).params({ consistent: true })),
    ]);
    const total = existing.post + existing.email + existing.blog + existing.doc + existingImages;
    if (max !== null && total + adding > max) throw new LimitReached(UPGRADE_MESSAGES.contentLibrary);
    return {
      Update: counter
        .set({
          libraryAssets: total + adding,
          ...draftCountersOf({
            post: existing.post + (byType.post ?? 0),
            email: existing.email + (byType.email ?? 0),
            blog: existing.blog + (byType.blog ?? 0),
            doc: existing.doc + (byType.doc ?? 0),
          }),
          draftsCounted: true,
        })
        .where((attr, { notExists }) => notExists(attr.draftsCounted))
        .params(),
    };
  }
  if (max !== null && current + adding > max) throw new LimitReached(UPGRADE_MESSAGES.contentLibrary);
  const add = counter.add({ libraryAssets: adding, ...draftCountersOf(byType) });
  return { Update: (max === null ? add : add.where((attr, { lte }) => lte(attr.libraryAssets, max - adding))).params() };
}

/**
 * The counter update that gives a library slot back, for the transaction that deletes one
 * library asset: a draft of `draftType`, or a studio image (no type). Undefined while the
 * user's counter does not exist yet (no write has kept it): the first write counts what is
 * there. Never below zero; a draft's type count goes down with it once the counts by type
 * are kept.
 */
export async function libraryReleaseAction(userId: string, draftType?: ContentItemType): Promise<TransactAction | undefined> {
  const { userStats } = db().entities;
  const stats = await userStats.get({ userId }).go({ consistent: true });
  if (stats.data?.libraryAssets === undefined) return undefined;
  const byType = draftType && stats.data.draftsCounted ? draftCountersOf({ [draftType]: -1 }) : {};
  return {
    Update: userStats
      .update({ userId })
      .add({ libraryAssets: -1, ...byType })
      .where((attr, { gt }) => gt(attr.libraryAssets, 0))
      .params(),
  };
}

/** userStats' attribute for each type's count. */
const DRAFT_COUNTERS = { post: 'draftsPost', email: 'draftsEmail', blog: 'draftsBlog', doc: 'draftsDoc' } as const satisfies Record<ContentItemType, string>;

/** `byType` as userStats attributes (types without a number left out). */
export function draftCountersOf(byType: Partial<Record<ContentItemType, number>>): Partial<Record<(typeof DRAFT_COUNTERS)[ContentItemType], number>> {
  const out: Partial<Record<(typeof DRAFT_COUNTERS)[ContentItemType], number>> = {};
  for (const [type, n] of Object.entries(byType) as [ContentItemType, number | undefined][]) if (n !== undefined) out[DRAFT_COUNTERS[type]] = n;
  return out;
}

/** The user's content items of each type, counted (COUNT queries): the counters' first value. */
export async function countDraftsByType(userId: string, options: { consistent?: boolean } = {}): Promise<Record<ContentItemType, number>> {
  const count = (type: ContentItemType) =>
    countQuery(
      db()
        .entities.contentItem.query.byUser({ userId })
        .where((attr, { eq }) => eq(attr.type, type))
        .params(options.consistent ? { consistent: true } : {}),
    );
  const [post, email, blog, doc] = await Promise.all([count('post'), count('email'), count('blog'), count('doc')]);
  return { post, email, blog, doc };
}
