// Team: leaving, removing a member, changing roles and transferring ownership.
import type { InviteRole, LeaveTeamResponse, TeamMemberView, TeamRole } from '#contracts/team';
import { isConditionFailed } from '#data/conditions';
import type { ProfileItem } from '#data/entities/profile';
import type { TeamItem } from '#data/entities/team';
import type { TeamMemberItem } from '#data/entities/team-member';
import { db } from '#data/service';
import { transactWrite, type TransactActions } from '#data/transact';
import { Conflict, Forbidden, Invalid, NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { notify } from '../notifications.ts';
import { requireManager } from './invitations.ts';
import { ownTeamActions, requireMembership } from './members.ts';
import { TEAM_MESSAGES, memberView } from './views.ts';

/** The transaction that takes `profile` out of `team` (role `role`) and gives them their own new team. */
export function departureActions(profile: ProfileItem, teamId: string, role: TeamRole, at: string) {
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

export async function runDeparture(actions: TransactActions): Promise<void> {
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

export async function requireOwnerAndMember(userId: string, memberId: string): Promise<{ team: TeamItem; target: TeamMemberItem }> {
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
