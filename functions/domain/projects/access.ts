// Projects: who may see a project (its owner, and members of the owner's team it is shared with while both are still in it).
import { PROJECT_NOT_FOUND, type ViewerRole } from '#contracts/projects';
import type { ProjectItem } from '#data/entities/project';
import type { ProjectGrantItem } from '#data/entities/project-grant';
import { db } from '#data/service';
import { Forbidden, NotFound } from '#lib/errors';
import { PROJECT_MESSAGES } from './create.ts';
import { busy, untilProcessed } from '#lib/retry';

export interface GrantLike {
  projectId: string;
  userId: string;
  ownerId: string;
  teamId: string;
}

/**
 * The grants whose member and owner are both still in the grant's team, in the same stay: a
 * membership that began after the grant (left, then invited back) does not bring it back.
 * One BatchGetItem.
 */
export async function liveGrants<G extends GrantLike & { createdAt: string }>(grants: readonly G[]): Promise<G[]> {
  if (grants.length === 0) return [];
  const keys = new Map<string, { teamId: string; userId: string }>();
  for (const g of grants) {
    keys.set(`${g.teamId}|${g.userId}`, { teamId: g.teamId, userId: g.userId });
    keys.set(`${g.teamId}|${g.ownerId}`, { teamId: g.teamId, userId: g.ownerId });
  }
  const data = await untilProcessed(
    [...keys.values()],
    (left) =>
      db()
        .entities.teamMember.get(left)
        .go({ attributes: ['teamId', 'userId', 'joinedAt'], concurrent: 4 }),
    busy('Your team memberships'),
  );
  const joined = new Map(data.map((m) => [`${m.teamId}|${m.userId}`, m.joinedAt]));
  const inTeamSince = (teamId: string, userId: string, at: string) => {
    const since = joined.get(`${teamId}|${userId}`);
    return since !== undefined && since <= at;
  };
  return grants.filter((g) => inTeamSince(g.teamId, g.userId, g.createdAt) && inTeamSince(g.teamId, g.ownerId, g.createdAt));
}

/** The caller's role on a project they may see, or null. */
export async function roleOn(userId: string, project: ProjectItem, grant: (GrantLike & { createdAt: string }) | undefined): Promise<ViewerRole | null> {
  if (project.userId === userId) return 'owner';
  if (!grant || grant.userId !== userId) return null;
  return (await liveGrants([grant])).length ? 'shared' : null;
}

/** The project and the caller's role on it; NotFound when they may not see it. */
export async function visible(userId: string, projectId: string): Promise<{ project: ProjectItem; role: ViewerRole }> {
  const [{ data: project }, { data: grant }] = await Promise.all([
    db().entities.project.get({ projectId }).go({ consistent: true }),
    db().entities.projectGrant.get({ projectId, userId }).go(),
  ]);
  const role = project ? await roleOn(userId, project, grant ?? undefined) : null;
  if (!project || !role) throw new NotFound(PROJECT_NOT_FOUND);
  return { project, role };
}

/**
 * The project if the caller may see it: its owner, or a member of the owner's team it is
 * shared with. Anyone else gets the same NotFound as for an unknown id.
 */
export async function getVisible(userId: string, projectId: string): Promise<ProjectItem> {
  return (await visible(userId, projectId)).project;
}

/** The project if the caller owns it; a member it is shared with gets 403, anyone else 404. */
export async function ownedForSettings(userId: string, projectId: string): Promise<ProjectItem> {
  const { project, role } = await visible(userId, projectId);
  if (role !== 'owner') throw new Forbidden(PROJECT_MESSAGES.ownerOnly);
  return project;
}

/** Throws NotFound unless every id is one of the caller's projects (BatchGetItem, 100 keys a request). */
export async function assertOwned(userId: string, projectIds: readonly string[]): Promise<void> {
  const unique = [...new Set(projectIds)];
  if (unique.length === 0) return;
  const data = await untilProcessed(
    unique.map((projectId) => ({ projectId })),
    (left) =>
      db()
        .entities.project.get(left)
        .go({ attributes: ['projectId', 'userId'], concurrent: 4 }),
    busy('Your projects'),
  );
  const owned = new Set(data.filter((p) => p.userId === userId).map((p) => p.projectId));
  if (unique.some((id) => !owned.has(id))) throw new NotFound(PROJECT_NOT_FOUND);
}

/** The projects shared with the caller that they may still see (their grants, checked against the team). */
export async function sharedWith(userId: string): Promise<ProjectGrantItem[]> {
  const { data } = await db().entities.projectGrant.query.byUser({ userId }).go({ pages: 'all' });
  return liveGrants(data);
}

/** Full names by user id (one BatchGetItem); '' for someone without a profile. */
export async function namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.profile.get(unique.map((userId) => ({ userId })))
    .go({ attributes: ['userId', 'fullName'], concurrent: 4 });
  return new Map(data.map((p) => [p.userId, p.fullName]));
}
