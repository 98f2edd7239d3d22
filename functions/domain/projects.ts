// Projects: the verbs the dashboard needs now (create, status change, count, search); the
// projects issue adds the workspace on top of the same entity. Writes that change whether
// a project is active update the owner's activeProjects counter in the same transaction.
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { countQuery } from '#data/count';
import { firstMatches } from '#data/paging';
import { Invalid, NotFound } from '#lib/errors';
import type { ProjectItem, ProjectStatus } from '#data/entities/project';
import { transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { counterUpdate, inTransactions } from './stats.ts';
import { PROJECT_NOT_FOUND } from '#contracts/projects';

export interface NewProject {
  title: string;
  description?: string | undefined;
  templateType?: string | undefined;
  status?: ProjectStatus | undefined;
  dueDate?: string | undefined;
}

function projectFor(userId: string, input: NewProject) {
  const title = input.title.trim();
  if (!title) throw new Invalid('A project needs a title.');
  return {
    projectId: randomUUID(),
    userId,
    title,
    description: input.description,
    templateType: input.templateType,
    status: input.status ?? 'active',
    dueDate: input.dueDate,
  };
}

const activeCount = (items: readonly { status: ProjectStatus }[]) => items.filter((p) => p.status === 'active').length;

export async function create(userId: string, input: NewProject): Promise<ProjectItem> {
  const item = projectFor(userId, input);
  await transactWrite({ project: { Put: db().entities.project.create(item).params() }, counter: counterUpdate(userId, { activeProjects: activeCount([item]) }) });
  return getOwned(userId, item.projectId);
}

/** Writes many projects, 99 per transaction with their counter update; returns their ids. */
export async function createMany(userId: string, inputs: readonly NewProject[]): Promise<string[]> {
  const items = inputs.map((input) => projectFor(userId, input));
  await inTransactions(items, async (chunk) => {
    const entity = db().entities.project;
    await transactWrite({
      projects: chunk.map((item) => ({ Put: entity.create(item).params() })),
      counter: counterUpdate(userId, { activeProjects: activeCount(chunk) }),
    });
  });
  return items.map((item) => item.projectId);
}

/** The caller's project, or NotFound when it does not exist or is someone else's. */
export async function getOwned(userId: string, projectId: string): Promise<ProjectItem> {
  const { data } = await db().entities.project.get({ projectId }).go();
  if (!data || data.userId !== userId) throw new NotFound('Project not found.');
  return data;
}

/**
 * The project if the caller may see it: its owner, or a member of the owner's team it is
 * shared with. Anyone else gets the same NotFound as for an unknown id.
 */
export async function getVisible(userId: string, projectId: string): Promise<ProjectItem> {
  const { data } = await db().entities.project.get({ projectId }).go();
  if (!data || data.userId !== userId) throw new NotFound(PROJECT_NOT_FOUND);
  return data;
}

/** Throws NotFound unless every id is one of the caller's projects (BatchGetItem, 100 keys a request). */
export async function assertOwned(userId: string, projectIds: readonly string[]): Promise<void> {
  const unique = [...new Set(projectIds)];
  if (unique.length === 0) return;
  const { data, unprocessed } = await db()
    .entities.project.get(unique.map((projectId) => ({ projectId })))
    .go({ attributes: ['projectId', 'userId'], concurrency: 4 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} projects could not be read`);
  const owned = new Set(data.filter((p) => p.userId === userId).map((p) => p.projectId));
  if (unique.some((id) => !owned.has(id))) throw new NotFound('Project not found.');
}

const MAX_ATTEMPTS = 3;

/** Moves the caller's project to `status`, keeping activeProjects in step. */
export async function setStatus(userId: string, projectId: string, status: ProjectStatus): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const current = await getOwned(userId, projectId);
    if (current.status === status) return;
    const delta = (status === 'active' ? 1 : 0) - (current.status === 'active' ? 1 : 0);
    const patch = db()
      .entities.project.patch({ projectId })
      .composite({ userId })
      .set({ status })
      .where((attr, { eq }) => eq(attr.status, current.status));
    try {
      await transactWrite({ project: { Update: patch.params() }, counter: counterUpdate(userId, { activeProjects: delta }) });
      return;
    } catch (error) {
      // The status changed between the read and the write: read it again.
      if (!isConditionFailed(error, 'project') || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** COUNT of the owner's active projects over the (userId, active) index partition (recount, tests). */
export function countActive(userId: string): Promise<number> {
  return countQuery(db().entities.project.query.byOwnerStatus({ userId, status: 'active' }).params());
}

/** Up to `limit` of the owner's projects whose title contains `needle` (lower-cased), newest first. */
export async function searchOwn(userId: string, needle: string, limit: number) {
  const query = db()
    .entities.project.query.byOwner({ userId })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches((cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['projectId', 'title', 'status'] }), limit);
  return data.map((p) => ({ projectId: p.projectId, title: p.title, status: p.status }));
}
