// Resources Vault: the verbs the dashboard needs now (create, search everyone's); the
// resources issue adds uploads, categories, bookmarks and downloads.
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { Invalid } from '#lib/errors';
import { firstMatches } from '#data/paging';
import type { ResourceCategory, ResourceItem } from '#data/entities/resource';

export interface NewResource {
  title: string;
  description?: string | undefined;
  fileUrl?: string | undefined;
  fileName?: string | undefined;
  fileSize?: number | undefined;
  fileType?: string | undefined;
  category?: ResourceCategory | undefined;
  tags?: string[] | undefined;
  isFeatured?: boolean | undefined;
}

export async function create(uploadedBy: string, input: NewResource): Promise<ResourceItem> {
  const title = input.title.trim();
  if (!title) throw new Invalid('A resource needs a title.');
  const { data } = await db()
    .entities.resource.create({
      resourceId: randomUUID(),
      uploadedBy,
      title,
      description: input.description,
      fileUrl: input.fileUrl,
      fileName: input.fileName,
      fileSize: input.fileSize,
      fileType: input.fileType,
      category: input.category ?? 'strategy-planning',
      tags: input.tags,
      isFeatured: input.isFeatured ?? false,
    })
    .go();
  return data;
}

/** Up to `limit` resources (anyone's) whose title contains `needle` (lower-cased), newest first. */
export async function search(needle: string, limit: number) {
  const query = db()
    .entities.resource.query.all({})
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches((cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['resourceId', 'title', 'fileUrl'] }), limit);
  return data.map((r) => ({ resourceId: r.resourceId, title: r.title, fileUrl: r.fileUrl ?? null }));
}
