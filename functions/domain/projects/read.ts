// Projects: the list, every task of a project in one Query, a project's view, and the dashboard's counters and search.
import { PROJECT_NOT_FOUND, type ProjectSummary, type ProjectTasks, type ProjectView, type ViewerRole } from '#contracts/projects';
import { countQuery } from '#data/count';
import type { ProjectItem, ProjectStatus } from '#data/entities/project';
import type { ProjectGrantItem } from '#data/entities/project-grant';
import type { ProjectTimelineItem } from '#data/entities/project-timeline';
import type { TaskItem } from '#data/entities/task';
import { firstMatches } from '#data/paging';
import { db } from '#data/service';
import { NotFound } from '#lib/errors';
import { boardTasks, toProjectSummary, toProjectView } from '../project-views.ts';
import { namesOf, roleOn, sharedWith } from './access.ts';
import { LIST_LIMIT } from './create.ts';
import { busy, untilProcessed } from '#lib/retry';

export const SUMMARY_ATTRIBUTES = [
  'projectId',
  'userId',
  'title',
  'description',
  'templateType',
  'status',
  'dueDate',
  'archived',
  'taskCount',
  'doneCount',
  'createdAt',
  'updatedAt',
] as const;

export interface ProjectFilters {
  status?: ProjectStatus | undefined;
  q?: string | undefined;
  archived?: boolean | undefined;
}

/** /projects: the caller's own and shared projects, newest first; archived ones only when asked. */
export async function list(userId: string, filters: ProjectFilters): Promise<ProjectSummary[]> {
  const needle = filters.q?.trim().toLowerCase() ?? '';
  const archived = filters.archived ?? false;
  const matches = (p: Pick<ProjectItem, 'status' | 'title' | 'archived'>) =>
    (p.archived ?? false) === archived && (!filters.status || p.status === filters.status) && (!needle || p.title.toLowerCase().includes(needle));
  const [own, grants] = await Promise.all([
    firstMatches(
      (cursor, limit) =>
        db()
          .entities.project.query.byOwner({ userId })
          .go({ order: 'desc', cursor, limit, attributes: [...SUMMARY_ATTRIBUTES] }),
      LIST_LIMIT * 4,
    ),
    sharedWith(userId),
  ]);
  let shared: ProjectItem[] = [];
  if (grants.length) {
    const data = await untilProcessed(
      grants.map((g) => ({ projectId: g.projectId })),
      (left) =>
        db()
          .entities.project.get(left)
          .go({ attributes: [...SUMMARY_ATTRIBUTES], concurrent: 4 }),
      busy('Your projects'),
    );
    const owners = new Map(grants.map((g) => [g.projectId, g.ownerId]));
    shared = (data as ProjectItem[]).filter((p) => owners.get(p.projectId) === p.userId);
  }
  const rows = [
    ...(own as ProjectItem[]).filter(matches).map((p) => ({ item: p, role: 'owner' as const })),
    ...shared.filter(matches).map((p) => ({ item: p, role: 'shared' as const })),
  ]
    .sort((a, b) => b.item.createdAt.localeCompare(a.item.createdAt))
    .slice(0, LIST_LIMIT);
  const names = await namesOf(rows.map((r) => r.item.userId));
  return rows.map((r) => toProjectSummary(r.item, names.get(r.item.userId) ?? '', r.role));
}

export type WholeBoard = ProjectTasks & { project: ProjectView; viewer: { role: ViewerRole } };

export interface ProjectPartition {
  project: ProjectItem | undefined;
  tasks: TaskItem[];
  grants: ProjectGrantItem[];
  timeline: ProjectTimelineItem | undefined;
}

/** The project's collection in one Query (paged): the project, its tasks, grants and timeline. */
export async function partition(projectId: string): Promise<ProjectPartition> {
  const { data } = await db().collections.project({ projectId }).go({ pages: 'all', consistent: true });
  return { project: data.project[0], tasks: data.task, grants: data.projectGrant, timeline: data.projectTimeline[0] };
}

/**
 * Every task of the project with its links, the project and the caller's role, from one Query
 * of the project's partition: the List, Timeline and Doc View tabs and the export.
 */
export async function wholeBoard(userId: string, projectId: string): Promise<WholeBoard> {
  const part = await partition(projectId);
  const { project } = part;
  if (!project) throw new NotFound(PROJECT_NOT_FOUND);
  const [role, names] = await Promise.all([
    roleOn(
      userId,
      project,
      part.grants.find((g) => g.userId === userId),
    ),
    namesOf([project.userId]),
  ]);
  if (!role) throw new NotFound(PROJECT_NOT_FOUND);
  const { tasks, edges } = boardTasks(part.tasks, part.timeline);
  return { project: toProjectView(project, names.get(project.userId) ?? ''), tasks, edges, viewer: { role } };
}

export async function view(project: ProjectItem): Promise<ProjectView> {
  const names = await namesOf([project.userId]);
  return toProjectView(project, names.get(project.userId) ?? '');
}

/** COUNT of the owner's active, unarchived projects over the (userId, active) index partition (recount, tests). */
export function countActive(userId: string): Promise<number> {
  return countQuery(
    db()
      .entities.project.query.byOwnerStatus({ userId, status: 'active' })
      .where((attr, { eq }) => eq(attr.archived, false))
      .params(),
  );
}

/** Up to `limit` of the owner's projects whose title contains `needle` (lower-cased), newest first. */
export async function searchOwn(userId: string, needle: string, limit: number) {
  const query = db()
    .entities.project.query.byOwner({ userId })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches(
    (cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['projectId', 'title', 'status'] }),
    limit,
  );
  return data.map((p) => ({ projectId: p.projectId, title: p.title, status: p.status }));
}
