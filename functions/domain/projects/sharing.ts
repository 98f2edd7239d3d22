// Projects: sharing a project with the owner's team.
import { db } from '#data/service';
import { Invalid, NotFound } from '#lib/errors';
import { liveGrants, ownedForSettings } from './access.ts';
import { PROJECT_MESSAGES } from './create.ts';
import { accountOf } from '../workspaces/access.ts';

/** The owner's current team id, from their profile (a client workspace's: its account's). */
export async function teamOf(userId: string): Promise<string> {
  const { data } = await db()
    .entities.profile.get({ userId: await accountOf(userId) })
    .go({ attributes: ['teamId'] });
  if (!data?.teamId) throw new NotFound(PROJECT_MESSAGES.noTeam);
  return data.teamId;
}

/** The owner's team members (not the owner), by name, and whether the project is shared with each. */
export async function shares(userId: string, projectId: string): Promise<{ members: { userId: string; fullName: string; shared: boolean }[] }> {
  await ownedForSettings(userId, projectId);
  const teamId = await teamOf(userId);
  const [members, grants] = await Promise.all([
    db().entities.teamMember.query.byTeam({ teamId }).go({ pages: 'all' }),
    db().entities.projectGrant.query.byProject({ projectId }).go({ pages: 'all' }),
  ]);
  const shared = new Set((await liveGrants(grants.data.filter((g) => g.teamId === teamId))).map((g) => g.userId));
  return {
    members: members.data
      .filter((m) => m.userId !== userId)
      .sort((a, b) => a.fullName.localeCompare(b.fullName))
      .map((m) => ({ userId: m.userId, fullName: m.fullName, shared: shared.has(m.userId) })),
  };
}

/** Shares the project with a member of the owner's current team (again: no change). */
export async function share(userId: string, projectId: string, memberId: string): Promise<void> {
  await ownedForSettings(userId, projectId);
  if (memberId === userId) throw new Invalid(PROJECT_MESSAGES.shareSelf);
  const teamId = await teamOf(userId);
  const { data: member } = await db().entities.teamMember.get({ teamId, userId: memberId }).go();
  if (!member) throw new NotFound(PROJECT_MESSAGES.notMember);
  // Sharing again renews the grant (its date counts from now).
  await db().entities.projectGrant.put({ projectId, userId: memberId, ownerId: userId, teamId, createdAt: new Date().toISOString() }).go({ response: 'none' });
}

/** Stops sharing the project with a member (not shared: no change). */
export async function unshare(userId: string, projectId: string, memberId: string): Promise<void> {
  await ownedForSettings(userId, projectId);
  await db().entities.projectGrant.delete({ projectId, userId: memberId }).go({ response: 'none' });
}
