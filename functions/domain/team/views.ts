// Team: its rules' numbers, the messages it answers with, and how members and invitations are shown.
import type { TeamInvitationStatus, TeamInvitationView, TeamMemberView, TeamRole } from '#contracts/team';
import type { TeamInvitationItem } from '#data/entities/team-invitation';
import type { TeamMemberItem } from '#data/entities/team-member';
import { randomBytes } from 'node:crypto';

export const DAY_MS = 86_400_000;
/** How many times a write retries when DynamoDB reports a conflicting concurrent transaction. */
export const MAX_ATTEMPTS = 4;
/** A team screen lists at most this many members and pending invitations. */
export const LIST_LIMIT = 500;
/** Accepting closes at most this many open invitations of a solo team it deletes (one transaction holds 100 actions). */
export const MAX_OPEN_INVITATIONS_CLOSED = 90;

export const TEAM_MESSAGES = {
  noProfile: 'Your profile is not set up yet. Please sign out and sign in again.',
  noTeam: 'No team found. Refresh the page to set up your team.',
  managersOnly: 'Only team owners and admins can do this.',
  inviteManagersOnly: 'Only team owners and admins can invite members.',
  ownerOnly: 'Only the team owner can change roles or transfer ownership.',
  notMember: 'This person is not a member of your team.',
  ownerCannotLeave: 'You are the team owner and cannot leave. Transfer ownership first.',
  ownerCannotBeRemoved: 'The team owner cannot be removed. Transfer ownership first.',
  removeSelf: 'To leave the team yourself, use Leave.',
  ownerRole: "The owner's role changes only by transferring ownership.",
  transferToSelf: 'You already own this team.',
  unknownInvite: 'This invitation link is not valid.',
  accepted: 'Invite error: this invitation has already been used.',
  expired: 'Invite error: this invitation has expired. Ask the team owner for a new one.',
  revoked: 'Invite error: this invitation was revoked. Ask the team owner for a new one.',
  teamGone: 'Invite error: the team of this invitation no longer exists.',
  invitationNotFound: 'Invitation not found.',
  joined: 'Welcome! You joined the team successfully.',
  left: 'Left team',
  changed: 'Your team changed meanwhile. Please refresh the page and try again.',
} as const;

export const wrongAccount = (email: string) => `Invite error: this invitation was sent to ${email}. Sign in with that e-mail address to accept it.`;
export const alreadyMember = (email: string) => `${email} is already a member of your team.`;
export const alreadyInTeam = (team: string) => `Invite error: you are already a member of ${team}.`;
export const alreadyInvited = (email: string) => `An invitation to ${email} is already pending. Resend it from the list of pending invitations.`;
export const ownsTeamWithMembers = (team: string) =>
  `Invite error: you own ${team}, which has other members. Transfer its ownership to one of them before joining another team.`;

export const statusMessages: Record<Exclude<TeamInvitationStatus, 'pending'>, string> = {
  accepted: TEAM_MESSAGES.accepted,
  expired: TEAM_MESSAGES.expired,
  revoked: TEAM_MESSAGES.revoked,
};

/**
 * The spec's masked_email: the first character of the local part, three bullets, the
 * domain (`j•••@example.com`). Not an address: nothing of the rest of the name is given.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${Array.from(email.slice(0, at))[0]}•••${email.slice(at)}`;
}

/** Owners and admins manage the team. */
export const canManage = (role: TeamRole | null | undefined): boolean => role === 'owner' || role === 'admin';

/** pending past its expiry counts as expired even before the hourly job marks it. */
export function effectiveStatus(item: Pick<TeamInvitationItem, 'status' | 'expiresAt'>, now: Date): TeamInvitationStatus {
  return item.status === 'pending' && Date.parse(item.expiresAt) <= now.getTime() ? 'expired' : item.status;
}

export const teamInviteUrl = (appUrl: string, token: string) => `${appUrl}/team-invite/${token}`;

/** 32 random bytes, URL-safe: the invite link's secret. */
export const newInviteToken = () => randomBytes(32).toString('base64url');

export function invitationView(item: TeamInvitationItem, appUrl: string, now: Date): TeamInvitationView {
  return {
    token: item.token,
    email: item.email,
    role: item.role,
    status: effectiveStatus(item, now),
    invitedByName: item.invitedByName,
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
    inviteUrl: teamInviteUrl(appUrl, item.token),
  };
}

/** One members-table row as `viewer` may see it: members see only their own e-mail in full. */
export function memberView(
  member: Pick<TeamMemberItem, 'userId' | 'fullName' | 'email' | 'role' | 'joinedAt'>,
  viewer: { userId: string; role: TeamRole },
): TeamMemberView {
  const isYou = member.userId === viewer.userId;
  const full = isYou || canManage(viewer.role);
  return {
    userId: member.userId,
    fullName: member.fullName,
    email: full ? member.email : maskEmail(member.email),
    emailMasked: !full,
    role: member.role,
    joinedAt: member.joinedAt,
    isYou,
  };
}

export const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };
export const byRoleThenName = (a: TeamMemberItem, b: TeamMemberItem) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.fullName.localeCompare(b.fullName);
