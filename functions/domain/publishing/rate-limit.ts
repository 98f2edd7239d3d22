// A network's publishing limit (e.g. Instagram's 50 posts per 24 hours on one account), counted
// from the owner's calendar: what the worker checks before a call, and what Settings shows.
import { db } from '#data/service';
import type { ConnectedAccountItem } from '#data/entities/connected-account';
import { NETWORK_PROFILES } from '#lib/networks/index';
import { labelOf } from './accounts.ts';

/**
 * The provider's publishing limit (e.g. Instagram's 50 posts per 24 hours): counted from
 * the owner's posts published on this account within the window.
 */
export function rateLimitReached(account: ConnectedAccountItem, used: ReadonlyMap<string, number>): string | null {
  const { posts, windowHours } = NETWORK_PROFILES[account.network].rateLimit;
  if ((used.get(account.accountKey) ?? 0) < posts) return null;
  const label = labelOf(account.network);
  return `${label} lets an app publish ${posts} posts per ${windowHours} hours on one account, and ${account.name} has reached it. Retry later.`;
}

/** Posts published per account within the last `windowHours` (one Query of the owner's calendar). */
export async function postsInWindow(userId: string, now: Date, windowHours = 24): Promise<Map<string, number>> {
  const from = new Date(now.getTime() - windowHours * 3_600_000).toISOString();
  const { data } = await db()
    .entities.scheduledPost.query.byDue({ userId })
    .between({ dueAt: from }, { dueAt: now.toISOString() })
    .go({ pages: 'all', attributes: ['targets'] });
  const counts = new Map<string, number>();
  for (const post of data)
    for (const t of post.targets)
      if (t.status === 'published' && t.publishedAt && t.publishedAt >= from) counts.set(t.accountKey, (counts.get(t.accountKey) ?? 0) + 1);
  return counts;
}
