// What the team pages say (spec 02 §2.9, §2.10, §5 Team invite, §8 Team and signup), word for
// word where the spec words it, and who may do what on the page (spec 02 §6 Team).
import type { TeamMemberView, TeamRole } from '#contracts/team';
import type { ToastInput } from '../../app/toast/toast-state.ts';

export const PAGE_TITLE = 'Team Management';
export const PROCESSING = 'Processing your invite…';

/** Spec 02 §8 failure toast titles. */
export const INVITE_FAILED = 'Invite failed';
export const INVITE_ERROR = 'Invite error';
export const ACTION_FAILED = 'Action failed';
export const COULD_NOT_LEAVE = 'Could not leave';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Spec 02 §8 successes. */
export const INVITATION_SENT = 'Invitation sent!';
export const LEFT_TEAM = 'Left team';
export const JOINED_TITLE = 'Welcome!';
export const JOINED_TEXT = 'You joined the team successfully.';

/** Spec 02 §2.12 and §9: the team auto-setup's toasts and how long each stays. */
export const TEAM_CREATED_MS = 2500;
export const TEAM_READY_MS = 2000;
export const teamCreatedToast = (name: string): ToastInput => ({
  title: 'Welcome!',
  description: `Created team: ${name}`,
  variant: 'success',
  durationMs: TEAM_CREATED_MS,
});
export const TEAM_READY_TOAST: ToastInput = { title: 'Team setup', description: 'Team ready.', variant: 'success', durationMs: TEAM_READY_MS };

export const ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/**
 * The spec words its toasts "Title: description" ("Email required: Please enter an email
 * address."): the part before the first ": " is the toast's title, the rest its text.
 */
export function specToast(message: string): Pick<ToastInput, 'title' | 'description'> {
  const at = message.indexOf(': ');
  return at > 0 ? { title: message.slice(0, at), description: message.slice(at + 2) } : { title: message };
}

/**
 * The text under an "Invite error" toast: the server's message without its own "Invite error: "
 * (the toast's title says that already).
 */
export function inviteErrorText(message: string): string {
  const prefix = `${INVITE_ERROR}: `;
  if (!message.startsWith(prefix)) return message;
  const rest = message.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Spec 02 §6: owners and admins invite and remove others. */
export function canManage(role: TeamRole | null): boolean {
  return role === 'owner' || role === 'admin';
}

/** Spec 02 §5: Send invitation needs a team, an e-mail and owner/admin rights, and is off while sending. */
export function canSendInvite({ hasTeam, role, email, sending }: { hasTeam: boolean; role: TeamRole | null; email: string; sending: boolean }): boolean {
  return hasTeam && canManage(role) && email.trim() !== '' && !sending;
}

export type RowActions = {
  /** Leave, on one's own row; disabled for the owner, who must hand the team on first. */
  leave: { shown: boolean; enabled: boolean };
  /** Remove, on others' rows; disabled unless the caller may remove this member. */
  remove: { shown: boolean; enabled: boolean };
  /** The role the owner can switch this member to (admin ⇄ member), or null. */
  switchRoleTo: 'admin' | 'member' | null;
  /** Whether the owner can hand this member the ownership. */
  transfer: boolean;
};

/** Why the owner's Leave is off, and what to do instead (with others in the team, or alone). */
export const OWNER_CANNOT_LEAVE = "The owner can't leave the team.";
/** Follows a "Transfer ownership" link. */
export const TRANSFER_FIRST = 'to another member first, then leave.';
export const INVITE_FIRST = 'Invite a member, then transfer ownership to them first.';
export const ownerLeaveReason = (othersInTeam: boolean) => `${OWNER_CANNOT_LEAVE} ${othersInTeam ? `Transfer ownership ${TRANSFER_FIRST}` : INVITE_FIRST}`;

/**
 * What a row offers the caller. Owners and admins remove others, except the owner (who must
 * transfer ownership first); only the owner changes roles and transfers ownership.
 */
export function rowActions(member: Pick<TeamMemberView, 'isYou' | 'role'>, myRole: TeamRole | null): RowActions {
  if (member.isYou)
    return { leave: { shown: true, enabled: member.role !== 'owner' }, remove: { shown: false, enabled: false }, switchRoleTo: null, transfer: false };
  const ownerActs = myRole === 'owner' && member.role !== 'owner';
  return {
    leave: { shown: false, enabled: false },
    remove: { shown: true, enabled: canManage(myRole) && member.role !== 'owner' },
    switchRoleTo: ownerActs ? (member.role === 'admin' ? 'member' : 'admin') : null,
    transfer: ownerActs,
  };
}
