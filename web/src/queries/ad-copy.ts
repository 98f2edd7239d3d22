// A campaign's ad copy: the current set (404 until one is written), writing it with the AI
// writer, saving the owner's edits, and the Google Ads Editor CSV. Each write answers the set,
// which goes straight into the cache.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adCopyEndpoints, type AdCopy, type UpdateAdCopyBody } from '#contracts/ad-copy';
import { ApiError, call } from '../lib/api-client.ts';
import { endpointKey } from './keys.ts';

export const adCopyKey = (campaignId: string) => [...endpointKey(adCopyEndpoints.get), campaignId];

/** The set, or null while the campaign has none yet. */
export function useAdCopy(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: adCopyKey(campaignId),
    queryFn: async ({ signal }) => {
      try {
        return await call(adCopyEndpoints.get, { params: { campaignId } }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

const stored = (queryClient: QueryClient, campaignId: string) => ({ onSuccess: (set: AdCopy) => queryClient.setQueryData(adCopyKey(campaignId), set) });

export function useGenerateAdCopy(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(adCopyEndpoints.generate),
    mutationFn: (requestId: string) => call(adCopyEndpoints.generate, { params: { campaignId }, body: { requestId } }),
    ...stored(queryClient, campaignId),
  });
}

export function useUpdateAdCopy(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(adCopyEndpoints.update),
    mutationFn: (body: UpdateAdCopyBody) => call(adCopyEndpoints.update, { params: { campaignId }, body }),
    ...stored(queryClient, campaignId),
  });
}

export function useExportAdCopy(campaignId: string) {
  return useMutation({
    mutationKey: endpointKey(adCopyEndpoints.exportCsv),
    mutationFn: () => call(adCopyEndpoints.exportCsv, { params: { campaignId } }),
  });
}
