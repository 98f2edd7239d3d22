// Resources Vault (spec 02 §2.3, §3–§9 Resources): list (category, sort, search, bookmarked;
// featured first), admin uploads (presigned PUT, then HeadObject against what was signed),
// delete (both copies, the bookmarks, the stored object), downloads (presigned GET, the
// count ADDed atomically), previews and bookmarks. The dashboard's global search reads the
// overall list too. Data layout: functions/data/entities/resource.ts.
import { randomUUID } from 'node:crypto';
import { createConversions } from 'electrodb';
import { db } from '#data/service';
import { countQuery } from '#data/count';
import { isConditionFailed } from '#data/conditions';
import { transactWrite } from '#data/transact';
import { Forbidden, Invalid, NotFound } from '#lib/errors';
import { config } from '#lib/config';
import { firstMatches } from '#data/paging';
import { deleteObject, headObject, presignGet, presignPut } from '#lib/storage';
import { hasRole } from './roles.ts';
import {
  ALL_LIST_KEY,
  RESOURCE_SCOPES,
  downloadsKeyOf,
  featuredRankOf,
  type ResourceCategory,
  type ResourceItem,
  type ResourceScope,
} from '#data/entities/resource';
import {
  ALLOWED_FILE_TYPES,
  PREVIEWABLE_TYPES,
  RESOURCE_MESSAGES,
  RESOURCE_PAGE_SIZE,
  UPLOAD_ID_PATTERN,
  extensionOf,
  type AllowedExtension,
  type ResourcePage,
  type ResourceSort,
  type ResourceView,
  type StartUploadResponse,
} from '#contracts/resources';

/** Content types of the extensions the starter library adds to the upload list (Markdown). */
const EXTRA_TYPES: Record<string, string> = { md: 'text/markdown' };
export const contentTypeOf = (fileType: string): string =>
  (ALLOWED_FILE_TYPES as Record<string, string>)[fileType] ?? EXTRA_TYPES[fileType] ?? 'application/octet-stream';

/** Upload tickets live a day (the presigned PUT itself 5 minutes). */
const UPLOAD_TTL_SECONDS = 24 * 60 * 60;

function bucket(): string {
  const name = config().RESOURCES_BUCKET;
  if (!name) throw new Error('RESOURCES_BUCKET is not set');
  return name;
}

export async function isAdmin(userId: string): Promise<boolean> {
  return hasRole(userId, 'admin');
}

async function requireAdmin(userId: string): Promise<void> {
  if (!(await isAdmin(userId))) throw new Forbidden(RESOURCE_MESSAGES.notAdmin);
}

/** Lower-cased title, description and tags: what the vault's search looks in. */
export const searchTextOf = (r: { title: string; description?: string | null | undefined; tags?: readonly string[] | null | undefined }): string =>
  [r.title, r.description ?? '', ...(r.tags ?? [])].join('\n').toLowerCase();

export interface NewResource {
  title: string;
  description?: string | null | undefined;
  fileUrl?: string | undefined;
  fileKey?: string | undefined;
  fileName?: string | undefined;
  fileSize?: number | undefined;
  fileType?: string | undefined;
  contentType?: string | undefined;
  category?: ResourceCategory | undefined;
  tags?: string[] | null | undefined;
  isFeatured?: boolean | undefined;
  /** A fixed id (the starter library); a new UUID otherwise. */
  resourceId?: string | undefined;
  createdAt?: string | undefined;
}

/** The two copies' create requests (scope item under its category, scope all under "all"). */
function copiesOf(uploadedBy: string, input: NewResource) {
  const title = input.title.trim();
  if (!title) throw new Invalid(RESOURCE_MESSAGES.missing);
  const category = input.category ?? 'strategy-planning';
  const isFeatured = input.isFeatured ?? false;
  const fileName = input.fileName ?? title;
  const fileType = input.fileType ?? extensionOf(fileName);
  const tags = input.tags && input.tags.length > 0 ? input.tags : undefined;
  const base = {
    resourceId: input.resourceId ?? randomUUID(),
    uploadedBy,
    title,
    searchText: searchTextOf({ title, description: input.description, tags }),
    description: input.description ?? undefined,
    fileKey: input.fileKey,
    fileUrl: input.fileUrl,
    fileName,
    fileSize: input.fileSize,
    fileType,
    contentType: input.contentType ?? contentTypeOf(fileType),
    category,
    tags,
    isFeatured,
    featuredRank: featuredRankOf(isFeatured) as '0' | '1',
    downloadCount: 0,
    downloadsKey: downloadsKeyOf(0),
    createdAt: input.createdAt ?? new Date().toISOString(),
  };
  return RESOURCE_SCOPES.map((scope) => ({ ...base, scope, listKey: scope === 'all' ? ALL_LIST_KEY : category }));
}

