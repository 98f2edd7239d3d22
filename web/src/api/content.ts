// Content drafts: list, read and edit the items Approve & Publish created.
import { contentEndpoints, type ContentItem, type UpdateContentItem } from '#contracts/content';
import { call } from './client.ts';

export async function listContentItems(signal?: AbortSignal): Promise<ContentItem[]> {
  return (await call(contentEndpoints.list, {}, { signal })).items;
}

export function getContentItem(itemId: string, signal?: AbortSignal): Promise<ContentItem> {
  return call(contentEndpoints.get, { params: { itemId } }, { signal });
}

export function updateContentItem(itemId: string, update: UpdateContentItem): Promise<ContentItem> {
  return call(contentEndpoints.update, { params: { itemId }, body: update });
}
