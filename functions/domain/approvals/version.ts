// A post's version hash: SHA-256 over exactly what the client is shown (caption, image, alt
// text, accounts and networks, due time). A decision carries the hash of the post it was made
// on; when the post's hash differs now, the post changed after the decision.
import { createHash } from 'node:crypto';
import type { ContentItemItem } from '#data/entities/content-item';
import type { ScheduledPostItem } from '#data/entities/scheduled-post';

type Shown = Pick<ScheduledPostItem, 'caption' | 'imageUrl' | 'imageId' | 'altText' | 'targets' | 'dueAt'>;

const contentOf = (post: Omit<Shown, 'dueAt'>) => ({
  caption: post.caption,
  imageUrl: post.imageUrl || null,
  imageId: post.imageId || null,
  altText: post.altText || null,
  accounts: post.targets.map((t) => `${t.network}:${t.accountKey}`).sort(),
});

export function versionHash(post: Shown): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...contentOf(post), dueAt: post.dueAt }))
    .digest('hex');
}

/**
 * What goes out, without when: the hash a client's approval is kept under on the post, for a
 * workspace that requires approval. Moving an approved post (or retrying it) keeps it approved;
 * changing its words, image or accounts does not.
 */
export function contentHash(post: Omit<Shown, 'dueAt'>): string {
  return createHash('sha256')
    .update(JSON.stringify(contentOf(post)))
    .digest('hex');
}

/** A post draft's version: what the client is shown of it (title, words, image, network). */
export function draftHash(draft: Pick<ContentItemItem, 'title' | 'body' | 'imageId' | 'platform'>): string {
  return createHash('sha256')
    .update(JSON.stringify({ draft: true, title: draft.title, body: draft.body, imageId: draft.imageId || null, platform: draft.platform || null }))
    .digest('hex');
}

/**
 * A draft scheduled as it is: its current version is the one a client approved, and the post
 * carries its words and image unchanged — so the post goes out approved.
 */
export const approvedAsScheduled = (
  draft: Pick<ContentItemItem, 'title' | 'body' | 'imageId' | 'platform' | 'approvedHash'>,
  post: { caption: string; imageUrl?: string | undefined; imageId?: string | undefined },
) =>
  draft.approvedHash !== undefined &&
  draft.approvedHash === draftHash(draft) &&
  post.caption === draft.body &&
  !post.imageUrl &&
  (post.imageId ?? '') === (draft.imageId ?? '');

/** "Tue 8 Dec, 09:00" for a local wall-clock time "2026-12-08T09:00". */
export function dayAndTime(localTime: string): string {
  const at = new Date(`${localTime}:00Z`);
  const day = at.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).replace(/,/g, '');
  return `${day}, ${localTime.slice(11, 16)}`;
}
