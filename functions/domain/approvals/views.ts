// What the owner and the client see of an approval request: its posts and drafts read in one
// batch each, each decision compared with the item's version hash now (a changed item
// withdraws it).
import { db } from '#data/service';
import type { ApprovalDecisionItem, ApprovalRequestItem } from '#data/entities/approval-request';
import type { ContentItemItem } from '#data/entities/content-item';
import type { ScheduledPostItem } from '#data/entities/scheduled-post';
import type { ApprovalItemKind, ApprovalView, ClientPostView, DecisionView } from '#contracts/approvals';
import { config } from '#lib/config';
import { presignGet } from '#lib/storage';
import { draftHash, versionHash } from './version.ts';

type SentItem = ApprovalRequestItem['posts'][number];

/** One item of a link as it is now: a scheduled post or a post draft, and its version hash. */
export type Subject = { hash: string; title: string | null; caption: string; imageId: string | undefined } & (
  { kind: 'post'; post: ScheduledPostItem } | { kind: 'draft'; draft: ContentItemItem }
);

/** The items of links as they are now, by id (an item deleted since is missing). */
export type CurrentItems = ReadonlyMap<string, Subject>;

const kindOf = (sent: Pick<SentItem, 'kind'>): ApprovalItemKind => sent.kind ?? 'post';

const postSubject = (post: ScheduledPostItem): Subject => ({
  kind: 'post',
  post,
  hash: versionHash(post),
  title: null,
  caption: post.caption,
  imageId: post.imageUrl ? undefined : post.imageId,
});

export const draftSubject = (draft: ContentItemItem): Subject => ({
  kind: 'draft',
  draft,
  hash: draftHash(draft),
  title: draft.title,
  caption: draft.body,
  imageId: draft.imageId,
});

/** The owner's posts and drafts these requests name: one batch read each (ElectroDB chunks them by 100). */
export async function currentItems(userId: string, requests: readonly Pick<ApprovalRequestItem, 'posts'>[]): Promise<CurrentItems> {
  const sent = requests.flatMap((r) => r.posts);
  const postIds = [...new Set(sent.filter((s) => kindOf(s) === 'post').map((s) => s.postId))];
  const draftKeys = [...new Map(sent.filter((s) => kindOf(s) === 'draft' && s.createdAt).map((s) => [s.postId, s.createdAt!])).entries()];
  const [posts, drafts] = await Promise.all([
    postIds.length === 0
      ? []
      : db()
          .entities.scheduledPost.get(postIds.map((postId) => ({ userId, postId })))
          .go()
          .then((r) => r.data),
    draftKeys.length === 0
      ? []
      : db()
          .entities.contentItem.get(draftKeys.map(([itemId, createdAt]) => ({ userId, itemId, createdAt })))
          .go()
          .then((r) => r.data),
  ]);
  return new Map<string, Subject>([...posts.map((p) => [p.postId, postSubject(p)] as const), ...drafts.map((d) => [d.itemId, draftSubject(d)] as const)]);
}

function decisionView(decision: ApprovalDecisionItem, item: Subject | undefined): DecisionView {
  return {
    decision: decision.decision,
    comment: decision.comment || null,
    decidedAt: decision.decidedAt,
    current: item !== undefined && item.hash === decision.versionHash,
  };
}

const decisionsOn = (request: ApprovalRequestItem, postId: string, item: Subject | undefined) =>
  request.decisions.filter((d) => d.postId === postId).map((d) => decisionView(d, item));

export function approvalView(request: ApprovalRequestItem, items: CurrentItems): ApprovalView {
  return {
    approvalId: request.approvalId,
    clientName: request.clientName,
    clientEmail: request.clientEmail,
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    revokedAt: request.revokedAt ?? null,
    posts: request.posts.map((sent) => {
      const item = items.get(sent.postId);
      return { postId: sent.postId, kind: kindOf(sent), caption: item?.caption ?? sent.caption, decisions: decisionsOn(request, sent.postId, item) };
    }),
  };
}

/**
 * The studio images the items show (a post or draft keeps a gallery image by id), as GET URLs
 * for the client's page: an hour, inline. Posts with an image of their own keep its URL.
 */
export async function studioImageUrls(userId: string, items: readonly Subject[]): Promise<Map<string, string>> {
  const bucket = config().RESOURCES_BUCKET;
  const ids = [...new Set(items.flatMap((item) => (item.imageId ? [item.imageId] : [])))];
  if (!bucket || ids.length === 0) return new Map();
  const { data } = await db()
    .entities.studioImage.get(ids.map((imageId) => ({ userId, imageId })))
    .go({ attributes: ['imageId', 'pngKey'] });
  const urls = await Promise.all(
    data.map(
      async (image) =>
        [
          image.imageId,
          await presignGet(bucket, image.pngKey, { fileName: `${image.imageId}.png`, disposition: 'inline', contentType: 'image/png', expiresIn: 3600 }),
        ] as const,
    ),
  );
  return new Map(urls);
}

/** Out of the client's hands: published, or going out now (a failed post can still be decided on and retried). */
export const hasGoneOut = (item: Subject) => item.kind === 'post' && (item.post.status === 'published' || item.post.status === 'publishing');

/** The item as the client sees it; the decisions on it, and whether it changed after the last approval or change request. */
export function clientPostView(request: ApprovalRequestItem, item: Subject, studioUrls: ReadonlyMap<string, string> = new Map()): ClientPostView {
  const id = item.kind === 'post' ? item.post.postId : item.draft.itemId;
  const decisions = decisionsOn(request, id, item);
  const verdicts = decisions.filter((d) => d.decision !== 'comment');
  const studioUrl = (item.imageId && studioUrls.get(item.imageId)) || null;
  const shared = {
    postId: id,
    kind: item.kind,
    title: item.title,
    caption: item.caption,
    gone: hasGoneOut(item),
    changed: verdicts.length > 0 && !verdicts[verdicts.length - 1]!.current,
    decisions,
  };
  if (item.kind === 'draft') {
    return { ...shared, imageUrl: studioUrl, altText: null, networks: [], platform: item.draft.platform || null, localTime: null, timeZone: null };
  }
  const { post } = item;
  return {
    ...shared,
    imageUrl: post.imageUrl || studioUrl,
    altText: post.altText || null,
    networks: post.targets.map((t) => ({ accountId: t.accountKey, network: t.network, accountName: t.accountName })),
    platform: null,
    localTime: post.localTime,
    timeZone: post.timeZone,
  };
}
