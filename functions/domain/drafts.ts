// Drafts made by one request: a chat reply's document, a draft created through the API or the
// app. The draft's id derives from the caller and the request id, and a claim naming its full
// key is put in the draft's transaction on the condition that it is absent: of N concurrent
// calls with one request id exactly one writes; the others read the claim and answer its draft.
import { randomUUID } from 'node:crypto';
import type { ContentItem, CreateContentItem } from '#contracts/content';
import type { ContentItemType } from '#contracts/content-types';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { isConditionFailed } from '#data/conditions';
import type { ContentItemItem } from '#data/entities/content-item';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { LimitReached, Unavailable } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { jitteredPause, withRetries } from '#lib/retry';
import { ownCampaign } from './campaign-owned.ts';
import { toContentItem } from './content.ts';
import * as LibrarySlots from './library-slots.ts';
import { addTitles, titled } from './search-index.ts';

/** Attempts when a concurrent change to the library counter cancels the transaction. */
export const DRAFT_ATTEMPTS = 5;

/**
 * The draft a request id already made, read strongly: its claim names the draft's full key, and
 * the claim and the draft were written in one transaction, so a claim that is there has its draft.
 * Null when nothing was made yet, or the draft has since been deleted.
 */
export async function claimedDoc(userId: string, itemId: string): Promise<ContentItemItem | null> {
  const { requestClaim, contentItem } = db().entities;
  const claim = await requestClaim.get({ userId, claimId: itemId }).go({ consistent: true });
  if (!claim.data) return null;
  const { data } = await contentItem.get({ userId, createdAt: claim.data.itemCreatedAt, itemId }).go({ consistent: true });
  return data ?? null;
}

export interface NewDraft {
  type: ContentItemType;
  title: string;
  body: string;
  campaignId?: string | undefined;
}

/**
 * Writes the draft `itemId` names once, with its claim and the content library's counter (the
 * Growth plan's 20 assets), and answers it; a repeat answers the draft the first call made.
 */
export async function createClaimedDraft(userId: string, itemId: string, draft: NewDraft): Promise<ContentItem> {
  const { contentItem, requestClaim } = db().entities;
  // The library counter moved (another draft) or was busy, or a concurrent call with this request
  // id made the draft first: read again, after a short, random pause.
  const policy = {
    attempts: DRAFT_ATTEMPTS,
    retryIf: (error: unknown) => error instanceof TransactionCanceled && (isConditionFailed(error, 'counter', 'claim') || error.conflicted),
    pause: jitteredPause(20),
    exhausted: (error: unknown) =>
      isConditionFailed(error, 'counter')
        ? new LimitReached(UPGRADE_MESSAGES.contentLibrary)
        : new Unavailable('Your library is busy with another change. Please try again.'),
  };
  return withRetries(policy, async () => {
    const found = await claimedDoc(userId, itemId);
    if (found) return toContentItem(found);
    const now = new Date().toISOString();
    const item = {
      userId,
      itemId,
      type: draft.type,
      title: draft.title,
      body: draft.body,
      status: 'draft' as const,
      createdAt: now,
      ...(draft.campaignId ? { campaignId: draft.campaignId } : {}),
    };
    const counter = await LibrarySlots.libraryCounterAction(userId, { [draft.type]: 1 });
    await addTitles([titled.content(item)]);
    await transactWrite({
      claim: { Put: requestClaim.create({ userId, claimId: itemId, itemCreatedAt: now }).params() },
      counter,
      item: { Put: contentItem.create(item).params() },
    });
    const { data } = await contentItem.get({ userId, createdAt: now, itemId }).go({ consistent: true });
    if (!data) throw new Error('The new draft could not be read back');
    return toContentItem(data);
  });
}

/** POST /content-items: a draft of the caller's (or the workspace's), in one of its campaigns if named. */
export async function create(userId: string, body: CreateContentItem): Promise<ContentItem> {
  if (body.campaignId) await ownCampaign(userId, body.campaignId);
  const itemId = `draft-${idempotentId(`draft:${userId}:${body.requestId ?? randomUUID()}`)}`;
  return createClaimedDraft(userId, itemId, { type: body.type, title: body.title, body: body.body, campaignId: body.campaignId ?? undefined });
}
