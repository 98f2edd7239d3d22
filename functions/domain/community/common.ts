// What the community's files share: derived ids, reading a post and who may see it, the
// sanitised content check, the change to a post's stored counts, and notices that never fail a write.
import { createHash } from 'node:crypto';
import { db } from '#data/service';
import type { TransactAction } from '#data/transact';
import { logger } from '#lib/logger';
import { Invalid, NotFound } from '#lib/errors';
import { htmlText, sanitizeHtml } from '#lib/sanitize';
import { COMMUNITY_MESSAGES, REACTION_TYPES, type ReactionType, type Role } from '#contracts/community';
import type { PostItem } from '#data/entities/post';
import { canModerate, roleOf } from '../roles.ts';
import { notify } from '../notifications.ts';

/** A UUID-shaped id derived from its parts: a retried request names the same item. */
export function derivedId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const postIdFor = (userId: string, requestId: string) => derivedId('post', userId, requestId);
export const replyIdFor = (postId: string, userId: string, requestId: string) => derivedId('reply', postId, userId, requestId);
export const reportIdOf = (postId: string, userId: string) => `${postId}_${userId}`;

export const COUNT_FIELD: Record<ReactionType, `${ReactionType}Count`> = Object.fromEntries(REACTION_TYPES.map((t) => [t, `${t}Count`])) as Record<
  ReactionType,
  `${ReactionType}Count`
>;

/** Sanitised content, refused when nothing is left. */
export async function cleanContent(html: string, required: string): Promise<string> {
  const clean = await sanitizeHtml(html);
  if (!htmlText(clean)) throw new Invalid(required);
  return clean;
}

export const postNotFound = () => new NotFound(COMMUNITY_MESSAGES.postNotFound);

/** A number stored on the post: a reaction type's count or the reply count. */
export type PostCount = `${ReactionType}Count` | 'replyCount';

/**
 * The transaction action that adds one to (or takes one from) a post's stored count, only
 * while the post exists (and, for a new reply, is not rejected). Counts are not edits: the
 * post's updatedAt stays (functions/data/entities/post.ts).
 */
export function postCountChange(postId: string, field: PostCount, by: 1 | -1, options: { notRejected?: boolean } = {}): TransactAction {
  const patch = db().entities.post.patch({ postId });
  const changed = by > 0 ? patch.add({ [field]: 1 }) : patch.subtract({ [field]: 1 });
  const guarded = options.notRejected ? changed.where(({ moderationStatus }, { ne }) => ne(moderationStatus, 'rejected')) : changed;
  return { Update: guarded.params() };
}

export async function readPost(postId: string): Promise<PostItem | null> {
  const { data } = await db().entities.post.get({ postId }).go({ consistent: true });
  return data;
}

/** The post when the viewer may see it (approved; else the author, moderators and admins), else 404. */
export async function visiblePost(
  viewerId: string,
  postId: string,
  options: { rejectedToo?: boolean } = {},
): Promise<{ post: PostItem; role: Role | undefined }> {
  const post = await readPost(postId);
  if (!post) throw postNotFound();
  if (post.moderationStatus === 'approved') return { post, role: undefined };
  if (post.moderationStatus === 'rejected' && !options.rejectedToo) throw postNotFound();
  if (post.userId === viewerId) return { post, role: undefined };
  const role = await roleOf(viewerId);
  if (!canModerate(role)) throw postNotFound();
  return { post, role };
}

export async function notifySafely(userId: string, notice: { title: string; message: string }): Promise<void> {
  await notify(userId, notice).catch((error: unknown) => logger.warn('A community notification was not written', { error }));
}
