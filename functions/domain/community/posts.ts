// One post: reading it with its replies, writing it, editing it, deleting it with its thread.
// A regular user's post (and a regular user's edit of a post's title or content) waits for
// review (pending); admins' and moderators' posts are approved at once. Content is sanitised
// before it is stored. Creating or deleting a post changes the author's communityPosts
// counter in the same transaction.
import { db } from '#data/service';
import { transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { excerptOf, htmlText } from '#lib/sanitize';
import { COMMUNITY_MESSAGES, type ChannelId, type PostDetail, type PostType, type ReplyView } from '#contracts/community';
import { assertCanWriteCommunity } from '../entitlements.ts';
import { canModerate, roleOf } from '../roles.ts';
import { addTitles, pruneTitles, removed, renamed, titled } from '../search-index.ts';
import { counterUpdate } from '../stats.ts';
import { cleanContent, postIdFor, postNotFound, readPost, visiblePost } from './common.ts';
import { authorsOf, cardOf, detailOf, reactionsOf, replyView } from './views.ts';

function searchTextOf(title: string, content: string, tags: readonly string[]): string {
  return `${title} ${htmlText(content)} ${tags.join(' ')}`.toLowerCase();
}

export async function getPost(viewerId: string, postId: string): Promise<{ post: PostDetail; replies: ReplyView[] }> {
  const [{ post }, replies] = await Promise.all([
    visiblePost(viewerId, postId, { rejectedToo: true }),
    db().entities.postComment.query.byPost({ postId }).go({ pages: 'all' }),
  ]);
  const list = replies.data.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.replyId.localeCompare(b.replyId));
  const [authors, reactions] = await Promise.all([authorsOf([post.userId, ...list.map((r) => r.userId)]), reactionsOf(viewerId, [post.postId])]);
  return {
    post: { ...cardOf(post, authors.get(post.userId)!, viewerId, reactions.get(post.postId) ?? []), content: post.content },
    replies: list.map((r) => replyView(r, authors.get(r.userId)!, viewerId)),
  };
}

export interface NewPostInput {
  title: string;
  content: string;
  channel: ChannelId;
  postType: PostType;
  tags: string[];
  requestId: string;
}

export async function createPost(userId: string, input: NewPostInput): Promise<PostDetail> {
  await assertCanWriteCommunity(userId);
  const content = await cleanContent(input.content, COMMUNITY_MESSAGES.contentRequired);
  const role = await roleOf(userId);
  const postId = postIdFor(userId, input.requestId);
  const item = {
    postId,
    userId,
    title: input.title,
    content,
    channel: input.channel,
    postType: input.postType,
    tags: input.tags,
    moderationStatus: canModerate(role) ? ('approved' as const) : ('pending' as const),
    excerpt: excerptOf(content),
    searchText: searchTextOf(input.title, content, input.tags),
    replyCount: 0,
  };
  await addTitles([titled.post(item)]);
  try {
    await transactWrite({ post: { Put: db().entities.post.create(item).params() }, counter: counterUpdate(userId, { communityPosts: 1 }) });
  } catch (error) {
    // The same request again: the post it made.
    if (!isConditionFailed(error, 'post')) throw error;
  }
  const post = await readPost(postId);
  if (!post || post.userId !== userId) throw new Error('The post was written but cannot be read back');
  return detailOf(userId, post);
}

export interface PostChanges {
  title?: string | undefined;
  content?: string | undefined;
  tags?: string[] | undefined;
  postType?: PostType | undefined;
  channel?: ChannelId | undefined;
}

export async function updatePost(userId: string, postId: string, changes: PostChanges): Promise<PostDetail> {
  const post = await readPost(postId);
  if (!post || post.userId !== userId) throw postNotFound();
  const title = changes.title ?? post.title;
  const content = changes.content !== undefined ? await cleanContent(changes.content, COMMUNITY_MESSAGES.contentRequired) : post.content;
  const tags = changes.tags ?? post.tags ?? [];
  const channel = changes.channel ?? post.channel;
  const postType = changes.postType ?? post.postType;
  // A regular user's new words wait for review again (and an edited rejected post is
  // resubmitted); moderators' and admins' edits stay approved.
  const wordsChanged = title !== post.title || content !== post.content;
  let moderationStatus = post.moderationStatus;
  if (wordsChanged || post.moderationStatus === 'rejected') moderationStatus = canModerate(await roleOf(userId)) ? 'approved' : 'pending';
  const patch = db()
    .entities.post.patch({ postId })
    .set({ title, content, tags, channel, postType, moderationStatus, excerpt: excerptOf(content), searchText: searchTextOf(title, content, tags) });
  const unpinned = moderationStatus !== 'approved' && post.isPinned;
  const retitled = title !== post.title ? titled.post({ ...post, title }) : undefined;
  if (retitled) await addTitles([retitled]);
  await (unpinned ? patch.set({ isPinned: false }).composite({ createdAt: post.createdAt }) : patch).remove(['rejectionReason']).go({ response: 'none' });
  if (retitled) await pruneTitles([renamed(retitled, post.title)]);
  const updated = await readPost(postId);
  if (!updated) throw postNotFound();
  return detailOf(userId, updated);
}

/** Deletes every reply, reaction and report of a deleted post (one partition). */
async function deleteThread(postId: string): Promise<void> {
  const { data } = await db().collections.post({ postId }).go({ pages: 'all' });
  const { postComment, postReaction, postReport } = db().entities;
  await Promise.all([
    data.postComment.length ? postComment.delete(data.postComment.map(({ postId: p, replyId }) => ({ postId: p, replyId }))).go() : undefined,
    data.postReaction.length ? postReaction.delete(data.postReaction.map(({ postId: p, userId, type }) => ({ postId: p, userId, type }))).go() : undefined,
    data.postReport.length ? postReport.delete(data.postReport.map(({ postId: p, userId }) => ({ postId: p, userId }))).go() : undefined,
  ]);
}

/** The author, a moderator or an admin; to anyone else the post is not there. */
export async function deletePost(userId: string, postId: string): Promise<void> {
  const post = await readPost(postId);
  if (!post) throw postNotFound();
  if (post.userId !== userId && !canModerate(await roleOf(userId))) throw postNotFound();
  try {
    await transactWrite({
      post: {
        Delete: db()
          .entities.post.delete({ postId })
          .where(({ postId: id }, { exists }) => exists(id))
          .params(),
      },
      counter: counterUpdate(post.userId, { communityPosts: -1 }),
    });
  } catch (error) {
    if (isConditionFailed(error, 'post')) throw postNotFound();
    throw error;
  }
  await Promise.all([deleteThread(postId), pruneTitles([removed(titled.post(post))])]);
}
