// Community posts as the dashboard sees them: counting and searching the author's posts, and
// writing many at once (seeding counters in tests and benches). A single post is written by
// Community.createPost (functions/domain/community/posts.ts), which sanitises and moderates.
// Writing posts adds to the author's communityPosts counter in the same transaction.
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { Invalid } from '#lib/errors';
import { firstMatches } from '#data/paging';
import { countQuery } from '#data/count';
import { transactWrite } from '#data/transact';
import type { ModerationStatus, PostChannel, PostType } from '#data/entities/post';
import { addTitles, titled } from './search-index.ts';
import { counterUpdate, inTransactions } from './stats.ts';

export interface NewPost {
  title: string;
  content?: string | undefined;
  channel?: PostChannel | undefined;
  postType?: PostType | undefined;
  tags?: string[] | undefined;
  /** Spec: a regular user's post starts pending; admins and moderators post approved. */
  moderationStatus?: ModerationStatus | undefined;
}

function postFor(userId: string, input: NewPost) {
  const title = input.title.trim();
  if (!title) throw new Invalid('A post needs a title.');
  return {
    postId: randomUUID(),
    userId,
    title,
    content: input.content ?? '',
    channel: input.channel ?? 'general',
    postType: input.postType ?? 'text',
    tags: input.tags,
    moderationStatus: input.moderationStatus ?? 'pending',
  };
}

/** Writes many posts, 99 per transaction with the counter update; returns their ids. */
export async function createMany(userId: string, inputs: readonly NewPost[]): Promise<string[]> {
  const items = inputs.map((input) => postFor(userId, input));
  await addTitles(items.map(titled.post));
  await inTransactions(items, async (chunk) => {
    const entity = db().entities.post;
    await transactWrite({
      posts: chunk.map((item) => ({ Put: entity.create(item).params() })),
      counter: counterUpdate(userId, { communityPosts: chunk.length }),
    });
  });
  return items.map((item) => item.postId);
}

/** COUNT of the author's posts over gsi1 (recount, tests). */
export function countByAuthor(userId: string): Promise<number> {
  return countQuery(db().entities.post.query.byAuthor({ userId }).params());
}

/** Up to `limit` of the author's posts whose title contains `needle` (lower-cased), newest first. */
export async function searchOwn(userId: string, needle: string, limit: number) {
  const query = db()
    .entities.post.query.byAuthor({ userId })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches((cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['postId', 'title'] }), limit);
  return data.map((p) => ({ postId: p.postId, title: p.title }));
}
