// The white-label client portal of a workspace (Enterprise): turning it on, and the agency's own
// domain its approval links are sent from.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceEndpoints } from '#contracts/workspaces';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate } from './keys.ts';
import { workspacesKey } from './workspaces.ts';

export function useSetWhiteLabel(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(workspaceEndpoints.setWhiteLabel),
    mutationFn: (enabled: boolean) => call(workspaceEndpoints.setWhiteLabel, { params: { workspaceId }, body: { enabled } }),
    onSettled: () => invalidate(queryClient, workspacesKey),
  });
}

export function useSetApprovalRule(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(workspaceEndpoints.setApprovalRule),
    mutationFn: (required: boolean) => call(workspaceEndpoints.setApprovalRule, { params: { workspaceId }, body: { required } }),
    onSettled: () => invalidate(queryClient, workspacesKey),
  });
}

export function useSetPortalDomain(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(workspaceEndpoints.setPortalDomain),
    mutationFn: (domain: string | null) => call(workspaceEndpoints.setPortalDomain, { params: { workspaceId }, body: { domain } }),
    onSettled: () => invalidate(queryClient, workspacesKey),
  });
}
