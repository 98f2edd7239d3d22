// Team: members, roles, invitations by e-mail, leave, remove and ownership (spec 02 Team).
//
// Rules:
//  - Every user has exactly one team: profile.teamId names it and a teamMember item
//    (teamId, userId) holds the role. A team has exactly one owner (team.ownerId, whose
//    membership has role owner); a transfer changes both in one transaction.
//  - Owners and admins invite, resend, revoke and remove; only the owner changes roles and
//    transfers ownership; members get 403. The owner cannot leave or be removed:
//    "Transfer ownership first".
//  - "Team collaboration" is a Premium feature: a team whose owner is on Growth has one
//    member, so inviting answers 402 with the upgrade message (accepting checks it again).
//  - Accepting is one transaction: the invitation pending → accepted, the membership created
//    (a second one for the same user fails its condition: 409), the profile moved to the
//    team, and the invitee's previous team left. A previous team the invitee owned alone is
//    deleted with its owner membership (it had nobody else, so nothing else refers to it);
//    a previous team the invitee owns WITH other members refuses the accept: its ownership
//    must be transferred first. A previous team where the invitee was admin or member is
//    simply left.
//  - Leaving, or being removed, gives the user a fresh team of their own (named by the
//    spec's rule) in the same transaction that deletes the old membership.
//  - The account role (profile.role, GET /me) follows team ownership: `owner` for whoever
//    owns their team, `member` for someone in another's team (who may not send partner
//    invitations).
// The verbs, by responsibility, in team/.
export {
  TEAM_MESSAGES,
  wrongAccount,
  alreadyMember,
  alreadyInTeam,
  alreadyInvited,
  ownsTeamWithMembers,
  maskEmail,
  canManage,
  effectiveStatus,
  teamInviteUrl,
  newInviteToken,
  memberView,
} from './team/views.ts';
export { screen, ensureTeam } from './team/members.ts';
export { invite, resend, revoke, expireDue, lookup, accept } from './team/invitations.ts';
export { leave, removeMember, changeRole, transferOwnership } from './team/departures.ts';
