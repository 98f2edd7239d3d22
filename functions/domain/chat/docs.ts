// The AI expert chat's "Create Doc from Output": a reply as a draft doc in the content library.
import type { ContentItem } from '#contracts/content';
import { DEFAULT_TITLES } from '#contracts/content-types';
import { idempotentId } from '#lib/idempotency';
import { createClaimedDraft } from '../drafts.ts';

export { claimedDoc } from '../drafts.ts';

/** The draft's id, derived from the caller and the click's request id: a retried click finds its draft. */
export const docIdFor = (userId: string, requestId: string) => `doc-${idempotentId(`doc:${userId}:${requestId}`)}`;

/**
 * "Create Doc from Output": a draft content item of type doc (title as given, or
 * "Document"; the reply as its body), listed on /content. It takes a place in the content
 * library like any draft (the Growth plan's 20). A retry with the same request id answers
 * the same draft, and of concurrent calls with one request id exactly one writes: the draft's
 * claim, keyed by the id the request id derives, is put on the condition that it is not there.
 */
export async function createDoc(userId: string, body: { content: string; title?: string | undefined; request_id: string }): Promise<ContentItem> {
  return createClaimedDraft(userId, docIdFor(userId, body.request_id), { type: 'doc', title: body.title || DEFAULT_TITLES.doc, body: body.content });
}
