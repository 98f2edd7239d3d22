// Replies to a post: each new reply adds to the post's reply count in its transaction, and
// tells the post's author.
import { db } from '#data/service';
import { NotFound } from '#lib/errors';
import { transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { COMMUNITY_MESSAGES, type ReplyView } from '#contracts/community';
import type { PostCommentItem } from '#data/entities/post-comment';
import { assertCanWriteCommunity } from '../entitlements.ts';
import { canModerate, roleOf } from '../roles.ts';
import { cleanContent, notifySafely, postCountChange, postNotFound, replyIdFor, visiblePost } from './common.ts';
import { authorsOf, replyView } from './views.ts';

export async function addReply(userId: string, postId: string, input: { content: string; requestId: string }): Promise<ReplyView> {
  await assertCanWriteCommunity(userId);
  const content = await cleanContent(input.content, COMMUNITY_MESSAGES.replyRequired);
  const { post } = await visiblePost(userId, postId);
  const replyId = replyIdFor(postId, userId, input.requestId);
  let created = true;
  try {
    await transactWrite({
      reply: { Put: db().entities.postComment.create({ postId, replyId, userId, content }).params() },
      post: postCountChange(postId, 'replyCount', 1, { notRejected: true }),
    });
  } catch (error) {
    if (isConditionFailed(error, 'reply')) created = false;
    else if (isConditionFailed(error, 'post')) throw postNotFound();
    else throw error;
  }
  const { data: reply } = await db().entities.postComment.get({ postId, replyId }).go({ consistent: true });
  if (!reply || reply.userId !== userId) throw new Error('The reply was written but cannot be read back');
  const authors = await authorsOf([userId]);
  const author = authors.get(userId)!;
  if (created && post.userId !== userId) {
    await notifySafely(post.userId, { title: 'New reply', message: `${author.fullName} replied to “${post.title}”` });
  }
  return replyView(reply, author, userId);
}

export async function updateReply(userId: string, postId: string, replyId: string, input: { content: string }): Promise<ReplyView> {
  const { data: reply } = await db().entities.postComment.get({ postId, replyId }).go({ consistent: true });
  if (!reply || reply.userId !== userId) throw new NotFound(COMMUNITY_MESSAGES.replyNotFound);
  const content = await cleanContent(input.content, COMMUNITY_MESSAGES.replyRequired);
  const { data } = await db().entities.postComment.patch({ postId, replyId }).set({ content }).go({ response: 'all_new' });
  const authors = await authorsOf([userId]);
  return replyView({ ...reply, ...data } as PostCommentItem, authors.get(userId)!, userId);
}

export async function deleteReply(userId: string, postId: string, replyId: string): Promise<void> {
  const { data: reply } = await db().entities.postComment.get({ postId, replyId }).go({ consistent: true });
  if (!reply) throw new NotFound(COMMUNITY_MESSAGES.replyNotFound);
  if (reply.userId !== userId && !canModerate(await roleOf(userId))) throw new NotFound(COMMUNITY_MESSAGES.replyNotFound);
  try {
    await transactWrite({
      reply: {
        Delete: db()
          .entities.postComment.delete({ postId, replyId })
          .where(({ replyId: id }, { exists }) => exists(id))
          .params(),
      },
      post: postCountChange(postId, 'replyCount', -1),
    });
  } catch (error) {
    if (isConditionFailed(error, 'reply')) throw new NotFound(COMMUNITY_MESSAGES.replyNotFound);
    // The post went with its thread: the reply is gone too.
    if (isConditionFailed(error, 'post')) throw postNotFound();
    throw error;
  }
}
