// Tasks: changing a task (status, fields, a move within or between columns), read again when its status changed meanwhile.
import type { TaskPriority, TaskStatus, TaskView } from '#contracts/tasks';
import { isConditionFailed } from '#data/conditions';
import type { ProjectItem } from '#data/entities/project';
import type { TaskItem } from '#data/entities/task';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { Conflict } from '#lib/errors';
import { jitteredPause, withRetries } from '#lib/retry';
import { rankOf } from '../project-views.ts';
import * as Projects from '../projects.ts';
import { addTitles, pruneTitles, renamed, titled } from '../search-index.ts';
import { counterUpdate } from '../stats.ts';
import { TASK_MESSAGES, lastRank, read, visibleTask, type TaskRef } from './create.ts';
import { rankAfter, rankBetween } from './ranks.ts';
import { withBlockers } from './read.ts';

export function statusPatch(task: TaskItem, status: TaskStatus, at: string) {
  return status === 'done'
    ? { set: { status, statusChangedAt: at, completedAt: at }, remove: [] as 'completedAt'[] }
    : { set: { status, statusChangedAt: at }, remove: task.completedAt ? (['completedAt'] as const) : [] };
}

/** Tries of a change that lost a race: enough for a card a dozen people drag at once (the jittered pauses part them). */
export const MAX_ATTEMPTS = 12;

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
export async function write(project: ProjectItem, task: TaskItem, changes: TaskChanges, now: Date): Promise<void> {
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
    .composite({ userId: task.userId, status: task.status, statusChangedAt: task.statusChangedAt, ...(task.rank === undefined ? {} : { rank: task.rank }) })
    .set(set as { title?: string });
  if (remove.length) patch = patch.remove(remove);
  const params = patch.where((attr, { eq }) => eq(attr.status, task.status)).params();
  const delta = statusChanged ? (changes.status === 'done' ? 1 : 0) - (task.status === 'done' ? 1 : 0) : 0;
  const retitled = changes.title !== undefined && changes.title !== task.title ? titled.task({ ...task, title: changes.title }) : undefined;
  if (retitled) await addTitles([retitled]);
  await transactWrite({
    task: { Update: params },
    project: statusChanged ? Projects.taskCountUpdate(project, { columns: Projects.columnMove(task.status, changes.status) }) : undefined,
    counter: delta ? counterUpdate(task.userId, { completedTasks: delta }) : undefined,
  });
  if (retitled) await pruneTitles([renamed(retitled, task.title)]);
}

/** Writes `changes` to a task the caller may see, reading it again when its status changed meanwhile. */
export async function change(userId: string, ref: TaskRef, changes: (task: TaskItem) => Promise<TaskChanges> | TaskChanges, now: Date): Promise<TaskItem> {
  // The status changed between the read and the write (or the task was deleted), or another
  // transaction was changing the project's or the owner's counters: read it again, after a pause.
  const policy = {
    attempts: MAX_ATTEMPTS,
    retryIf: (error: unknown) => isConditionFailed(error, 'task') || (error instanceof TransactionCanceled && error.conflicted),
    pause: jitteredPause(10),
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
      if (changes.status && changes.status !== current.status)
        return { ...changes, rank: rankAfter(await lastRank(ref.projectId, changes.status), current.taskId) };
      return changes;
    },
    now,
  );
  return (await withBlockers([task]))[0]!;
}

/** The rank of the card next to `rank` in a column (after it or before it), the moved card aside; null at the column's end. */
async function neighbourRank(ref: TaskRef, status: TaskStatus, rank: string, side: 'after' | 'before'): Promise<string | null> {
  const column = db().entities.task.query.byColumn({ projectId: ref.projectId, status });
  const options = { limit: 2, attributes: ['taskId', 'rank'] as ('taskId' | 'rank')[] };
  const { data } = await (side === 'after' ? column.gt({ rank }).go(options) : column.lt({ rank }).go({ ...options, order: 'desc' }));
  const next = data.find((t) => t.taskId !== ref.taskId);
  return next ? rankOf(next) : null;
}

/**
 * Drops a card into `status` between two neighbours (the card above and the card below;
 * null at an end; both null: the column's end). The server reads their ranks and writes the one
 * task with a rank between.
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
      let before = rankOfId(target.beforeTaskId);
      let after = rankOfId(target.afterTaskId);
      // The board holds a page of each column: the card below the one it dropped after (or
      // above the one it dropped before) may not be loaded there. Its real neighbour is read.
      if (before !== null && after === null) after = await neighbourRank(ref, target.status, before, 'after');
      else if (before === null && after !== null) before = await neighbourRank(ref, target.status, after, 'before');
      let rank: string;
      if (before !== null && after !== null && before >= after) rank = rankBetween(before, null, ref.taskId);
      else if (before === null && after === null) rank = rankAfter(await lastRank(ref.projectId, target.status), ref.taskId);
      else rank = rankBetween(before, after, ref.taskId);
      return { status: target.status, rank };
    },
    now,
  );
  return (await withBlockers([task]))[0]!;
}
