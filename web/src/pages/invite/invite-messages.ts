// What the invitation pages say for each state of an invitation link (spec 02 §2.11; the
// server's messages for accept use the same sentences).
import type { InvitationStatus } from '#contracts/viral-invites';

export const HEADING = "You're Invited";
export const BENEFIT_TITLE = '30 Days Premium Free';
export const WELCOME = 'Welcome to Markk!';
export const INVITE_ERROR = 'Invite error';
export const UNKNOWN_LINK = 'This invitation link is not valid.';

export const CLOSED_TITLES: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation has already been accepted.',
  expired: 'This invitation has expired.',
  revoked: 'This invitation has been revoked.',
};

export const CLOSED_HINT = 'Ask the person who invited you for a new link, or sign up without one.';

export const invitedBy = (inviterName: string) => `${inviterName} invited you to Markk, your AI marketing department.`;
export const inviterRewarded = (inviterName: string) =>
  `Sign up with this link and you get 30 days of Premium — and ${inviterName} is rewarded with 30 days too.`;
