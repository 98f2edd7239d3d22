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
import type { ContentItemItem } from '#data/entities/content-item';
import type { PostItem } from '#data/entities/post';
import type { ProjectItem } from '#data/entities/project';
import type { TaskItem } from '#data/entities/task';
import { db } from '#data/service';
import { config } from '#lib/config';
import { Invalid } from '#lib/errors';
import * as Content from './content.ts';
import * as Posts from './posts.ts';
import * as Projects from './projects.ts';
import * as Resources from './resources.ts';
import * as Tasks from './tasks.ts';
import { candidateKey, indexExisting, isIndexed, lookup, titled, type Candidate, type Existing, type Group } from './search-index.ts';

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
  const own = () => lookup(userId, needle, limit, groupsOf(userId));
  const [indexed, resources, found] = await Promise.all([isIndexed(userId), Resources.search(needle, limit), own()]);
  // Items written before the index existed: indexed once, on the user's first search.
  const [projects, tasks, posts, content] = indexed ? found : await indexExisting(userId, EXISTING).then(own);
  return { projects, tasks, resources, posts, content } satisfies Results;
}

type View<K extends keyof Results> = Results[K][number];

/** A group of the caller's own items: how a candidate names its item, and how the item shows. */
function group<T, I extends { userId: string; title: string }>(
  kind: Group<T>['kind'],
  entityName: string,
  userId: string,
  keyOf: (c: Candidate) => Record<string, unknown> | undefined,
  parse: (raw: Record<string, unknown>) => I | null,
  shape: (item: I) => { itemId: string; parentId: string; view: T },
): Group<T> {
  return {
    kind,
    keyOf,
    holds: (raw) => raw.__edb_e__ === entityName,
    viewOf: (raw) => {
      const item = parse(raw);
      if (!item || item.userId !== userId) return undefined;
      const { itemId, parentId, view } = shape(item);
      return { key: candidateKey({ itemId, parentId }), title: item.title, view };
    },
  };
}

const groupsOf = (userId: string) => {
  const { project, task, post, contentItem } = db().entities;
  return [
    group<View<'projects'>, ProjectItem>(
      'project',
      'project',
      userId,
      (c) => project.get({ projectId: c.itemId }).params().Key,
      (raw) => project.parse({ Item: raw }).data,
      (p) => ({ itemId: p.projectId, parentId: '', view: { projectId: p.projectId, title: p.title, status: p.status } }),
    ),
    group<View<'tasks'>, TaskItem>(
      'task',
      'task',
      userId,
      (c) => (c.parentId ? task.get({ projectId: c.parentId, taskId: c.itemId }).params().Key : undefined),
      (raw) => task.parse({ Item: raw }).data,
      (t) => ({ itemId: t.taskId, parentId: t.projectId, view: { taskId: t.taskId, projectId: t.projectId, title: t.title, status: t.status } }),
    ),
    group<View<'posts'>, PostItem>(
      'post',
      'post',
      userId,
      (c) => post.get({ postId: c.itemId }).params().Key,
      (raw) => post.parse({ Item: raw }).data,
      (p) => ({ itemId: p.postId, parentId: '', view: { postId: p.postId, title: p.title } }),
    ),
    group<View<'content'>, ContentItemItem>(
      'content',
      'contentItem',
      userId,
      (c) => (c.parentId ? contentItem.get({ userId, createdAt: c.parentId, itemId: c.itemId }).params().Key : undefined),
      (raw) => contentItem.parse({ Item: raw }).data,
      (item) => ({ itemId: item.itemId, parentId: item.createdAt, view: { itemId: item.itemId, title: item.title, type: item.type } }),
    ),
  ] as const;
};

/** The user's items of each kind as their partitions hold them, every page, with only what the index needs. */
const EXISTING: readonly Existing[] = [
  async (userId) =>
    (
      await db()
        .entities.project.query.byOwner({ userId })
        .go({ pages: 'all', attributes: ['projectId', 'userId', 'title'] })
    ).data.map(titled.project),
  async (userId) =>
    (
      await db()
        .entities.task.query.byOwner({ userId })
        .go({ pages: 'all', attributes: ['projectId', 'taskId', 'userId', 'title'] })
    ).data.map(titled.task),
  async (userId) =>
    (
      await db()
        .entities.post.query.byAuthor({ userId })
        .go({ pages: 'all', attributes: ['postId', 'userId', 'title'] })
    ).data.map(titled.post),
  async (userId) =>
    (
      await db()
        .entities.contentItem.query.byUser({ userId })
        .go({ pages: 'all', attributes: ['itemId', 'userId', 'createdAt', 'title'] })
    ).data.map(titled.content),
];
