// Projects: the Kanban board a page of each column at a time. Each column is read from the
// column index (projectId#status → rank) in rank order, so opening a board costs four Queries
// of BOARD_PAGE cards whatever the project's size; the next page starts after the rank of the
// previous page's last card. Column counts are the project's stored counters.
import { BOARD_PAGE, CARD_DESCRIPTION_MAX, type BoardCard, type ColumnPage, type ProjectBoard, type ProjectView } from '#contracts/projects';
import { TASK_STATUS_VALUES, type TaskStatus } from '#contracts/tasks';
import type { ProjectItem } from '#data/entities/project';
import type { ProjectTimelineItem } from '#data/entities/project-timeline';
import type { TaskItem } from '#data/entities/task';
import { db } from '#data/service';
import { blockersByTask, liveEdges, rankOf, toProjectView } from '../project-views.ts';
import { namesOf, visible } from './access.ts';
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

const timelineOf = async (projectId: string) => (await db().entities.projectTimeline.get({ projectId }).go()).data ?? undefined;

/** A page of cards as the board gets it: the cards, the column's count, and the cursor of the next page. */
function pageOf(project: ProjectItem, status: TaskStatus, cards: BoardCard[], more: boolean): ColumnPage {
  return { tasks: cards, count: countOf(project, status, cards.length + (more ? 1 : 0)), cursor: more ? cards.at(-1)!.rank : null };
}

/**
 * GET /projects/{id}: the project, the caller's role and each column's first BOARD_PAGE cards.
 * The columns and the timeline are read while access is checked (nothing is answered before).
 */
export async function board(userId: string, projectId: string): Promise<ProjectBoard> {
  const [{ project, role }, columns, timeline] = await Promise.all([
    visible(userId, projectId),
    Promise.all(TASK_STATUS_VALUES.map((status) => columnItems(projectId, status, undefined, BOARD_PAGE))),
    timelineOf(projectId),
  ]);
  const [names, cards] = await Promise.all([
    namesOf([project.userId]),
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
  const view: ProjectView = toProjectView(project, names.get(project.userId) ?? '');
  return { project: view, columns: { todo: page(0), in_progress: page(1), review: page(2), done: page(3) }, viewer: { role } };
}

/** GET /projects/{id}/columns/{status}: up to `limit` cards of one column after the rank `after`. */
export async function column(userId: string, projectId: string, status: TaskStatus, after: string | undefined, limit = BOARD_PAGE): Promise<ColumnPage> {
  const [{ project }, { items, more }, timeline] = await Promise.all([
    visible(userId, projectId),
    columnItems(projectId, status, after, limit),
    timelineOf(projectId),
  ]);
  return pageOf(project, status, await cardsOf(projectId, items, timeline), more);
}
