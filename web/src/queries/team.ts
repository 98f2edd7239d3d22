// The team screen and every write on it. Each write marks the screen stale; a removed member or a
// revoked invitation leaves the table at once (and comes back if the server refuses).
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { teamEndpoints, type InviteRole, type SendTeamInviteBody, type TeamScreen } from '#contracts/team';
import { call } from '../lib/api-client.ts';
import { invalidatePlan } from './billing.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export const teamKey = endpointKey(teamEndpoints.get);
export const teamInviteLookupKey = (token: string) => queryKeyOf(teamEndpoints.lookup, { params: { token } });

export const teamQuery = () => queryOptions({ queryKey: teamKey, queryFn: ({ signal }) => call(teamEndpoints.get, {}, { signal }) });

export function useTeam() {
  return useQuery(teamQuery());
}

export function useTeamInviteLookup(token: string) {
  return useQuery({ queryKey: teamInviteLookupKey(token), queryFn: ({ signal }) => call(teamEndpoints.lookup, { params: { token } }, { signal }) });
}

/** The screen without the member `userId`. */
export function withoutMember(screen: TeamScreen, userId: string): TeamScreen {
  return { ...screen, members: screen.members.filter((member) => member.userId !== userId) };
}

/** The screen without the invitation `token` (the list shows pending invitations only). */
export function withoutInvitation(screen: TeamScreen, token: string): TeamScreen {
  return { ...screen, invitations: screen.invitations.filter((invitation) => invitation.token !== token) };
}

type Snapshot = { previous: TeamScreen | undefined };

/** A write that takes a row out of the screen at once and puts the old screen back if refused. */
function optimisticRemoval<V>(queryClient: QueryClient, without: (screen: TeamScreen, variables: V) => TeamScreen) {
  return {
    onMutate: async (variables: V): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: teamKey });
      const previous = queryClient.getQueryData<TeamScreen>(teamKey);
      queryClient.setQueryData<TeamScreen>(teamKey, (screen) => screen && without(screen, variables));
      return { previous };
    },
    onError: (_error: unknown, _variables: V, snapshot: Snapshot | undefined) => {
      queryClient.setQueryData(teamKey, snapshot?.previous);
    },
    onSettled: () => invalidate(queryClient, teamKey),
  };
}

export function sendTeamInviteMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(teamEndpoints.invite),
    mutationFn: (body: SendTeamInviteBody) => call(teamEndpoints.invite, { body }),
    onSettled: () => invalidate(queryClient, teamKey),
  };
}

export function useSendTeamInvite() {
  return useMutation(sendTeamInviteMutation(useQueryClient()));
}

export function useResendTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(teamEndpoints.resend),
    mutationFn: (token: string) => call(teamEndpoints.resend, { params: { token } }),
    onSettled: () => invalidate(queryClient, teamKey),
  });
}

export function revokeTeamInviteMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(teamEndpoints.revoke),
    mutationFn: async (token: string): Promise<void> => {
      await call(teamEndpoints.revoke, { params: { token } });
    },
    ...optimisticRemoval<string>(queryClient, withoutInvitation),
  };
}

export function useRevokeTeamInvite() {
  return useMutation(revokeTeamInviteMutation(useQueryClient()));
}

export function removeTeamMemberMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(teamEndpoints.removeMember),
    mutationFn: async (userId: string): Promise<void> => {
      await call(teamEndpoints.removeMember, { params: { userId } });
    },
    ...optimisticRemoval<string>(queryClient, withoutMember),
  };
}

export function useRemoveTeamMember() {
  return useMutation(removeTeamMemberMutation(useQueryClient()));
}

export function useChangeTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(teamEndpoints.changeRole),
    mutationFn: ({ userId, role }: { userId: string; role: InviteRole }) => call(teamEndpoints.changeRole, { params: { userId }, body: { role } }),
    onSettled: () => invalidate(queryClient, teamKey),
  });
}

export function useTransferTeamOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(teamEndpoints.transfer),
    mutationFn: async (userId: string): Promise<void> => {
      await call(teamEndpoints.transfer, { body: { userId } });
    },
    onSettled: () => invalidate(queryClient, teamKey),
  });
}

/**
 * Leaving or joining moves the caller to another team: the screen read before is someone else's
 * now (reset, so it is not shown while the new one loads), and the plan may be the new team's.
 */
function resetTeam(queryClient: QueryClient) {
  void queryClient.resetQueries({ queryKey: teamKey });
  invalidatePlan(queryClient);
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(teamEndpoints.leave),
    mutationFn: () => call(teamEndpoints.leave),
    onSuccess: () => resetTeam(queryClient),
  });
}

export function useAcceptTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(teamEndpoints.accept),
    mutationFn: (token: string) => call(teamEndpoints.accept, { params: { token } }),
    onSuccess: () => resetTeam(queryClient),
  });
}

export function ensureTeamMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(teamEndpoints.ensure),
    // The team auto-setup (spec 02 §2.12): creates the caller's team if they have none.
    mutationFn: () => call(teamEndpoints.ensure),
    // The team screen may be on its first read, begun before the team existed: a plain
    // invalidation would wait for that read (no data yet to keep) instead of reading again.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: teamKey });
      invalidate(queryClient, teamKey);
    },
  };
}

export function useEnsureTeam() {
  return useMutation(ensureTeamMutation(useQueryClient()));
}
