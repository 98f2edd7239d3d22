// The community forum (spec 02 Community, issue 16): the feed, posts, replies, reactions,
// reports and moderation.
// - Visibility: approved posts are seen by every signed-in user; a pending or rejected post
//   only by its author and by moderators and admins; everyone else gets "Post not found".
// - A regular user's post (and a regular user's edit of a post's title or content) waits for
//   review (pending); admins' and moderators' posts are approved at once.
// - A page of posts costs a bounded number of requests: one Query per channel partition
//   (seven for "all channels"), one Query of the viewer's own posts awaiting review (first
//   page), one BatchGetItem of the authors' profiles and one or two of the viewer's reactions
//   (post × viewer × type keys). Counts live on the post item.
// - Reactions and replies change the post's counts in the same transaction as their item.
// - Growth's community is read-only: writing answers 402 with the upgrade message.
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#data/service';
import { dynamo } from '#lib/clients';
import { config } from '#lib/config';
import { logger } from '#lib/logger';
import { Forbidden, Invalid, NotFound, Conflict } from '#lib/errors';
import { transactWrite, TransactionCanceled } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { excerptOf, htmlText, sanitizeHtml } from '#lib/sanitize';
import {
  CHANNELS,
  CHANNEL_IDS,
  COMMUNITY_MESSAGES,
  PAGE_SIZE,
  REACTION_TYPES,
  type Author,
  type ChannelId,
  type CommunityViewer,
  type ModerationAction,
  type ModerationQueue,
  type PostCard,
  type PostDetail,
  type PostPage,
  type PostType,
  type ReactionCounts,
  type ReactionState,
  type ReactionType,
  type ReplyView,
  type ReportView,
  type Role,
} from '#contracts/community';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import type { PostItem } from '#data/entities/post';
import type { PostCommentItem } from '#data/entities/post-comment';
import { assertCanWriteCommunity, limitsOf } from './entitlements.ts';
import { canModerate, roleOf } from './roles.ts';
import { counterUpdate } from './stats.ts';
import { notify } from './notifications.ts';

// ---------------------------------------------------------------------------------------------
// Ids and small helpers

/** A UUID-shaped id derived from its parts: a retried request names the same item. */
export function derivedId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const postIdFor = (userId: string, requestId: string) => derivedId('post', userId, requestId);
export const replyIdFor = (postId: string, userId: string, requestId: string) => derivedId('reply', postId, userId, requestId);
export const reportIdOf = (postId: string, userId: string) => `${postId}_${userId}`;

const COUNT_FIELD: Record<ReactionType, `${ReactionType}Count`> = Object.fromEntries(REACTION_TYPES.map((t) => [t, `${t}Count`])) as Record<
  ReactionType,
  `${ReactionType}Count`
>;

const channelName = (id: string) => CHANNELS.find((c) => c.id === id)?.name ?? id;

function searchTextOf(title: string, content: string, tags: readonly string[]): string {
  return `${title} ${htmlText(content)} ${tags.join(' ')}`.toLowerCase();
}

/** Sanitised content, refused when nothing is left. */
async function cleanContent(html: string, required: string): Promise<string> {
  const clean = await sanitizeHtml(html);
  if (!htmlText(clean)) throw new Invalid(required);
  return clean;
}

const postNotFound = () => new NotFound(COMMUNITY_MESSAGES.postNotFound);

/** The raw key of a post item (for updates that must not touch updatedAt). */
function postKey(postId: string): Record<string, unknown> {
  return db().entities.post.get({ postId }).params().Key as Record<string, unknown>;
}

