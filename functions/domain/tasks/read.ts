// Tasks: as views with their "Blocked by", one task with its project, the /tasks browser, the dashboard's counts and search.
import type { TaskStatus, TaskView } from '#contracts/tasks';
import { countQuery } from '#data/count';
import type { TaskItem } from '#data/entities/task';
import { firstMatches } from '#data/paging';
import { db } from '#data/service';
import { blockersByTask, liveEdges, toTaskView } from '../project-views.ts';
import * as Projects from '../projects.ts';
import { visibleTask, type TaskRef } from './create.ts';

export async function withBlockers(tasks: readonly TaskItem[]): Promise<TaskView[]> {
  if (tasks.length === 0) return [];
  const projectIds = [...new Set(tasks.map((t) => t.projectId))];
  const { data: timelines } = await db()
    .entities.projectTimeline.get(projectIds.map((projectId) => ({ projectId })))
    .go({ concurrent: 4 });
  const byProject = new Map(timelines.map((t) => [t.projectId, t]));
  const wanted = new Set(tasks.map((t) => `${t.projectId}|${t.taskId}`));
  const predecessors = new Map<string, TaskItem>();
  for (const t of tasks) predecessors.set(t.taskId, t);
  const missing = new Map<string, { projectId: string; taskId: string }>();
  for (const timeline of timelines)
    for (const e of timeline.edges)
      if (wanted.has(`${timeline.projectId}|${e.target}`) && !predecessors.has(e.source))
        missing.set(`${timeline.projectId}|${e.source}`, { projectId: timeline.projectId, taskId: e.source });
  if (missing.size) {
    const { data } = await db()
      .entities.task.get([...missing.values()])
      .go({ attributes: ['projectId', 'taskId', 'title', 'status'], concurrent: 4 });
    for (const t of data) predecessors.set(t.taskId, t as TaskItem);
  }
  return tasks.map((task) => {
    const timeline = byProject.get(task.projectId);
    const edges = liveEdges(timeline && { edges: timeline.edges.filter((e) => e.target === task.taskId) }, new Set([task.taskId, ...predecessors.keys()]));
    const blockers = blockersByTask(edges, predecessors).get(task.taskId);
    const position = timeline?.positions.find((p) => p.taskId === task.taskId);
    return toTaskView(task, { position: position ? { x: position.x, y: position.y } : null, blockedBy: blockers });
  });
}

/** One task on a project the caller may see, with its project's id and title. */
export async function get(userId: string, ref: TaskRef): Promise<{ task: TaskView; project: { projectId: string; title: string } }> {
  const { project, task } = await visibleTask(userId, ref);
  const [view] = await withBlockers([task]);
  return { task: view!, project: { projectId: project.projectId, title: project.title } };
}

/** How many tasks /tasks lists. */
export const LIST_LIMIT = 200;

/** /tasks: tasks of the caller's own and shared projects, last updated first; by status, by title. */
export async function listAll(
  userId: string,
  filters: { status?: TaskStatus | undefined; q?: string | undefined },
): Promise<(TaskView & { projectTitle: string })[]> {
  const needle = filters.q?.trim().toLowerCase() ?? '';
  const matches = (t: Pick<TaskItem, 'status' | 'title'>) =>
    (!filters.status || t.status === filters.status) && (!needle || t.title.toLowerCase().includes(needle));
  const own = db()
    .entities.task.query.byOwner({ userId })
    .where(({ titleLower, status }, { contains, eq }) =>
      [filters.status ? eq(status, filters.status) : '', needle ? contains(titleLower, needle) : ''].filter(Boolean).join(' AND '),
    );
  const [mine, grants] = await Promise.all([
    firstMatches((cursor, limit) => own.go({ order: 'desc', cursor, limit }), LIST_LIMIT),
    Projects.sharedWith(userId),
  ]);
  const sharedTasks = (
    await Promise.all(
      grants.map((g) =>
        db()
          .entities.task.query.byProject({ projectId: g.projectId })
          .go({ pages: 'all' })
          .then((r) => r.data.filter((t) => t.userId === g.ownerId && matches(t))),
      ),
    )
  ).flat();
  const tasks = [...mine, ...sharedTasks].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, LIST_LIMIT);
  const projectIds = [...new Set(tasks.map((t) => t.projectId))];
  const titles = new Map<string, string>();
  if (projectIds.length) {
    const { data } = await db()
      .entities.project.get(projectIds.map((projectId) => ({ projectId })))
      .go({ attributes: ['projectId', 'title'], concurrent: 4 });
    for (const p of data) titles.set(p.projectId, p.title);
  }
  const views = await withBlockers(tasks);
  return views.map((v) => ({ ...v, projectTitle: titles.get(v.projectId) ?? '' }));
}

/** COUNT of the owner's done tasks over the (userId, done) index partition (recount, tests). */
export function countDone(userId: string): Promise<number> {
  return countQuery(db().entities.task.query.byOwnerStatus({ userId, status: 'done' }).params());
}

/** Tasks the owner completed at or after `since` and that are still done: a range COUNT on completion time. */
export function countDoneSince(userId: string, since: Date): Promise<number> {
  return countQuery(
    db().entities.task.query.byOwnerStatus({ userId, status: 'done' }).between({ statusChangedAt: since.toISOString() }, { statusChangedAt: '9999' }).params(),
  );
}

/** Up to `limit` of the owner's tasks whose title contains `needle` (lower-cased), last updated first. */
export async function searchOwn(userId: string, needle: string, limit: number) {
  const query = db()
    .entities.task.query.byOwner({ userId })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches(
    (cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['taskId', 'projectId', 'title', 'status'] }),
    limit,
  );
  return data.map((t) => ({ taskId: t.taskId, projectId: t.projectId, title: t.title, status: t.status }));
}
