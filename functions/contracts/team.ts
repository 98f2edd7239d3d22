// The team area (spec 02 §2.9, §2.10, §2.12, §3–§9 Team): the caller's team screen
// (get_team_profiles with e-mails masked by the caller's role), send-team-invite, resend,
// revoke, the invite link lookup and accept_team_invite, remove, leave, change role,
// transfer ownership and the team auto-setup ("ensure my team").
import * as z from 'zod';
import { endpoint } from './endpoint.ts';

export const TeamRole = z.enum(['owner', 'admin', 'member']);
export type TeamRole = z.infer<typeof TeamRole>;

/** What an invitation may make someone: member (the default) or admin (spec 02 §4 Team). */
export const InviteRole = z.enum(['member', 'admin']);
export type InviteRole = z.infer<typeof InviteRole>;

export const TeamInvitationStatus = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type TeamInvitationStatus = z.infer<typeof TeamInvitationStatus>;

/** Spec 02 §5: the invite form's messages, word for word. */
export const INVITE_EMAIL_MESSAGES = {
  required: 'Email required: Please enter an email address.',
  invalid: 'Invalid email: Please enter a valid email address.',
} as const;

const MAX_EMAIL = 254;

/** The invitee's e-mail: required, trimmed and lower-cased, then validated (spec 02 §5 Team invite). */
export const InviteEmail = z
  .string({ error: INVITE_EMAIL_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, INVITE_EMAIL_MESSAGES.required)
  .max(MAX_EMAIL, INVITE_EMAIL_MESSAGES.invalid)
  .pipe(z.email({ error: INVITE_EMAIL_MESSAGES.invalid }));

export const TeamSummary = z.object({ teamId: z.string(), name: z.string() });
export type TeamSummary = z.infer<typeof TeamSummary>;

/** One row of the members table. `email` is what the caller may see: in full, or masked (`j•••@example.com`). */
export const TeamMemberView = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** True when `email` is masked: members see only their own address in full. */
  emailMasked: z.boolean(),
  role: TeamRole,
  joinedAt: z.string(),
  /** The caller's own row (Leave instead of Remove). */
  isYou: z.boolean(),
});
export type TeamMemberView = z.infer<typeof TeamMemberView>;

/** A pending (or recently closed) invitation, for owners and admins only. */
export const TeamInvitationView = z.object({
  token: z.string(),
  email: z.string(),
  role: InviteRole,
  status: TeamInvitationStatus,
  invitedByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The backup link: {app}/team-invite/{token}. */
  inviteUrl: z.string(),
});
export type TeamInvitationView = z.infer<typeof TeamInvitationView>;

/** GET /team: the caller's team screen. `team` null = "No team found" (the auto-setup creates one). */
export const TeamScreen = z.object({
  team: TeamSummary.extend({ ownerId: z.string() }).nullable(),
  /** The caller's role in the team; null without a team. */
  myRole: TeamRole.nullable(),
  members: z.array(TeamMemberView),
  /** Pending invitations, newest first; always empty for members. */
  invitations: z.array(TeamInvitationView),
  /** False when the team owner's plan (Growth) allows no more members: inviting answers 402. */
  canAddMembers: z.boolean(),
});
export type TeamScreen = z.infer<typeof TeamScreen>;

export const SendTeamInviteBody = z.object({
  email: InviteEmail,
  role: InviteRole.default('member'),
});
export type SendTeamInviteBody = z.input<typeof SendTeamInviteBody>;

export const SendTeamInviteResponse = z.object({
  success: z.literal(true),
  /** The spec's inviteToken, for the backup link. */
  inviteToken: z.string(),
  inviteUrl: z.string(),
  /** False when the invitation was saved but its e-mail could not be sent: share the backup link, or resend. */
  emailSent: z.boolean(),
  invitation: TeamInvitationView,
});
export type SendTeamInviteResponse = z.infer<typeof SendTeamInviteResponse>;

export const TeamInviteTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not valid.') });