/** An Update of the post's numbers only: ADD deltas, only while the post exists (and, for new replies, is not rejected). */
function countUpdate(postId: string, deltas: Record<string, number>, options: { notRejected?: boolean } = {}) {
  const names: Record<string, string> = { '#pk': 'pk' };
  const values: Record<string, unknown> = {};
  const adds = Object.entries(deltas).map(([field, delta], i) => {
    names[`#f${i}`] = field;
    values[`:d${i}`] = delta;
    return `#f${i} :d${i}`;
  });
  let condition = 'attribute_exists(#pk)';
  if (options.notRejected) {
    names['#status'] = 'moderationStatus';
    values[':rejected'] = 'rejected';
    condition += ' AND #status <> :rejected';
  }
  return {
    Update: {
      TableName: config().TABLE_NAME,
      Key: postKey(postId),
      UpdateExpression: `ADD ${adds.join(', ')}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Viewer, authors, visibility

export async function viewer(userId: string): Promise<CommunityViewer> {
  const [role, limits] = await Promise.all([roleOf(userId), limitsOf(userId)]);
  return { role, canWrite: limits.communityWrite, readOnlyMessage: limits.communityWrite ? null : UPGRADE_MESSAGES.communityWrite };
}

const UNKNOWN_AUTHOR = 'Markk member';

/** The authors' profiles in one BatchGetItem (more than 100 authors: ElectroDB splits it). */
async function authorsOf(userIds: Iterable<string>): Promise<Map<string, Author>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, Author>();
  if (ids.length > 0) {
    const { data } = await db()
      .entities.profile.get(ids.map((userId) => ({ userId })))
      .go({ attributes: ['userId', 'fullName', 'companyName'] });
    for (const p of data)
      found.set(p.userId, { userId: p.userId, fullName: p.fullName || UNKNOWN_AUTHOR, avatarUrl: null, companyName: p.companyName?.trim() || null });
  }
  for (const id of ids) if (!found.has(id)) found.set(id, { userId: id, fullName: UNKNOWN_AUTHOR, avatarUrl: null, companyName: null });
  return found;
}

/** The viewer's reactions on these posts: BatchGetItem of every post × viewer × type key (120 keys for a page of 20: two requests). */
async function reactionsOf(viewerId: string, postIds: readonly string[], consistent = false): Promise<Map<string, ReactionType[]>> {
  const mine = new Map<string, ReactionType[]>(postIds.map((id) => [id, []]));
  let keys = postIds.flatMap((postId) => REACTION_TYPES.map((type) => ({ postId, userId: viewerId, type })));
  for (let attempt = 0; keys.length > 0; attempt++) {
    const { data, unprocessed } = await db()
      .entities.postReaction.get(keys)
      .go({ attributes: ['postId', 'type'], consistent });
    for (const r of data) mine.get(r.postId)?.push(r.type);
    if (unprocessed.length === 0) break;
    if (attempt >= 4) throw new Error(`${unprocessed.length} reactions could not be read`);
    keys = unprocessed as typeof keys;
    await sleep(50 * 2 ** attempt);
  }
  for (const list of mine.values()) list.sort((a, b) => REACTION_TYPES.indexOf(a) - REACTION_TYPES.indexOf(b));
  return mine;
}

function countsOf(post: Partial<Record<`${ReactionType}Count`, number>>): ReactionCounts {
  return Object.fromEntries(REACTION_TYPES.map((t) => [t, Math.max(0, post[COUNT_FIELD[t]] ?? 0)])) as ReactionCounts;
}

function cardOf(post: PostItem, author: Author, viewerId: string, myReactions: ReactionType[]): PostCard {
  return {
    id: post.postId,
    title: post.title,
    excerpt: post.excerpt ?? excerptOf(post.content),
    channel: post.channel,
    postType: post.postType as PostType,
    tags: post.tags ?? [],
    author,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    isPinned: post.isPinned,
    moderationStatus: post.moderationStatus,
    rejectionReason: post.moderationStatus === 'rejected' ? (post.rejectionReason ?? null) : null,
    mine: post.userId === viewerId,
    reactionCounts: countsOf(post),
    myReactions,
    replyCount: Math.max(0, post.replyCount ?? 0),
  };
}

async function cards(viewerId: string, posts: readonly PostItem[]): Promise<PostCard[]> {
  if (posts.length === 0) return [];
  const [authors, reactions] = await Promise.all([
    authorsOf(posts.map((p) => p.userId)),
    reactionsOf(
      viewerId,
      posts.map((p) => p.postId),
    ),
  ]);
  return posts.map((p) => cardOf(p, authors.get(p.userId)!, viewerId, reactions.get(p.postId) ?? []));
}

async function detailOf(viewerId: string, post: PostItem): Promise<PostDetail> {
  const [card] = await cards(viewerId, [post]);
  return { ...card!, content: post.content };
}

async function readPost(postId: string): Promise<PostItem | null> {
  const { data } = await db().entities.post.get({ postId }).go({ consistent: true });
  return data;
}

/** The post when the viewer may see it (approved; else the author, moderators and admins), else 404. */
async function visiblePost(viewerId: string, postId: string, options: { rejectedToo?: boolean } = {}): Promise<{ post: PostItem; role: Role | undefined }> {
  const post = await readPost(postId);
  if (!post) throw postNotFound();
  if (post.moderationStatus === 'approved') return { post, role: undefined };
  if (post.moderationStatus === 'rejected' && !options.rejectedToo) throw postNotFound();
  if (post.userId === viewerId) return { post, role: undefined };
  const role = await roleOf(viewerId);
  if (!canModerate(role)) throw postNotFound();
  return { post, role };
}

// ---------------------------------------------------------------------------------------------
// The feed

type Position = [pinRank: string, createdAt: string, postId: string];
interface FeedCursor {
  /** Per channel: the last post shown (continue after it), or null when the channel is done. Absent: from the start. */
  c: Partial<Record<ChannelId, Position | null>>;
}

function decodeCursor(cursor: string | undefined): FeedCursor | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as FeedCursor;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.c !== 'object' || parsed.c === null) throw new Error('shape');
    for (const [channel, position] of Object.entries(parsed.c)) {
      if (!(CHANNEL_IDS as readonly string[]).includes(channel)) throw new Error('channel');
      if (position !== null && (!Array.isArray(position) || position.length !== 3 || !position.every((p) => typeof p === 'string' && p.length < 100)))
        throw new Error('position');
    }
    return parsed;
  } catch {
    throw new Invalid('This page link is not valid: load the posts again from the start.');
  }
}

const encodeCursor = (cursor: FeedCursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** Feed order: pinned first, then newest (then post id, as the index orders them). */
const feedOrder = (a: PostItem, b: PostItem) =>
  (b.isPinned ? 1 : 0) - (a.isPinned ? 1 : 0) || b.createdAt.localeCompare(a.createdAt) || b.postId.localeCompare(a.postId);

/** Up to PAGE_SIZE approved posts of one channel after `position`, matching `needle`; `ended` when the partition has no more. */
async function channelPage(channel: ChannelId, position: Position | undefined, needle: string | undefined): Promise<{ posts: PostItem[]; ended: boolean }> {
  let query = db().entities.post.query.byChannel({ channel, moderationStatus: 'approved' });
  if (position) query = query.lt({ pinRank: position[0], createdAt: position[1], postId: position[2] }) as unknown as typeof query;
  const filtered = needle ? query.where(({ searchText }, { contains }) => contains(searchText, needle)) : query;
  const found: PostItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    // Without a filter one page of 20 answers; with one, pages grow (50, then 500 evaluated) until 20 match.
    const limit = needle ? (pages === 0 ? 50 : 500) : PAGE_SIZE;
    const page: { data: PostItem[]; cursor: string | null } = await filtered.go({ order: 'desc', cursor, limit });
    found.push(...page.data);
    cursor = page.cursor;
    pages += 1;
  } while (found.length < PAGE_SIZE && cursor);
  return { posts: found, ended: cursor === null };
}

/** Own posts awaiting review (pending or rejected) in the channel(s): one Query of the author's 100 newest posts. */
async function ownUnapproved(viewerId: string, channel: ChannelId | undefined, needle: string | undefined): Promise<PostItem[]> {
  const { data } = await db()
    .entities.post.query.byAuthor({ userId: viewerId })
    .where(({ moderationStatus, channel: ch, searchText }, { ne, eq, contains }) =>
      [ne(moderationStatus, 'approved'), channel ? eq(ch, channel) : '', needle ? contains(searchText, needle) : ''].filter(Boolean).join(' AND '),
    )
    .go({ order: 'desc', limit: 100 });
  return data;
}

export async function listPosts(
  viewerId: string,
  query: { channel?: ChannelId | undefined; q?: string | undefined; cursor?: string | undefined },
): Promise<PostPage> {
  const channels: readonly ChannelId[] = query.channel ? [query.channel] : CHANNEL_IDS;
  const needle = query.q?.trim().toLowerCase() || undefined;
  const from = decodeCursor(query.cursor);
  const open = channels.filter((c) => from?.c[c] !== null);
  const [pages, own] = await Promise.all([
    Promise.all(open.map(async (channel) => ({ channel, ...(await channelPage(channel, from?.c[channel] ?? undefined, needle)) }))),
    from ? Promise.resolve([]) : ownUnapproved(viewerId, query.channel, needle),
  ]);
  const merged = pages
    .flatMap((p) => p.posts)
    .sort(feedOrder)
    .slice(0, PAGE_SIZE);
  const next: FeedCursor = { c: { ...(from?.c ?? {}) } };
  let more = false;
  for (const page of pages) {
    const shown = merged.filter((p) => p.channel === page.channel);
    const last = shown.at(-1);
    if (last) next.c[page.channel] = [last.pinRank ?? (last.isPinned ? '1' : '0'), last.createdAt, last.postId];
    const done = page.ended && shown.length === page.posts.length;
    if (done) next.c[page.channel] = null;
    else more = true;
  }
  const posts = await cards(viewerId, [...own.sort(feedOrder), ...merged]);
  return { posts, nextCursor: more ? encodeCursor(next) : null };
}

// ---------------------------------------------------------------------------------------------
// One post

function replyView(reply: PostCommentItem, author: Author, viewerId: string): ReplyView {
  return {
    id: reply.replyId,
    postId: reply.postId,
    content: reply.content,
    author,
    createdAt: reply.createdAt,
    updatedAt: reply.updatedAt,
    mine: reply.userId === viewerId,
  };
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
  await (unpinned ? patch.set({ isPinned: false }).composite({ createdAt: post.createdAt }) : patch).remove(['rejectionReason']).go({ response: 'none' });
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
  await deleteThread(postId);
}

// ---------------------------------------------------------------------------------------------
// Replies

export async function addReply(userId: string, postId: string, input: { content: string; requestId: string }): Promise<ReplyView> {
  await assertCanWriteCommunity(userId);
  const content = await cleanContent(input.content, COMMUNITY_MESSAGES.replyRequired);
  const { post } = await visiblePost(userId, postId);
  const replyId = replyIdFor(postId, userId, input.requestId);
  let created = true;
  try {
    await transactWrite({
      reply: { Put: db().entities.postComment.create({ postId, replyId, userId, content }).params() },
      post: countUpdate(postId, { replyCount: 1 }, { notRejected: true }),
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
      post: countUpdate(postId, { replyCount: -1 }),
    });
  } catch (error) {
    if (isConditionFailed(error, 'reply')) throw new NotFound(COMMUNITY_MESSAGES.replyNotFound);
    // The post went with its thread: the reply is gone too.
    if (isConditionFailed(error, 'post')) throw postNotFound();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Reactions

const TOGGLE_ATTEMPTS = 12;

/** Adds the viewer's reaction of this type, or removes it when they have it; the count changes in the same transaction. */
export async function toggleReaction(userId: string, postId: string, type: ReactionType): Promise<ReactionState> {
  await assertCanWriteCommunity(userId);
  const { post } = await visiblePost(userId, postId);
  const reaction = db().entities.postReaction;
  let added = false;
  for (let attempt = 0; ; attempt++) {
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
          post: countUpdate(postId, { [COUNT_FIELD[type]]: -1 }),
        });
      } else {
        await transactWrite({ reaction: { Put: reaction.create({ postId, userId, type }).params() }, post: countUpdate(postId, { [COUNT_FIELD[type]]: 1 }) });
        added = true;
      }
      break;
    } catch (error) {
      if (error instanceof TransactionCanceled && isConditionFailed(error, 'post')) throw postNotFound();
      // Another toggle changed this reaction meanwhile: read it again and decide again.
      const retry = error instanceof TransactionCanceled && (error.conflicted || isConditionFailed(error, 'reaction'));
      if (!retry || attempt >= TOGGLE_ATTEMPTS - 1) throw error;
      await sleep(10 + Math.floor(Math.random() * 40 * (attempt + 1)));
    }
  }
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
  const key = postKey(post.postId);
  const table = config().TABLE_NAME;
  const notification = db().entities.notification;
  for (let attempt = 0; attempt < 4; attempt++) {
    const bumped = await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#count': 'reactionNoticeCount', '#pk': 'pk' },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const at = bumped.Attributes?.['reactionNoticeAt'] as string | undefined;
    const count = Number(bumped.Attributes?.['reactionNoticeCount'] ?? 1);
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
      await dynamo().send(
        new UpdateCommand({
          TableName: table,
          Key: key,
          UpdateExpression: 'SET #at = :now, #count = :one',
          ConditionExpression: at ? '#at = :was' : 'attribute_not_exists(#at)',
          ExpressionAttributeNames: { '#at': 'reactionNoticeAt', '#count': 'reactionNoticeCount' },
          ExpressionAttributeValues: { ':now': now, ':one': 1, ...(at ? { ':was': at } : {}) },
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') continue;
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

async function notifySafely(userId: string, notice: { title: string; message: string }): Promise<void> {
  await notify(userId, notice).catch((error: unknown) => logger.warn('A community notification was not written', { error }));
}

// ---------------------------------------------------------------------------------------------
// Reports and moderation

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

/** Pending posts oldest first (the seven channels' pending partitions) and open reports oldest first. */
export async function queue(userId: string): Promise<ModerationQueue> {
  await assertModerator(userId);
  const [pendingPages, reportPage] = await Promise.all([
    Promise.all(
      CHANNEL_IDS.map((channel) => db().entities.post.query.byChannel({ channel, moderationStatus: 'pending' }).go({ order: 'asc', limit: QUEUE_MAX })),
    ),
    db().entities.postReport.query.open({}).go({ order: 'asc', limit: QUEUE_MAX }),
  ]);
  const pending = pendingPages
    .flatMap((p) => p.data)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, QUEUE_MAX);
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
  return { pending: pendingCards, reports: reportViews };
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
