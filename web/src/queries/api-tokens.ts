// Settings → API: the workspace's API tokens, making one (its secret comes back once), revoking
// one, a token's audit list, and the public API's OpenAPI document for the reference page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiTokenEndpoints, type CreateApiTokenBody } from '#contracts/api-tokens';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export const apiTokensKey = endpointKey(apiTokenEndpoints.list);

/** `enabled`: false where the caller may not manage the workspace's tokens (the list would be refused). */
export function useApiTokens(enabled = true) {
  return useQuery({ queryKey: apiTokensKey, queryFn: ({ signal }) => call(apiTokenEndpoints.list, {}, { signal }), enabled });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(apiTokenEndpoints.create),
    mutationFn: (body: CreateApiTokenBody) => call(apiTokenEndpoints.create, { body }),
    onSettled: () => invalidate(queryClient, apiTokensKey),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(apiTokenEndpoints.revoke),
    mutationFn: (tokenId: string) => call(apiTokenEndpoints.revoke, { params: { tokenId } }),
    onSettled: () => invalidate(queryClient, apiTokensKey),
  });
}

export function useApiTokenCalls(tokenId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(apiTokenEndpoints.calls, { params: { tokenId: tokenId ?? '' } }),
    queryFn: ({ signal }) => call(apiTokenEndpoints.calls, { params: { tokenId: tokenId! } }, { signal }),
    enabled: tokenId !== null,
    refetchOnMount: 'always',
  });
}

export function useOpenApiDocument() {
  return useQuery({
    queryKey: endpointKey(apiTokenEndpoints.openApi),
    queryFn: ({ signal }) => call(apiTokenEndpoints.openApi, {}, { signal }),
    staleTime: Infinity,
  });
}
