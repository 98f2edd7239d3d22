// Projects: their messages, creating them (from a template: its tasks in the same transaction) and reading the caller's own.
import { templateById } from '#contracts/project-templates';
import { PROJECT_NOT_FOUND } from '#contracts/projects';
import type { ProjectItem, ProjectStatus } from '#data/entities/project';
import { db } from '#data/service';
import { transactWrite } from '#data/transact';
import { Invalid, NotFound } from '#lib/errors';
import { generateNKeysBetween } from 'fractional-indexing';
import { randomUUID } from 'node:crypto';
import { addTitles, titled } from '../search-index.ts';
import { counterUpdate, inTransactions } from '../stats.ts';

export const PROJECT_MESSAGES = {
  ownerOnly: 'Only the project owner can change its settings, archive it or share it.',
  notMember: 'This person is not a member of your team.',
  shareSelf: 'You own this project already.',
  noTeam: 'You are not in a team yet. Refresh the page to set up your team.',
} as const;

/** How many projects a list shows (own plus shared). */
export const LIST_LIMIT = 500;

export interface NewProject {
  title: string;
  description?: string | undefined;
  templateType?: string | undefined;
  status?: ProjectStatus | undefined;
  /** YYYY-MM-DD; null or undefined: none. */
  dueDate?: string | null | undefined;
}

export function projectFor(userId: string, input: NewProject) {
  const title = input.title.trim();
  if (!title) throw new Invalid('Enter a project title.');
  return {
    projectId: randomUUID(),
    userId,
    title,
    description: input.description || undefined,
    templateType: input.templateType,
    status: input.status ?? 'active',
    dueDate: input.dueDate || undefined,
    archived: false,
    taskCount: 0,
    doneCount: 0,
    todoCount: 0,
    inProgressCount: 0,
    reviewCount: 0,
  };
}

/** The dashboard's "active projects": status active and not archived (an archived project is out of sight). */
export const countsAsActive = (p: { status: ProjectStatus; archived?: boolean | undefined }) => p.status === 'active' && !p.archived;
export const activeCount = (items: readonly { status: ProjectStatus; archived?: boolean | undefined }[]) => items.filter(countsAsActive).length;

/**
 * Creates the caller's project. From a template, its tasks (To Do, medium, with their phase,
 * estimated days and ranks in order) are written in the same transaction: all or nothing.
 */
export async function create(userId: string, input: NewProject, now = new Date()): Promise<ProjectItem> {
  const template = templateById(input.templateType);
  if (input.templateType && !template) throw new Invalid('The template must be one of the listed templates.');
  const item = projectFor(userId, input);
  const at = now.toISOString();
  const ranks = template && template.tasks.length ? generateNKeysBetween(null, null, template.tasks.length) : [];
  const tasks = (template?.tasks ?? []).map((task, i) => ({
    projectId: item.projectId,
    taskId: randomUUID(),
    userId,
    createdBy: userId,
    title: task.title,
    description: task.description,
    status: 'todo' as const,
    priority: 'medium' as const,
    phase: task.phase,
    estimatedDays: task.estimatedDays,
    rank: ranks[i]!,
    statusChangedAt: at,
  }));
  const entities = db().entities;
  await addTitles([titled.project(item), ...tasks.map(titled.task)]);
  await transactWrite({
    project: { Put: entities.project.create({ ...item, taskCount: tasks.length, todoCount: tasks.length }).params() },
    tasks: tasks.map((task) => ({ Put: entities.task.create(task).params() })),
    counter: counterUpdate(userId, { activeProjects: activeCount([item]) }),
  });
  return getOwned(userId, item.projectId);
}

/** Writes many projects, 99 per transaction with their counter update; returns their ids. */
export async function createMany(userId: string, inputs: readonly NewProject[]): Promise<string[]> {
  const items = inputs.map((input) => projectFor(userId, input));
  await addTitles(items.map(titled.project));
  await inTransactions(items, async (chunk) => {
    const entity = db().entities.project;
    await transactWrite({
      projects: chunk.map((item) => ({ Put: entity.create(item).params() })),
      counter: counterUpdate(userId, { activeProjects: activeCount(chunk) }),
    });
  });
  return items.map((item) => item.projectId);
}

/** The caller's project, or NotFound when it does not exist or is someone else's. */
export async function getOwned(userId: string, projectId: string): Promise<ProjectItem> {
  const { data } = await db().entities.project.get({ projectId }).go({ consistent: true });
  if (!data || data.userId !== userId) throw new NotFound(PROJECT_NOT_FOUND);
  return data;
}
