// Projects: the owner's settings (title, description, due date, status, archived), the notes, and the task counts a project keeps.
import { PROJECT_NOT_FOUND, type ProjectView } from '#contracts/projects';
import type { TaskStatus } from '#contracts/tasks';
import { isConditionFailed } from '#data/conditions';
import type { ProjectItem, ProjectStatus } from '#data/entities/project';
import { db } from '#data/service';
import { transactWrite, type TransactAction } from '#data/transact';
import { NotFound } from '#lib/errors';
import { withRetries } from '#lib/retry';
import { addTitles, pruneTitles, renamed, titled } from '../search-index.ts';
import { counterUpdate } from '../stats.ts';
import { getVisible, ownedForSettings } from './access.ts';
import { countsAsActive, getOwned } from './create.ts';
import { view } from './read.ts';

/** The status changed between the read and the write: read it again, at most three times. */
export const statusRace = { attempts: 3, retryIf: (error: unknown) => isConditionFailed(error, 'project') };

export interface ProjectChanges {
  title?: string | undefined;
  description?: string | undefined;
  /** null: no due date. */
  dueDate?: string | null | undefined;
  status?: ProjectStatus | undefined;
  archived?: boolean | undefined;
}

/** The owner changes title, description, due date, status and archived; activeProjects follows status and archived. */
export async function update(userId: string, projectId: string, changes: ProjectChanges): Promise<ProjectView> {
  return withRetries(statusRace, async () => {
    const current = await ownedForSettings(userId, projectId);
    const set: Record<string, unknown> = {};
    if (changes.title !== undefined) set.title = changes.title;
    if (changes.description !== undefined) set.description = changes.description;
    if (changes.dueDate) set.dueDate = changes.dueDate;
    if (changes.status !== undefined) set.status = changes.status;
    if (changes.archived !== undefined) set.archived = changes.archived;
    const removeDue = changes.dueDate === null && current.dueDate !== undefined;
    if (Object.keys(set).length === 0 && !removeDue) return view(current);
    const after = { status: changes.status ?? current.status, archived: changes.archived ?? current.archived };
    const delta = Number(countsAsActive(after)) - Number(countsAsActive(current));
    let patch = db()
      .entities.project.patch({ projectId })
      .composite({ userId, createdAt: current.createdAt })
      .set(set as { title?: string });
    if (removeDue) patch = patch.remove(['dueDate']);
    const params = patch.where((attr, { eq }) => `${eq(attr.status, current.status)} AND ${eq(attr.archived, current.archived)}`).params();
    const retitled = changes.title !== undefined && changes.title !== current.title ? titled.project({ ...current, title: changes.title }) : undefined;
    if (retitled) await addTitles([retitled]);
    await transactWrite({ project: { Update: params }, counter: counterUpdate(userId, { activeProjects: delta }) });
    if (retitled) await pruneTitles([renamed(retitled, current.title)]);
    return view(await getOwned(userId, projectId));
  });
}

/** Moves the caller's project to `status`, keeping activeProjects in step. */
export async function setStatus(userId: string, projectId: string, status: ProjectStatus): Promise<void> {
  await withRetries(statusRace, async () => {
    const current = await getOwned(userId, projectId);
    if (current.status === status) return;
    const delta = Number(countsAsActive({ status, archived: current.archived })) - Number(countsAsActive(current));
    const patch = db()
      .entities.project.patch({ projectId })
      .composite({ userId, createdAt: current.createdAt })
      .set({ status })
      .where((attr, { eq }) => `${eq(attr.status, current.status)} AND ${eq(attr.archived, current.archived)}`);
    await transactWrite({ project: { Update: patch.params() }, counter: counterUpdate(userId, { activeProjects: delta }) });
  });
}

/** The Doc View's notes: the owner and the members it is shared with may save them. */
export async function saveNotes(userId: string, projectId: string, notes: string): Promise<ProjectView> {
  const project = await getVisible(userId, projectId);
  const patch = db().entities.project.patch({ projectId }).composite({ userId: project.userId, createdAt: project.createdAt });
  await (notes ? patch.set({ notes }) : patch.remove(['notes'])).go({ response: 'none' });
  const { data } = await db().entities.project.get({ projectId }).go({ consistent: true });
  if (!data) throw new NotFound(PROJECT_NOT_FOUND);
  return view(data);
}

/** The project attribute that counts each board column (Completed is the list's doneCount). */
export const COLUMN_COUNTERS = { todo: 'todoCount', in_progress: 'inProgressCount', review: 'reviewCount', done: 'doneCount' } as const satisfies Record<
  TaskStatus,
  string
>;

/** The column deltas of tasks leaving `from` and entering `to` (either may be absent: a create, a delete). */
export function columnMove(from: TaskStatus | undefined, to: TaskStatus | undefined, count = 1): Partial<Record<TaskStatus, number>> {
  if (from === to) return {};
  const out: Partial<Record<TaskStatus, number>> = {};
  if (from) out[from] = -count;
  if (to) out[to] = count;
  return out;
}

/**
 * The update that keeps a project's list counts (tasks, done) and its board's column counts in
 * step with a task write (in the same transaction).
 */
export function taskCountUpdate(
  project: Pick<ProjectItem, 'projectId'>,
  deltas: { tasks?: number; columns?: Partial<Record<TaskStatus, number>> },
): TransactAction | undefined {
  const add: Partial<Record<'taskCount' | (typeof COLUMN_COUNTERS)[TaskStatus], number>> = {};
  if (deltas.tasks) add.taskCount = deltas.tasks;
  for (const [status, n] of Object.entries(deltas.columns ?? {}) as [TaskStatus, number][]) if (n) add[COLUMN_COUNTERS[status]] = n;
  if (Object.keys(add).length === 0) return undefined;
  return { Update: db().entities.project.patch({ projectId: project.projectId }).add(add).params() };
}
