// SEO outlines. One hook per endpoint; writing an outline puts it in the cache and marks the list
// stale, "Write it" puts the new blog draft in the cache and marks the drafts (and the outline,
// which now names its last draft) stale, a delete takes the outline out of the list at once.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ContentItem } from '#contracts/content';
import { seoOutlineEndpoints, type CreateSeoOutlineBody, type ListSeoOutlinesResponse, type SeoOutline } from '#contracts/seo-outlines';
import { call } from '../lib/api-client.ts';
import { contentItemKey, contentListKey } from './content.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate } from './keys.ts';

export const seoOutlinesKey = endpointKey(seoOutlineEndpoints.list);
export const seoOutlineKey = (outlineId: string) => [...endpointKey(seoOutlineEndpoints.get), outlineId];

export function useSeoOutlines() {
  return useInfiniteQuery({
    queryKey: seoOutlinesKey,
    queryFn: ({ signal, pageParam }) => call(seoOutlineEndpoints.list, { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
}

/** One outline; nothing is asked while none is chosen. */
export function useSeoOutline(outlineId: string | null) {
  return useQuery({
    queryKey: seoOutlineKey(outlineId ?? ''),
    queryFn: ({ signal }) => call(seoOutlineEndpoints.get, { params: { outlineId: outlineId! } }, { signal }),
    enabled: outlineId !== null,
  });
}

export function useCreateSeoOutline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(seoOutlineEndpoints.create),
    mutationFn: (body: CreateSeoOutlineBody) => call(seoOutlineEndpoints.create, { body }),
    onSuccess: (outline: SeoOutline) => queryClient.setQueryData(seoOutlineKey(outline.id), outline),
    onSettled: () => invalidate(queryClient, seoOutlinesKey),
  });
}

export function useDeleteSeoOutline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(seoOutlineEndpoints.delete),
    mutationFn: (outlineId: string) => call(seoOutlineEndpoints.delete, { params: { outlineId } }),
    onSuccess: (_deleted: { id: string }, outlineId: string) => {
      queryClient.setQueryData<InfiniteData<ListSeoOutlinesResponse>>(
        seoOutlinesKey,
        (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, outlines: page.outlines.filter((o) => o.id !== outlineId) })) },
      );
      queryClient.removeQueries({ queryKey: seoOutlineKey(outlineId) });
    },
    onSettled: () => invalidate(queryClient, seoOutlinesKey),
  });
}

/** "Write it": the outline as a blog draft, made once per request id. */
export function useWriteSeoDraft(outlineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(seoOutlineEndpoints.writeDraft),
    mutationFn: (requestId: string) => call(seoOutlineEndpoints.writeDraft, { params: { outlineId }, body: { requestId } }),
    onSuccess: (item: ContentItem) => queryClient.setQueryData(contentItemKey(item.id), item),
    onSettled: () => invalidate(queryClient, contentListKey, dashboardKey, seoOutlineKey(outlineId), seoOutlinesKey),
  });
}
