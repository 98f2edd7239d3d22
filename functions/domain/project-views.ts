// How projects and tasks are shown: the stored items turned into the contracts' views, and
// the timeline's links turned into each task's "Blocked by" (its predecessors not done yet).
import type { ProjectItem } from '#data/entities/project';
import type { TaskItem } from '#data/entities/task';
import type { ProjectTimelineItem } from '#data/entities/project-timeline';
import { TEMPLATE_IDS, type TemplateId } from '#contracts/project-templates';
import type { ProjectSummary, ProjectView, TaskEdge, ViewerRole } from '#contracts/projects';
import type { TaskView } from '#contracts/tasks';

/** The rank of a task stored without one (a valid key, so a move next to it works). */
export const rankOf = (task: Pick<TaskItem, 'rank'>): string => task.rank ?? 'a0';

const templateOf = (id: string | undefined): TemplateId | null => ((TEMPLATE_IDS as readonly string[]).includes(id ?? '') ? (id as TemplateId) : null);

export function toProjectView(item: ProjectItem, ownerName: string): ProjectView {
  return {
    projectId: item.projectId,
    title: item.title,
    description: item.description ?? '',
    status: item.status,
    dueDate: item.dueDate ?? null,
    templateType: templateOf(item.templateType),
    archived: item.archived ?? false,
    notes: item.notes ?? '',
    ownerId: item.userId,
    ownerName,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export function toProjectSummary(item: ProjectItem, ownerName: string, viewerRole: ViewerRole): ProjectSummary {
  const { notes: _notes, ...view } = toProjectView(item, ownerName);
  return { ...view, viewerRole, taskCount: Math.max(0, item.taskCount ?? 0), doneCount: Math.max(0, item.doneCount ?? 0) };
}

/** The links whose two ends are both still tasks of the project. */
export function liveEdges(timeline: Pick<ProjectTimelineItem, 'edges'> | undefined, taskIds: ReadonlySet<string>): TaskEdge[] {
  return (timeline?.edges ?? []).filter((e) => taskIds.has(e.source) && taskIds.has(e.target)).map((e) => ({ source: e.source, target: e.target }));
}

type Blocker = Pick<TaskItem, 'taskId' | 'title' | 'status'>;

/** For each task, the predecessors (links into it) that are not done, in link order. */
export function blockersByTask(edges: readonly TaskEdge[], tasks: ReadonlyMap<string, Blocker>): Map<string, { taskId: string; title: string }[]> {
  const out = new Map<string, { taskId: string; title: string }[]>();
  for (const edge of edges) {
    const before = tasks.get(edge.source);
    if (!before || before.status === 'done') continue;
    const list = out.get(edge.target) ?? [];
    if (!list.some((b) => b.taskId === before.taskId)) list.push({ taskId: before.taskId, title: before.title });
    out.set(edge.target, list);
  }
  return out;
}

export function toTaskView(
  item: TaskItem,
  extra: { position?: { x: number; y: number } | null | undefined; blockedBy?: { taskId: string; title: string }[] | undefined } = {},
): TaskView {
  return {
    taskId: item.taskId,
    projectId: item.projectId,
    title: item.title,
    description: item.description ?? '',
    status: item.status,
    priority: item.priority,
    dueDate: item.dueDate ?? null,
    rank: rankOf(item),
    phase: item.phase ?? null,
    estimatedDays: item.estimatedDays ?? null,
    position: extra.position ?? null,
    blockedBy: extra.blockedBy ?? [],
    statusChangedAt: item.statusChangedAt,
    completedAt: item.completedAt ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** A board's tasks as views, ordered by column rank, with their positions and blockers. */
export function boardTasks(tasks: readonly TaskItem[], timeline: ProjectTimelineItem | undefined): { tasks: TaskView[]; edges: TaskEdge[] } {
  const byId = new Map(tasks.map((t) => [t.taskId, t]));
  const edges = liveEdges(timeline, new Set(byId.keys()));
  const blockers = blockersByTask(edges, byId);
  const positions = new Map((timeline?.positions ?? []).map((p) => [p.taskId, { x: p.x, y: p.y }]));
  const ordered = [...tasks].sort((a, b) => (rankOf(a) < rankOf(b) ? -1 : rankOf(a) > rankOf(b) ? 1 : a.createdAt.localeCompare(b.createdAt)));
  return { tasks: ordered.map((t) => toTaskView(t, { position: positions.get(t.taskId), blockedBy: blockers.get(t.taskId) })), edges };
}
