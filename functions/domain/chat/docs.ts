// The AI expert chat's "Create Doc from Output": a reply as a draft doc in the content library.
import type { ContentItem } from '#contracts/content';
import { DEFAULT_TITLES } from '#contracts/content-types';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { isConditionFailed } from '#data/conditions';
import type { ContentItemItem } from '#data/entities/content-item';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { LimitReached, Unavailable } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { jitteredPause, withRetries } from '#lib/retry';
import { toContentItem } from '../content.ts';
import * as LibrarySlots from '../library-slots.ts';
import { addTitles, titled } from '../search-index.ts';

/** The draft's id, derived from the caller and the click's request id: a retried click finds its draft. */
export const docIdFor = (userId: string, requestId: string) => `doc-${idempotentId(`doc:${userId}:${requestId}`)}`;

/** Attempts when a concurrent change to the library counter cancels the transaction. */
export const DOC_ATTEMPTS = 5;

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

/**
 * "Create Doc from Output": a draft content item of type doc (title as given, or
 * "Document"; the reply as its body), listed on /content. It takes a place in the content
 * library like any draft (the Growth plan's 20). A retry with the same request id answers
 * the same draft, and of concurrent calls with one request id exactly one writes: the draft's
 * claim, keyed by the id the request id derives, is put on the condition that it is not there.
 */
export async function createDoc(userId: string, body: { content: string; title?: string | undefined; request_id: string }): Promise<ContentItem> {
  const itemId = docIdFor(userId, body.request_id);
  const { contentItem, requestClaim } = db().entities;
  // The library counter moved (another draft) or was busy, or a concurrent call with this request
  // id made the draft first: read again, after a short, random pause.
  const policy = {
    attempts: DOC_ATTEMPTS,
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
      type: 'doc' as const,
      title: body.title || DEFAULT_TITLES.doc,
      body: body.content,
      status: 'draft' as const,
      createdAt: now,
    };
    const counter = await LibrarySlots.libraryCounterAction(userId, { doc: 1 });
    await addTitles([titled.content(item)]);
    await transactWrite({
      claim: { Put: requestClaim.create({ userId, claimId: itemId, itemCreatedAt: now }).params() },
      counter,
      item: { Put: contentItem.create(item).params() },
    });
    const { data } = await contentItem.get({ userId, createdAt: now, itemId }).go({ consistent: true });
    if (!data) throw new Error('The new document could not be read back');
    return toContentItem(data);
  });
}
