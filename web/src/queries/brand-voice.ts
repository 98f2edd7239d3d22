// Brand voice. One hook per endpoint; a write puts the voice it answers in the cache and marks
// every draft's voice match stale (the profile it was scored against changed).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { brandVoiceEndpoints, type BrandVoice, type EditVoiceProfileBody, type SaveVoiceSamplesBody } from '#contracts/brand-voice';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate } from './keys.ts';

export const brandVoiceKey = endpointKey(brandVoiceEndpoints.get);
const scoresKey = endpointKey(brandVoiceEndpoints.score);

export function useBrandVoice(enabled = true) {
  return useQuery({
    queryKey: brandVoiceKey,
    queryFn: ({ signal }) => call(brandVoiceEndpoints.get, {}, { signal }),
    enabled,
  });
}

/** A saved text's voice match: read again whenever the text (a saved draft) or the profile changes. */
export function useVoiceScore(text: string, enabled: boolean) {
  return useQuery({
    queryKey: [...scoresKey, text],
    queryFn: ({ signal }) => call(brandVoiceEndpoints.score, { body: { text } }, { signal }),
    enabled: enabled && text.trim().length > 0,
  });
}

function written(queryClient: QueryClient) {
  return {
    onSuccess: (voice: BrandVoice) => queryClient.setQueryData(brandVoiceKey, { voice }),
    onSettled: () => invalidate(queryClient, scoresKey),
  };
}

export function useSaveVoiceSamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(brandVoiceEndpoints.saveSamples),
    mutationFn: (body: SaveVoiceSamplesBody) => call(brandVoiceEndpoints.saveSamples, { body }),
    ...written(queryClient),
  });
}

export function useEditVoiceProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(brandVoiceEndpoints.editProfile),
    mutationFn: (body: EditVoiceProfileBody) => call(brandVoiceEndpoints.editProfile, { body }),
    ...written(queryClient),
  });
}

export function useAddVoiceSample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(brandVoiceEndpoints.addSample),
    mutationFn: (text: string) => call(brandVoiceEndpoints.addSample, { body: { text } }),
    ...written(queryClient),
  });
}
