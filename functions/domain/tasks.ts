// Tasks: one entity and one status vocabulary (todo, in_progress, review, done), on the board
// of a project the caller may see (its owner, or a member it is shared with). A task's
// `userId` is the project's owner whoever writes it: it is their board and their dashboard.
// Entering done sets completedAt, leaving it clears it; the owner's completedTasks counter
// and the project's task and done counts change in the same transaction. The (owner, status)
// index answers "completed this week". A column's order is `rank`, a fractional index: a
// move writes the one task it moves.
import { randomUUID } from 'node:crypto';
import { generateKeyBetween } from 'fractional-indexing';
import { db } from '#data/service';
import { countQuery } from '#data/count';
import { firstMatches } from '#data/paging';
import { MAX_TRANSACT_ACTIONS, TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { Conflict, Invalid, NotFound } from '#lib/errors';
import { jitteredPause, withRetries } from '#lib/retry';
import type { TaskItem } from '#data/entities/task';
import type { ProjectItem } from '#data/entities/project';
import { TASK_NOT_FOUND, type TaskPriority, type TaskStatus, type TaskView } from '#contracts/tasks';
import * as Projects from './projects.ts';
import { blockersByTask, liveEdges, rankOf, toTaskView } from './project-views.ts';
import { counterUpdate, inTransactions } from './stats.ts';

export { TASK_NOT_FOUND };

export const TASK_MESSAGES = {
  moved: 'The board changed meanwhile: a card next to this one moved. Refresh the page and try again.',
  changed: 'This task changed meanwhile. Refresh the page and try again.',
} as const;

export interface NewTask {
  projectId: string;
  title: string;
  description?: string | undefined;
  status?: TaskStatus | undefined;
  priority?: TaskPriority | undefined;
  /** YYYY-MM-DD; null or undefined: none. */
  dueDate?: string | null | undefined;
}

export interface TaskRef {
  projectId: string;
  taskId: string;
}

function taskFor(ownerId: string, createdBy: string, input: NewTask, rank: string, now: Date) {
  const title = input.title.trim();
  if (!title) throw new Invalid('Enter a task title.');
  const status = input.status ?? 'todo';
  const at = now.toISOString();
  return {
    projectId: input.projectId,
    taskId: randomUUID(),
    userId: ownerId,
    createdBy,
    title,
    description: input.description || undefined,
    status,
    priority: input.priority ?? 'medium',
    dueDate: input.dueDate || undefined,
    rank,
    statusChangedAt: at,
    completedAt: status === 'done' ? at : undefined,
  };
}

const doneCount = (items: readonly { status: TaskStatus }[]) => items.filter((t) => t.status === 'done').length;

/** The last rank of each column of a project (one Query of its tasks' status and rank). */
async function lastRanks(projectId: string): Promise<Map<TaskStatus, string>> {
  const { data } = await db()
    .entities.task.query.byProject({ projectId })
    .go({ attributes: ['status', 'rank'], pages: 'all' });
  const last = new Map<TaskStatus, string>();
  for (const t of data) {
    const rank = rankOf(t);
    const current = last.get(t.status);
    if (current === undefined || rank > current) last.set(t.status, rank);
  }
  return last;
}

const rankAfter = (last: string | undefined) => generateKeyBetween(last ?? null, null);

async function read(ref: TaskRef): Promise<TaskItem> {
  const { data } = await db().entities.task.get(ref).go({ consistent: true });
  if (!data) throw new NotFound(TASK_NOT_FOUND);
  return data;
}

/** The task on a project the caller may see, with that project; NotFound otherwise. */
async function visibleTask(userId: string, ref: TaskRef): Promise<{ project: ProjectItem; task: TaskItem }> {
  const project = await Projects.getVisible(userId, ref.projectId).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(TASK_NOT_FOUND) : error;
  });
  return { project, task: await read(ref) };
}

/** Creates a task at the end of its column on a project the caller may see. `now` is when it entered its status. */
export async function create(userId: string, input: NewTask, now = new Date()): Promise<TaskItem> {
  const project = await Projects.getVisible(userId, input.projectId);
  const last = await lastRanks(project.projectId);
  const item = taskFor(project.userId, userId, input, rankAfter(last.get(input.status ?? 'todo')), now);
  const done = doneCount([item]);
  await transactWrite({
    task: { Put: db().entities.task.create(item).params() },
    project: Projects.taskCountUpdate(project, { tasks: 1, done }),
    counter: counterUpdate(project.userId, { completedTasks: done }),
  });
  return read(item);
}

/**
 * Writes many tasks in the caller's projects (seeding, tests): one batched ownership check,
 * then 99 tasks per transaction with their counter update, then each project's counts.
 * Returns the ids in input order.
 */
