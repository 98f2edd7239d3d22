// Workspaces (issue 29): the switcher's list (with each workspace's usage, for the plan page),
// making one, renaming, finishing a new one's onboarding, and its members' roles.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workspaceEndpoints, type AssignableRole, type WorkspaceView } from '#contracts/workspaces';
import { call } from '../lib/api-client.ts';
import { currentWorkspaceId } from '../app/workspace.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export const workspacesKey = endpointKey(workspaceEndpoints.list);
const membersKey = (workspaceId: string) => queryKeyOf(workspaceEndpoints.members, { params: { workspaceId } });

export const workspacesQuery = () => queryOptions({ queryKey: workspacesKey, queryFn: ({ signal }) => call(workspaceEndpoints.list, {}, { signal }) });

export function useWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...workspacesQuery(), enabled });
}

/** The workspace named by `workspaceId` in the list (null: the caller's own default, listed first); undefined when not listed. */
export function workspaceIn(workspaces: readonly WorkspaceView[], workspaceId: string | null): WorkspaceView | undefined {
  return workspaceId === null ? workspaces[0] : workspaces.find((workspace) => workspace.workspaceId === workspaceId);
}

/** The list, and the workspace this page acts in once the list has loaded. */
export function useCurrentWorkspace() {
  const list = useWorkspaces();
  const workspaceId = currentWorkspaceId();
  return { list, workspaceId, workspace: list.data ? workspaceIn(list.data.workspaces, workspaceId) : undefined };
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(workspaceEndpoints.create),
    mutationFn: (body: { requestId: string; name: string }) => call(workspaceEndpoints.create, { body }),
    onSettled: () => invalidate(queryClient, workspacesKey),
  });
}

export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(workspaceEndpoints.rename),
    mutationFn: ({ workspaceId, name }: { workspaceId: string; name: string }) => call(workspaceEndpoints.rename, { params: { workspaceId }, body: { name } }),
    onSettled: () => invalidate(queryClient, workspacesKey),
  });
}

/** "Go to Dashboard" in a new workspace's wizard: the list (which the onboarding gate reads) is read again before it resolves. */
export function useCompleteWorkspaceOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(workspaceEndpoints.completeOnboarding),
    mutationFn: (workspaceId: string) => call(workspaceEndpoints.completeOnboarding, { params: { workspaceId } }),
    onSuccess: () => queryClient.refetchQueries({ queryKey: workspacesKey }),
  });
}

export function useWorkspaceMembers(workspaceId: string) {
  return useQuery({
    queryKey: membersKey(workspaceId),
    queryFn: ({ signal }) => call(workspaceEndpoints.members, { params: { workspaceId } }, { signal }),
  });
}

export function useSetWorkspaceRole(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(workspaceEndpoints.setRole),
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) =>
      call(workspaceEndpoints.setRole, { params: { workspaceId, userId }, body: { role } }),
    onSettled: () => invalidate(queryClient, membersKey(workspaceId)),
  });
}

export function useRemoveWorkspaceMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(workspaceEndpoints.removeMember),
    mutationFn: async (userId: string): Promise<void> => {
      await call(workspaceEndpoints.removeMember, { params: { workspaceId, userId } });
    },
    onSettled: () => invalidate(queryClient, membersKey(workspaceId)),
  });
}
