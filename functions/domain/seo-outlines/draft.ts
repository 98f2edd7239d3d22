// "Write it" (Premium): an SEO outline turned into a blog draft in the content library — the same
// contentItem of type blog that a package's blog post becomes, its title the outline's, its body
// Markdown with the outline's H2s and H3s, an FAQ and a call to action. It takes a library slot
// like any draft (the counter in the same transaction). One AI credit, given back when the writer
// fails or another request made the draft. The draft's id derives from the outline and the
// click's request id, with a claim written in its transaction: a retried click makes one draft.
import type { ContentItem } from '#contracts/content';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { SEO_OUTLINE_MESSAGES } from '#contracts/seo-outlines';
import { isConditionFailed } from '#data/conditions';
import type { ContentItemItem } from '#data/entities/content-item';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { writeSeoDraft, type SeoBlogDraft } from '#lib/ai/seo-outline';
import { Conflict, LimitReached, NotFound, Unavailable } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { recordEvent } from '#lib/metrics';
import { jitteredPause, withRetries, type RetryPolicy } from '#lib/retry';
import * as BrandKits from '../brand-kits.ts';
import * as Campaigns from '../campaigns.ts';
import { claimedDoc } from '../chat/docs.ts';
import { toContentItem } from '../content.ts';
import * as LibrarySlots from '../library-slots.ts';
import { briefOf } from '../rewrites.ts';
import { addTitles, titled } from '../search-index.ts';
import { withCredit, withWriter } from './create.ts';
import { draftOf, find, requirePremium } from './read.ts';
import * as BrandVoice from '../brand-voice.ts';

/** The draft's id, derived from the caller, the outline and the click's request id. */
export const seoDraftIdFor = (userId: string, outlineId: string, requestId: string) => `seo-${idempotentId(`seoDraft:${userId}:${outlineId}:${requestId}`)}`;

/** Attempts when a concurrent change to the library counter, or the same click sent twice, cancels the transaction. */
const SAVE_ATTEMPTS = 5;

/** The library counter moved (another draft) or was busy, or a concurrent call with this request id made the draft first: read again. */
const SAVE_RETRIES: RetryPolicy = {
  attempts: SAVE_ATTEMPTS,
  retryIf: (error) => error instanceof TransactionCanceled && (isConditionFailed(error, 'counter', 'claim') || error.conflicted),
  pause: jitteredPause(20),
  exhausted: (error) =>
    isConditionFailed(error, 'counter')
      ? new LimitReached(UPGRADE_MESSAGES.contentLibrary)
      : new Unavailable('Your library is busy with another change. Please try again.'),
};

/** The campaign the outline was written for, if it still is one of the owner's. */
async function campaignOf(userId: string, campaignId: string | undefined) {
  if (!campaignId) return null;
  try {
    const campaign = await Campaigns.get(userId, campaignId);
    return { name: campaign.name, goal: campaign.goal };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * Saves the draft with its claim, the library counter and the outline's note of its last draft,
 * in one transaction; the draft the claim names when this request id made one already.
 */
async function save(userId: string, outlineId: string, itemId: string, draft: SeoBlogDraft): Promise<{ value: ContentItemItem; mine: boolean }> {
  return withRetries(SAVE_RETRIES, async () => {
    const found = await claimedDoc(userId, itemId);
    if (found) return { value: found, mine: false };
    const { contentItem, requestClaim, seoOutline } = db().entities;
    const now = new Date().toISOString();
    const item = { userId, itemId, type: 'blog' as const, title: draft.title, body: draft.body, status: 'draft' as const, createdAt: now };
    const counter = await LibrarySlots.libraryCounterAction(userId, { blog: 1 });
    await addTitles([titled.content(item)]);
    try {
      await transactWrite({
        claim: { Put: requestClaim.create({ userId, claimId: itemId, itemCreatedAt: now }).params() },
        counter,
        item: { Put: contentItem.create(item).params() },
        outline: {
          Update: seoOutline
            .patch({ userId, outlineId })
            .set({ draftItemId: itemId })
            .where((attr, { exists }) => exists(attr.outlineId))
            .params(),
        },
      });
    } catch (error) {
      // The outline was deleted meanwhile: nothing is written.
      if (error instanceof TransactionCanceled && isConditionFailed(error, 'outline')) throw new NotFound(SEO_OUTLINE_MESSAGES.notFound);
      throw error;
    }
    recordEvent('SeoDraftWritten');
    const { data } = await contentItem.get({ userId, createdAt: now, itemId }).go({ consistent: true });
    if (!data) throw new Error('The new blog draft could not be read back');
    return { value: data, mine: true };
  });
}

export async function writeDraft(userId: string, outlineId: string, requestId: string): Promise<ContentItem> {
  await requirePremium(userId);
  const outline = await find(userId, outlineId);
  const itemId = seoDraftIdFor(userId, outlineId, requestId);
  const earlier = await claimedDoc(userId, itemId);
  if (earlier) return toContentItem(earlier);
  const [kit, campaign] = await Promise.all([BrandKits.latestItem(userId), campaignOf(userId, outline.campaignId)]);
  if (!kit) throw new Conflict(SEO_OUTLINE_MESSAGES.noBrandKit);
  const brand = await BrandVoice.voicedBrief(userId, briefOf(kit));
  const item = await withCredit(userId, async () => {
    const draft = await withWriter('a blog draft', { outlineId }, () => writeSeoDraft({ brand, topic: outline.topic, campaign, outline: draftOf(outline) }));
    return save(userId, outlineId, itemId, draft);
  });
  return toContentItem(item);
}
