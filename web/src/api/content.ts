// Content drafts: list, read, edit and delete the items Approve & Publish created.
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

/** Deletes a draft; its library slot is free again. */
export async function deleteContentItem(itemId: string): Promise<void> {
  await call(contentEndpoints.delete, { params: { itemId } });
}
