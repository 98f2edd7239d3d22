// A post's version hash: SHA-256 over exactly what the client is shown (caption, image, alt
// text, accounts and networks, due time). A decision carries the hash of the post it was made
// on; when the post's hash differs now, the post changed after the decision.
import { createHash } from 'node:crypto';
import type { ScheduledPostItem } from '#data/entities/scheduled-post';

export function versionHash(post: Pick<ScheduledPostItem, 'caption' | 'imageUrl' | 'imageId' | 'altText' | 'targets' | 'dueAt'>): string {
  const seen = {
    caption: post.caption,
    imageUrl: post.imageUrl || null,
    imageId: post.imageId || null,
    altText: post.altText || null,
    accounts: post.targets.map((t) => `${t.network}:${t.accountKey}`).sort(),
    dueAt: post.dueAt,
  };
  return createHash('sha256').update(JSON.stringify(seen)).digest('hex');
}

/** "Tue 8 Dec, 09:00" for a local wall-clock time "2026-12-08T09:00". */
export function dayAndTime(localTime: string): string {
  const at = new Date(`${localTime}:00Z`);
  const day = at.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).replace(/,/g, '');
  return `${day}, ${localTime.slice(11, 16)}`;
}
