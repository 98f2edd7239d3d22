// Tasks: one entity and one status vocabulary (todo, in_progress, review, done).
// Entering done sets completedAt, leaving it clears it; the owner's completedTasks counter
// changes in the same transaction. The (owner, status) index answers "completed this week".
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { countQuery } from '#data/count';
import { firstMatches } from '#data/paging';
import { transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { Invalid, NotFound } from '#lib/errors';
import type { TaskItem, TaskPriority, TaskStatus } from '#data/entities/task';
import * as Projects from './projects.ts';
import { counterUpdate, inTransactions } from './stats.ts';

export interface NewTask {
  projectId: string;
  title: string;
  description?: string | undefined;
  status?: TaskStatus | undefined;
  priority?: TaskPriority | undefined;
  dueDate?: string | undefined;
}

export interface TaskRef {
  projectId: string;
  taskId: string;
}

function taskFor(userId: string, input: NewTask, now: Date) {
  const title = input.title.trim();
  if (!title) throw new Invalid('A task needs a title.');
  const status = input.status ?? 'todo';
  const at = now.toISOString();
  return {
    projectId: input.projectId,
    taskId: randomUUID(),
    userId,
    title,
    description: input.description,
    status,
    priority: input.priority ?? 'medium',
    dueDate: input.dueDate,
    statusChangedAt: at,
    completedAt: status === 'done' ? at : undefined,
  };
}

const doneCount = (items: readonly { status: TaskStatus }[]) => items.filter((t) => t.status === 'done').length;

/** Creates a task in one of the caller's projects. `now` is when it entered its status. */
export async function create(userId: string, input: NewTask, now = new Date()): Promise<TaskItem> {
  await Projects.getOwned(userId, input.projectId);
  const item = taskFor(userId, input, now);
  await transactWrite({ task: { Put: db().entities.task.create(item).params() }, counter: counterUpdate(userId, { completedTasks: doneCount([item]) }) });
  const { data } = await db().entities.task.get({ projectId: item.projectId, taskId: item.taskId }).go();
  if (!data) throw new Error('The task was written but cannot be read back');
  return data;
}

/**
 * Writes many tasks in the caller's projects: one batched ownership check, then 99 tasks
 * per transaction with their counter update. Returns the ids in input order.
 */
export async function createMany(userId: string, inputs: readonly NewTask[], now = new Date()): Promise<string[]> {
  await Projects.assertOwned(userId, inputs.map((i) => i.projectId));
  const items = inputs.map((input) => taskFor(userId, input, now));
  await inTransactions(items, async (chunk) => {
    const entity = db().entities.task;
    await transactWrite({ tasks: chunk.map((item) => ({ Put: entity.create(item).params() })), counter: counterUpdate(userId, { completedTasks: doneCount(chunk) }) });
  });
  return items.map((item) => item.taskId);
}

const MAX_ATTEMPTS = 3;

/**
 * Moves the caller's task to `status` at `now`. Entering done sets completedAt; leaving
 * done clears it. Another user's task is NotFound; the same status is a no-op.
 */
export async function setStatus(userId: string, ref: TaskRef, status: TaskStatus, now = new Date()): Promise<void> {
  const entity = db().entities.task;
  for (let attempt = 1; ; attempt++) {
    const { data: current } = await entity.get({ projectId: ref.projectId, taskId: ref.taskId }).go({ attributes: ['userId', 'status'] });
    if (!current || current.userId !== userId) throw new NotFound('Task not found.');
    if (current.status === status) return;
    const at = now.toISOString();
    const base = entity.patch({ projectId: ref.projectId, taskId: ref.taskId }).composite({ userId });
    const patch = (status === 'done' ? base.set({ status, statusChangedAt: at, completedAt: at }) : base.set({ status, statusChangedAt: at }).remove(['completedAt'])).where(
      (attr, { eq }) => eq(attr.status, current.status),
    );
    const delta = (status === 'done' ? 1 : 0) - (current.status === 'done' ? 1 : 0);
    try {
      await transactWrite({ task: { Update: patch.params() }, counter: counterUpdate(userId, { completedTasks: delta }) });
      return;
    } catch (error) {
      // The status changed between the read and the write: read it again.
      if (!isConditionFailed(error, 'task') || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** COUNT of the owner's done tasks over the (userId, done) index partition (recount, tests). */
export function countDone(userId: string): Promise<number> {
  return countQuery(db().entities.task.query.byOwnerStatus({ userId, status: 'done' }).params());
}

/** Tasks the owner completed at or after `since` and that are still done: a range COUNT on completion time. */
export function countDoneSince(userId: string, since: Date): Promise<number> {
  return countQuery(
    db()
      .entities.task.query.byOwnerStatus({ userId, status: 'done' })
      .between({ statusChangedAt: since.toISOString() }, { statusChangedAt: '9999' })
      .params(),
  );
}

/** Up to `limit` of the owner's tasks whose title contains `needle` (lower-cased), newest first. */
export async function searchOwn(userId: string, needle: string, limit: number) {
  const query = db()
    .entities.task.query.byOwner({ userId })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches((cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['taskId', 'projectId', 'title', 'status'] }), limit);
  return data.map((t) => ({ taskId: t.taskId, projectId: t.projectId, title: t.title, status: t.status }));
}
