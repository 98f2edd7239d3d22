// Content drafts: list, read and edit the items Approve & Publish created.
import { ContentItem, ContentItemList, type UpdateContentItem } from '#contracts/content';
import { apiFetch } from './client.ts';

export async function listContentItems(signal?: AbortSignal): Promise<ContentItem[]> {
  return (await apiFetch('/content-items', { schema: ContentItemList, signal })).items;
}

export function getContentItem(itemId: string, signal?: AbortSignal): Promise<ContentItem> {
  return apiFetch(`/content-items/${encodeURIComponent(itemId)}`, { schema: ContentItem, signal });
}

export function updateContentItem(itemId: string, update: UpdateContentItem): Promise<ContentItem> {
  return apiFetch(`/content-items/${encodeURIComponent(itemId)}`, { method: 'PUT', body: update, schema: ContentItem });
}
