// Content drafts: list, read and edit the caller's own items.
import { db } from '#data/service';
import type { ContentItemItem } from '#data/entities/content-item';
import { NotFound } from '#lib/errors';
import type { ContentItem, UpdateContentItem } from '#contracts/content';

export function toContentItem(item: ContentItemItem): ContentItem {
  return {
    id: item.itemId,
    type: item.type,
    title: item.title,
    body: item.body,
    status: item.status,
    runId: item.runId ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export async function list(userId: string, limit = 100): Promise<ContentItem[]> {
  const { data } = await db().entities.contentItem.query.byUser({ userId }).go({ order: 'desc', limit });
  return data.map(toContentItem);
}

async function find(userId: string, itemId: string): Promise<ContentItemItem> {
  const { data } = await db().entities.contentItem.query.byId({ userId, itemId }).go({ limit: 1 });
  const item = data[0];
  if (!item) throw new NotFound('Content not found.');
  return item;
}

export async function get(userId: string, itemId: string): Promise<ContentItem> {
  return toContentItem(await find(userId, itemId));
}

export async function update(userId: string, itemId: string, changes: UpdateContentItem): Promise<ContentItem> {
  const item = await find(userId, itemId);
  const { data } = await db()
    .entities.contentItem.patch({ userId, createdAt: item.createdAt, itemId })
    .set({ title: changes.title, body: changes.body })
    .go({ response: 'all_new' });
  return toContentItem(data as ContentItemItem);
}
