// Reports and moderation: members report posts; moderators and admins see the queue (pending
// posts and open reports), approve, reject, pin and unpin posts and dismiss reports.
import { db } from '#data/service';
import { Forbidden, Invalid, NotFound, Conflict } from '#lib/errors';
import { isConditionFailed } from '#data/conditions';
import { countQuery } from '#data/count';
import {
  CHANNELS,
  CHANNEL_IDS,
  COMMUNITY_MESSAGES,
  type ModerationAction,
  type ModerationQueue,
  type PostCard,
  type ReportsPage,
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
/** Open reports per page of the queue's Reports list. */
export const REPORTS_PAGE = 50;

/** Where a page ended: the last item's sort key (a pending post's or a report's). */
interface PageCursor {
  createdAt: string;
  id: string;
}

function decodeCursor(cursor: string | undefined): PageCursor | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<PageCursor>;
    if (typeof parsed.createdAt === 'string' && typeof parsed.id === 'string') return { createdAt: parsed.createdAt, id: parsed.id };
  } catch {
    // Not ours: answered below.
  }
  throw new Invalid('This page link is not valid.');
}

const encodeCursor = (cursor: PageCursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The order of the channels' pending partitions (pinRank, createdAt, postId; keys lower-cased). */
const queueOrder = (a: { createdAt: string; postId: string }, b: { createdAt: string; postId: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.postId.toLowerCase().localeCompare(b.postId.toLowerCase());

const pendingOf = (channel: (typeof CHANNEL_IDS)[number]) => db().entities.post.query.byChannel({ channel, moderationStatus: 'pending' });

/**
 * Pending posts oldest first, 100 a page, merged from the seven channels' pending partitions
 * (each read from just after the cursor), and how many there are in all (COUNT queries).
 */
export async function queue(userId: string, cursor?: string): Promise<ModerationQueue> {
  await assertModerator(userId);
  const after = decodeCursor(cursor);
  const [pendingPages, counts] = await Promise.all([
    Promise.all(
      CHANNEL_IDS.map((channel) => {
        // Pending posts are never pinned (pinning needs approval): their pinRank is '0'.
        const page = after ? pendingOf(channel).gt({ pinRank: '0', createdAt: after.createdAt, postId: after.id }) : pendingOf(channel);
        return page.go({ order: 'asc', limit: QUEUE_MAX });
      }),
    ),
    Promise.all(CHANNEL_IDS.map((channel) => countQuery(pendingOf(channel).params()))),
  ]);
  const merged = pendingPages.flatMap((p) => p.data).sort(queueOrder);
  const pending = merged.slice(0, QUEUE_MAX);
  const last = pending.at(-1);
  const more = merged.length > QUEUE_MAX || pendingPages.some((p) => p.cursor);
  const nextCursor = more && last ? encodeCursor({ createdAt: last.createdAt, id: last.postId }) : null;
  return { pending: await cards(userId, pending), nextCursor, total: counts.reduce((sum, n) => sum + n, 0) };
}

/** Open reports oldest first, REPORTS_PAGE a page, each with its post's title and reporter, and how many are open. */
export async function reports(userId: string, cursor?: string): Promise<ReportsPage> {
  await assertModerator(userId);
  const after = decodeCursor(cursor);
  const open = db().entities.postReport.query.open({});
  const [page, total] = await Promise.all([
    (after ? open.gt({ createdAt: after.createdAt, reportId: after.id }) : open).go({ order: 'asc', limit: REPORTS_PAGE }),
    countQuery(open.params()),
  ]);
  const found = page.data;
  const reportedIds = [...new Set(found.map((r) => r.postId))];
  const [reportedPosts, reporters] = await Promise.all([
    reportedIds.length
      ? db()
          .entities.post.get(reportedIds.map((postId) => ({ postId })))
          .go({ attributes: ['postId', 'title'] })
      : Promise.resolve({ data: [] as { postId: string; title: string }[] }),
    authorsOf(found.map((r) => r.userId)),
  ]);
  const titles = new Map(reportedPosts.data.map((p) => [p.postId, p.title]));
  const last = found.at(-1);
  return {
    reports: found
      .filter((r) => titles.has(r.postId))
      .map((r) => ({
        id: r.reportId,
        postId: r.postId,
        postTitle: titles.get(r.postId)!,
        reason: r.reason,
        reporter: reporters.get(r.userId)!,
        createdAt: r.createdAt,
      })),
    nextCursor: page.cursor && last ? encodeCursor({ createdAt: last.createdAt, id: last.reportId }) : null,
    total,
  };
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
