// Analytics: tracked short links. One hook per endpoint; creating or deleting a link changes the
// list, and so does "Track links" on a draft, which also saves the draft with its short links.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { analyticsEndpoints, type CreateLinkBody, type TrackContentLinksBody, type TrackContentLinksResponse } from '#contracts/analytics';
import type { ContentItem } from '#contracts/content';
import { call } from '../lib/api-client.ts';
import { contentItemKey, contentListKey, withItemReplaced } from './content.ts';
import { endpointKey, invalidate } from './keys.ts';

export const linksKey = endpointKey(analyticsEndpoints.listLinks);
export const linkKey = (linkId: string) => [...endpointKey(analyticsEndpoints.getLink), linkId];

/** The owner's links newest first; with `campaignId`, only that campaign's. */
export function useLinks(campaignId?: string) {
  return useInfiniteQuery({
    queryKey: campaignId ? [...linksKey, { campaignId }] : linksKey,
    queryFn: ({ signal, pageParam }) =>
      call(analyticsEndpoints.listLinks, { query: { ...(pageParam ? { cursor: pageParam } : {}), ...(campaignId ? { campaignId } : {}) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
}

export function useLink(linkId: string | null) {
  return useQuery({
    queryKey: linkKey(linkId ?? ''),
    queryFn: ({ signal }) => call(analyticsEndpoints.getLink, { params: { linkId: linkId! } }, { signal }),
    enabled: linkId !== null,
  });
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(analyticsEndpoints.createLink),
    mutationFn: (body: CreateLinkBody) => call(analyticsEndpoints.createLink, { body }),
    onSettled: () => invalidate(queryClient, linksKey),
  });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(analyticsEndpoints.deleteLink),
    mutationFn: (linkId: string) => call(analyticsEndpoints.deleteLink, { params: { linkId } }),
    onSettled: () => invalidate(queryClient, linksKey, endpointKey(analyticsEndpoints.getLink)),
  });
}

export function trackContentLinksMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(analyticsEndpoints.trackContentLinks),
    mutationFn: (body: TrackContentLinksBody) => call(analyticsEndpoints.trackContentLinks, { body }),
    onSuccess: ({ item }: TrackContentLinksResponse) => {
      queryClient.setQueryData(contentItemKey(item.id), item);
      queryClient.setQueryData<ContentItem[]>(contentListKey, (items) => items && withItemReplaced(items, item));
    },
    onSettled: (_result: TrackContentLinksResponse | undefined, _error: unknown, { itemId }: TrackContentLinksBody) =>
      invalidate(queryClient, linksKey, contentItemKey(itemId), contentListKey),
  };
}

export function useTrackContentLinks() {
  return useMutation(trackContentLinksMutation(useQueryClient()));
}
