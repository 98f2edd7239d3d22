// Team invitations by e-mail: invite, resend, revoke, expire, look up and accept.
import { TEAM_INVITE_EXPIRY_DAYS, UPGRADE_MESSAGES } from '#contracts/plans';
import type { AcceptTeamInviteResponse, InviteRole, SendTeamInviteResponse, TeamInvitationView, TeamInviteLookup } from '#contracts/team';
import { isConditionFailed } from '#data/conditions';
import type { ProfileItem } from '#data/entities/profile';
import type { TeamItem } from '#data/entities/team';
import type { TeamInvitationItem } from '#data/entities/team-invitation';
import type { TeamMemberItem } from '#data/entities/team-member';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite, type TransactAction, type TransactActions } from '#data/transact';
import { Conflict, Forbidden, LimitReached, NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { mailer } from '#lib/mail';
import { teamInviteMail } from '#lib/mail-templates';
import { limitsOf } from '../entitlements.ts';
import { notify } from '../notifications.ts';
import { findMembership, getProfile, invitationsOf, membersOf, requireMembership, roomFor, type Membership } from './members.ts';
import {
  DAY_MS,
  MAX_ATTEMPTS,
  MAX_OPEN_INVITATIONS_CLOSED,
  TEAM_MESSAGES,
  alreadyInTeam,
  alreadyInvited,
  alreadyMember,
  canManage,
  effectiveStatus,
  invitationView,
  newInviteToken,
  ownsTeamWithMembers,
  statusMessages,
  teamInviteUrl,
  wrongAccount,
} from './views.ts';

export async function sendInviteMail(item: TeamInvitationItem, appUrl: string): Promise<void> {
  const mail = teamInviteMail({
    teamName: item.teamName,
    inviterName: item.invitedByName,
    role: item.role,
    link: teamInviteUrl(appUrl, item.token),
    expiresInDays: TEAM_INVITE_EXPIRY_DAYS,
  });
  await mailer().send({ to: item.email, ...mail });
}

export async function requireManager(userId: string, message: string = TEAM_MESSAGES.managersOnly): Promise<Membership> {
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
export async function managedInvitation(userId: string, token: string, now: Date): Promise<TeamInvitationItem> {
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

export function closeAction(item: TeamInvitationItem, status: 'revoked' | 'expired', at: string) {
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

export async function getInvitation(token: string): Promise<TeamInvitationItem | null> {
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
export async function leaveForInvite(profile: ProfileItem): Promise<TransactActions> {
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

export async function notifyJoined(team: TeamItem, members: TeamMemberItem[], name: string, newMemberId: string): Promise<void> {
  const managers = members.filter((m) => canManage(m.role) && m.userId !== newMemberId);
  const results = await Promise.allSettled([
    notify(newMemberId, { title: `You joined ${team.name}`, message: `You are now a member of ${team.name} on Markk.` }),
    ...managers.map((m) => notify(m.userId, { title: `${name} joined your team`, message: `${name} accepted the invitation and joined ${team.name}.` })),
  ]);
  for (const result of results) if (result.status === 'rejected') logger.warn('Team notification failed', { error: result.reason as Error });
}
