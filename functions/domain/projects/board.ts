// Projects: the Kanban board a page of each column at a time. Each column is read from the
// column index (projectId#status → rank) in rank order, so opening a board costs four Queries
// of BOARD_PAGE cards and one TransactGetItems (project, grant, timeline, the caller's profile)
// whatever the project's size; the next page starts after the rank of the previous page's last
// card. Column counts are the project's stored counters.
import { BOARD_PAGE, CARD_DESCRIPTION_MAX, PROJECT_NOT_FOUND, type BoardCard, type ColumnPage, type ProjectBoard, type ProjectView } from '#contracts/projects';
import { TASK_STATUS_VALUES, type TaskStatus } from '#contracts/tasks';
import type { ProjectItem } from '#data/entities/project';
import type { ProjectTimelineItem } from '#data/entities/project-timeline';
import type { TaskItem } from '#data/entities/task';
import { db } from '#data/service';
import { blockersByTask, liveEdges, rankOf, toProjectView } from '../project-views.ts';
import { namesOf, roleOn } from './access.ts';
import { NotFound } from '#lib/errors';
import { COLUMN_COUNTERS } from './settings.ts';

/** What a card needs of a stored task. */
const CARD_ATTRIBUTES = ['projectId', 'taskId', 'title', 'description', 'status', 'priority', 'dueDate', 'rank'] as const;
type CardItem = Pick<TaskItem, (typeof CARD_ATTRIBUTES)[number]>;

/** Up to `limit` cards of one column after rank `after` (the start when absent), and whether more follow. */
async function columnItems(projectId: string, status: TaskStatus, after: string | undefined, limit: number): Promise<{ items: CardItem[]; more: boolean }> {
  const query = db().entities.task.query.byColumn({ projectId, status });
  // One more than asked: whether it comes back says whether the column goes on.
  const options = { limit: limit + 1, attributes: [...CARD_ATTRIBUTES] };
  const { data } = await (after === undefined ? query.go(options) : query.gt({ rank: after }).go(options));
  return { items: data.slice(0, limit), more: data.length > limit };
}

/** The project's stored count of a column (never fewer than the cards known to be there). */
function countOf(project: ProjectItem, status: TaskStatus, atLeast: number): number {
  return Math.max(project[COLUMN_COUNTERS[status]] ?? 0, atLeast);
}

/**
 * The cards as the board shows them, each with its "Blocked by": the timeline's links into it
 * whose source is not done yet. Sources not among the cards are read in one BatchGetItem.
 */
async function cardsOf(projectId: string, items: readonly CardItem[], timeline: ProjectTimelineItem | undefined): Promise<BoardCard[]> {
  const wanted = new Set(items.map((t) => t.taskId));
  const into = (timeline?.edges ?? []).filter((e) => wanted.has(e.target));
  const known = new Map<string, Pick<TaskItem, 'taskId' | 'title' | 'status'>>(items.map((t) => [t.taskId, t]));
  const missing = [...new Set(into.map((e) => e.source).filter((id) => !known.has(id)))];
  if (missing.length) {
    const { data } = await db()
      .entities.task.get(missing.map((taskId) => ({ projectId, taskId })))
      .go({ attributes: ['taskId', 'title', 'status'], concurrency: 4 });
    for (const t of data) known.set(t.taskId, t);
  }
  const blockers = blockersByTask(liveEdges({ edges: into }, new Set(known.keys())), known);
  return items.map((t) => ({
    taskId: t.taskId,
    projectId: t.projectId,
    title: t.title,
    description: (t.description ?? '').slice(0, CARD_DESCRIPTION_MAX),
    status: t.status,
    priority: t.priority,
    dueDate: t.dueDate ?? null,
    rank: rankOf(t),
    blockedBy: blockers.get(t.taskId) ?? [],
  }));
}

/** A page of cards as the board gets it: the cards, the column's count, and the cursor of the next page. */
function pageOf(project: ProjectItem, status: TaskStatus, cards: BoardCard[], more: boolean): ColumnPage {
  return { tasks: cards, count: countOf(project, status, cards.length + (more ? 1 : 0)), cursor: more ? cards.at(-1)!.rank : null };
}

/**
 * The project, the caller's grant on it, its timeline and the caller's profile in one
 * TransactGetItems (the caller is most often the owner, whose name the board shows).
 */
async function boardItems(userId: string, projectId: string) {
  const { data } = await db()
    .transaction.get(({ project, projectGrant, projectTimeline, profile }) => [
      project.get({ projectId }).commit(),
      projectGrant.get({ projectId, userId }).commit(),
      projectTimeline.get({ projectId }).commit(),
      profile.get({ userId }).commit(),
    ])
    .go();
  const [project, grant, timeline, caller] = data;
  return { project: project.item ?? undefined, grant: grant.item ?? undefined, timeline: timeline.item ?? undefined, callerName: caller.item?.fullName ?? '' };
}

/**
 * GET /projects/{id}: the project, the caller's role and each column's first BOARD_PAGE cards.
 * The columns are read while access is checked (nothing is answered before).
 */
export async function board(userId: string, projectId: string): Promise<ProjectBoard> {
  const [{ project, grant, timeline, callerName }, columns] = await Promise.all([
    boardItems(userId, projectId),
    Promise.all(TASK_STATUS_VALUES.map((status) => columnItems(projectId, status, undefined, BOARD_PAGE))),
  ]);
  const role = project ? await roleOn(userId, project, grant) : null;
  if (!project || !role) throw new NotFound(PROJECT_NOT_FOUND);
  const [ownerName, cards] = await Promise.all([
    role === 'owner' ? callerName : namesOf([project.userId]).then((names) => names.get(project.userId) ?? ''),
    cardsOf(
      projectId,
      columns.flatMap((c) => c.items),
      timeline,
    ),
  ]);
  const byId = new Map(cards.map((c) => [c.taskId, c]));
  const page = (i: number): ColumnPage => {
    const status = TASK_STATUS_VALUES[i]!;
    const { items, more } = columns[i]!;
    return pageOf(
      project,
      status,
      items.map((t) => byId.get(t.taskId)!),
      more,
    );
  };
  const view: ProjectView = toProjectView(project, ownerName);
  return { project: view, columns: { todo: page(0), in_progress: page(1), review: page(2), done: page(3) }, viewer: { role } };
}

/** GET /projects/{id}/columns/{status}: up to `limit` cards of one column after the rank `after`. */
export async function column(userId: string, projectId: string, status: TaskStatus, after: string | undefined, limit = BOARD_PAGE): Promise<ColumnPage> {
  const [{ project, grant, timeline }, { items, more }] = await Promise.all([boardItems(userId, projectId), columnItems(projectId, status, after, limit)]);
  if (!project || !(await roleOn(userId, project, grant))) throw new NotFound(PROJECT_NOT_FOUND);
  return pageOf(project, status, await cardsOf(projectId, items, timeline), more);
}
