// Resources Vault: content types, admins, and adding resources (both copies) and searching them.
import { ALLOWED_FILE_TYPES, RESOURCE_MESSAGES, extensionOf } from '#contracts/resources';
import { isConditionFailed } from '#data/conditions';
import { ALL_LIST_KEY, RESOURCE_SCOPES, downloadsKeyOf, featuredRankOf, type ResourceCategory, type ResourceItem } from '#data/entities/resource';
import { db } from '#data/service';
import { transactWrite } from '#data/transact';
import { config } from '#lib/config';
import { Forbidden, Invalid } from '#lib/errors';
import { randomUUID } from 'node:crypto';
import { hasRole } from '../roles.ts';

/** Content types of the extensions the starter library adds to the upload list (Markdown). */
export const EXTRA_TYPES: Record<string, string> = { md: 'text/markdown' };
export const contentTypeOf = (fileType: string): string =>
  (ALLOWED_FILE_TYPES as Record<string, string>)[fileType] ?? EXTRA_TYPES[fileType] ?? 'application/octet-stream';

/** Upload tickets live a day (the presigned PUT itself 5 minutes). */
export const UPLOAD_TTL_SECONDS = 24 * 60 * 60;

export function bucket(): string {
  const name = config().RESOURCES_BUCKET;
  if (!name) throw new Error('RESOURCES_BUCKET is not set');
  return name;
}

export async function isAdmin(userId: string): Promise<boolean> {
  return hasRole(userId, 'admin');
}

export async function requireAdmin(userId: string): Promise<void> {
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
export function copiesOf(uploadedBy: string, input: NewResource) {
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

/**
 * Up to `limit` resources whose title contains `needle` (lower-cased), newest first: the global
 * search. Every match is needed to find the newest, so the list's partition is read in 1 MB
 * pages (one request for a vault of a few thousand resources), not in growing small ones.
 */
export async function search(needle: string, limit: number) {
  const { data } = await db()
    .entities.resource.query.recent({ listKey: ALL_LIST_KEY })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle))
    .go({ order: 'desc', pages: 'all', attributes: ['resourceId', 'title', 'fileUrl', 'createdAt'] });
  // The index puts featured first: the global search wants newest first.
  data.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  return data.slice(0, limit).map((r) => ({ resourceId: r.resourceId, title: r.title, fileUrl: r.fileUrl ?? null }));
}
