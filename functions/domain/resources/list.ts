// Resources Vault: the list (category, sort, search, bookmarked; featured first) and a resource as shown.
import {
  PREVIEWABLE_TYPES,
  RESOURCE_MESSAGES,
  RESOURCE_PAGE_SIZE,
  extensionOf,
  type ResourcePage,
  type ResourceSort,
  type ResourceView,
} from '#contracts/resources';
import { countQuery } from '#data/count';
import { ALL_LIST_KEY, type ResourceCategory, type ResourceItem } from '#data/entities/resource';
import { db } from '#data/service';
import { Invalid, NotFound } from '#lib/errors';
import { createConversions } from 'electrodb';
import { contentTypeOf, isAdmin, searchTextOf } from './catalogue.ts';
import { busy, untilProcessed } from '#lib/retry';

export function viewOf(r: ResourceItem, bookmarked: boolean): ResourceView {
  const fileType = (r.fileType ?? extensionOf(r.fileName ?? '')) || 'file';
  return {
    id: r.resourceId,
    title: r.title,
    description: r.description ?? null,
    fileName: r.fileName ?? r.title,
    fileSize: typeof r.fileSize === 'number' ? r.fileSize : null,
    fileType,
    contentType: r.contentType ?? contentTypeOf(fileType),
    category: r.category,
    tags: r.tags && r.tags.length > 0 ? r.tags : null,
    downloadCount: r.downloadCount ?? 0,
    isFeatured: r.isFeatured ?? false,
    bookmarked,
    createdAt: r.createdAt,
    canPreview: Boolean(r.fileKey) && (PREVIEWABLE_TYPES as readonly string[]).includes(fileType),
  };
}

/** The caller's bookmarks among these resources: one BatchGet of (caller × resource) keys. */
export async function bookmarkedAmong(userId: string, resourceIds: string[]): Promise<Set<string>> {
  if (resourceIds.length === 0) return new Set();
  const data = await untilProcessed(
    resourceIds.map((resourceId) => ({ userId, resourceId })),
    (left) =>
      db()
        .entities.resourceBookmark.get(left)
        .go({ attributes: ['resourceId'] }),
    busy('Your bookmarks'),
  );
  return new Set(data.map((b) => b.resourceId));
}

/** How many resources exist: COUNT on the overall list. */
export async function total(): Promise<number> {
  return countQuery(db().entities.resource.query.recent({ listKey: ALL_LIST_KEY }).params());
}

/** The main copies of these resources (BatchGet), in no particular order. */
export async function itemsById(resourceIds: string[]): Promise<ResourceItem[]> {
  if (resourceIds.length === 0) return [];
  return untilProcessed(
    resourceIds.map((resourceId) => ({ resourceId, scope: 'item' as const })),
    (left) => db().entities.resource.get(left).go(),
    busy('The resources'),
  );
}

/** Featured first, then the sort's own order (recent and featured: newest first; downloads: most first). */
export function compareFor(sort: ResourceSort) {
  return (a: ResourceItem, b: ResourceItem): number => {
    if (a.isFeatured !== b.isFeatured) return a.isFeatured ? -1 : 1;
    if (sort === 'downloads' && a.downloadCount !== b.downloadCount) return b.downloadCount - a.downloadCount;
    return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
  };
}

export interface ListQuery {
  q?: string | undefined;
  category?: ResourceCategory | undefined;
  sort: ResourceSort;
  bookmarked?: 'true' | 'false' | undefined;
  cursor?: string | undefined;
}

/** The vault's grid: one Query of the list's index (or the caller's bookmarks), then one BatchGet of bookmarks. */
export async function list(userId: string, query: ListQuery): Promise<ResourcePage> {
  const needle = query.q?.toLowerCase() ?? '';
  const [page, count, admin] = await Promise.all([
    query.bookmarked === 'true' ? bookmarkedPage(userId, query, needle) : indexPage(query, needle),
    total(),
    isAdmin(userId),
  ]);
  const marks =
    query.bookmarked === 'true'
      ? new Set(page.items.map((r) => r.resourceId))
      : await bookmarkedAmong(
          userId,
          page.items.map((r) => r.resourceId),
        );
  return { resources: page.items.map((r) => viewOf(r, marks.has(r.resourceId))), nextCursor: page.nextCursor, total: count, viewer: { isAdmin: admin } };
}

/** A page of the category's (or overall) index, featured first, filtered by the search. */
export async function indexPage(query: ListQuery, needle: string): Promise<{ items: ResourceItem[]; nextCursor: string | null }> {
  const resource = db().entities.resource;
  const accessPattern = query.sort === 'downloads' ? 'downloads' : 'recent';
  const listKey = query.category ?? ALL_LIST_KEY;
  const read = (cursor: string | null, limit: number) => {
    const base = accessPattern === 'downloads' ? resource.query.downloads({ listKey }) : resource.query.recent({ listKey });
    const filtered = needle ? base.where(({ searchText }, { contains }) => contains(searchText, needle)) : base;
    return filtered.go({ order: 'desc', cursor, limit });
  };
  let cursor: string | null = query.cursor ?? null;
  const found: ResourceItem[] = [];
  let evaluated = 0;
  try {
    do {
      // Without a search every item read is a match: ask for exactly the page.
      const limit = needle ? Math.max(50, RESOURCE_PAGE_SIZE) : RESOURCE_PAGE_SIZE - found.length;
      const result: { data: ResourceItem[]; cursor: string | null } = await read(cursor, limit);
      found.push(...result.data);
      cursor = result.cursor;
      evaluated += 1;
    } while (found.length < RESOURCE_PAGE_SIZE && cursor && evaluated < 40);
  } catch (error) {
    if ((error as { name?: string }).name === 'ElectroError' && query.cursor) throw new Invalid('This page link is not valid.');
    throw error;
  }
  if (found.length > RESOURCE_PAGE_SIZE) {
    // Read past the page (a search page): continue after the last item shown.
    const items = found.slice(0, RESOURCE_PAGE_SIZE);
    const last = items[items.length - 1]!;
    const next = createConversions(resource).byAccessPattern[accessPattern].fromComposite.toCursor(last);
    return { items, nextCursor: next };
  }
  return { items: found, nextCursor: cursor };
}

/**
 * The caller's bookmarked resources: their bookmarks (one Query, to the end: a user
 * bookmarks at most the curated library) → one BatchGet of the resources, then the
 * category and search filters and the sort, featured first. One page.
 */
export async function bookmarkedPage(userId: string, query: ListQuery, needle: string): Promise<{ items: ResourceItem[]; nextCursor: string | null }> {
  const { data: marks } = await db()
    .entities.resourceBookmark.query.byUser({ userId })
    .go({ pages: 'all', attributes: ['resourceId'] });
  const items = await itemsById(marks.map((m) => m.resourceId));
  const kept = items
    .filter((r) => !query.category || r.category === query.category)
    .filter((r) => !needle || (r.searchText ?? searchTextOf({ title: r.title, description: r.description, tags: r.tags })).includes(needle))
    .sort(compareFor(query.sort));
  return { items: kept, nextCursor: null };
}

export async function getItem(resourceId: string): Promise<ResourceItem> {
  const { data } = await db().entities.resource.get({ resourceId, scope: 'item' }).go();
  if (!data) throw new NotFound(RESOURCE_MESSAGES.notFound);
  return data;
}
