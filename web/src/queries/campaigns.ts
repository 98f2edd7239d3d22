// Campaigns. One hook per endpoint; a write puts the campaign it answers in the cache and marks
// the list stale (a new campaign, a new name, an archived one all change it).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { campaignProgressEndpoints } from '#contracts/campaign-progress';
import { campaignEndpoints, type Campaign, type CreateCampaignBody, type UpdateCampaignBody } from '#contracts/campaigns';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate } from './keys.ts';

export const campaignsKey = endpointKey(campaignEndpoints.list);
export const campaignKey = (campaignId: string) => [...endpointKey(campaignEndpoints.get), campaignId];

export function useCampaigns() {
  return useInfiniteQuery({
    queryKey: campaignsKey,
    queryFn: ({ signal, pageParam }) => call(campaignEndpoints.list, { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
}

export function useCampaign(campaignId: string) {
  return useQuery({
    queryKey: campaignKey(campaignId),
    queryFn: ({ signal }) => call(campaignEndpoints.get, { params: { campaignId } }, { signal }),
  });
}

/** The campaign a write answered, shown at once, and the list read again. */
function written(queryClient: QueryClient) {
  return {
    onSuccess: (campaign: Campaign) => queryClient.setQueryData(campaignKey(campaign.id), campaign),
    onSettled: () => invalidate(queryClient, campaignsKey),
  };
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(campaignEndpoints.create),
    mutationFn: (body: CreateCampaignBody) => call(campaignEndpoints.create, { body }),
    ...written(queryClient),
  });
}

export function useUpdateCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(campaignEndpoints.update),
    mutationFn: (body: UpdateCampaignBody) => call(campaignEndpoints.update, { params: { campaignId }, body }),
    ...written(queryClient),
  });
}

export function useDuplicateCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(campaignEndpoints.duplicate),
    mutationFn: (requestId: string) => call(campaignEndpoints.duplicate, { params: { campaignId }, body: { requestId } }),
    ...written(queryClient),
  });
}

export const campaignProgressKey = (campaignId: string) => [...endpointKey(campaignProgressEndpoints.progress), campaignId];

/** The campaign's posts by day and their results; scheduling, editing or publishing a post changes them. */
export function useCampaignProgress(campaignId: string) {
  return useQuery({
    queryKey: campaignProgressKey(campaignId),
    queryFn: ({ signal }) => call(campaignProgressEndpoints.progress, { params: { campaignId } }, { signal }),
  });
}
