// The partner referral programme: get/create/revoke invitations, the public invite lookup and accept.
import * as z from 'zod';
import {
  AcceptViralInviteResponse,
  CreateViralInviteResponse,
  GetViralInvitesResponse,
  PublicInvitation,
  type ViralInviteData,
} from '#contracts/viral-invites';
import { runtimeConfig } from '../app/runtime-config.ts';
import { ApiError, apiFetch, errorMessageFrom, joinApiUrl } from './client.ts';

export async function getViralInvites(signal?: AbortSignal): Promise<ViralInviteData> {
  return (await apiFetch('/viral-invites', { schema: GetViralInvitesResponse, signal })).data;
}

export function createViralInvite(inviteeEmail: string): Promise<CreateViralInviteResponse> {
  const email = inviteeEmail.trim();
  return apiFetch('/viral-invites', { method: 'POST', body: email ? { inviteeEmail: email } : {}, schema: CreateViralInviteResponse });
}

export async function revokeViralInvite(token: string): Promise<void> {
  await apiFetch(`/viral-invites/${encodeURIComponent(token)}/revoke`, { method: 'POST', schema: z.unknown() });
}

export function acceptViralInvite(token: string): Promise<AcceptViralInviteResponse> {
  return apiFetch(`/viral-invites/${encodeURIComponent(token)}/accept`, { method: 'POST', schema: AcceptViralInviteResponse });
}

/** Public: works signed out (the invite link before sign-up). */
export async function getPublicInvitation(token: string, signal?: AbortSignal): Promise<PublicInvitation> {
  let response: Response;
  try {
    response = await fetch(joinApiUrl(runtimeConfig().apiUrl, `/viral-invites/${encodeURIComponent(token)}`), { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, errorMessageFrom(payload));
  return PublicInvitation.parse(payload);
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
