// Analytics: tracked short links. One hook per endpoint; creating or deleting a link changes the list.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { analyticsEndpoints, type CreateLinkBody } from '#contracts/analytics';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate } from './keys.ts';

export const linksKey = endpointKey(analyticsEndpoints.listLinks);
export const linkKey = (linkId: string) => [...endpointKey(analyticsEndpoints.getLink), linkId];

export function useLinks() {
  return useInfiniteQuery({
    queryKey: linksKey,
    queryFn: ({ signal, pageParam }) => call(analyticsEndpoints.listLinks, { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
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
