// The partner referral programme: get/create/revoke invitations, the public invite lookup and accept.
import {
  viralInviteEndpoints,
  type AcceptViralInviteResponse,
  type CreateViralInviteResponse,
  type PublicInvitation,
  type ViralInviteData,
} from '#contracts/viral-invites';
import { call } from './client.ts';

export async function getViralInvites(signal?: AbortSignal): Promise<ViralInviteData> {
  return (await call(viralInviteEndpoints.list, {}, { signal })).data;
}

export function createViralInvite(inviteeEmail: string): Promise<CreateViralInviteResponse> {
  const email = inviteeEmail.trim();
  return call(viralInviteEndpoints.create, { body: email ? { inviteeEmail: email } : {} });
}

export async function revokeViralInvite(token: string): Promise<void> {
  await call(viralInviteEndpoints.revoke, { params: { token } });
}

export function acceptViralInvite(token: string): Promise<AcceptViralInviteResponse> {
  return call(viralInviteEndpoints.accept, { params: { token } });
}

/** Public: works signed out (the invite link before sign-up). */
export function getPublicInvitation(token: string, signal?: AbortSignal): Promise<PublicInvitation> {
  return call(viralInviteEndpoints.getPublic, { params: { token } }, { signal });
}

const PENDING_ACCEPT_KEY = 'markk.pendingViralInvite';

/** Set by the viral signup page before signing in; the signed-in landing then accepts once. */
export const pendingAccept = {
  set: (token: string) => sessionStorage.setItem(PENDING_ACCEPT_KEY, token),
  take: (token: string): boolean => {
    const matches = sessionStorage.getItem(PENDING_ACCEPT_KEY) === token;
    if (matches) sessionStorage.removeItem(PENDING_ACCEPT_KEY);
    return matches;
  },
};