/** What the invite link shows: which team, who invited, for which e-mail, and its status. */
export const TeamInviteLookup = z.object({
  teamName: z.string(),
  invitedByName: z.string(),
  email: z.string(),
  role: InviteRole,
  status: TeamInvitationStatus,
  expiresAt: z.string(),
});
export type TeamInviteLookup = z.infer<typeof TeamInviteLookup>;

export const AcceptTeamInviteResponse = z.object({
  success: z.literal(true),
  /** "Welcome! You joined the team successfully." */
  message: z.string(),
  team: TeamSummary,
  role: InviteRole,
});
export type AcceptTeamInviteResponse = z.infer<typeof AcceptTeamInviteResponse>;

export const MemberParams = z.object({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'This member is not valid.') });

export const ChangeRoleBody = z.object({ role: InviteRole });
export type ChangeRoleBody = z.input<typeof ChangeRoleBody>;

export const TransferOwnershipBody = z.object({ userId: MemberParams.shape.userId });
export type TransferOwnershipBody = z.input<typeof TransferOwnershipBody>;

/** POST /team/leave: "Left team", and the caller's own new team (every user has a team). */
export const LeaveTeamResponse = z.object({ success: z.literal(true), message: z.string(), team: TeamSummary });
export type LeaveTeamResponse = z.infer<typeof LeaveTeamResponse>;

/** POST /team/ensure: the team auto-setup. `created` true → "Welcome! Created team: {name}". */
export const EnsureTeamResponse = z.object({ created: z.boolean(), team: TeamSummary });
export type EnsureTeamResponse = z.infer<typeof EnsureTeamResponse>;

export const teamEndpoints = {
  get: endpoint({ name: 'GetTeam', area: 'team', method: 'GET', path: '/team', access: 'team', response: TeamScreen }),
  ensure: endpoint({ name: 'EnsureTeam', area: 'team', method: 'POST', path: '/team/ensure', access: 'team', response: EnsureTeamResponse }),
  invite: endpoint({
    name: 'SendTeamInvite',
    area: 'team',
    method: 'POST',
    path: '/team/invitations',
    access: 'team',
    body: SendTeamInviteBody,
    response: SendTeamInviteResponse,
    status: 201,
  }),
  resend: endpoint({
    name: 'ResendTeamInvite',
    area: 'team',
    method: 'POST',
    path: '/team/invitations/{token}/resend',
    access: 'team',
    params: TeamInviteTokenParams,
    response: TeamInvitationView,
  }),
  revoke: endpoint({
    name: 'RevokeTeamInvite',
    area: 'team',
    method: 'POST',
    path: '/team/invitations/{token}/revoke',
    access: 'team',
    params: TeamInviteTokenParams,
    response: z.undefined(),
  }),
  /** Public: the invite link's team, inviter, e-mail and status, before signing up or in. */
  lookup: endpoint({
    name: 'GetTeamInvite',
    area: 'team',
    method: 'GET',
    path: '/team-invites/{token}',
    access: 'public',
    params: TeamInviteTokenParams,
    response: TeamInviteLookup,
  }),
  accept: endpoint({
    name: 'AcceptTeamInvite',
    area: 'team',
    method: 'POST',
    path: '/team-invites/{token}/accept',
    access: 'signedIn',
    params: TeamInviteTokenParams,
    response: AcceptTeamInviteResponse,
  }),
  removeMember: endpoint({
    name: 'RemoveTeamMember',
    area: 'team',
    method: 'DELETE',
    path: '/team/members/{userId}',
    access: 'team',
    params: MemberParams,
    response: z.undefined(),
  }),
  changeRole: endpoint({
    name: 'ChangeTeamRole',
    area: 'team',
    method: 'PUT',
    path: '/team/members/{userId}/role',
    access: 'team',
    params: MemberParams,
    body: ChangeRoleBody,
    response: TeamMemberView,
  }),
  transfer: endpoint({
    name: 'TransferTeamOwnership',
    area: 'team',
    method: 'POST',
    path: '/team/transfer',
    access: 'team',
    body: TransferOwnershipBody,
    response: z.undefined(),
  }),
  leave: endpoint({ name: 'LeaveTeam', area: 'team', method: 'POST', path: '/team/leave', access: 'team', response: LeaveTeamResponse }),
};
