// The partner referral programme: the owner's invitations and counters, creating one (shown
// at once as "pending" while the server makes its link) and revoking one (shown revoked at
// once, restored if the server refuses); the public look-up behind an invite link and accepting it.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { REFERRAL } from '#contracts/plans';
import { viralInviteEndpoints, type CreateViralInviteResponse, type InvitationView, type ViralInviteData } from '#contracts/viral-invites';
import { call } from '../lib/api-client.ts';
import { invalidatePlan } from './billing.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export const viralInvitesKey = endpointKey(viralInviteEndpoints.list);
export const publicInvitationKey = (token: string) => queryKeyOf(viralInviteEndpoints.getPublic, { params: { token } });

export const viralInvitesQuery = () =>
  queryOptions({ queryKey: viralInvitesKey, queryFn: async ({ signal }) => (await call(viralInviteEndpoints.list, {}, { signal })).data });

export const publicInvitationQuery = (token: string) =>
  queryOptions({ queryKey: publicInvitationKey(token), queryFn: ({ signal }) => call(viralInviteEndpoints.getPublic, { params: { token } }, { signal }) });

export function useViralInvites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...viralInvitesQuery(), enabled });
}

export function usePublicInvitationQuery(token: string) {
  return useQuery(publicInvitationQuery(token));
}

/** Invitations shown before the server answered have this token prefix: no link to copy or revoke yet. */
const OPTIMISTIC_PREFIX = 'optimistic-';

export function isOptimisticInvitation(invitation: Pick<InvitationView, 'token'>): boolean {
  return invitation.token.startsWith(OPTIMISTIC_PREFIX);
}

/** The row a new invitation shows while it is created: pending, created now, expiring after the usual days. */
export function optimisticInvitation(inviteeEmail: string, now: Date, id: string): InvitationView {
  const email = inviteeEmail.trim().toLowerCase();
  return {
    id: `${OPTIMISTIC_PREFIX}${id}`,
    token: `${OPTIMISTIC_PREFIX}${id}`,
    invitee_email: email || null,
    status: 'pending',
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + REFERRAL.invitationExpiryDays * 86_400_000).toISOString(),
    inviteUrl: '',
  };
}

/** `invitation` first (the list is newest first), one invite fewer; a placeholder with the same id is replaced. */
export function withInvitationAdded(data: ViralInviteData, invitation: InvitationView, remainingInvites = data.remainingInvites - 1): ViralInviteData {
  return { ...data, remainingInvites, invitations: [invitation, ...data.invitations.filter((item) => item.id !== invitation.id)] };
}

/** The invitation with `placeholderId` replaced by the server's. */
export function withInvitationCreated(data: ViralInviteData, placeholderId: string, created: CreateViralInviteResponse): ViralInviteData {
  return withInvitationAdded(
    { ...data, invitations: data.invitations.filter((item) => item.id !== placeholderId) },
    created.invitation,
    created.remainingInvites,
  );
}

export function withInvitationRevoked(data: ViralInviteData, token: string): ViralInviteData {
  return {
    ...data,
    invitations: data.invitations.map((item) => (item.token === token && item.status === 'pending' ? { ...item, status: 'revoked' as const } : item)),
  };
}

type Snapshot = { previous: ViralInviteData | undefined; placeholderId?: string };

let placeholderCount = 0;

export function createInviteMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(viralInviteEndpoints.create),
    mutationFn: (inviteeEmail: string) => {
      const email = inviteeEmail.trim();
      return call(viralInviteEndpoints.create, { body: email ? { inviteeEmail: email } : {} });
    },
    onMutate: async (inviteeEmail: string): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: viralInvitesKey });
      const previous = queryClient.getQueryData<ViralInviteData>(viralInvitesKey);
      const placeholder = optimisticInvitation(inviteeEmail, new Date(), String((placeholderCount += 1)));
      queryClient.setQueryData<ViralInviteData>(viralInvitesKey, (data) => data && withInvitationAdded(data, placeholder));
      return { previous, placeholderId: placeholder.id };
    },
    onSuccess: (created: CreateViralInviteResponse, _email: string, snapshot: Snapshot | undefined) => {
      queryClient.setQueryData<ViralInviteData>(viralInvitesKey, (data) => data && withInvitationCreated(data, snapshot?.placeholderId ?? '', created));
    },
    onError: (_error: unknown, _email: string, snapshot: Snapshot | undefined) => {
      queryClient.setQueryData(viralInvitesKey, snapshot?.previous);
    },
    onSettled: () => invalidate(queryClient, viralInvitesKey),
  };
}

export function useCreateViralInvite() {
  return useMutation(createInviteMutation(useQueryClient()));
}

export function revokeInviteMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(viralInviteEndpoints.revoke),
    mutationFn: async (token: string): Promise<void> => {
      await call(viralInviteEndpoints.revoke, { params: { token } });
    },
    onMutate: async (token: string): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: viralInvitesKey });
      const previous = queryClient.getQueryData<ViralInviteData>(viralInvitesKey);
      queryClient.setQueryData<ViralInviteData>(viralInvitesKey, (data) => data && withInvitationRevoked(data, token));
      return { previous };
    },
    onError: (_error: unknown, _token: string, snapshot: Snapshot | undefined) => {
      queryClient.setQueryData(viralInvitesKey, snapshot?.previous);
    },
    onSettled: () => invalidate(queryClient, viralInvitesKey),
  };
}

export function useRevokeViralInvite() {
  return useMutation(revokeInviteMutation(useQueryClient()));
}

export function acceptInviteMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(viralInviteEndpoints.accept),
    mutationFn: (token: string) => call(viralInviteEndpoints.accept, { params: { token } }),
    // Accepting grants Premium: the plan changed. (The page leaves the link once accepted.)
    onSuccess: () => invalidatePlan(queryClient),
  };
}

export function useAcceptViralInvite() {
  return useMutation(acceptInviteMutation(useQueryClient()));
}
