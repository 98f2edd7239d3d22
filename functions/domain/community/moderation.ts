// Reports and moderation: members report posts; moderators and admins see the queue (pending
// posts and open reports), approve, reject, pin and unpin posts and dismiss reports.
import { db } from '#data/service';
import { Forbidden, Invalid, NotFound, Conflict } from '#lib/errors';
import { isConditionFailed } from '#data/conditions';
import {
  CHANNELS,
  CHANNEL_IDS,
  COMMUNITY_MESSAGES,
  type ModerationAction,
  type ModerationQueue,
  type PostCard,
  type ReportView,
  type Role,
} from '#contracts/community';
import { canModerate, roleOf } from '../roles.ts';
import { notifySafely, postNotFound, readPost, reportIdOf, visiblePost } from './common.ts';
import { authorsOf, cards } from './views.ts';

const channelName = (id: string) => CHANNELS.find((c) => c.id === id)?.name ?? id;

export async function reportPost(userId: string, postId: string, reason: string): Promise<void> {
  const { post } = await visiblePost(userId, postId);
  if (post.userId === userId) throw new Invalid('You cannot report your own post.');
  try {
    await db()
      .entities.postReport.create({ postId, userId, reportId: reportIdOf(postId, userId), reason })
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailed(error)) throw new Conflict(COMMUNITY_MESSAGES.alreadyReported);
    throw error;
  }
}

async function assertModerator(userId: string): Promise<Role> {
  const role = await roleOf(userId);
  if (!canModerate(role)) throw new Forbidden(COMMUNITY_MESSAGES.notModerator);
  return role;
}

const QUEUE_MAX = 100;

interface QueueCursor {
  createdAt: string;
  postId: string;
}

function decodeQueueCursor(cursor: string | undefined): QueueCursor | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<QueueCursor>;
    if (typeof parsed.createdAt === 'string' && typeof parsed.postId === 'string') return { createdAt: parsed.createdAt, postId: parsed.postId };
  } catch {
    // Not ours: answered below.
  }
  throw new Invalid('This page link is not valid.');
}

const encodeQueueCursor = (cursor: QueueCursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The order of the channels' pending partitions (pinRank, createdAt, postId; keys lower-cased). */
const queueOrder = (a: QueueCursor, b: QueueCursor) => a.createdAt.localeCompare(b.createdAt) || a.postId.toLowerCase().localeCompare(b.postId.toLowerCase());

/**
 * Pending posts oldest first, 100 a page, merged from the seven channels' pending partitions
 * (each read from just after the cursor), and the 100 oldest open reports.
 */
export async function queue(userId: string, cursor?: string): Promise<ModerationQueue> {
  await assertModerator(userId);
  const after = decodeQueueCursor(cursor);
  const [pendingPages, reportPage] = await Promise.all([
    Promise.all(
      CHANNEL_IDS.map((channel) => {
        const partition = db().entities.post.query.byChannel({ channel, moderationStatus: 'pending' });
        // Pending posts are never pinned (pinning needs approval): their pinRank is '0'.
        const page = after ? partition.gt({ pinRank: '0', createdAt: after.createdAt, postId: after.postId }) : partition;
        return page.go({ order: 'asc', limit: QUEUE_MAX });
      }),
    ),
    db().entities.postReport.query.open({}).go({ order: 'asc', limit: QUEUE_MAX }),
  ]);
  const merged = pendingPages.flatMap((p) => p.data).sort(queueOrder);
  const pending = merged.slice(0, QUEUE_MAX);
  const last = pending.at(-1);
  const more = merged.length > QUEUE_MAX || pendingPages.some((p) => p.cursor);
  const nextCursor = more && last ? encodeQueueCursor({ createdAt: last.createdAt, postId: last.postId }) : null;
  const reports = reportPage.data;
  const reportedIds = [...new Set(reports.map((r) => r.postId))];
  const [pendingCards, reportedPosts, reporters] = await Promise.all([
    cards(userId, pending),
    reportedIds.length
      ? db()
          .entities.post.get(reportedIds.map((postId) => ({ postId })))
          .go({ attributes: ['postId', 'title'] })
      : Promise.resolve({ data: [] as { postId: string; title: string }[] }),
    authorsOf(reports.map((r) => r.userId)),
  ]);
  const titles = new Map(reportedPosts.data.map((p) => [p.postId, p.title]));
  const reportViews: ReportView[] = reports
    .filter((r) => titles.has(r.postId))
    .map((r) => ({
      id: r.reportId,
      postId: r.postId,
      postTitle: titles.get(r.postId)!,
      reason: r.reason,
      reporter: reporters.get(r.userId)!,
      createdAt: r.createdAt,
    }));
  return { pending: pendingCards, reports: reportViews, nextCursor };
}

export async function moderate(userId: string, postId: string, action: ModerationAction, reason?: string): Promise<PostCard> {
  await assertModerator(userId);
  const post = await readPost(postId);
  if (!post) throw postNotFound();
  const entity = db().entities.post;
  const base = entity.patch({ postId });
  switch (action) {
    case 'approve':
      await base.set({ moderationStatus: 'approved', channel: post.channel }).remove(['rejectionReason']).go({ response: 'none' });
      break;
    case 'reject':
      await base
        .set({ moderationStatus: 'rejected', channel: post.channel, rejectionReason: reason ?? '', isPinned: false })
        .composite({ createdAt: post.createdAt })
        .go({ response: 'none' });
      break;
    case 'pin':
    case 'unpin':
      if (post.moderationStatus !== 'approved') throw new Invalid('Approve the post before pinning it.');
      await base
        .set({ isPinned: action === 'pin' })
        .composite({ createdAt: post.createdAt })
        .go({ response: 'none' });
      break;
  }
  const updated = await readPost(postId);
  if (!updated) throw postNotFound();
  if (post.userId !== userId && post.moderationStatus !== updated.moderationStatus) {
    if (updated.moderationStatus === 'approved') {
      await notifySafely(post.userId, {
        title: 'Post approved',
        message: `Your post “${post.title}” was approved and is now visible in ${channelName(post.channel)}.`,
      });
    } else if (updated.moderationStatus === 'rejected') {
      await notifySafely(post.userId, { title: 'Post not approved', message: `Your post “${post.title}” was not approved: ${reason ?? ''}` });
    }
  }
  const [card] = await cards(userId, [updated]);
  return card!;
}

export async function dismissReport(userId: string, reportId: string): Promise<void> {
  await assertModerator(userId);
  const at = reportId.indexOf('_');
  const postId = reportId.slice(0, at);
  const reporterId = reportId.slice(at + 1);
  if (at < 1 || !reporterId) throw new NotFound(COMMUNITY_MESSAGES.reportNotFound);
  try {
    await db()
      .entities.postReport.delete({ postId, userId: reporterId })
      .where(({ reportId: id }, { eq }) => eq(id, reportId))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(COMMUNITY_MESSAGES.reportNotFound);
    throw error;
  }
}
