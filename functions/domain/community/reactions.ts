// Reactions: a viewer's reaction of each type toggles on and off, changing the post's count
// for that type in the same transaction; the author gets one "N people reacted" notice.
import { db } from '#data/service';
import { logger } from '#lib/logger';
import { transactWrite, TransactionCanceled } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import type { ReactionState, ReactionType } from '#contracts/community';
import type { PostItem } from '#data/entities/post';
import { assertCanWriteCommunity } from '../entitlements.ts';
import { jitteredPause, withRetries, type RetryPolicy } from '#lib/retry';
import { COUNT_FIELD, postCountChange, postNotFound, readPost, visiblePost } from './common.ts';
import { countsOf, reactionsOf } from './views.ts';

/** A toggle that lost a race with another toggle of the same reaction reads it again and decides again. */
const TOGGLE_RETRIES: RetryPolicy = {
  attempts: 12,
  retryIf: (error) => error instanceof TransactionCanceled && (error.conflicted || isConditionFailed(error, 'reaction')),
  pause: jitteredPause(10),
};

/** Adds the viewer's reaction of this type, or removes it when they have it; the count changes in the same transaction. */
export async function toggleReaction(userId: string, postId: string, type: ReactionType): Promise<ReactionState> {
  await assertCanWriteCommunity(userId);
  const { post } = await visiblePost(userId, postId);
  const reaction = db().entities.postReaction;
  // Another toggle changed this reaction meanwhile: read it again and decide again.
  const added = await withRetries(TOGGLE_RETRIES, async () => {
    const { data: existing } = await reaction.get({ postId, userId, type }).go({ consistent: true });
    try {
      if (existing) {
        await transactWrite({
          reaction: {
            Delete: reaction
              .delete({ postId, userId, type })
              .where(({ type: t }, { exists }) => exists(t))
              .params(),
          },
          post: postCountChange(postId, COUNT_FIELD[type], -1),
        });
        return false;
      }
      await transactWrite({ reaction: { Put: reaction.create({ postId, userId, type }).params() }, post: postCountChange(postId, COUNT_FIELD[type], 1) });
      return true;
    } catch (error) {
      if (error instanceof TransactionCanceled && isConditionFailed(error, 'post')) throw postNotFound();
      throw error;
    }
  });
  const [fresh, mine] = await Promise.all([readPost(postId), reactionsOf(userId, [postId], true)]);
  if (!fresh) throw postNotFound();
  // "N people": a reactor counts once, with their first reaction on the post.
  const firstOfTheirs = (mine.get(postId) ?? []).length === 1;
  if (added && firstOfTheirs && post.userId !== userId)
    await noticeReaction(fresh).catch((error: unknown) => logger.warn('The reaction notification was not written', { error }));
  return { reactionCounts: countsOf(fresh), myReactions: mine.get(postId) ?? [] };
}

const reactionNoticeId = (postId: string, at: string) => `reactions_${postId}_${at}`;
const reactionMessage = (count: number, title: string) => `${count} ${count === 1 ? 'person' : 'people'} reacted to “${title}”`;

/**
 * One unread "N people reacted to …" notification per post: each new reactor (their first
 * reaction on the post) counts up on the post and rewrites that notification while it is
 * unread; once the author has read it, the next reactor starts a new one.
 */
async function noticeReaction(post: PostItem): Promise<void> {
  const notice = () => db().entities.post.patch({ postId: post.postId });
  const notification = db().entities.notification;
  for (let attempt = 0; attempt < 4; attempt++) {
    const { data: bumped } = await notice().add({ reactionNoticeCount: 1 }).go({ response: 'all_new' });
    const at = bumped.reactionNoticeAt;
    const count = bumped.reactionNoticeCount ?? 1;
    if (at) {
      try {
        await notification
          .patch({ userId: post.userId, createdAt: at, notificationId: reactionNoticeId(post.postId, at) })
          .set({ message: reactionMessage(count, post.title) })
          .where(({ unread }, { eq }) => eq(unread, true))
          .go({ response: 'none' });
        return;
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    }
    // No unread notice: claim a new one on the post (one writer wins), then write it.
    const now = new Date().toISOString();
    try {
      await notice()
        .set({ reactionNoticeAt: now, reactionNoticeCount: 1 })
        .where(({ reactionNoticeAt }, { eq, notExists }) => (at ? eq(reactionNoticeAt, at) : notExists(reactionNoticeAt)))
        .go({ response: 'none' });
    } catch (error) {
      if (isConditionFailed(error)) continue;
      throw error;
    }
    await notification
      .create({
        userId: post.userId,
        createdAt: now,
        notificationId: reactionNoticeId(post.postId, now),
        title: 'New reactions',
        message: reactionMessage(1, post.title),
        unread: true,
      })
      .go();
    return;
  }
}
