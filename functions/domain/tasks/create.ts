// Tasks: their messages, reading a task the caller may see, and creating tasks at the end of their column.
import { TASK_NOT_FOUND, type TaskPriority, type TaskStatus } from '#contracts/tasks';
import type { ProjectItem } from '#data/entities/project';
import type { TaskItem } from '#data/entities/task';
import { db } from '#data/service';
import { transactWrite } from '#data/transact';
import { Invalid, NotFound } from '#lib/errors';
import { randomUUID } from 'node:crypto';
import * as Projects from '../projects.ts';
import { addTitles, titled } from '../search-index.ts';
import { counterUpdate, inTransactions } from '../stats.ts';
import { rankAfter } from './ranks.ts';

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

/** A new task's item; `rankFor` places it in its column given its id. */
export function taskFor(ownerId: string, createdBy: string, input: NewTask, rankFor: (taskId: string) => string, now: Date) {
  const taskId = randomUUID();
  const title = input.title.trim();
  if (!title) throw new Invalid('Enter a task title.');
  const status = input.status ?? 'todo';
  const at = now.toISOString();
  return {
    projectId: input.projectId,
    taskId,
    userId: ownerId,
    createdBy,
    title,
    description: input.description || undefined,
    status,
    priority: input.priority ?? 'medium',
    dueDate: input.dueDate || undefined,
    rank: rankFor(taskId),
    statusChangedAt: at,
    completedAt: status === 'done' ? at : undefined,
  };
}

export const doneCount = (items: readonly { status: TaskStatus }[]) => items.filter((t) => t.status === 'done').length;

/** The last rank of one column of a project: one Query of the column index, last first, one item. */
export async function lastRank(projectId: string, status: TaskStatus): Promise<string | undefined> {
  const { data } = await db()
    .entities.task.query.byColumn({ projectId, status })
    .go({ order: 'desc', limit: 1, attributes: ['rank'] });
  return data[0]?.rank;
}

export async function read(ref: TaskRef): Promise<TaskItem> {
  const { data } = await db().entities.task.get(ref).go({ consistent: true });
  if (!data) throw new NotFound(TASK_NOT_FOUND);
  return data;
}

/** The task on a project the caller may see, with that project; NotFound otherwise. */
export async function visibleTask(userId: string, ref: TaskRef): Promise<{ project: ProjectItem; task: TaskItem }> {
  const project = await Projects.getVisible(userId, ref.projectId).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(TASK_NOT_FOUND) : error;
  });
  return { project, task: await read(ref) };
}

/** Creates a task at the end of its column on a project the caller may see. `now` is when it entered its status. */
export async function create(userId: string, input: NewTask, now = new Date()): Promise<TaskItem> {
  const project = await Projects.getVisible(userId, input.projectId);
  const last = await lastRank(project.projectId, input.status ?? 'todo');
  const item = taskFor(project.userId, userId, input, (taskId) => rankAfter(last, taskId), now);
  const done = doneCount([item]);
  await addTitles([titled.task(item)]);
  await transactWrite({
    task: { Put: db().entities.task.create(item).params() },
    project: Projects.taskCountUpdate(project, { tasks: 1, columns: Projects.columnMove(undefined, item.status) }),
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
  const lasts = new Map<string, string | undefined>();
  await Promise.all(
    [...new Set(inputs.map((input) => `${input.projectId}|${input.status ?? 'todo'}`))].map(async (key) => {
      const [projectId, status] = key.split('|') as [string, TaskStatus];
      lasts.set(key, await lastRank(projectId, status));
    }),
  );
  const items = inputs.map((input) => {
    const key = `${input.projectId}|${input.status ?? 'todo'}`;
    const item = taskFor(userId, userId, input, (taskId) => rankAfter(lasts.get(key), taskId), now);
    lasts.set(key, item.rank);
    return item;
  });
  await addTitles(items.map(titled.task));
  await inTransactions(items, async (chunk) => {
    const entity = db().entities.task;
    await transactWrite({
      tasks: chunk.map((item) => ({ Put: entity.create(item).params() })),
      counter: counterUpdate(userId, { completedTasks: doneCount(chunk) }),
    });
  });
  const perProject = new Map<string, { tasks: number; columns: Partial<Record<TaskStatus, number>> }>();
  for (const item of items) {
    const c = perProject.get(item.projectId) ?? { tasks: 0, columns: {} };
    c.columns[item.status] = (c.columns[item.status] ?? 0) + 1;
    perProject.set(item.projectId, { tasks: c.tasks + 1, columns: c.columns });
  }
  await Promise.all([...perProject].map(([projectId, deltas]) => transactWrite({ project: Projects.taskCountUpdate({ projectId }, deltas) })));
  return items.map((item) => item.taskId);
}
