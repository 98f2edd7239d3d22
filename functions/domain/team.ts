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
import { randomBytes, randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite, type TransactAction, type TransactActions } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import type { ProfileItem } from '#data/entities/profile';
import type { TeamItem } from '#data/entities/team';
import type { TeamMemberItem } from '#data/entities/team-member';
import type { TeamInvitationItem } from '#data/entities/team-invitation';
import { Conflict, Forbidden, Invalid, LimitReached, NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { mailer } from '#lib/mail';
import { teamInviteMail } from '#lib/mail-templates';
import { PLAN_LIMITS, TEAM_INVITE_EXPIRY_DAYS, UPGRADE_MESSAGES } from '#contracts/plans';
import type {
  AcceptTeamInviteResponse,
  EnsureTeamResponse,
  InviteRole,
  LeaveTeamResponse,
  SendTeamInviteResponse,
  TeamInvitationStatus,
  TeamInvitationView,
  TeamInviteLookup,
  TeamMemberView,
  TeamRole,
  TeamScreen,
  TeamSummary,
} from '#contracts/team';
import { limitsOf, statusOrFree } from './entitlements.ts';
import { teamNameFor } from './accounts.ts';
import { notify } from './notifications.ts';

const DAY_MS = 86_400_000;
/** How many times a write retries when DynamoDB reports a conflicting concurrent transaction. */
const MAX_ATTEMPTS = 4;
/** A team screen lists at most this many members and pending invitations. */
const LIST_LIMIT = 500;
/** Accepting closes at most this many open invitations of a solo team it deletes (one transaction holds 100 actions). */
const MAX_OPEN_INVITATIONS_CLOSED = 90;

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

const statusMessages: Record<Exclude<TeamInvitationStatus, 'pending'>, string> = {
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

function invitationView(item: TeamInvitationItem, appUrl: string, now: Date): TeamInvitationView {
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

const ROLE_ORDER: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };
const byRoleThenName = (a: TeamMemberItem, b: TeamMemberItem) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.fullName.localeCompare(b.fullName);

// ---------------------------------------------------------------------------------------
// Reading the caller's team

interface Membership {
  profile: ProfileItem;
  team: TeamItem;
  member: TeamMemberItem;
}

async function getProfile(userId: string): Promise<ProfileItem> {
  const { data } = await db().entities.profile.get({ userId }).go();
  if (!data) throw new NotFound(TEAM_MESSAGES.noProfile);
  return data;
}

/** The caller's team and membership, or null when the profile names no team it is a member of. */
async function findMembership(profile: ProfileItem): Promise<Omit<Membership, 'profile'> | null> {
  if (!profile.teamId) return null;
  const [team, member] = await Promise.all([
    db().entities.team.get({ teamId: profile.teamId }).go(),
    db().entities.teamMember.get({ teamId: profile.teamId, userId: profile.userId }).go(),
  ]);
  if (!team.data || !member.data) return null;
  return { team: team.data, member: member.data };
}

async function requireMembership(userId: string): Promise<Membership> {
  const profile = await getProfile(userId);
  const found = await findMembership(profile);
  if (!found) throw new NotFound(TEAM_MESSAGES.noTeam);
  return { profile, ...found };
}

async function membersOf(teamId: string): Promise<TeamMemberItem[]> {
  const { data } = await db().entities.teamMember.query.byTeam({ teamId }).go({ limit: LIST_LIMIT });
  return data;
}

async function invitationsOf(teamId: string): Promise<TeamInvitationItem[]> {
  const { data } = await db().entities.teamInvitation.query.byTeam({ teamId }).go({ order: 'desc', limit: LIST_LIMIT });
  return data;
}

/** Whether a team owned by `ownerId` with `memberCount` members may add one more, by the owner's plan. */
function roomFor(limit: number | null, memberCount: number): boolean {
  return limit === null || memberCount < limit;
}

/** GET /team: the team screen (get_team_profiles with masking by the caller's role). */
export async function screen(userId: string, appUrl: string, now = new Date()): Promise<TeamScreen> {
  const profile = await getProfile(userId);
  const found = await findMembership(profile);
  if (!found) return { team: null, myRole: null, members: [], invitations: [], canAddMembers: false };
  const { team, member } = found;
  const manager = canManage(member.role);
  const [members, invitations, ownerStatus] = await Promise.all([
    membersOf(team.teamId),
    manager ? invitationsOf(team.teamId) : Promise.resolve([]),
    statusOrFree(team.ownerId, now),
  ]);
  const viewer = { userId, role: member.role };
  return {
    team: { teamId: team.teamId, name: team.name, ownerId: team.ownerId },
    myRole: member.role,
    members: members.sort(byRoleThenName).map((m) => memberView(m, viewer)),
    invitations: invitations.filter((i) => effectiveStatus(i, now) === 'pending').map((i) => invitationView(i, appUrl, now)),
    canAddMembers: roomFor(PLAN_LIMITS[ownerStatus.subscription_tier].teamMembers, members.length),
  };
}

// ---------------------------------------------------------------------------------------
// A team of one's own: the auto-setup, and after leaving or being removed

/** The writes that give `profile` a fresh team of their own; `fromTeamId` is the team the profile must still name. */
function ownTeamActions(profile: ProfileItem, fromTeamId: string | undefined, at: string): { team: TeamSummary; actions: TransactActions } {
  const teamId = `team-${randomUUID()}`;
  const name = teamNameFor({ email: profile.email, fullName: profile.fullName, companyName: profile.companyName });
  const { team, teamMember, profile: profiles } = db().entities;
  return {
    team: { teamId, name },
    actions: {
      newTeam: { Put: team.create({ teamId, name, ownerId: profile.userId, createdAt: at }).params() },
      newMembership: {
        Put: teamMember.create({ teamId, userId: profile.userId, role: 'owner', fullName: profile.fullName, email: profile.email, joinedAt: at }).params(),
      },
      profile: {
        Update: profiles
          .patch({ userId: profile.userId })
          .set({ teamId, role: 'owner' })
          .where((attr, { eq, notExists }) => (fromTeamId ? eq(attr.teamId, fromTeamId) : notExists(attr.teamId)))
          .params(),
      },
    },
  };
}

/**
 * The team auto-setup (spec 02 §2.12): a user whose profile names no team they belong to
 * gets one. Concurrent calls create one team: the profile's condition lets one through.
 */
export async function ensureTeam(userId: string, now = new Date()): Promise<EnsureTeamResponse> {
  for (let attempt = 1; ; attempt++) {
    const profile = await getProfile(userId);
    const found = await findMembership(profile);
    if (found) return { created: false, team: { teamId: found.team.teamId, name: found.team.name } };
    const { team, actions } = ownTeamActions(profile, profile.teamId, now.toISOString());
    try {
      await transactWrite(actions);
      return { created: true, team };
    } catch (error) {
      // Another call set the team up meanwhile: read again and answer what it made.
      if (error instanceof TransactionCanceled && attempt < MAX_ATTEMPTS && (isConditionFailed(error, 'profile') || error.conflicted)) continue;
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------
// Invitations

async function sendInviteMail(item: TeamInvitationItem, appUrl: string): Promise<void> {
  const mail = teamInviteMail({
    teamName: item.teamName,
    inviterName: item.invitedByName,
    role: item.role,
    link: teamInviteUrl(appUrl, item.token),
    expiresInDays: TEAM_INVITE_EXPIRY_DAYS,
  });
  await mailer().send({ to: item.email, ...mail });
}

async function requireManager(userId: string, message: string = TEAM_MESSAGES.managersOnly): Promise<Membership> {
  const membership = await requireMembership(userId);
  if (!canManage(membership.member.role)) throw new Forbidden(message);
  return membership;
}

/** send-team-invite: owners and admins of a team on a plan with room (402 on Growth); the e-mail goes out at once. */
export async function invite(userId: string, body: { email: string; role: InviteRole }, appUrl: string, now = new Date()): Promise<SendTeamInviteResponse> {
  const { profile, team } = await requireManager(userId, TEAM_MESSAGES.inviteManagersOnly);
  const [limits, members, invitations] = await Promise.all([limitsOf(team.ownerId, now), membersOf(team.teamId), invitationsOf(team.teamId)]);
  if (members.some((m) => m.email === body.email)) throw new Conflict(alreadyMember(body.email));
  if (!roomFor(limits.teamMembers, members.length)) throw new LimitReached(UPGRADE_MESSAGES.teamCollaboration);
  if (invitations.some((i) => i.email === body.email && effectiveStatus(i, now) === 'pending')) throw new Conflict(alreadyInvited(body.email));

  const at = now.toISOString();
  const item = {
    token: newInviteToken(),
    teamId: team.teamId,
    teamName: team.name,
    email: body.email,
    role: body.role,
    status: 'pending' as const,
    invitedBy: userId,
    invitedByName: profile.fullName,
    createdAt: at,
    expiresAt: new Date(now.getTime() + TEAM_INVITE_EXPIRY_DAYS * DAY_MS).toISOString(),
    lastSentAt: at,
  };
  await db().entities.teamInvitation.create(item).go({ response: 'none' });
  let emailSent = true;
  try {
    await sendInviteMail(item as TeamInvitationItem, appUrl);
  } catch (error) {
    // The invitation stands: the inviter gets the backup link and can resend.
    logger.warn('Team invitation e-mail failed', { error: error as Error });
    emailSent = false;
  }
  const view = invitationView(item as TeamInvitationItem, appUrl, now);
  return { success: true, inviteToken: item.token, inviteUrl: view.inviteUrl, emailSent, invitation: view };
}

/** A pending invitation of the manager's own team; another team's is NotFound. */
async function managedInvitation(userId: string, token: string, now: Date): Promise<TeamInvitationItem> {
  const { team } = await requireManager(userId);
  const item = await getInvitation(token);
  if (!item || item.teamId !== team.teamId) throw new NotFound(TEAM_MESSAGES.invitationNotFound);
  const status = effectiveStatus(item, now);
  if (status !== 'pending') throw new Conflict(statusMessages[status]);
  return item;
}

/** Sends a pending invitation's e-mail again (its expiry stays: a new invitation starts a new week). */
export async function resend(userId: string, token: string, appUrl: string, now = new Date()): Promise<TeamInvitationView> {
  const item = await managedInvitation(userId, token, now);
  await sendInviteMail(item, appUrl);
  await db().entities.teamInvitation.patch({ token }).set({ lastSentAt: now.toISOString() }).go({ response: 'none' });
  return invitationView(item, appUrl, now);
}

function closeAction(item: TeamInvitationItem, status: 'revoked' | 'expired', at: string) {
  return db()
    .entities.teamInvitation.patch({ token: item.token })
    .composite({ expiresAt: item.expiresAt })
    .set({ status, closedAt: at })
    .where((attr, { eq }) => eq(attr.status, 'pending'));
}

export async function revoke(userId: string, token: string, now = new Date()): Promise<void> {
  const item = await managedInvitation(userId, token, now);
  try {
    await closeAction(item, 'revoked', now.toISOString()).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const latest = await getInvitation(token);
    const status = latest ? effectiveStatus(latest, now) : 'revoked';
    throw new Conflict(statusMessages[status === 'pending' ? 'revoked' : status]);
  }
}

/** Hourly job: marks pending invitations past expiresAt expired (the sparse pending index, never a scan). */
export async function expireDue(now = new Date()): Promise<number> {
  let expired = 0;
  let cursor: string | null = null;
  const at = now.toISOString();
  do {
    const page: { data: TeamInvitationItem[]; cursor: string | null } = await db()
      .entities.teamInvitation.query.pending({})
      .lte({ expiresAt: at })
      .go({ cursor, limit: 100 });
    const due = page.data.filter((item) => item.status === 'pending' && item.expiresAt <= at);
    const results = await Promise.allSettled(due.map((item) => closeAction(item, 'expired', at).go({ response: 'none' })));
    for (const result of results) {
      if (result.status === 'fulfilled') expired += 1;
      // Accepted or revoked between the query and the write: nothing to expire.
      else if (!isConditionFailed(result.reason)) throw result.reason;
    }
    cursor = page.cursor;
  } while (cursor);
  if (expired) logger.info('Expired team invitations', { expired });
  return expired;
}

async function getInvitation(token: string): Promise<TeamInvitationItem | null> {
  const { data } = await db().entities.teamInvitation.get({ token }).go();
  // Keys are stored lower-cased: only the exact token opens its invitation.
  return data && data.token === token ? data : null;
}

/** The invite link's lookup: which team, who invited, for which e-mail, and the status. */
export async function lookup(token: string, now = new Date()): Promise<TeamInviteLookup> {
  const item = await getInvitation(token);
  if (!item) throw new NotFound(TEAM_MESSAGES.unknownInvite);
  return {
    teamName: item.teamName,
    invitedByName: item.invitedByName,
    email: item.email,
    role: item.role,
    status: effectiveStatus(item, now),
    expiresAt: item.expiresAt,
  };
}

/** The writes that take `userId` out of their current team, as an accept does (see the rules above). */
async function leaveForInvite(profile: ProfileItem): Promise<TransactActions> {
  const found = await findMembership(profile);
  if (!found) return {};
  const { team, member } = found;
  const key = { teamId: team.teamId, userId: profile.userId };
  const leaveOld: TransactAction = {
    Delete: db()
      .entities.teamMember.delete(key)
      .where((attr, { eq }) => eq(attr.role, member.role))
      .params(),
  };
  if (member.role !== 'owner') return { oldMembership: leaveOld };
  const [members, invitations] = await Promise.all([membersOf(team.teamId), invitationsOf(team.teamId)]);
  if (members.some((m) => m.userId !== profile.userId)) throw new Conflict(ownsTeamWithMembers(team.name));
  // The solo team goes, and with it the invitations it still had out: nobody can join it any more.
  const at = new Date().toISOString();
  const open = invitations.filter((i) => i.status === 'pending').slice(0, MAX_OPEN_INVITATIONS_CLOSED);
  return {
    oldMembership: leaveOld,
    oldTeam: {
      Delete: db()
        .entities.team.delete({ teamId: team.teamId })
        .where((attr, { eq }) => eq(attr.ownerId, profile.userId))
        .params(),
    },
    oldInvitations: open.map((i) => ({ Update: closeAction(i, 'revoked', at).params() })),
  };
}

/**
 * accept_team_invite: the signed-in invitee joins, in ONE transaction (see the rules
 * above). The invitation's condition makes it succeed at most once however many clicks
 * race; a second accept by the same user finds the membership and gets 409.
 */
export async function accept(userId: string, token: string, now = new Date()): Promise<AcceptTeamInviteResponse> {
  for (let attempt = 1; ; attempt++) {
    const item = await getInvitation(token);
    if (!item) throw new NotFound(TEAM_MESSAGES.unknownInvite);
    const profile = await getProfile(userId);
    const status = effectiveStatus(item, now);
    if (status === 'accepted' && item.acceptedBy === userId && profile.teamId === item.teamId) throw new Conflict(alreadyInTeam(item.teamName));
    if (status !== 'pending') throw new Conflict(statusMessages[status]);
    if (profile.email.toLowerCase() !== item.email) throw new Forbidden(wrongAccount(item.email));
    if (profile.teamId === item.teamId) throw new Conflict(alreadyInTeam(item.teamName));

    const [team, members] = await Promise.all([db().entities.team.get({ teamId: item.teamId }).go(), membersOf(item.teamId)]);
    if (!team.data) throw new Conflict(TEAM_MESSAGES.teamGone);
    if (members.some((m) => m.userId === userId)) throw new Conflict(alreadyInTeam(team.data.name));
    const limits = await limitsOf(team.data.ownerId, now);
    if (!roomFor(limits.teamMembers, members.length)) throw new LimitReached(UPGRADE_MESSAGES.teamCollaboration);
    const leaving = await leaveForInvite(profile);

    const at = now.toISOString();
    const { teamInvitation, teamMember, profile: profiles, team: teams } = db().entities;
    const actions: TransactActions = {
      invitation: {
        Update: teamInvitation
          .patch({ token })
          .composite({ expiresAt: item.expiresAt })
          .set({ status: 'accepted', acceptedBy: userId, acceptedAt: at, closedAt: at })
          .where((attr, { eq, gt }) => `${eq(attr.status, 'pending')} AND ${gt(attr.expiresAt, at)}`)
          .params(),
      },
      team: { ConditionCheck: { ...teams.get({ teamId: item.teamId }).params(), ConditionExpression: 'attribute_exists(pk)' } },
      membership: {
        Put: teamMember.create({ teamId: item.teamId, userId, role: item.role, fullName: profile.fullName, email: profile.email, joinedAt: at }).params(),
      },
      profile: {
        Update: profiles
          .patch({ userId })
          .set({ teamId: item.teamId, role: 'member', ...(profile.teamInviteAcceptedAt ? {} : { teamInviteAcceptedAt: at }) })
          .where((attr, { eq, notExists }) => (profile.teamId ? eq(attr.teamId, profile.teamId) : notExists(attr.teamId)))
          .params(),
      },
      ...leaving,
    };
    try {
      await transactWrite(actions);
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (isConditionFailed(error, 'invitation')) {
        const latest = await getInvitation(token);
        const latestStatus = latest ? effectiveStatus(latest, now) : 'accepted';
        // A second click of the invitee's own: the first one joined them.
        if (latest?.acceptedBy === userId) throw new Conflict(alreadyInTeam(item.teamName));
        throw new Conflict(statusMessages[latestStatus === 'pending' ? 'accepted' : latestStatus]);
      }
      if (isConditionFailed(error, 'membership')) throw new Conflict(alreadyInTeam(team.data.name));
      if (isConditionFailed(error, 'team')) throw new Conflict(TEAM_MESSAGES.teamGone);
      // The invitee's own team changed meanwhile (someone joined it, their profile moved): decide again.
      if (attempt < MAX_ATTEMPTS && (error.conflicted || isConditionFailed(error, 'profile', ...Object.keys(leaving)))) continue;
      throw error;
    }

    await notifyJoined(team.data, members, profile.fullName, userId);
    return { success: true, message: TEAM_MESSAGES.joined, team: { teamId: team.data.teamId, name: team.data.name }, role: item.role };
  }
}

async function notifyJoined(team: TeamItem, members: TeamMemberItem[], name: string, newMemberId: string): Promise<void> {
  const managers = members.filter((m) => canManage(m.role) && m.userId !== newMemberId);
  const results = await Promise.allSettled([
    notify(newMemberId, { title: `You joined ${team.name}`, message: `You are now a member of ${team.name} on Markk.` }),
    ...managers.map((m) => notify(m.userId, { title: `${name} joined your team`, message: `${name} accepted the invitation and joined ${team.name}.` })),
  ]);
  for (const result of results) if (result.status === 'rejected') logger.warn('Team notification failed', { error: result.reason as Error });
}

// ---------------------------------------------------------------------------------------
// Leaving, removing, roles and ownership

/** The transaction that takes `profile` out of `team` (role `role`) and gives them their own new team. */
function departureActions(profile: ProfileItem, teamId: string, role: TeamRole, at: string) {
  const own = ownTeamActions(profile, teamId, at);
  return {
    team: own.team,
    actions: {
      oldMembership: {
        Delete: db()
          .entities.teamMember.delete({ teamId, userId: profile.userId })
          .where((attr, { eq }) => eq(attr.role, role))
          .params(),
      },
      ...own.actions,
    } satisfies TransactActions,
  };
}

async function runDeparture(actions: TransactActions): Promise<void> {
  try {
    await transactWrite(actions);
  } catch (error) {
    // The membership or the profile changed meanwhile (a role change, a transfer, a second click).
    if (isConditionFailed(error)) throw new Conflict(TEAM_MESSAGES.changed);
    throw error;
  }
}

/** Leave: any member but the owner; they get their own new team. */
export async function leave(userId: string, now = new Date()): Promise<LeaveTeamResponse> {
  const { profile, team, member } = await requireMembership(userId);
  if (member.role === 'owner') throw new Forbidden(TEAM_MESSAGES.ownerCannotLeave);
  const { team: own, actions } = departureActions(profile, team.teamId, member.role, now.toISOString());
  await runDeparture(actions);
  return { success: true, message: TEAM_MESSAGES.left, team: own };
}

/** Remove: owners and admins remove another member of their own team (another team's: 404); never the owner. */
export async function removeMember(userId: string, memberId: string, now = new Date()): Promise<void> {
  const { team } = await requireManager(userId);
  if (memberId === userId) throw new Invalid(TEAM_MESSAGES.removeSelf);
  const [{ data: target }, { data: targetProfile }] = await Promise.all([
    db().entities.teamMember.get({ teamId: team.teamId, userId: memberId }).go(),
    db().entities.profile.get({ userId: memberId }).go(),
  ]);
  if (!target || !targetProfile) throw new NotFound(TEAM_MESSAGES.notMember);
  if (target.role === 'owner') throw new Forbidden(TEAM_MESSAGES.ownerCannotBeRemoved);
  const { actions } = departureActions(targetProfile, team.teamId, target.role, now.toISOString());
  await runDeparture(actions);
  await notify(memberId, {
    title: `You were removed from ${team.name}`,
    message: `You are no longer a member of ${team.name}. Markk set up a team of your own for you.`,
  }).catch((error: unknown) => logger.warn('Team notification failed', { error: error as Error }));
}

async function requireOwnerAndMember(userId: string, memberId: string): Promise<{ team: TeamItem; target: TeamMemberItem }> {
  const { team, member } = await requireMembership(userId);
  if (member.role !== 'owner') throw new Forbidden(TEAM_MESSAGES.ownerOnly);
  const { data: target } = await db().entities.teamMember.get({ teamId: team.teamId, userId: memberId }).go();
  if (!target) throw new NotFound(TEAM_MESSAGES.notMember);
  return { team, target };
}

/** The owner makes a member admin, or an admin member. */
export async function changeRole(userId: string, memberId: string, role: InviteRole): Promise<TeamMemberView> {
  const { team, target } = await requireOwnerAndMember(userId, memberId);
  if (target.role === 'owner') throw new Conflict(TEAM_MESSAGES.ownerRole);
  try {
    await db()
      .entities.teamMember.patch({ teamId: team.teamId, userId: memberId })
      .set({ role })
      .where((attr, { ne }) => ne(attr.role, 'owner'))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFound(TEAM_MESSAGES.notMember);
    throw error;
  }
  return memberView({ ...target, role }, { userId, role: 'owner' });
}

/** The owner hands the team to another member (who becomes owner) and becomes an admin, in one transaction. */
export async function transferOwnership(userId: string, memberId: string): Promise<void> {
  if (memberId === userId) throw new Invalid(TEAM_MESSAGES.transferToSelf);
  const { team, target } = await requireOwnerAndMember(userId, memberId);
  const { team: teams, teamMember, profile: profiles } = db().entities;
  try {
    await transactWrite({
      team: {
        Update: teams
          .patch({ teamId: team.teamId })
          .set({ ownerId: memberId })
          .where((attr, { eq }) => eq(attr.ownerId, userId))
          .params(),
      },
      formerOwner: {
        Update: teamMember
          .patch({ teamId: team.teamId, userId })
          .set({ role: 'admin' })
          .where((attr, { eq }) => eq(attr.role, 'owner'))
          .params(),
      },
      newOwner: {
        Update: teamMember
          .patch({ teamId: team.teamId, userId: memberId })
          .set({ role: 'owner' })
          .where((attr, { eq }) => eq(attr.role, target.role))
          .params(),
      },
      // The account role follows: an account owner owns their team (partner invitations are theirs to send).
      formerOwnerProfile: {
        Update: profiles
          .patch({ userId })
          .set({ role: 'member' })
          .where((attr, { eq }) => eq(attr.teamId, team.teamId))
          .params(),
      },
      newOwnerProfile: {
        Update: profiles
          .patch({ userId: memberId })
          .set({ role: 'owner' })
          .where((attr, { eq }) => eq(attr.teamId, team.teamId))
          .params(),
      },
    });
  } catch (error) {
    if (isConditionFailed(error)) throw new Conflict(TEAM_MESSAGES.changed);
    throw error;
  }
  await notify(memberId, { title: `You now own ${team.name}`, message: `Ownership of ${team.name} was transferred to you.` }).catch((error: unknown) =>
    logger.warn('Team notification failed', { error: error as Error }),
  );
}
