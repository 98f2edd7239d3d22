// Team: reading the caller's team (the Team screen), and a team of one's own (the auto-setup, and after leaving or being removed).
import { PLAN_LIMITS } from '#contracts/plans';
import type { EnsureTeamResponse, TeamScreen, TeamSummary } from '#contracts/team';
import { isConditionFailed } from '#data/conditions';
import type { ProfileItem } from '#data/entities/profile';
import type { TeamItem } from '#data/entities/team';
import type { TeamInvitationItem } from '#data/entities/team-invitation';
import type { TeamMemberItem } from '#data/entities/team-member';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite, type TransactActions } from '#data/transact';
import { NotFound } from '#lib/errors';
import { withRetries } from '#lib/retry';
import { randomUUID } from 'node:crypto';
import { teamNameFor } from '../accounts.ts';
import { statusOrFree } from '../entitlements.ts';
import { LIST_LIMIT, MAX_ATTEMPTS, TEAM_MESSAGES, byRoleThenName, canManage, effectiveStatus, invitationView, memberView } from './views.ts';

export interface Membership {
  profile: ProfileItem;
  team: TeamItem;
  member: TeamMemberItem;
}

export async function getProfile(userId: string): Promise<ProfileItem> {
  const { data } = await db().entities.profile.get({ userId }).go();
  if (!data) throw new NotFound(TEAM_MESSAGES.noProfile);
  return data;
}

/** The caller's team and membership, or null when the profile names no team it is a member of. */
export async function findMembership(profile: ProfileItem): Promise<Omit<Membership, 'profile'> | null> {
  if (!profile.teamId) return null;
  const [team, member] = await Promise.all([
    db().entities.team.get({ teamId: profile.teamId }).go(),
    db().entities.teamMember.get({ teamId: profile.teamId, userId: profile.userId }).go(),
  ]);
  if (!team.data || !member.data) return null;
  return { team: team.data, member: member.data };
}

export async function requireMembership(userId: string): Promise<Membership> {
  const profile = await getProfile(userId);
  const found = await findMembership(profile);
  if (!found) throw new NotFound(TEAM_MESSAGES.noTeam);
  return { profile, ...found };
}

export async function membersOf(teamId: string): Promise<TeamMemberItem[]> {
  const { data } = await db().entities.teamMember.query.byTeam({ teamId }).go({ limit: LIST_LIMIT });
  return data;
}

export async function invitationsOf(teamId: string): Promise<TeamInvitationItem[]> {
  const { data } = await db().entities.teamInvitation.query.byTeam({ teamId }).go({ order: 'desc', limit: LIST_LIMIT });
  return data;
}

/** Whether a team owned by `ownerId` with `memberCount` members may add one more, by the owner's plan. */
export function roomFor(limit: number | null, memberCount: number): boolean {
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
export function ownTeamActions(profile: ProfileItem, fromTeamId: string | undefined, at: string): { team: TeamSummary; actions: TransactActions } {
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
  // Another call set the team up meanwhile: read again and answer what it made.
  const policy = {
    attempts: MAX_ATTEMPTS,
    retryIf: (error: unknown) => error instanceof TransactionCanceled && (isConditionFailed(error, 'profile') || error.conflicted),
  };
  return withRetries(policy, async (): Promise<EnsureTeamResponse> => {
    const profile = await getProfile(userId);
    const found = await findMembership(profile);
    if (found) return { created: false, team: { teamId: found.team.teamId, name: found.team.name } };
    const { team, actions } = ownTeamActions(profile, profile.teamId, now.toISOString());
    await transactWrite(actions);
    return { created: true, team };
  });
}