export async function createMany(userId: string, inputs: readonly NewTask[], now = new Date()): Promise<string[]> {
  await Projects.assertOwned(
    userId,
    inputs.map((i) => i.projectId),
  );
  const lasts = new Map<string, string | null>();
  const items = inputs.map((input) => {
    const key = `${input.projectId}|${input.status ?? 'todo'}`;
    const rank = generateKeyBetween(lasts.get(key) ?? null, null);
    lasts.set(key, rank);
    return taskFor(userId, userId, input, rank, now);
  });
  await inTransactions(items, async (chunk) => {
    const entity = db().entities.task;
    await transactWrite({
      tasks: chunk.map((item) => ({ Put: entity.create(item).params() })),
      counter: counterUpdate(userId, { completedTasks: doneCount(chunk) }),
    });
  });
  const perProject = new Map<string, { tasks: number; done: number }>();
  for (const item of items) {
    const c = perProject.get(item.projectId) ?? { tasks: 0, done: 0 };
    perProject.set(item.projectId, { tasks: c.tasks + 1, done: c.done + (item.status === 'done' ? 1 : 0) });
  }
  await Promise.all([...perProject].map(([projectId, deltas]) => transactWrite({ project: Projects.taskCountUpdate({ projectId }, deltas) })));
  return items.map((item) => item.taskId);
}

/** The status part of a patch: entering done sets completedAt, leaving it clears it. */
function statusPatch(task: TaskItem, status: TaskStatus, at: string) {
  return status === 'done'
    ? { set: { status, statusChangedAt: at, completedAt: at }, remove: [] as 'completedAt'[] }
    : { set: { status, statusChangedAt: at }, remove: task.completedAt ? (['completedAt'] as const) : [] };
}

const MAX_ATTEMPTS = 3;

export interface TaskChanges {
  title?: string | undefined;
  description?: string | undefined;
  status?: TaskStatus | undefined;
  priority?: TaskPriority | undefined;
  /** null: no due date. */
  dueDate?: string | null | undefined;
  /** A new place in its column (a move). */
  rank?: string | undefined;
}

/**
 * Writes the task's changes in one update, conditioned on the status it was read with; a
 * status change moves the counters in the same transaction. Returns the task as stored.
 */
async function write(project: ProjectItem, task: TaskItem, changes: TaskChanges, now: Date): Promise<void> {
  const set: Record<string, unknown> = {};
  const remove: ('dueDate' | 'completedAt')[] = [];
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.priority !== undefined) set.priority = changes.priority;
  if (changes.rank !== undefined) set.rank = changes.rank;
  if (changes.dueDate) set.dueDate = changes.dueDate;
  if (changes.dueDate === null && task.dueDate !== undefined) remove.push('dueDate');
  const statusChanged = changes.status !== undefined && changes.status !== task.status;
  if (statusChanged) {
    const s = statusPatch(task, changes.status!, now.toISOString());
    Object.assign(set, s.set);
    remove.push(...s.remove);
  }
  if (Object.keys(set).length === 0 && remove.length === 0) return;
  let patch = db()
    .entities.task.patch({ projectId: task.projectId, taskId: task.taskId })
    // The index keys are built from the stored values and the new ones (ElectroDB also checks the stored ones).
    .composite({ userId: task.userId, status: task.status, statusChangedAt: task.statusChangedAt })
    .set(set as { title?: string });
  if (remove.length) patch = patch.remove(remove);
  const params = patch.where((attr, { eq }) => eq(attr.status, task.status)).params();
  const delta = statusChanged ? (changes.status === 'done' ? 1 : 0) - (task.status === 'done' ? 1 : 0) : 0;
  if (delta === 0) {
    await transactWrite({ task: { Update: params } });
    return;
  }
  await transactWrite({
    task: { Update: params },
    project: Projects.taskCountUpdate(project, { done: delta }),
    counter: counterUpdate(task.userId, { completedTasks: delta }),
  });
}

/** Writes `changes` to a task the caller may see, reading it again when its status changed meanwhile. */
async function change(userId: string, ref: TaskRef, changes: (task: TaskItem) => Promise<TaskChanges> | TaskChanges, now: Date): Promise<TaskItem> {
  // The status changed between the read and the write (or the task was deleted): read it again.
  const policy = {
    attempts: MAX_ATTEMPTS,
    retryIf: (error: unknown) => isConditionFailed(error, 'task'),
    exhausted: () => new Conflict(TASK_MESSAGES.changed),
  };
  return withRetries(policy, async () => {
    const { project, task } = await visibleTask(userId, ref);
    await write(project, task, await changes(task), now);
    return read(ref);
  });
}

/**
 * Moves the caller's task to `status` at `now`. Entering done sets completedAt; leaving
 * done clears it. A task the caller may not see is NotFound; the same status is a no-op.
 */
export async function setStatus(userId: string, ref: TaskRef, status: TaskStatus, now = new Date()): Promise<void> {
  await change(userId, ref, () => ({ status }), now);
}

