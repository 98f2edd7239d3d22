// Projects: the list (own and shared, status, search, archived), create (from a template: its
// tasks in the same transaction), the whole board in one Query, settings, notes, sharing with
// the owner's team, the export and the timeline. Writes that change whether a project is
// active update the owner's activeProjects counter in the same transaction.
//
// Access: the owner sees and changes everything; a member of the owner's team the project is
// shared with (a projectGrant) sees it and works on its tasks, comments, notes and timeline;
// only the owner changes its settings, archives it and shares it. A grant counts only while
// the owner and the member are both still in the team it was made in, so leaving or being
// removed from the team ends access without touching the grants (and being invited back does
// not restore them: the grant must be newer than the membership). Everyone else gets the same
// 404 as for an id that does not exist.
import { randomUUID } from 'node:crypto';
import { generateNKeysBetween } from 'fractional-indexing';
import { db } from '#data/service';
import { countQuery } from '#data/count';
import { firstMatches } from '#data/paging';
import { Forbidden, Invalid, NotFound } from '#lib/errors';
import { withRetries } from '#lib/retry';
import type { ProjectItem, ProjectStatus } from '#data/entities/project';
import type { ProjectGrantItem } from '#data/entities/project-grant';
import type { ProjectTimelineItem } from '#data/entities/project-timeline';
import type { TaskItem } from '#data/entities/task';
import { transactWrite, type TransactAction } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { counterUpdate, inTransactions } from './stats.ts';
import { PROJECT_NOT_FOUND, type ProjectBoard, type ProjectSummary, type ProjectView, type TaskEdge, type ViewerRole } from '#contracts/projects';
import { templateById } from '#contracts/project-templates';
import { boardTasks, toProjectSummary, toProjectView } from './project-views.ts';

export { PROJECT_NOT_FOUND };

export const PROJECT_MESSAGES = {
  ownerOnly: 'Only the project owner can change its settings, archive it or share it.',
  notMember: 'This person is not a member of your team.',
  shareSelf: 'You own this project already.',
  noTeam: 'You are not in a team yet. Refresh the page to set up your team.',
} as const;

/** How many projects a list shows (own plus shared). */
const LIST_LIMIT = 500;

export interface NewProject {
  title: string;
  description?: string | undefined;
  templateType?: string | undefined;
  status?: ProjectStatus | undefined;
  /** YYYY-MM-DD; null or undefined: none. */
  dueDate?: string | null | undefined;
}

function projectFor(userId: string, input: NewProject) {
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
  };
}

/** The dashboard's "active projects": status active and not archived (an archived project is out of sight). */
const countsAsActive = (p: { status: ProjectStatus; archived?: boolean | undefined }) => p.status === 'active' && !p.archived;
const activeCount = (items: readonly { status: ProjectStatus; archived?: boolean | undefined }[]) => items.filter(countsAsActive).length;

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
  await transactWrite({
    project: { Put: entities.project.create({ ...item, taskCount: tasks.length }).params() },
    tasks: tasks.map((task) => ({ Put: entities.task.create(task).params() })),
    counter: counterUpdate(userId, { activeProjects: activeCount([item]) }),
  });
  return getOwned(userId, item.projectId);
}

