// Content drafts: the list, one draft, saving an edit (the draft's page and the list both
// show the saved title at once) and deleting one (gone from the list at once).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contentEndpoints, type ContentItem, type UpdateContentItem } from '#contracts/content';
import { call } from '../lib/api-client.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export const contentListKey = endpointKey(contentEndpoints.list);
export const contentItemKey = (itemId: string) => queryKeyOf(contentEndpoints.get, { params: { itemId } });

export const contentListQuery = () =>
  queryOptions({ queryKey: contentListKey, queryFn: async ({ signal }) => (await call(contentEndpoints.list, {}, { signal })).items });

export const contentItemQuery = (itemId: string) =>
  queryOptions({ queryKey: contentItemKey(itemId), queryFn: ({ signal }) => call(contentEndpoints.get, { params: { itemId } }, { signal }) });

export function useContentList() {
  return useQuery(contentListQuery());
}

export function useContentItem(itemId: string) {
  return useQuery(contentItemQuery(itemId));
}

/** The list with `item` in place of its older copy (the list is newest first by creation, so the place stays). */
export function withItemReplaced(items: readonly ContentItem[], item: ContentItem): ContentItem[] {
  return items.map((current) => (current.id === item.id ? item : current));
}

export function updateContentItemMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(contentEndpoints.update),
    mutationFn: ({ itemId, update }: { itemId: string; update: UpdateContentItem }) => call(contentEndpoints.update, { params: { itemId }, body: update }),
    onSuccess: (item: ContentItem) => {
      queryClient.setQueryData(contentItemKey(item.id), item);
      queryClient.setQueryData<ContentItem[]>(contentListKey, (items) => items && withItemReplaced(items, item));
    },
    onSettled: (_item: ContentItem | undefined, _error: unknown, { itemId }: { itemId: string }) =>
      invalidate(queryClient, contentItemKey(itemId), contentListKey),
  };
}

export function useUpdateContentItem() {
  return useMutation(updateContentItemMutation(useQueryClient()));
}

export function deleteContentItemMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(contentEndpoints.delete),
    // Deleting a draft frees its library slot.
    mutationFn: async (itemId: string): Promise<void> => {
      await call(contentEndpoints.delete, { params: { itemId } });
    },
    onSuccess: (_result: void, itemId: string) => {
      queryClient.setQueryData<ContentItem[]>(contentListKey, (items) => items?.filter((item) => item.id !== itemId));
      queryClient.removeQueries({ queryKey: contentItemKey(itemId) });
    },
    onSettled: () => invalidate(queryClient, contentListKey, dashboardKey),
  };
}

export function useDeleteContentItem() {
  return useMutation(deleteContentItemMutation(useQueryClient()));
}
