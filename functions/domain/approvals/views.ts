// What the owner and the client see of an approval request: its posts read in one batch, each
// decision compared with the post's version hash now (a changed post withdraws it).
import { db } from '#data/service';
import type { ApprovalDecisionItem, ApprovalRequestItem } from '#data/entities/approval-request';
import type { ScheduledPostItem } from '#data/entities/scheduled-post';
import type { ApprovalView, ClientPostView, DecisionView } from '#contracts/approvals';
import { config } from '#lib/config';
import { presignGet } from '#lib/storage';
import { versionHash } from './version.ts';

export type CurrentPosts = ReadonlyMap<string, ScheduledPostItem>;

/** The owner's posts these requests name, in one batch read (ElectroDB chunks it by 100). */
export async function currentPosts(userId: string, requests: readonly Pick<ApprovalRequestItem, 'posts'>[]): Promise<CurrentPosts> {
  const ids = [...new Set(requests.flatMap((r) => r.posts.map((p) => p.postId)))];
  if (ids.length === 0) return new Map();
  const { data } = await db()
    .entities.scheduledPost.get(ids.map((postId) => ({ userId, postId })))
    .go();
  return new Map(data.map((post) => [post.postId, post]));
}

function decisionView(decision: ApprovalDecisionItem, post: ScheduledPostItem | undefined): DecisionView {
  return {
    decision: decision.decision,
    comment: decision.comment || null,
    decidedAt: decision.decidedAt,
    current: post !== undefined && versionHash(post) === decision.versionHash,
  };
}

const decisionsOn = (request: ApprovalRequestItem, postId: string, post: ScheduledPostItem | undefined) =>
  request.decisions.filter((d) => d.postId === postId).map((d) => decisionView(d, post));

export function approvalView(request: ApprovalRequestItem, posts: CurrentPosts): ApprovalView {
  return {
    approvalId: request.approvalId,
    clientName: request.clientName,
    clientEmail: request.clientEmail,
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    revokedAt: request.revokedAt ?? null,
    posts: request.posts.map((sent) => {
      const post = posts.get(sent.postId);
      return { postId: sent.postId, caption: post?.caption ?? sent.caption, decisions: decisionsOn(request, sent.postId, post) };
    }),
  };
}

/** The post as the client sees it; the decisions on it, and whether it changed after the last approval or change request. */
/**
 * The studio images the posts show (a post keeps a gallery image by id), as GET URLs for the
 * client's page: an hour, inline. Posts with an image of their own keep its URL.
 */
export async function studioImageUrls(userId: string, posts: readonly ScheduledPostItem[]): Promise<Map<string, string>> {
  const bucket = config().RESOURCES_BUCKET;
  const ids = [...new Set(posts.flatMap((post) => (post.imageId && !post.imageUrl ? [post.imageId] : [])))];
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
export const hasGoneOut = (post: Pick<ScheduledPostItem, 'status'>) => post.status === 'published' || post.status === 'publishing';

export function clientPostView(request: ApprovalRequestItem, post: ScheduledPostItem, studioUrls: ReadonlyMap<string, string> = new Map()): ClientPostView {
  const decisions = decisionsOn(request, post.postId, post);
  const verdicts = decisions.filter((d) => d.decision !== 'comment');
  return {
    postId: post.postId,
    caption: post.caption,
    imageUrl: post.imageUrl || (post.imageId && studioUrls.get(post.imageId)) || null,
    altText: post.altText || null,
    networks: post.targets.map((t) => ({ accountId: t.accountKey, network: t.network, accountName: t.accountName })),
    localTime: post.localTime,
    timeZone: post.timeZone,
    gone: hasGoneOut(post),
    changed: verdicts.length > 0 && !verdicts[verdicts.length - 1]!.current,
    decisions,
  };
}
