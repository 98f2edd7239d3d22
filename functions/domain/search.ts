// Global search: the five groups queried in parallel. The caller's projects, tasks, posts and
// drafts come from the title index (search-index.ts): one begins_with Query per group over
// the slices that start with the term, the candidates read back in one BatchGet to check
// them and to show each item as it is now. Resources are everyone's and few: their
// partition is read with a contains filter. The term is an expression attribute value, so
// %, _, quotes, regex characters and emoji are plain text.
//
// SEARCH_BACKEND=partitions reads each group's partition with a contains filter instead
// (the design before the index; no index reads, slower as a user's items grow).
import { SEARCH_RESULTS_PER_GROUP, cleanSearchTerm, type SearchResults } from '#contracts/search';
import { db } from '#data/service';
import { config } from '#lib/config';
import { Invalid } from '#lib/errors';
import { busy, untilProcessed } from '#lib/retry';
import * as Content from './content.ts';
import * as Posts from './posts.ts';
import * as Projects from './projects.ts';
import * as Resources from './resources.ts';
import * as Tasks from './tasks.ts';
import { candidateKey, indexExisting, isIndexed, lookup, type Candidate, type Existing, type ReadBack } from './search-index.ts';

type Results = Required<SearchResults>;

export async function search(userId: string, term: string): Promise<SearchResults> {
  const needle = cleanSearchTerm(term).toLowerCase();
  if (!needle) throw new Invalid('Enter a search term.');
  const limit = SEARCH_RESULTS_PER_GROUP;
  if (config().SEARCH_BACKEND === 'partitions') {
    const [projects, tasks, resources, posts, content] = await Promise.all([
      Projects.searchOwn(userId, needle, limit),
      Tasks.searchOwn(userId, needle, limit),
      Resources.search(needle, limit),
      Posts.searchOwn(userId, needle, limit),
      Content.searchOwn(userId, needle, limit),
    ]);
    return { projects, tasks, resources, posts, content };
  }
  const own = () =>
    Promise.all([
      lookup(userId, 'project', needle, limit, projectsBack(userId)),
      lookup(userId, 'task', needle, limit, tasksBack(userId)),
      lookup(userId, 'post', needle, limit, postsBack(userId)),
      lookup(userId, 'content', needle, limit, contentBack(userId)),
    ]);
  const [indexed, resources, found] = await Promise.all([isIndexed(userId), Resources.search(needle, limit), own()]);
  // Items written before the index existed: indexed once, on the user's first search.
  const [projects, tasks, posts, content] = indexed ? found : await indexExisting(userId, EXISTING).then(own);
  return { projects, tasks, resources, posts, content } satisfies Results;
}

const readFailed = busy('Search results');

/** A BatchGet of the candidates' items, kept when `owned` holds; by candidateKey. */
async function readBack<K extends object, D, T>(
  keys: K[],
  get: (keys: K[]) => Promise<{ data: D[]; unprocessed: readonly unknown[] }>,
  shape: (item: D) => { itemId: string; parentId: string; owned: boolean; title: string; view: T },
): Promise<Map<string, { view: T; titleLower: string }>> {
  if (keys.length === 0) return new Map();
  const items = await untilProcessed(keys, get, readFailed);
  const found = new Map<string, { view: T; titleLower: string }>();
  for (const item of items.map(shape)) if (item.owned) found.set(candidateKey(item), { view: item.view, titleLower: item.title.toLowerCase() });
  return found;
}

type View<K extends keyof Results> = Results[K][number];

const projectsBack =
  (userId: string): ReadBack<View<'projects'>> =>
  (candidates) =>
    readBack(
      candidates.map((c) => ({ projectId: c.itemId })),
      (keys) =>
        db()
          .entities.project.get(keys)
          .go({ attributes: ['projectId', 'userId', 'title', 'status'] }),
      (p) => ({
        itemId: p.projectId,
        parentId: '',
        owned: p.userId === userId,
        title: p.title,
        view: { projectId: p.projectId, title: p.title, status: p.status },
      }),
    );

const tasksBack =
  (userId: string): ReadBack<View<'tasks'>> =>
  (candidates) =>
    readBack(
      withParents(candidates).map((c) => ({ projectId: c.parentId, taskId: c.itemId })),
      (keys) =>
        db()
          .entities.task.get(keys)
          .go({ attributes: ['projectId', 'taskId', 'userId', 'title', 'status'] }),
      (t) => ({
        itemId: t.taskId,
        parentId: t.projectId,
        owned: t.userId === userId,
        title: t.title,
        view: { taskId: t.taskId, projectId: t.projectId, title: t.title, status: t.status },
      }),
    );

const postsBack =
  (userId: string): ReadBack<View<'posts'>> =>
  (candidates) =>
    readBack(
      candidates.map((c) => ({ postId: c.itemId })),
      (keys) =>
        db()
          .entities.post.get(keys)
          .go({ attributes: ['postId', 'userId', 'title'] }),
      (p) => ({ itemId: p.postId, parentId: '', owned: p.userId === userId, title: p.title, view: { postId: p.postId, title: p.title } }),
    );

const contentBack =
  (userId: string): ReadBack<View<'content'>> =>
  (candidates) =>
    readBack(
      withParents(candidates).map((c) => ({ userId, createdAt: c.parentId, itemId: c.itemId })),
      (keys) =>
        db()
          .entities.contentItem.get(keys)
          .go({ attributes: ['itemId', 'userId', 'createdAt', 'title', 'type'] }),
      (item) => ({
        itemId: item.itemId,
        parentId: item.createdAt,
        owned: item.userId === userId,
        title: item.title,
        view: { itemId: item.itemId, title: item.title, type: item.type },
      }),
    );

/** Candidates whose entry names the rest of the item's key (every task and draft entry does). */
const withParents = (candidates: Candidate[]) => candidates.filter((c) => c.parentId !== '');

/** Every partition read once, with only the attributes the index needs. */
async function all<T>(read: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: T[]; cursor: string | null } = await read(cursor);
    items.push(...page.data);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

const EXISTING: readonly Existing[] = [
  async (userId) =>
    (
      await all((cursor) =>
        db()
          .entities.project.query.byOwner({ userId })
          .go({ cursor, attributes: ['projectId', 'title'] }),
      )
    ).map((p) => ({
      kind: 'project' as const,
      userId,
      itemId: p.projectId,
      title: p.title,
    })),
  async (userId) =>
    (
      await all((cursor) =>
        db()
          .entities.task.query.byOwner({ userId })
          .go({ cursor, attributes: ['projectId', 'taskId', 'title'] }),
      )
    ).map((t) => ({
      kind: 'task' as const,
      userId,
      itemId: t.taskId,
      parentId: t.projectId,
      title: t.title,
    })),
  async (userId) =>
    (
      await all((cursor) =>
        db()
          .entities.post.query.byAuthor({ userId })
          .go({ cursor, attributes: ['postId', 'title'] }),
      )
    ).map((p) => ({
      kind: 'post' as const,
      userId,
      itemId: p.postId,
      title: p.title,
    })),
  async (userId) =>
    (
      await all((cursor) =>
        db()
          .entities.contentItem.query.byUser({ userId })
          .go({ cursor, attributes: ['itemId', 'createdAt', 'title'] }),
      )
    ).map((c) => ({
      kind: 'content' as const,
      userId,
      itemId: c.itemId,
      parentId: c.createdAt,
      title: c.title,
    })),
];
