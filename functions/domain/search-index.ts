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
import { db } from '#data/service';
import { Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { busy, untilProcessed } from '#lib/retry';
import { config } from '#lib/config';
import { dynamo } from '#lib/clients';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';

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

/**
 * The least string above every string that begins with `prefix`: its last character's
 * code point plus one. Undefined where that would leave the Basic Multilingual Plane (whose
 * UTF-16 order differs from code point order), or where the next code point is a surrogate.
 */
export function successorOf(prefix: string): string | undefined {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0);
  if (last === undefined || last >= 0xffff || (last >= 0xd7ff && last < 0xe000)) return undefined;
  return chars.join('') + String.fromCodePoint(last + 1);
}

type EntryKey = Pick<SearchEntryItem, 'userId' | 'kind' | 'slice' | 'itemId' | 'parentId'>;

const entryKey = (e: EntryKey) => [e.userId, e.kind, e.slice, e.itemId, e.parentId].join('\u0000');

const cannotIndex = (left: number) => new Unavailable(`Search could not be updated just now (${left} entries left), so nothing was saved. Please try again.`);

async function putEntries(entries: SearchEntryItem[]): Promise<void> {
  if (entries.length === 0) return;
  const byKey = new Map(entries.map((e) => [entryKey(e), e]));
  await untilProcessed(
    entries,
    async (left) => {
      const { unprocessed } = await db().entities.searchEntry.put(left).go({ concurrent: CONCURRENCY });
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
        const { unprocessed } = await db().entities.searchEntry.delete(left).go({ concurrent: CONCURRENCY });
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

/**
 * Entries read per Query of one kind's range: twice the results wanted first (a title rarely
 * holds a term twice), then 200, then 1 MB pages.
 */
const pageSize = (page: number, wanted: number) => [wanted * 2, 200][page];

/** A candidate as the index holds it. */
export type Candidate = Pick<SearchEntryItem, 'kind' | 'itemId' | 'parentId' | 'slice'>;

/** A candidate's item: its id and the rest of its key. */
export const candidateKey = (c: { itemId: string; parentId: string }) => `${c.parentId}/${c.itemId}`;

/** How one group's candidates are read back: every group's in one BatchGetItem. */
export interface Group<T> {
  kind: SearchKind;
  /** The item's table key (`{ pk, sk }`) for a candidate; undefined when the entry cannot name one. */
  keyOf(candidate: Candidate): Record<string, unknown> | undefined;
  /** Whether a raw item read back belongs to this group. */
  holds(raw: Record<string, unknown>): boolean;
  /** The item as the results show it, with its candidateKey and title; undefined when it is not the user's. */
  viewOf(raw: Record<string, unknown>): { key: string; title: string; view: T } | undefined;
}

type Views<G extends readonly Group<unknown>[]> = { [K in keyof G]: G[K] extends Group<infer T> ? T[] : never };

type CandidatePage = { data: Candidate[]; cursor: string | null };
type CandidateQuery = { go(options: { cursor: string | null; limit: number | undefined; attributes: readonly string[] }): Promise<CandidatePage> };

interface GroupState {
  group: Group<unknown>;
  /** This kind's range alone (gsi1), read once the shared range proved long. */
  own: CandidateQuery;
  seen: Set<string>;
  waiting: Candidate[];
  found: unknown[];
  /** Whether every candidate of this kind has been read. */
  complete: boolean;
  cursor: string | null;
  page: number;
}

/**
 * Up to `limit` of the user's items per group whose title contains `needle` (lower-cased,
 * trimmed). The user's entries of every kind share one partition ordered by slice, so the
 * slices that begin with the term are one range: a first page of it answers a term that
 * matches nothing or little, in one request. When the range goes on (a common term), a kind
 * still short of candidates reads its own range from gsi1, where another kind's entries do
 * not come first. The candidates still needed are then checked against their items in one
 * BatchGetItem for all groups; the rare stale entry costs another round.
 */
export async function lookup<G extends readonly Group<unknown>[]>(userId: string, needle: string, limit: number, groups: G): Promise<Views<G>> {
  const prefix = prefixOf(needle);
  const next = successorOf(prefix);
  // The same items as begins_with; DynamoDB Local answers a range from its sorted keys, but
  // walks the partition for begins_with (30 ms for a miss in 40,000 entries, against 6 ms).
  // A term longer than a slice: the slice narrows the candidates, the whole title decides.
  const { searchEntry } = db().entities;
  const sharedRange = () => {
    const q = searchEntry.query.bySlice({ userId });
    const r = next === undefined ? q.begins({ slice: prefix }) : q.between({ slice: prefix }, { slice: next });
    return needle === prefix ? r : r.where(({ titleLower }, { contains }) => contains(titleLower, needle));
  };
  const kindRange = (kind: SearchKind) => {
    const q = searchEntry.query.byKind({ userId, kind });
    const r = next === undefined ? q.begins({ slice: prefix }) : q.between({ slice: prefix }, { slice: next });
    return needle === prefix ? r : r.where(({ titleLower }, { contains }) => contains(titleLower, needle));
  };
  const states: GroupState[] = groups.map((group) => ({
    group,
    own: kindRange(group.kind) as unknown as CandidateQuery,
    seen: new Set(),
    waiting: [],
    found: [],
    complete: false,
    cursor: null,
    page: 0,
  }));
  const add = (s: GroupState, c: Candidate) => {
    if (!s.seen.has(candidateKey(c)) && s.seen.add(candidateKey(c))) s.waiting.push(c);
  };
  const byKind = new Map(states.map((s) => [s.group.kind, s]));
  const needs = (s: GroupState) => Math.max(0, limit - s.found.length);
  const wantsMore = (s: GroupState) => !s.complete && s.waiting.length < needs(s);
  const shared = await sharedRange().go({ cursor: null, limit: limit * groups.length, attributes: ['kind', 'itemId', 'parentId', 'slice'] });
  for (const c of shared.data) {
    const s = byKind.get(c.kind);
    if (s) add(s, c);
  }
  // The whole range in one page: every kind's candidates are in hand.
  if (shared.cursor === null) for (const s of states) s.complete = true;
  const stale: EntryKey[] = [];
  for (;;) {
    // Read until every group holds the candidates it still needs or has read its whole range
    // (a filtered page — a term longer than a slice — may hold none and still go on).
    for (let reading = states.filter(wantsMore); reading.length > 0; reading = states.filter(wantsMore)) {
      await Promise.all(
        reading.map(async (s) => {
          const page = await s.own.go({ cursor: s.cursor, limit: pageSize(s.page, limit), attributes: ['kind', 'itemId', 'parentId', 'slice'] });
          s.cursor = page.cursor;
          s.page += 1;
          s.complete = page.cursor === null;
          for (const c of page.data) add(s, c);
        }),
      );
    }
    const checking = states.map((s) => s.waiting.splice(0, needs(s)));
    if (checking.every((c) => c.length === 0)) break;
    const items = await readItems(states.flatMap((s, i) => checking[i]!.map((c) => s.group.keyOf(c)).filter((k) => k !== undefined)));
    states.forEach((s, i) => {
      const views = new Map(
        items
          .filter((raw) => s.group.holds(raw))
          .flatMap((raw) => s.group.viewOf(raw) ?? [])
          .map((v) => [v.key, v]),
      );
      for (const candidate of checking[i]!) {
        const item = views.get(candidateKey(candidate));
        const titleLower = item?.title.toLowerCase();
        if (item && titleLower?.includes(needle)) s.found.push(item.view);
        else if (!titleLower?.includes(candidate.slice)) stale.push({ userId, ...candidate });
      }
    });
  }
  await deleteEntries(stale);
  return states.map((s) => s.found.slice(0, limit)) as Views<G>;
}

const readFailed = busy('Search results');

/**
 * What a result is checked and shown with: the ids of every kind's key, its owner, title,
 * status and type, and ElectroDB's entity and version markers (for `parse`). Drafts' bodies and
 * tasks' descriptions stay in the table.
 */
const SHOWN = ['__edb_e__', '__edb_v__', 'userId', 'title', 'status', 'type', 'projectId', 'taskId', 'postId', 'itemId', 'createdAt'];
const PROJECTION = {
  ProjectionExpression: SHOWN.map((_, i) => `#a${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(SHOWN.map((name, i) => [`#a${i}`, name])),
};

/** One BatchGetItem (100 keys a request) of the shown attributes of raw items, keys handed back sent again. */
async function readItems(keys: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  if (keys.length === 0) return [];
  const table = config().TABLE_NAME;
  const read: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    read.push(
      ...(await untilProcessed(
        keys.slice(i, i + 100),
        async (left) => {
          const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: left, ...PROJECTION } } }));
          return { data: out.Responses?.[table] ?? [], unprocessed: out.UnprocessedKeys?.[table]?.Keys ?? [] };
        },
        readFailed,
      )),
    );
  }
  return read;
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

/** Accounts known to be indexed: the flag never goes back, so a warm function reads it once per user. */
const knownIndexed = new Set<string>();

/** Whether the user's items are all in the index (set at sign-up, or after indexExisting). */
export async function isIndexed(userId: string): Promise<boolean> {
  if (knownIndexed.has(userId)) return true;
  const { data } = await db()
    .entities.userStats.get({ userId })
    .go({ attributes: ['searchIndexed'] });
  if (data?.searchIndexed === true) knownIndexed.add(userId);
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
