// The title index behind GET /search (functions/data/entities/search-entry.ts): the entries a
// write of a title adds and removes, the lookup, and the one-time indexing of a user's items
// written before the index existed.
//
// Order of writes, so that an item is never missing from its searches: a new or renamed
// title's entries are put BEFORE the item is written (a failed put fails the request with
// nothing changed), and the entries of a title the item no longer has are pruned AFTER it.
// A write that fails in between leaves extra entries, never missing ones, and the reader
// checks every candidate against the item itself (one BatchGet), so extra entries are never
// shown — and are pruned when a search meets them.
import type { SearchKind, SearchEntryItem } from '#data/entities/search-entry';
import { PAGE_SIZES } from '#data/paging';
import { db } from '#data/service';
import { Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { untilProcessed } from '#lib/retry';

/** Characters per slice: a term up to this long is matched by the index alone. */
export const SLICE_LENGTH = 16;

/** Batch requests in flight at once when writing entries. */
const CONCURRENCY = 4;

/** An item as the index knows it: who finds it, how to read it back, and its title. */
export interface Titled {
  kind: SearchKind;
  userId: string;
  itemId: string;
  /** The rest of the item's key: a task's projectId, a draft's createdAt. */
  parentId?: string | undefined;
  title: string;
}

/** A title the item had: the slices it no longer has are removed. */
export interface Retitled extends Omit<Titled, 'title'> {
  previous: string;
  /** The title now; absent when the item was removed. */
  title?: string | undefined;
}

const isSpace = (char: string) => /\s/u.test(char);

/** The distinct slices of a title: from every position not holding white space (a term never starts with one). */
export function slicesOf(title: string): string[] {
  const chars = Array.from(title.toLowerCase());
  const slices = new Set<string>();
  chars.forEach((char, i) => {
    if (!isSpace(char)) slices.add(chars.slice(i, i + SLICE_LENGTH).join(''));
  });
  return [...slices];
}

/** What a term is looked up by: its first SLICE_LENGTH characters. */
export const prefixOf = (needle: string) => Array.from(needle).slice(0, SLICE_LENGTH).join('');

type EntryKey = Pick<SearchEntryItem, 'userId' | 'kind' | 'slice' | 'itemId' | 'parentId'>;

const entryKey = (e: EntryKey) => [e.userId, e.kind, e.slice, e.itemId, e.parentId].join('\u0000');

const cannotIndex = (left: number) => new Unavailable(`Search could not be updated just now (${left} entries left), so nothing was saved. Please try again.`);

async function putEntries(entries: SearchEntryItem[]): Promise<void> {
  if (entries.length === 0) return;
  const byKey = new Map(entries.map((e) => [entryKey(e), e]));
  await untilProcessed(
    entries,
    async (left) => {
      const { unprocessed } = await db().entities.searchEntry.put(left).go({ concurrency: CONCURRENCY });
      return { unprocessed: unprocessed.map((key) => byKey.get(entryKey(key as SearchEntryItem))).filter((e) => e !== undefined) };
    },
    cannotIndex,
  );
}

/** Deletes entries; a failure is logged, not thrown: an entry left behind is checked out by every reader. */
async function deleteEntries(keys: EntryKey[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await untilProcessed(
      keys,
      async (left) => {
        const { unprocessed } = await db().entities.searchEntry.delete(left).go({ concurrency: CONCURRENCY });
        return { unprocessed };
      },
      cannotIndex,
    );
  } catch (error) {
    logger.warn('Search entries were left behind; readers skip them', { count: keys.length, error });
  }
}

/** Before the items' write: every slice of their titles, each entry carrying the whole title. */
export async function addTitles(items: readonly Titled[]): Promise<void> {
  const entries = items.flatMap(({ kind, userId, itemId, parentId, title }) => {
    const titleLower = title.toLowerCase();
    return slicesOf(title).map((slice) => ({ userId, kind, slice, itemId, parentId: parentId ?? '', titleLower }));
  });
  await putEntries(entries);
}

/** After the items' write: the slices of their previous titles that the titles now do not have. */
export async function pruneTitles(items: readonly Retitled[]): Promise<void> {
  const keys = items.flatMap(({ kind, userId, itemId, parentId, previous, title }) => {
    const kept = new Set(title === undefined ? [] : slicesOf(title));
    return slicesOf(previous)
      .filter((slice) => !kept.has(slice))
      .map((slice) => ({ userId, kind, slice, itemId, parentId: parentId ?? '' }));
  });
  await deleteEntries(keys);
}

/** A candidate as the index holds it. */
export type Candidate = Pick<SearchEntryItem, 'itemId' | 'parentId' | 'slice'>;

/** A candidate's item: its id and the rest of its key. */
export const candidateKey = (c: { itemId: string; parentId: string }) => `${c.parentId}/${c.itemId}`;

/**
 * Reads the items behind candidates: each found item with its lower-cased title, by
 * candidateKey. An item that is gone (or no longer the user's) is absent.
 */
export type ReadBack<T> = (candidates: Candidate[]) => Promise<Map<string, { view: T; titleLower: string }>>;

/**
 * Up to `limit` of the user's items of `kind` whose title contains `needle` (lower-cased,
 * trimmed): one begins_with Query over the slices, paged until enough items check out.
 */
export async function lookup<T>(userId: string, kind: SearchKind, needle: string, limit: number, readBack: ReadBack<T>): Promise<T[]> {
  const prefix = prefixOf(needle);
  const query = db().entities.searchEntry.query.bySlice({ userId, kind }).begins({ slice: prefix });
  // A term longer than a slice: the slice narrows the candidates, the whole title decides.
  const candidates = needle === prefix ? query : query.where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const seen = new Set<string>();
  const found: T[] = [];
  const stale: EntryKey[] = [];
  let cursor: string | null = null;
  let page = 0;
  do {
    const result: { data: Candidate[]; cursor: string | null } = await candidates.go({
      cursor,
      limit: PAGE_SIZES[page],
      attributes: ['itemId', 'parentId', 'slice'],
    });
    cursor = result.cursor;
    page += 1;
    const fresh = result.data.filter((c) => !seen.has(candidateKey(c)) && seen.add(candidateKey(c)));
    // Read back only as many as are still wanted: the rare stale entry costs another round.
    for (let i = 0; i < fresh.length && found.length < limit;) {
      const chunk = fresh.slice(i, i + limit - found.length);
      i += chunk.length;
      const items = await readBack(chunk);
      for (const candidate of chunk) {
        const item = items.get(candidateKey(candidate));
        if (item?.titleLower.includes(needle)) found.push(item.view);
        else if (!item?.titleLower.includes(candidate.slice)) stale.push({ userId, kind, ...candidate });
      }
    }
  } while (found.length < limit && cursor);
  await deleteEntries(stale);
  return found.slice(0, limit);
}

/** Items of one kind as a user's partition holds them, for indexing what predates the index. */
export type Existing = (userId: string) => Promise<Titled[]>;

/**
 * Indexes every item the user wrote before the index existed, once: users who signed up
 * since have `searchIndexed` from sign-up. Safe to run twice at once (puts of the
 * same entries), and a title changed meanwhile has put its own entries.
 */
export async function indexExisting(userId: string, kinds: readonly Existing[]): Promise<void> {
  const items = (await Promise.all(kinds.map((read) => read(userId)))).flat();
  await addTitles(items);
  await db().entities.userStats.update({ userId }).set({ searchIndexed: true }).go({ response: 'none' });
}

/** Whether the user's items are all in the index (set at sign-up, or after indexExisting). */
export async function isIndexed(userId: string): Promise<boolean> {
  const { data } = await db()
    .entities.userStats.get({ userId })
    .go({ attributes: ['searchIndexed'] });
  return data?.searchIndexed === true;
}

/** The index's view of each kind's item. */
export const titled = {
  project: (p: { userId: string; projectId: string; title: string }): Titled => ({ kind: 'project', userId: p.userId, itemId: p.projectId, title: p.title }),
  task: (t: { userId: string; projectId: string; taskId: string; title: string }): Titled => ({
    kind: 'task',
    userId: t.userId,
    itemId: t.taskId,
    parentId: t.projectId,
    title: t.title,
  }),
  post: (p: { userId: string; postId: string; title: string }): Titled => ({ kind: 'post', userId: p.userId, itemId: p.postId, title: p.title }),
  content: (c: { userId: string; itemId: string; createdAt: string; title: string }): Titled => ({
    kind: 'content',
    userId: c.userId,
    itemId: c.itemId,
    parentId: c.createdAt,
    title: c.title,
  }),
};

/** An item renamed from `previous` (prune after the write). */
export const renamed = (item: Titled, previous: string): Retitled => ({ ...item, previous });
/** An item removed (prune all its slices after the delete). */
export const removed = ({ title, ...item }: Titled): Retitled => ({ ...item, previous: title });