/** Writes a resource (both copies, in one transaction). Fails when the id exists. */
export async function create(uploadedBy: string, input: NewResource): Promise<ResourceItem> {
  const [item, all] = copiesOf(uploadedBy, input);
  const resource = db().entities.resource;
  await transactWrite({ item: { Put: resource.create(item!).params() }, all: { Put: resource.create(all!).params() } });
  const { data } = await resource.get({ resourceId: item!.resourceId, scope: 'item' }).go({ consistent: true });
  if (!data) throw new Error('The resource was not written');
  return data;
}

/** Writes a resource with a fixed id unless it exists (the starter library): true when written. */
export async function createOnce(uploadedBy: string, input: NewResource & { resourceId: string }): Promise<boolean> {
  try {
    await create(uploadedBy, input);
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Up to `limit` resources whose title contains `needle` (lower-cased), newest first: the global search. */
export async function search(needle: string, limit: number) {
  const query = db()
    .entities.resource.query.recent({ listKey: ALL_LIST_KEY })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches(
    (cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['resourceId', 'title', 'fileUrl', 'createdAt'] }),
    Number.MAX_SAFE_INTEGER,
  );
  // The index puts featured first: the global search wants newest first.
  data.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return data.slice(0, limit).map((r) => ({ resourceId: r.resourceId, title: r.title, fileUrl: r.fileUrl ?? null }));
}

function viewOf(r: ResourceItem, bookmarked: boolean): ResourceView {
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
async function bookmarkedAmong(userId: string, resourceIds: string[]): Promise<Set<string>> {
  if (resourceIds.length === 0) return new Set();
  const { data, unprocessed } = await db()
    .entities.resourceBookmark.get(resourceIds.map((resourceId) => ({ userId, resourceId })))
    .go({ attributes: ['resourceId'] });
  if (unprocessed.length) throw new Error(`${unprocessed.length} bookmarks could not be read`);
  return new Set(data.map((b) => b.resourceId));
}

/** How many resources exist: COUNT on the overall list. */
export async function total(): Promise<number> {
  return countQuery(db().entities.resource.query.recent({ listKey: ALL_LIST_KEY }).params());
}

/** The main copies of these resources (BatchGet), in no particular order. */
async function itemsById(resourceIds: string[]): Promise<ResourceItem[]> {
  if (resourceIds.length === 0) return [];
  const { data, unprocessed } = await db()
    .entities.resource.get(resourceIds.map((resourceId) => ({ resourceId, scope: 'item' as const })))
    .go();
  if (unprocessed.length) throw new Error(`${unprocessed.length} resources could not be read`);
  return data;
}

/** Featured first, then the sort's own order (recent and featured: newest first; downloads: most first). */
function compareFor(sort: ResourceSort) {
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
async function indexPage(query: ListQuery, needle: string): Promise<{ items: ResourceItem[]; nextCursor: string | null }> {
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
async function bookmarkedPage(userId: string, query: ListQuery, needle: string): Promise<{ items: ResourceItem[]; nextCursor: string | null }> {
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

async function getItem(resourceId: string): Promise<ResourceItem> {
  const { data } = await db().entities.resource.get({ resourceId, scope: 'item' }).go();
  if (!data) throw new NotFound(RESOURCE_MESSAGES.notFound);
  return data;
}

/** A presigned PUT for an admin's upload, bound to the type and exact size; the ticket remembers both. */
export async function startUpload(userId: string, body: { fileName: string; contentType: string; size: number }): Promise<StartUploadResponse> {
  await requireAdmin(userId);
  if (!body.fileName) throw new Invalid(RESOURCE_MESSAGES.missing);
  const ext = extensionOf(body.fileName) as AllowedExtension;
  const contentType = ALLOWED_FILE_TYPES[ext];
  if (!contentType) throw new Invalid(RESOURCE_MESSAGES.badType);
  if (contentType !== body.contentType) throw new Invalid(RESOURCE_MESSAGES.typeMismatch);
  const uploadId = `${Date.now()}-${randomUUID()}.${ext}`;
  await db()
    .entities.resourceUpload.create({
      uploadId,
      uploadedBy: userId,
      fileName: body.fileName,
      contentType,
      size: body.size,
      expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
    })
    .go();
  const { uploadUrl, headers } = await presignPut(bucket(), `uploads/${uploadId}`, contentType, body.size);
  return { uploadId, uploadUrl, headers };
}

export interface CreateFromUpload {
  uploadId: string;
  title: string;
  description: string | null;
  category: ResourceCategory;
  tags: string[] | null;
  isFeatured: boolean;
}

/** Writes the resource once the stored object exists with the signed type and size. */
export async function createFromUpload(userId: string, body: CreateFromUpload): Promise<{ resource: ResourceView }> {
  await requireAdmin(userId);
  if (!body.title || !body.uploadId) throw new Invalid(RESOURCE_MESSAGES.missing);
  if (!UPLOAD_ID_PATTERN.test(body.uploadId)) throw new Invalid(RESOURCE_MESSAGES.uploadMissing);
  const { data: ticket } = await db().entities.resourceUpload.get({ uploadId: body.uploadId }).go();
  if (!ticket || ticket.uploadedBy !== userId) throw new Invalid(RESOURCE_MESSAGES.uploadMissing);
  const key = `uploads/${body.uploadId}`;
  const head = await headObject(bucket(), key);
  if (!head) throw new Invalid(RESOURCE_MESSAGES.uploadMissing);
  const storedType = head.contentType?.split(';')[0]?.trim().toLowerCase();
  if (storedType !== ticket.contentType || head.contentLength !== ticket.size) {
    await deleteObject(bucket(), key);
    throw new Invalid(RESOURCE_MESSAGES.uploadMismatch);
  }
  try {
    const item = await create(userId, {
      resourceId: body.uploadId.slice(14, 50),
      title: body.title,
      description: body.description,
      fileKey: key,
      fileName: ticket.fileName,
      fileSize: ticket.size,
      fileType: extensionOf(ticket.fileName),
      contentType: ticket.contentType,
      category: body.category,
      tags: body.tags,
      isFeatured: body.isFeatured,
    });
    await db().entities.resourceUpload.delete({ uploadId: body.uploadId }).go();
    return { resource: viewOf(item, false) };
  } catch (error) {
    // The same upload created twice (a retried request): answer the resource it made.
    if (isConditionFailed(error)) return { resource: viewOf(await getItem(body.uploadId.slice(14, 50)), false) };
    throw error;
  }
}

/** Deletes the resource: both copies and every bookmark of it (batched), then the stored object. */
export async function remove(userId: string, resourceId: string): Promise<void> {
  await requireAdmin(userId);
  const item = await getItem(resourceId);
  const { data: marks } = await db()
    .entities.resourceBookmark.query.byResource({ resourceId })
    .go({ pages: 'all', attributes: ['userId', 'resourceId'] });
  if (marks.length > 0) {
    const { unprocessed } = await db()
      .entities.resourceBookmark.delete(marks.map((m) => ({ userId: m.userId, resourceId })))
      .go();
    if (unprocessed.length) throw new Error(`${unprocessed.length} bookmarks could not be deleted`);
  }
  const { unprocessed } = await db()
    .entities.resource.delete(RESOURCE_SCOPES.map((scope) => ({ resourceId, scope })))
    .go();
  if (unprocessed.length) throw new Error('The resource could not be deleted');
  if (item.fileKey) await deleteObject(bucket(), item.fileKey);
}

/** ADD 1 to one copy's count, then move its downloads index key to the count it returned, unless a later download already did. */
async function countDownload(resourceId: string, scope: ResourceScope): Promise<number | null> {
  const resource = db().entities.resource;
  let after: ResourceItem;
  try {
    const { data } = await resource
      .update({ resourceId, scope })
      .add({ downloadCount: 1 })
      .where(({ resourceId: id }, { exists }) => exists(id))
      .go({ response: 'all_new' });
    after = data as ResourceItem;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
  const count = after.downloadCount;
  try {
    await resource
      .patch({ resourceId, scope })
      .set({ downloadsKey: downloadsKeyOf(count) })
      .composite({ featuredRank: after.featuredRank, createdAt: after.createdAt })
      .where(({ downloadCount }, { eq }) => eq(downloadCount, count))
      .go({ response: 'none' });
  } catch (error) {
    // A later download changed the count: that one sets the key.
    if (!isConditionFailed(error)) throw error;
  }
  return count;
}

/** A short-lived download link; counts the download on both copies (atomic ADD). */
export async function download(resourceId: string): Promise<{ url: string }> {
  const item = await getItem(resourceId);
  const [counted] = await Promise.all([countDownload(resourceId, 'item'), countDownload(resourceId, 'all')]);
  if (counted === null) throw new NotFound(RESOURCE_MESSAGES.notFound);
  if (item.fileKey)
    return {
      url: await presignGet(bucket(), item.fileKey, { fileName: item.fileName ?? item.title, disposition: 'attachment', contentType: item.contentType }),
    };
  if (item.fileUrl) return { url: item.fileUrl };
  throw new NotFound(RESOURCE_MESSAGES.notFound);
}

/** A short-lived inline link for text, Markdown and PDF files (not counted as a download). */
export async function preview(resourceId: string): Promise<{ url: string; contentType: string }> {
  const item = await getItem(resourceId);
  const view = viewOf(item, false);
  if (!view.canPreview || !item.fileKey) throw new Invalid(RESOURCE_MESSAGES.noPreview);
  // Markdown and text open as plain text (never rendered as HTML by the browser).
  const contentType = view.fileType === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8';
  return { url: await presignGet(bucket(), item.fileKey, { fileName: view.fileName, disposition: 'inline', contentType }), contentType };
}

/** Adds the bookmark, or removes it when the caller has it. */
export async function toggleBookmark(userId: string, resourceId: string): Promise<{ bookmarked: boolean }> {
  await getItem(resourceId);
  const bookmarks = db().entities.resourceBookmark;
  try {
    await bookmarks.create({ userId, resourceId }).go({ response: 'none' });
    return { bookmarked: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  await bookmarks.delete({ userId, resourceId }).go({ response: 'none' });
  return { bookmarked: false };
}
