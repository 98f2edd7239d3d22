// How the community shows things: the viewer's role and plan, authors, the viewer's reactions,
// post cards and details, replies. A page costs one BatchGetItem of the authors' profiles and
// one or two of the viewer's reactions (post × viewer × type keys); counts live on the post item.
import { db } from '#data/service';
import { excerptOf } from '#lib/sanitize';
import {
  REACTION_TYPES,
  type Author,
  type CommunityViewer,
  type PostCard,
  type PostDetail,
  type PostType,
  type ReactionCounts,
  type ReactionType,
  type ReplyView,
} from '#contracts/community';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import type { PostItem } from '#data/entities/post';
import type { PostCommentItem } from '#data/entities/post-comment';
import { limitsOf } from '../entitlements.ts';
import { roleOf } from '../roles.ts';
import { COUNT_FIELD } from './common.ts';
import { busy, untilProcessed } from '#lib/retry';

export async function viewer(userId: string): Promise<CommunityViewer> {
  const [role, limits] = await Promise.all([roleOf(userId), limitsOf(userId)]);
  return { role, canWrite: limits.communityWrite, readOnlyMessage: limits.communityWrite ? null : UPGRADE_MESSAGES.communityWrite };
}

const UNKNOWN_AUTHOR = 'Markk member';

/** The authors' profiles in one BatchGetItem (more than 100 authors: ElectroDB splits it). */
export async function authorsOf(userIds: Iterable<string>): Promise<Map<string, Author>> {
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
export async function reactionsOf(viewerId: string, postIds: readonly string[], consistent = false): Promise<Map<string, ReactionType[]>> {
  const mine = new Map<string, ReactionType[]>(postIds.map((id) => [id, []]));
  const data = await untilProcessed(
    postIds.flatMap((postId) => REACTION_TYPES.map((type) => ({ postId, userId: viewerId, type }))),
    (left) =>
      db()
        .entities.postReaction.get(left)
        .go({ attributes: ['postId', 'type'], consistent }),
    busy('The reactions'),
  );
  for (const r of data) mine.get(r.postId)?.push(r.type);
  for (const list of mine.values()) list.sort((a, b) => REACTION_TYPES.indexOf(a) - REACTION_TYPES.indexOf(b));
  return mine;
}

export function countsOf(post: Partial<Record<`${ReactionType}Count`, number>>): ReactionCounts {
  return Object.fromEntries(REACTION_TYPES.map((t) => [t, Math.max(0, post[COUNT_FIELD[t]] ?? 0)])) as ReactionCounts;
}

export function cardOf(post: PostItem, author: Author, viewerId: string, myReactions: ReactionType[]): PostCard {
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

export async function cards(viewerId: string, posts: readonly PostItem[]): Promise<PostCard[]> {
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

export async function detailOf(viewerId: string, post: PostItem): Promise<PostDetail> {
  const [card] = await cards(viewerId, [post]);
  return { ...card!, content: post.content };
}

export function replyView(reply: PostCommentItem, author: Author, viewerId: string): ReplyView {
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