/** Writes many projects, 99 per transaction with their counter update; returns their ids. */
export async function createMany(userId: string, inputs: readonly NewProject[]): Promise<string[]> {
  const items = inputs.map((input) => projectFor(userId, input));
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

// ---------------------------------------------------------------------------------------
// Access

interface GrantLike {
  projectId: string;
  userId: string;
  ownerId: string;
  teamId: string;
}

/**
 * The grants whose member and owner are both still in the grant's team, in the same stay: a
 * membership that began after the grant (left, then invited back) does not bring it back.
 * One BatchGetItem.
 */
async function liveGrants<G extends GrantLike & { createdAt: string }>(grants: readonly G[]): Promise<G[]> {
  if (grants.length === 0) return [];
  const keys = new Map<string, { teamId: string; userId: string }>();
  for (const g of grants) {
    keys.set(`${g.teamId}|${g.userId}`, { teamId: g.teamId, userId: g.userId });
    keys.set(`${g.teamId}|${g.ownerId}`, { teamId: g.teamId, userId: g.ownerId });
  }
  const { data, unprocessed } = await db()
    .entities.teamMember.get([...keys.values()])
    .go({ attributes: ['teamId', 'userId', 'joinedAt'], concurrency: 4 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} team memberships could not be read`);
  const joined = new Map(data.map((m) => [`${m.teamId}|${m.userId}`, m.joinedAt]));
  const inTeamSince = (teamId: string, userId: string, at: string) => {
    const since = joined.get(`${teamId}|${userId}`);
    return since !== undefined && since <= at;
  };
  return grants.filter((g) => inTeamSince(g.teamId, g.userId, g.createdAt) && inTeamSince(g.teamId, g.ownerId, g.createdAt));
}

/** The caller's role on a project they may see, or null. */
async function roleOn(userId: string, project: ProjectItem, grant: (GrantLike & { createdAt: string }) | undefined): Promise<ViewerRole | null> {
  if (project.userId === userId) return 'owner';
  if (!grant || grant.userId !== userId) return null;
  return (await liveGrants([grant])).length ? 'shared' : null;
}

/** The project and the caller's role on it; NotFound when they may not see it. */
export async function visible(userId: string, projectId: string): Promise<{ project: ProjectItem; role: ViewerRole }> {
  const [{ data: project }, { data: grant }] = await Promise.all([
    db().entities.project.get({ projectId }).go({ consistent: true }),
    db().entities.projectGrant.get({ projectId, userId }).go(),
  ]);
  const role = project ? await roleOn(userId, project, grant ?? undefined) : null;
  if (!project || !role) throw new NotFound(PROJECT_NOT_FOUND);
  return { project, role };
}

/**
 * The project if the caller may see it: its owner, or a member of the owner's team it is
 * shared with. Anyone else gets the same NotFound as for an unknown id.
 */
export async function getVisible(userId: string, projectId: string): Promise<ProjectItem> {
  return (await visible(userId, projectId)).project;
}

/** The project if the caller owns it; a member it is shared with gets 403, anyone else 404. */
async function ownedForSettings(userId: string, projectId: string): Promise<ProjectItem> {
  const { project, role } = await visible(userId, projectId);
  if (role !== 'owner') throw new Forbidden(PROJECT_MESSAGES.ownerOnly);
  return project;
}

/** Throws NotFound unless every id is one of the caller's projects (BatchGetItem, 100 keys a request). */
export async function assertOwned(userId: string, projectIds: readonly string[]): Promise<void> {
  const unique = [...new Set(projectIds)];
  if (unique.length === 0) return;
  const { data, unprocessed } = await db()
    .entities.project.get(unique.map((projectId) => ({ projectId })))
    .go({ attributes: ['projectId', 'userId'], concurrency: 4 });
  if (unprocessed.length) throw new Error(`${unprocessed.length} projects could not be read`);
  const owned = new Set(data.filter((p) => p.userId === userId).map((p) => p.projectId));
  if (unique.some((id) => !owned.has(id))) throw new NotFound(PROJECT_NOT_FOUND);
}

/** The projects shared with the caller that they may still see (their grants, checked against the team). */
export async function sharedWith(userId: string): Promise<ProjectGrantItem[]> {
  const { data } = await db().entities.projectGrant.query.byUser({ userId }).go({ pages: 'all' });
  return liveGrants(data);
}

/** Full names by user id (one BatchGetItem); '' for someone without a profile. */
export async function namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.profile.get(unique.map((userId) => ({ userId })))
    .go({ attributes: ['userId', 'fullName'], concurrency: 4 });
  return new Map(data.map((p) => [p.userId, p.fullName]));
}

// ---------------------------------------------------------------------------------------
// Reading

const SUMMARY_ATTRIBUTES = [
  'projectId',
  'userId',
  'title',
  'description',
  'templateType',
  'status',
  'dueDate',
  'archived',
  'taskCount',
  'doneCount',
  'createdAt',
  'updatedAt',
] as const;

export interface ProjectFilters {
  status?: ProjectStatus | undefined;
  q?: string | undefined;
  archived?: boolean | undefined;
}

/** /projects: the caller's own and shared projects, newest first; archived ones only when asked. */
export async function list(userId: string, filters: ProjectFilters): Promise<ProjectSummary[]> {
  const needle = filters.q?.trim().toLowerCase() ?? '';
  const archived = filters.archived ?? false;
  const matches = (p: Pick<ProjectItem, 'status' | 'title' | 'archived'>) =>
    (p.archived ?? false) === archived && (!filters.status || p.status === filters.status) && (!needle || p.title.toLowerCase().includes(needle));
  const [own, grants] = await Promise.all([
    firstMatches(
      (cursor, limit) =>
        db()
          .entities.project.query.byOwner({ userId })
          .go({ order: 'desc', cursor, limit, attributes: [...SUMMARY_ATTRIBUTES] }),
      LIST_LIMIT * 4,
    ),
    sharedWith(userId),
  ]);
  let shared: ProjectItem[] = [];
  if (grants.length) {
    const { data, unprocessed } = await db()
      .entities.project.get(grants.map((g) => ({ projectId: g.projectId })))
      .go({ attributes: [...SUMMARY_ATTRIBUTES], concurrency: 4 });
    if (unprocessed.length) throw new Error(`${unprocessed.length} projects could not be read`);
    const owners = new Map(grants.map((g) => [g.projectId, g.ownerId]));
    shared = (data as ProjectItem[]).filter((p) => owners.get(p.projectId) === p.userId);
  }
  const rows = [
    ...(own as ProjectItem[]).filter(matches).map((p) => ({ item: p, role: 'owner' as const })),
    ...shared.filter(matches).map((p) => ({ item: p, role: 'shared' as const })),
  ]
    .sort((a, b) => b.item.createdAt.localeCompare(a.item.createdAt))
    .slice(0, LIST_LIMIT);
  const names = await namesOf(rows.map((r) => r.item.userId));
  return rows.map((r) => toProjectSummary(r.item, names.get(r.item.userId) ?? '', r.role));
}

interface ProjectPartition {
  project: ProjectItem | undefined;
  tasks: TaskItem[];
  grants: ProjectGrantItem[];
  timeline: ProjectTimelineItem | undefined;
}

/** The project's collection in one Query (paged): the project, its tasks, grants and timeline. */
export async function partition(projectId: string): Promise<ProjectPartition> {
  const { data } = await db().collections.project({ projectId }).go({ pages: 'all', consistent: true });
  return { project: data.project[0], tasks: data.task, grants: data.projectGrant, timeline: data.projectTimeline[0] };
}

/** GET /projects/{id}: the whole board from one Query of the project's partition. */
export async function board(userId: string, projectId: string): Promise<ProjectBoard> {
  const part = await partition(projectId);
  const { project } = part;
  if (!project) throw new NotFound(PROJECT_NOT_FOUND);
  const [role, names] = await Promise.all([
    roleOn(
      userId,
      project,
      part.grants.find((g) => g.userId === userId),
    ),
    namesOf([project.userId]),
  ]);
  if (!role) throw new NotFound(PROJECT_NOT_FOUND);
  const { tasks, edges } = boardTasks(part.tasks, part.timeline);
  return { project: toProjectView(project, names.get(project.userId) ?? ''), tasks, edges, viewer: { role } };
}

export async function view(project: ProjectItem): Promise<ProjectView> {
  const names = await namesOf([project.userId]);
  return toProjectView(project, names.get(project.userId) ?? '');
}

// ---------------------------------------------------------------------------------------
// Settings and notes

/** The status changed between the read and the write: read it again, at most three times. */
const statusRace = { attempts: 3, retryIf: (error: unknown) => isConditionFailed(error, 'project') };

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
    await transactWrite({ project: { Update: params }, counter: counterUpdate(userId, { activeProjects: delta }) });
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

/** The update that keeps a project's list counts in step with a task write (in the same transaction). */
export function taskCountUpdate(project: Pick<ProjectItem, 'projectId'>, deltas: { tasks?: number; done?: number }): TransactAction | undefined {
  const add: { taskCount?: number; doneCount?: number } = {};
  if (deltas.tasks) add.taskCount = deltas.tasks;
  if (deltas.done) add.doneCount = deltas.done;
  if (Object.keys(add).length === 0) return undefined;
  return { Update: db().entities.project.patch({ projectId: project.projectId }).add(add).params() };
}

// ---------------------------------------------------------------------------------------
// Sharing with the owner's team

/** The owner's current team id, from their profile. */
async function teamOf(userId: string): Promise<string> {
  const { data } = await db()
    .entities.profile.get({ userId })
    .go({ attributes: ['teamId'] });
  if (!data?.teamId) throw new NotFound(PROJECT_MESSAGES.noTeam);
  return data.teamId;
}

/** The owner's team members (not the owner), by name, and whether the project is shared with each. */
export async function shares(userId: string, projectId: string): Promise<{ members: { userId: string; fullName: string; shared: boolean }[] }> {
  await ownedForSettings(userId, projectId);
  const teamId = await teamOf(userId);
  const [members, grants] = await Promise.all([
    db().entities.teamMember.query.byTeam({ teamId }).go({ pages: 'all' }),
    db().entities.projectGrant.query.byProject({ projectId }).go({ pages: 'all' }),
  ]);
  const shared = new Set((await liveGrants(grants.data.filter((g) => g.teamId === teamId))).map((g) => g.userId));
  return {
    members: members.data
      .filter((m) => m.userId !== userId)
      .sort((a, b) => a.fullName.localeCompare(b.fullName))
      .map((m) => ({ userId: m.userId, fullName: m.fullName, shared: shared.has(m.userId) })),
  };
}

/** Shares the project with a member of the owner's current team (again: no change). */
export async function share(userId: string, projectId: string, memberId: string): Promise<void> {
  await ownedForSettings(userId, projectId);
  if (memberId === userId) throw new Invalid(PROJECT_MESSAGES.shareSelf);
  const teamId = await teamOf(userId);
  const { data: member } = await db().entities.teamMember.get({ teamId, userId: memberId }).go();
  if (!member) throw new NotFound(PROJECT_MESSAGES.notMember);
  // Sharing again renews the grant (its date counts from now).
  await db().entities.projectGrant.put({ projectId, userId: memberId, ownerId: userId, teamId, createdAt: new Date().toISOString() }).go({ response: 'none' });
}

/** Stops sharing the project with a member (not shared: no change). */
export async function unshare(userId: string, projectId: string, memberId: string): Promise<void> {
  await ownedForSettings(userId, projectId);
  await db().entities.projectGrant.delete({ projectId, userId: memberId }).go({ response: 'none' });
}

// ---------------------------------------------------------------------------------------
// Timeline

/** Throws Invalid when the links make a loop (A before B before … before A). */
function assertNoLoop(edges: readonly TaskEdge[]): void {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  const state = new Map<string, 1 | 2>();
  const visit = (node: string): boolean => {
    const seen = state.get(node);
    if (seen === 1) return true;
    if (seen === 2) return false;
    state.set(node, 1);
    for (const to of next.get(node) ?? []) if (visit(to)) return true;
    state.set(node, 2);
    return false;
  };
  for (const node of next.keys())
    if (visit(node)) throw new Invalid('These links make a loop: a task cannot have to be finished before itself. Remove one of the links.');
}

/**
 * Saves where the tasks sit on the timeline and the links between them (A → B: finish A
 * first). Links must join two different tasks of the project; duplicates are kept once.
 * Positions of tasks no longer on the board are dropped.
 */
export async function saveTimeline(
  userId: string,
  projectId: string,
  input: { positions: readonly { taskId: string; x: number; y: number }[]; edges: readonly TaskEdge[] },
) {
  const part = await partition(projectId);
  const { project } = part;
  const role = project
    ? await roleOn(
        userId,
        project,
        part.grants.find((g) => g.userId === userId),
      )
    : null;
  if (!project || !role) throw new NotFound(PROJECT_NOT_FOUND);
  const ids = new Set(part.tasks.map((t) => t.taskId));
  const edges: TaskEdge[] = [];
  const seen = new Set<string>();
  for (const e of input.edges) {
    if (e.source === e.target) throw new Invalid('A link must join two different tasks.');
    if (!ids.has(e.source) || !ids.has(e.target)) throw new Invalid('A link joins a task that is not on this board. Refresh the page and try again.');
    const key = `${e.source}>${e.target}`;
    if (!seen.has(key)) edges.push({ source: e.source, target: e.target });
    seen.add(key);
  }
  assertNoLoop(edges);
  const placed = new Map<string, { taskId: string; x: number; y: number }>();
  for (const p of input.positions) if (ids.has(p.taskId)) placed.set(p.taskId, { taskId: p.taskId, x: p.x, y: p.y });
  const timeline = { projectId, positions: [...placed.values()], edges };
  await db().entities.projectTimeline.put(timeline).go({ response: 'none' });
  const shown = boardTasks(part.tasks, { ...timeline, updatedAt: new Date().toISOString() });
  return { edges: shown.edges, tasks: shown.tasks };
}

// ---------------------------------------------------------------------------------------
// Dashboard counters and search

/** COUNT of the owner's active, unarchived projects over the (userId, active) index partition (recount, tests). */
export function countActive(userId: string): Promise<number> {
  return countQuery(
    db()
      .entities.project.query.byOwnerStatus({ userId, status: 'active' })
      .where((attr, { eq }) => eq(attr.archived, false))
      .params(),
  );
}

/** Up to `limit` of the owner's projects whose title contains `needle` (lower-cased), newest first. */
export async function searchOwn(userId: string, needle: string, limit: number) {
  const query = db()
    .entities.project.query.byOwner({ userId })
    .where(({ titleLower }, { contains }) => contains(titleLower, needle));
  const data = await firstMatches(
    (cursor, pageSize) => query.go({ order: 'desc', cursor, limit: pageSize, attributes: ['projectId', 'title', 'status'] }),
    limit,
  );
  return data.map((p) => ({ projectId: p.projectId, title: p.title, status: p.status }));
}
