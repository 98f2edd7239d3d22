// The team area over its contracts: the team screen, the auto-setup, invitations (send, resend,
// revoke, the public look-up behind a link, accept) and managing members (remove, role,
// ownership, leave).
import {
  teamEndpoints,
  type AcceptTeamInviteResponse,
  type EnsureTeamResponse,
  type InviteRole,
  type LeaveTeamResponse,
  type SendTeamInviteBody,
  type SendTeamInviteResponse,
  type TeamInvitationView,
  type TeamInviteLookup,
  type TeamMemberView,
  type TeamScreen,
} from '#contracts/team';
import { call } from './client.ts';

export function getTeam(signal?: AbortSignal): Promise<TeamScreen> {
  return call(teamEndpoints.get, {}, { signal });
}

/** The team auto-setup (spec 02 §2.12): creates the caller's team if they have none. */
export function ensureTeam(): Promise<EnsureTeamResponse> {
  return call(teamEndpoints.ensure);
}

export function sendTeamInvite(body: SendTeamInviteBody): Promise<SendTeamInviteResponse> {
  return call(teamEndpoints.invite, { body });
}

export function resendTeamInvite(token: string): Promise<TeamInvitationView> {
  return call(teamEndpoints.resend, { params: { token } });
}

export async function revokeTeamInvite(token: string): Promise<void> {
  await call(teamEndpoints.revoke, { params: { token } });
}

/** Public: works signed out (the invite link before signing up or in). */
export function lookupTeamInvite(token: string, signal?: AbortSignal): Promise<TeamInviteLookup> {
  return call(teamEndpoints.lookup, { params: { token } }, { signal });
}

export function acceptTeamInvite(token: string): Promise<AcceptTeamInviteResponse> {
  return call(teamEndpoints.accept, { params: { token } });
}

export async function removeTeamMember(userId: string): Promise<void> {
  await call(teamEndpoints.removeMember, { params: { userId } });
}

export function changeTeamRole(userId: string, role: InviteRole): Promise<TeamMemberView> {
  return call(teamEndpoints.changeRole, { params: { userId }, body: { role } });
}

export async function transferTeamOwnership(userId: string): Promise<void> {
  await call(teamEndpoints.transfer, { body: { userId } });
}

export function leaveTeam(): Promise<LeaveTeamResponse> {
  return call(teamEndpoints.leave);
}
