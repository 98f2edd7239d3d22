// What each webhook event's `data` holds, built from Markk's own items (the README lists them).
import type { PostTarget, ScheduledPostItem } from '#data/entities/scheduled-post';

/** post.published / post.failed: the post and the accounts the event is about. */
export function postEventData(post: ScheduledPostItem, targets: readonly PostTarget[]): Record<string, unknown> {
  return {
    postId: post.postId,
    caption: post.caption,
    dueAt: post.dueAt,
    localTime: post.localTime,
    timeZone: post.timeZone,
    campaignId: post.campaignId ?? null,
    targets: targets.map((t) => ({
      accountId: t.accountKey,
      network: t.network,
      accountName: t.accountName,
      status: t.status,
      url: t.url ?? null,
      publishedAt: t.publishedAt ?? null,
      reason: t.reason ?? null,
    })),
  };
}
