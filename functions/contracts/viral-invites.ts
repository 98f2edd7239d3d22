// The partner referral programme: get-viral-invites, create-viral-invite, revoke, the
// public invitation lookup and accept-viral-invite/{token} (spec 01 §3 and §7, spec 02 §7).
import * as z from 'zod';
import { endpoint } from './endpoint.ts';

export const InvitationStatus = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const InvitationView = z.object({
  id: z.string(),
  invitee_email: z.string().nullable(),
  status: InvitationStatus,
  token: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  inviteUrl: z.string(),
});
export type InvitationView = z.infer<typeof InvitationView>;

export const ViralInviteData = z.object({
  remainingInvites: z.number(),
  referralCount: z.number(),
  totalRewardDays: z.number(),
  invitations: z.array(InvitationView),
});
export type ViralInviteData = z.infer<typeof ViralInviteData>;

export const GetViralInvitesResponse = z.object({ success: z.literal(true), data: ViralInviteData });
export type GetViralInvitesResponse = z.infer<typeof GetViralInvitesResponse>;

const MAX_EMAIL = 254;

export const CreateViralInviteBody = z.object({
  inviteeEmail: z
    .string()
    .trim()
    .max(MAX_EMAIL, 'The e-mail address is too long.')
    .optional()
    .nullable()
    .transform((value) => (value ? value.toLowerCase() : undefined))
    .pipe(z.email({ error: 'Enter a valid e-mail address, or leave it empty.' }).optional()),
});
export type CreateViralInviteBody = z.input<typeof CreateViralInviteBody>;

export const CreateViralInviteResponse = z.object({ success: z.literal(true), remainingInvites: z.number(), invitation: InvitationView });
export type CreateViralInviteResponse = z.infer<typeof CreateViralInviteResponse>;

export const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This invitation link is not valid.') });

/** What anyone holding the link may see before signing up. */
export const PublicInvitation = z.object({ status: InvitationStatus, inviterName: z.string(), expires_at: z.string() });
export type PublicInvitation = z.infer<typeof PublicInvitation>;

export const AcceptViralInviteResponse = z.object({ success: z.literal(true), message: z.string(), rewardDays: z.number() });
export type AcceptViralInviteResponse = z.infer<typeof AcceptViralInviteResponse>;

export const viralInviteEndpoints = {
  list: endpoint({ name: 'GetViralInvites', area: 'viral-invites', method: 'GET', path: '/viral-invites', access: 'owner', response: GetViralInvitesResponse }),
  create: endpoint({
    name: 'CreateViralInvite',
    area: 'viral-invites',
    method: 'POST',
    path: '/viral-invites',
    access: 'owner',
    body: CreateViralInviteBody.optional(),
    response: CreateViralInviteResponse,
    status: 201,
  }),
  /** Public: anyone holding the link sees who invited them, before signing up. */
  getPublic: endpoint({
    name: 'GetViralInvite',
    area: 'viral-invites',
    method: 'GET',
    path: '/viral-invites/{token}',
    access: 'public',
    params: TokenParams,
    response: PublicInvitation,
  }),
  revoke: endpoint({
    name: 'RevokeViralInvite',
    area: 'viral-invites',
    method: 'POST',
    path: '/viral-invites/{token}/revoke',
    access: 'owner',
    params: TokenParams,
    response: z.undefined(),
  }),
  accept: endpoint({
    name: 'AcceptViralInvite',
    area: 'viral-invites',
    method: 'POST',
    path: '/viral-invites/{token}/accept',
    access: 'signedIn',
    params: TokenParams,
    response: AcceptViralInviteResponse,
  }),
};