/** PATCH a task: title, description, status, priority, due date ('' or null: none). */
export async function update(userId: string, ref: TaskRef, changes: Omit<TaskChanges, 'rank'>, now = new Date()): Promise<TaskView> {
  const task = await change(
    userId,
    ref,
    async (current) => {
      // A task entering another column goes to its end.
      if (changes.status && changes.status !== current.status) return { ...changes, rank: rankAfter((await lastRanks(ref.projectId)).get(changes.status)) };
      return changes;
    },
    now,
  );
  return (await withBlockers([task]))[0]!;
}

/**
 * Drops a card into `status` between two neighbours (the card above and the card below;
 * null at an end). The server reads their ranks and writes the one task with a rank between.
 */
export async function move(
  userId: string,
  ref: TaskRef,
  target: { status: TaskStatus; beforeTaskId?: string | null | undefined; afterTaskId?: string | null | undefined },
  now = new Date(),
): Promise<TaskView> {
  const neighbourIds = [target.beforeTaskId, target.afterTaskId].filter((id): id is string => !!id && id !== ref.taskId);
  const task = await change(
    userId,
    ref,
    async () => {
      let neighbours: TaskItem[] = [];
      if (neighbourIds.length) {
        const { data } = await db()
          .entities.task.get(neighbourIds.map((taskId) => ({ projectId: ref.projectId, taskId })))
          .go({ consistent: true });
        neighbours = data;
      }
      const rankOfId = (id: string | null | undefined): string | null => {
        if (!id || id === ref.taskId) return null;
        const found = neighbours.find((t) => t.taskId === id);
        if (!found || found.status !== target.status) throw new Conflict(TASK_MESSAGES.moved);
        return rankOf(found);
      };
      const before = rankOfId(target.beforeTaskId);
      const after = rankOfId(target.afterTaskId);
      let rank: string;
      if (before !== null && after !== null && before >= after) rank = generateKeyBetween(before, null);
      else if (before === null && after === null) rank = rankAfter((await lastRanks(ref.projectId)).get(target.status));
      else rank = generateKeyBetween(before, after);
      return { status: target.status, rank };
    },
    now,
  );
  return (await withBlockers([task]))[0]!;
}

/** A delete races the comments written while it runs: it tries this often before giving up. */
const DELETE_ATTEMPTS = 8;

/** The comment deletes that fit in a task's delete transaction beside the task, project and counter. */
const COMMENTS_IN_DELETE = MAX_TRANSACT_ACTIONS - 3;

/**
 * Deletes a task, its comments, and its part of the project's counts, in one transaction. A
 * comment added or deleted meanwhile changes the task's comment count, so the delete reads
 * again instead of leaving a comment behind. Only a task with more comments than fit beside
 * it has its oldest ones removed first.
 */
export async function remove(userId: string, ref: TaskRef): Promise<void> {
  // Changed meanwhile (a comment added, another edit): read again, after a short, random
  // pause so a burst of comments cannot keep the delete out for long.
  const policy = {
    attempts: DELETE_ATTEMPTS,
    retryIf: (error: unknown) => isConditionFailed(error, 'task') || (error instanceof TransactionCanceled && error.conflicted),
    pause: jitteredPause(10),
  };
  await withRetries(policy, async () => {
    const { project, task } = await visibleTask(userId, ref);
    const done = task.status === 'done' ? 1 : 0;
    const { data: comments } = await db()
      .entities.taskComment.query.byProject({ projectId: ref.projectId, taskId: ref.taskId })
      .go({ pages: 'all', consistent: true, attributes: ['projectId', 'taskId', 'createdAt', 'commentId'] });
    const overflow = comments.slice(0, Math.max(0, comments.length - COMMENTS_IN_DELETE));
    if (overflow.length) await db().entities.taskComment.delete(overflow).go();
    const inTransaction = comments.slice(overflow.length);
    await transactWrite({
      // Unchanged since it was read: the same status, and no comment added or deleted since.
      task: {
        Delete: db()
          .entities.task.delete(ref)
          .where(
            (attr, { eq, notExists }) =>
              `${eq(attr.status, task.status)} AND ${task.commentCount === undefined ? notExists(attr.commentCount) : eq(attr.commentCount, task.commentCount)}`,
          )
          .params(),
      },
      comments: inTransaction.map((c) => ({ Delete: db().entities.taskComment.delete(c).params() })),
      project: Projects.taskCountUpdate(project, { tasks: -1, done: -done }),
      counter: counterUpdate(task.userId, { completedTasks: -done }),
    });
  });
}

/** Tasks as views with their "Blocked by": the projects' timelines and the predecessors, two BatchGetItems. */
export async function withBlockers(tasks: readonly TaskItem[]): Promise<TaskView[]> {
  if (tasks.length === 0) return [];
  const projectIds = [...new Set(tasks.map((t) => t.projectId))];
  const { data: timelines } = await db()
    .entities.projectTimeline.get(projectIds.map((projectId) => ({ projectId })))
    .go({ concurrency: 4 });
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
      .go({ attributes: ['projectId', 'taskId', 'title', 'status'], concurrency: 4 });
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
const LIST_LIMIT = 200;

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
      .go({ attributes: ['projectId', 'title'], concurrency: 4 });
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
