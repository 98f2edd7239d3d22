// The feed: approved posts of one channel or of all seven, pinned first then newest, searched
// by words, a page at a time. A page costs one Query per channel partition (seven for "all
// channels") and, on the first page, one Query of the viewer's own posts awaiting review.
import { db } from '#data/service';
import { Invalid } from '#lib/errors';
import { CHANNEL_IDS, PAGE_SIZE, type ChannelId, type PostPage } from '#contracts/community';
import type { PostItem } from '#data/entities/post';
import { cards } from './views.ts';

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
