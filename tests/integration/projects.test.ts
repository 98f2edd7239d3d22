// Projects against the real local stack: creating from a template (all its tasks, in one
// transaction), the list (own, shared, status, search, archived), settings and the
// dashboard's counter, sharing with the owner's team (granted, revoked, lost on leaving),
// notes, the board a page of each column at a time (order, cursors, counts, moves across
// pages), the timeline's positions and links, the export, bad input and strangers.
import { describe, expect, it } from 'vitest';
import { db } from '#data/service';
import * as Projects from '#domain/projects';
import * as Stats from '#domain/stats';
import * as Tasks from '#domain/tasks';
import { billingEndpoints } from '#contracts/billing';
import { teamEndpoints as team } from '#contracts/team';
import { BOARD_PAGE, PROJECT_NOT_FOUND, projectEndpoints as projects } from '#contracts/projects';
import { taskEndpoints as tasks, type TaskStatus } from '#contracts/tasks';
import { PROJECT_TEMPLATES } from '#contracts/project-templates';
import { callApi, callOk, confirm, newUser, signIn, signUp, uniqueEmail, type TestUser } from '../support/users.ts';
import { userIdOf } from '../support/seed.ts';

const LAUNCH = PROJECT_TEMPLATES.find((t) => t.id === 'product-launch')!;

const createProject = (
  user: TestUser,
  body: Parameters<typeof callApi<typeof projects.create>>[1] extends infer I ? (I extends { body: infer B } ? B : never) : never,
) => callOk(projects.create, { token: user.accessToken, body });
/** The board’s first read with every task of the project (the List tab’s read). */
async function boardOf(user: TestUser, projectId: string) {
  const [board, all] = await Promise.all([
    callOk(projects.get, { token: user.accessToken, params: { projectId } }),
    callOk(projects.tasks, { token: user.accessToken, params: { projectId } }),
  ]);
  return { ...board, ...all };
}
const listOf = (user: TestUser, query: { status?: 'active' | 'completed' | 'on-hold'; q?: string; archived?: boolean } = {}) =>
  callOk(projects.list, { token: user.accessToken, query });

/** A Premium owner with one member who joined through an invitation. */
async function teamWithMember() {
  const owner = await newUser({ fullName: 'Olive Owner', companyName: `Olive Co ${Math.random().toString(36).slice(2, 7)}` });
  await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
  const email = uniqueEmail('member');
  const { inviteToken } = await callOk(team.invite, { token: owner.accessToken, body: { email, role: 'member' } });
  await signUp(email, 'secret1', { fullName: 'Milo Member' });
  await confirm(email);
  const member = await signIn(email, 'secret1');
  await callOk(team.accept, { token: member.accessToken, params: { token: inviteToken } });
  return { owner, member, email, ownerId: await userIdOf(owner), memberId: await userIdOf(member) };
}

describe('creating a project', () => {
  it('from a template: the project and all its tasks (To Do, medium, phase, estimated days, ranks in order), counted on the dashboard', async () => {
    const user = await newUser({ fullName: 'Tara Template' });
    const userId = await userIdOf(user);
    const { project } = await createProject(user, {
      title: '  Spring   launch  ',
      description: 'Cardamom buns',
      templateType: 'product-launch',
      dueDate: '2026-12-24',
    });
    expect(project).toMatchObject({
      title: 'Spring launch',
      description: 'Cardamom buns',
      templateType: 'product-launch',
      dueDate: '2026-12-24',
      status: 'active',
      archived: false,
      notes: '',
      ownerName: 'Tara Template',
      ownerId: userId,
    });

    const board = await boardOf(user, project.projectId);
    expect(board.viewer.role).toBe('owner');
    expect(board.tasks.map((t) => t.title)).toEqual(LAUNCH.tasks.map((t) => t.title));
    for (const [i, task] of board.tasks.entries()) {
      expect(task).toMatchObject({
        status: 'todo',
        priority: 'medium',
        phase: LAUNCH.tasks[i]!.phase,
        estimatedDays: LAUNCH.tasks[i]!.estimatedDays,
        dueDate: null,
        blockedBy: [],
        position: null,
      });
      expect(LAUNCH.milestones).toContain(task.phase);
    }
    const ranks = board.tasks.map((t) => t.rank);
    expect([...ranks].sort()).toEqual(ranks);
    expect(new Set(ranks).size).toBe(ranks.length);

    const [card] = (await listOf(user)).projects;
    expect(card).toMatchObject({ projectId: project.projectId, taskCount: LAUNCH.tasks.length, doneCount: 0, viewerRole: 'owner' });
    expect((await Stats.get(userId)).activeProjects).toBe(1);
  });

  it('every template has its milestones and tasks (custom: none)', async () => {
    const user = await newUser({ fullName: 'Tara Template' });
    for (const template of PROJECT_TEMPLATES) {
      const { project } = await createProject(user, { title: template.name, templateType: template.id });
      const board = await boardOf(user, project.projectId);
      expect(board.tasks).toHaveLength(template.tasks.length);
    }
    expect(PROJECT_TEMPLATES.map((t) => [t.id, t.milestones.length, t.tasks.length])).toEqual([
      ['product-launch', 5, 6],
      ['social-growth', 4, 5],
      ['funnel-build', 5, 6],
      ['paid-ads', 4, 6],
      ['rebrand', 4, 6],
      ['custom', 3, 0],
    ]);
  });

  it('is atomic: when the transaction fails, neither the project nor any template task exists', async () => {
    const user = await newUser({ fullName: 'Ada Atomic' });
    const userId = await userIdOf(user);
    // A description too large for one DynamoDB item fails the project's Put, and with it the transaction.
    await expect(Projects.create(userId, { title: 'Too big', description: 'x'.repeat(420_000), templateType: 'product-launch' })).rejects.toThrow();
    const [own, ownTasks] = await Promise.all([db().entities.project.query.byOwner({ userId }).go(), db().entities.task.query.byOwner({ userId }).go()]);
    expect(own.data).toEqual([]);
    expect(ownTasks.data).toEqual([]);
    expect((await Stats.get(userId)).activeProjects).toBe(0);
  });

  it('bad input answers 400 with a message; an empty due date is no due date', async () => {
    const user = await newUser({ fullName: 'Bea Bad' });
    const token = user.accessToken;
    const bad = async (body: unknown) => {
      const reply = await callApi(projects.create, { token, body: body as never });
      expect(reply.status).toBe(400);
      return (reply.body as { message: string }).message;
    };
    expect(await bad({ title: '   ' })).toBe('Enter a project title.');
    expect(await bad({})).toBe('title is required.');
    expect(await bad({ title: 'x'.repeat(301) })).toBe('The project title can be at most 300 characters.');
    expect(await bad({ title: 'Dates', dueDate: '2026-02-30' })).toBe('The due date must be a real date written YYYY-MM-DD.');
    expect(await bad({ title: 'Dates', dueDate: 'tomorrow' })).toBe('The due date must be a real date written YYYY-MM-DD.');
    expect(await bad({ title: 'Templates', templateType: 'world-domination' })).toMatch(/^The template must be one of product-launch/);
    const { project } = await createProject(user, { title: 'x'.repeat(300), dueDate: '' });
    expect(project.dueDate).toBeNull();
    const update = await callApi(projects.update, { token, params: { projectId: project.projectId }, body: { status: 'paused' as never } });
    expect(update).toEqual({ ok: false, status: 400, body: { message: 'Status must be active, completed or on-hold.' } });
  });
});

describe('the list, settings and archive', () => {
  it('filters by status and title, hides archived projects unless asked, and restores them', async () => {
    const user = await newUser({ fullName: 'Lin List' });
    const userId = await userIdOf(user);
    const token = user.accessToken;
    const { project: a } = await createProject(user, { title: 'Bakery launch' });
    const { project: b } = await createProject(user, { title: 'Summer ads' });
    expect((await listOf(user)).projects.map((p) => p.title)).toEqual(['Summer ads', 'Bakery launch']);
    expect((await listOf(user, { q: 'BAKERY' })).projects.map((p) => p.projectId)).toEqual([a.projectId]);

    const { project: done } = await callOk(projects.update, {
      token,
      params: { projectId: b.projectId },
      body: { status: 'completed', title: 'Summer ads 2026', description: 'Meta and Google', dueDate: '2026-08-01' },
    });
    expect(done).toMatchObject({ status: 'completed', title: 'Summer ads 2026', description: 'Meta and Google', dueDate: '2026-08-01' });
    expect((await Stats.get(userId)).activeProjects).toBe(1);
    expect((await listOf(user, { status: 'completed' })).projects.map((p) => p.projectId)).toEqual([b.projectId]);
    const cleared = await callOk(projects.update, { token, params: { projectId: b.projectId }, body: { dueDate: '' } });
    expect(cleared.project.dueDate).toBeNull();

    const archived = await callOk(projects.update, { token, params: { projectId: a.projectId }, body: { archived: true } });
    expect(archived.project.archived).toBe(true);
    // An archived project is out of sight: the dashboard no longer counts it as active.
    expect((await Stats.get(userId)).activeProjects).toBe(0);
    expect(await Projects.countActive(userId)).toBe(0);
    expect((await listOf(user)).projects.map((p) => p.projectId)).toEqual([b.projectId]);
    expect((await listOf(user, { archived: true })).projects.map((p) => p.projectId)).toEqual([a.projectId]);
    // A status change while archived still does not count it; restoring it does.
    await callOk(projects.update, { token, params: { projectId: a.projectId }, body: { status: 'on-hold' } });
    await callOk(projects.update, { token, params: { projectId: a.projectId }, body: { status: 'active' } });
    expect((await Stats.get(userId)).activeProjects).toBe(0);
    await callOk(projects.update, { token, params: { projectId: a.projectId }, body: { archived: false } });
    expect((await listOf(user)).projects.map((p) => p.projectId)).toEqual([b.projectId, a.projectId]);
    expect((await Stats.get(userId)).activeProjects).toBe(1);
    expect(await Projects.countActive(userId)).toBe(1);
  });

  it('saves the notes', async () => {
    const user = await newUser({ fullName: 'Nora Notes' });
    const { project } = await createProject(user, { title: 'Notes' });
    const notes = 'Call the printer on Monday.\nBudget: 400 €. <b>not html</b>';
    const saved = await callOk(projects.saveNotes, { token: user.accessToken, params: { projectId: project.projectId }, body: { notes } });
    expect(saved.project.notes).toBe(notes);
    expect((await boardOf(user, project.projectId)).project.notes).toBe(notes);
  });
});

describe('sharing with the team', () => {
  it('a member sees a project only once it is shared, works on it, cannot change its settings, and loses it when unshared', async () => {
    const { owner, member, memberId, ownerId } = await teamWithMember();
    const { project } = await createProject(owner, { title: 'Team launch', templateType: 'social-growth' });
    const params = { projectId: project.projectId };
    const hidden = await callApi(projects.get, { token: member.accessToken, params });
    expect(hidden).toEqual({ ok: false, status: 404, body: { message: PROJECT_NOT_FOUND } });

    const before = await callOk(projects.shares, { token: owner.accessToken, params });
    expect(before.members).toEqual([{ userId: memberId, fullName: 'Milo Member', shared: false }]);
    expect((await callApi(projects.share, { token: owner.accessToken, params: { ...params, userId: memberId } })).status).toBe(204);
    expect((await callOk(projects.shares, { token: owner.accessToken, params })).members).toEqual([
      { userId: memberId, fullName: 'Milo Member', shared: true },
    ]);

    const board = await boardOf(member, project.projectId);
    expect(board.viewer.role).toBe('shared');
    expect(board.project.ownerName).toBe('Olive Owner');
    expect((await listOf(member)).projects.map((p) => [p.projectId, p.viewerRole])).toEqual([[project.projectId, 'shared']]);
    const { task } = await callOk(tasks.create, { token: member.accessToken, params, body: { title: 'Film a reel' } });
    const ref = { ...params, taskId: task.taskId };
    const ownerSays = await callOk(tasks.addComment, { token: owner.accessToken, params: ref, body: { body: 'Thanks' } });
    const memberSays = await callOk(tasks.addComment, { token: member.accessToken, params: ref, body: { body: 'On it' } });
    expect((await callOk(tasks.comments, { token: member.accessToken, params: ref })).comments.map((c) => [c.authorName, c.body, c.mine])).toEqual([
      ['Olive Owner', 'Thanks', false],
      ['Milo Member', 'On it', true],
    ]);
    const notYours = await callApi(tasks.removeComment, { token: member.accessToken, params: { ...ref, commentId: ownerSays.comment.commentId } });
    expect(notYours).toEqual({ ok: false, status: 403, body: { message: 'You can delete only your own comments.' } });
    // The owner looks after the board: they may delete any comment on it.
    expect((await callApi(tasks.removeComment, { token: owner.accessToken, params: { ...ref, commentId: memberSays.comment.commentId } })).status).toBe(204);
    await callOk(projects.saveNotes, { token: member.accessToken, params, body: { notes: 'Shared notes' } });
    // The member's work counts on the owner's board and dashboard.
    await callOk(tasks.move, { token: member.accessToken, params: ref, body: { status: 'done' } });
    expect((await Stats.get(ownerId)).completedTasks).toBe(1);
    expect((await listOf(owner)).projects[0]).toMatchObject({ taskCount: 6, doneCount: 1 });
    expect((await callOk(tasks.listAll, { token: member.accessToken, query: {} })).tasks.map((t) => t.projectTitle)).toContain('Team launch');

    const refused = await callApi(projects.update, { token: member.accessToken, params, body: { title: 'Mine' } });
    expect(refused).toEqual({ ok: false, status: 403, body: { message: Projects.PROJECT_MESSAGES.ownerOnly } });
    expect((await callApi(projects.share, { token: member.accessToken, params: { ...params, userId: memberId } })).status).toBe(403);

    expect((await callApi(projects.unshare, { token: owner.accessToken, params: { ...params, userId: memberId } })).status).toBe(204);
    expect(await callApi(projects.get, { token: member.accessToken, params })).toEqual({ ok: false, status: 404, body: { message: PROJECT_NOT_FOUND } });
    expect((await listOf(member)).projects).toEqual([]);
    expect((await callApi(tasks.get, { token: member.accessToken, params: { ...params, taskId: task.taskId } })).status).toBe(404);
  });

  it('a member who leaves the team loses the projects shared with them', async () => {
    const { owner, member, memberId } = await teamWithMember();
    const { project } = await createProject(owner, { title: 'Leaving' });
    const params = { projectId: project.projectId };
    await callApi(projects.share, { token: owner.accessToken, params: { ...params, userId: memberId } });
    expect((await boardOf(member, project.projectId)).viewer.role).toBe('shared');
    await callOk(team.leave, { token: member.accessToken });
    expect((await callApi(projects.get, { token: member.accessToken, params })).status).toBe(404);
    expect((await listOf(member)).projects).toEqual([]);
  });

  it('a member the owner removes from the team loses them too; invited back, they see them only once shared again', async () => {
    const { owner, member, memberId, email } = await teamWithMember();
    const { project } = await createProject(owner, { title: 'Removed' });
    const params = { projectId: project.projectId };
    await callApi(projects.share, { token: owner.accessToken, params: { ...params, userId: memberId } });
    expect((await boardOf(member, project.projectId)).viewer.role).toBe('shared');
    expect((await callApi(team.removeMember, { token: owner.accessToken, params: { userId: memberId } })).status).toBe(204);
    expect(await callApi(projects.get, { token: member.accessToken, params })).toEqual({ ok: false, status: 404, body: { message: PROJECT_NOT_FOUND } });
    expect((await callOk(tasks.listAll, { token: member.accessToken, query: {} })).tasks).toEqual([]);
    // No longer in the team: the owner cannot share with them.
    expect((await callApi(projects.share, { token: owner.accessToken, params: { ...params, userId: memberId } })).status).toBe(404);
    expect((await callOk(projects.shares, { token: owner.accessToken, params })).members).toEqual([]);

    const { inviteToken } = await callOk(team.invite, { token: owner.accessToken, body: { email, role: 'member' } });
    await callOk(team.accept, { token: member.accessToken, params: { token: inviteToken } });
    expect((await callApi(projects.get, { token: member.accessToken, params })).status).toBe(404);
    expect((await callOk(projects.shares, { token: owner.accessToken, params })).members).toEqual([
      { userId: memberId, fullName: 'Milo Member', shared: false },
    ]);
    expect((await callApi(projects.share, { token: owner.accessToken, params: { ...params, userId: memberId } })).status).toBe(204);
    expect((await boardOf(member, project.projectId)).viewer.role).toBe('shared');
  });

  it('only members of the owner’s team can be given a project', async () => {
    const { owner } = await teamWithMember();
    const stranger = await newUser({ fullName: 'Sam Stranger' });
    const { project } = await createProject(owner, { title: 'Private' });
    const reply = await callApi(projects.share, { token: owner.accessToken, params: { projectId: project.projectId, userId: await userIdOf(stranger) } });
    expect(reply).toEqual({ ok: false, status: 404, body: { message: Projects.PROJECT_MESSAGES.notMember } });
  });
});

describe('strangers', () => {
  it('get the same 404 for someone else’s project as for one that does not exist, on every project route', async () => {
    const owner = await newUser({ fullName: 'Olive Owner' });
    const stranger = await newUser({ fullName: 'Sam Stranger' });
    const { project } = await createProject(owner, { title: 'Secret plan' });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const projectId of [project.projectId, missing]) {
      const token = stranger.accessToken;
      const params = { projectId };
      const replies = await Promise.all([
        callApi(projects.get, { token, params }),
        callApi(projects.update, { token, params, body: { title: 'Mine' } }),
        callApi(projects.saveNotes, { token, params, body: { notes: 'Mine' } }),
        callApi(projects.shares, { token, params }),
        callApi(projects.export, { token, params, query: { format: 'csv' } }),
        callApi(projects.saveTimeline, { token, params, body: { positions: [], edges: [] } }),
        callApi(tasks.create, { token, params, body: { title: 'Mine' } }),
      ]);
      for (const reply of replies) expect(reply).toEqual({ ok: false, status: 404, body: { message: PROJECT_NOT_FOUND } });
    }
    expect((await boardOf(owner, project.projectId)).project.title).toBe('Secret plan');
  });
});

describe('the board, a page of each column at a time', () => {
  /** A project with `todo` To Do tasks (seeded in one batch) and two Completed ones. */
  async function longBoard(todo: number) {
    const user = await newUser({ fullName: 'Pia Pager' });
    const userId = await userIdOf(user);
    const { project } = await createProject(user, { title: 'A long backlog' });
    await Tasks.createMany(userId, [
      ...Array.from({ length: todo }, (_, i) => ({ projectId: project.projectId, title: `Backlog item ${i + 1}` })),
      { projectId: project.projectId, title: 'Shipped one', status: 'done' as const },
      { projectId: project.projectId, title: 'Shipped two', status: 'done' as const },
    ]);
    const params = { projectId: project.projectId };
    const columnOf = (status: TaskStatus, query: { after?: string; limit?: number } = {}) =>
      callOk(projects.column, { token: user.accessToken, params: { ...params, status }, query });
    const todoOrder = async () =>
      (await callOk(projects.tasks, { token: user.accessToken, params })).tasks.filter((t) => t.status === 'todo').map((t) => t.taskId);
    /** Every page of a column after `cursor`, one after the other, each no longer than a page. */
    const pagesAfter = async (status: TaskStatus, cursor: string | null) => {
      const pages = [];
      for (let after = cursor; after !== null;) {
        const page = await columnOf(status, { after });
        expect(page.tasks.length).toBeLessThanOrEqual(BOARD_PAGE);
        expect(page.cursor === null || page.cursor === page.tasks.at(-1)!.rank).toBe(true);
        pages.push(page);
        after = page.cursor;
      }
      return pages;
    };
    return { user, params, columnOf, todoOrder, pagesAfter };
  }

  it('opens with each column’s first page by rank, the column’s count and a cursor; the next pages follow to the end', async () => {
    const { user, params, columnOf, todoOrder, pagesAfter } = await longBoard(120);
    const board = await callOk(projects.get, { token: user.accessToken, params });
    const { todo, in_progress, review, done } = board.columns;
    expect(todo.tasks).toHaveLength(BOARD_PAGE);
    expect(todo.count).toBe(120);
    expect(todo.cursor).toBe(todo.tasks.at(-1)!.rank);
    expect(todo.tasks[0]).toMatchObject({ title: 'Backlog item 1', status: 'todo', priority: 'medium', blockedBy: [] });
    expect(done).toMatchObject({ count: 2, cursor: null });
    expect(done.tasks.map((t) => t.title)).toEqual(['Shipped one', 'Shipped two']);
    expect([in_progress, review]).toEqual([
      { tasks: [], count: 0, cursor: null },
      { tasks: [], count: 0, cursor: null },
    ]);

    const rest = await pagesAfter('todo', todo.cursor);
    expect(rest.every((page) => page.count === 120)).toBe(true);
    expect(rest.at(-1)!.cursor).toBeNull();
    const paged = [...todo.tasks, ...rest.flatMap((page) => page.tasks)];
    expect(paged.map((t) => t.title)).toEqual(Array.from({ length: 120 }, (_, i) => `Backlog item ${i + 1}`));
    const ranks = paged.map((t) => t.rank);
    expect([...ranks].sort()).toEqual(ranks);
    expect(paged.map((t) => t.taskId)).toEqual(await todoOrder());
    expect((await columnOf('todo', { after: todo.cursor!, limit: 3 })).tasks.map((t) => t.title)).toEqual(
      [1, 2, 3].map((n) => `Backlog item ${BOARD_PAGE + n}`),
    );
  });

  it('moves across pages land between their real neighbours and the column counts follow', async () => {
    const { user, params, todoOrder, pagesAfter } = await longBoard(60);
    const token = user.accessToken;
    const first = (await callOk(projects.get, { token, params })).columns.todo;
    const ids = await todoOrder();
    const lastLoaded = first.tasks.at(-1)!;
    // A card from the unloaded tail to the top: dropped above the first card.
    await callOk(tasks.move, { token, params: { ...params, taskId: ids[57]! }, body: { status: 'todo', beforeTaskId: null, afterTaskId: ids[0]! } });
    // A card dropped just below the last loaded card, above a tail the board has not loaded.
    await callOk(tasks.move, { token, params: { ...params, taskId: ids[2]! }, body: { status: 'todo', beforeTaskId: lastLoaded.taskId, afterTaskId: null } });
    const order = await todoOrder();
    expect(order[0]).toBe(ids[57]);
    expect(order.indexOf(ids[2]!)).toBe(order.indexOf(lastLoaded.taskId) + 1);
    expect(order.at(-1)).toBe(ids[59]);

    // To the end of a column whose tail is not loaded: no neighbours named.
    await callOk(tasks.move, { token, params: { ...params, taskId: ids[1]! }, body: { status: 'todo', beforeTaskId: null, afterTaskId: null } });
    expect((await todoOrder()).at(-1)).toBe(ids[1]);
    // Into another column, and its status changed by an edit: the counts follow.
    await callOk(tasks.move, { token, params: { ...params, taskId: ids[3]! }, body: { status: 'review', beforeTaskId: null, afterTaskId: null } });
    await callOk(tasks.update, { token, params: { ...params, taskId: ids[4]! }, body: { status: 'in_progress' } });
    await callOk(tasks.remove, { token, params: { ...params, taskId: ids[5]! } });
    const board = await callOk(projects.get, { token, params });
    expect([board.columns.todo.count, board.columns.in_progress.count, board.columns.review.count, board.columns.done.count]).toEqual([57, 1, 1, 2]);
    expect(board.columns.review.tasks.map((t) => t.taskId)).toEqual([ids[3]]);
    expect(board.columns.todo.tasks[0]!.taskId).toBe(ids[57]);
    const rest = (await pagesAfter('todo', board.columns.todo.cursor)).flatMap((page) => page.tasks);
    expect([...board.columns.todo.tasks, ...rest].map((t) => t.taskId)).toEqual(await todoOrder());
  });

  it('a bad cursor or limit answers 400 with a message; a stranger gets 404', async () => {
    const { user, params } = await longBoard(1);
    const stranger = await newUser({ fullName: 'Sam Stranger' });
    const mine = { ...params, status: 'todo' as const };
    expect(await callApi(projects.column, { token: user.accessToken, params: mine, query: { after: 'not a rank!' } })).toEqual({
      ok: false,
      status: 400,
      body: { message: expect.stringContaining('after must be the cursor') },
    });
    expect((await callApi(projects.column, { token: user.accessToken, params: mine, query: { limit: 500 } })).status).toBe(400);
    expect(await callApi(projects.column, { token: stranger.accessToken, params: { ...params, status: 'todo' }, query: {} })).toEqual({
      ok: false,
      status: 404,
      body: { message: PROJECT_NOT_FOUND },
    });
    expect((await callApi(projects.tasks, { token: stranger.accessToken, params })).status).toBe(404);
  });
});

describe('the timeline', () => {
  it('saves positions and links; a link makes its target blocked until the source is done', async () => {
    const user = await newUser({ fullName: 'Tim Timeline' });
    const token = user.accessToken;
    const { project } = await createProject(user, { title: 'Funnel', templateType: 'funnel-build' });
    const params = { projectId: project.projectId };
    const [a, b, c] = (await boardOf(user, project.projectId)).tasks;
    const saved = await callOk(projects.saveTimeline, {
      token,
      params,
      body: {
        positions: [{ taskId: a!.taskId, x: 10, y: 20 }],
        edges: [
          { source: a!.taskId, target: b!.taskId },
          { source: a!.taskId, target: b!.taskId },
          { source: b!.taskId, target: c!.taskId },
        ],
      },
    });
    expect(saved.edges).toEqual([
      { source: a!.taskId, target: b!.taskId },
      { source: b!.taskId, target: c!.taskId },
    ]);
    const board = await boardOf(user, project.projectId);
    expect(board.edges).toEqual(saved.edges);
    const byId = new Map(board.tasks.map((t) => [t.taskId, t]));
    expect(byId.get(a!.taskId)!.position).toEqual({ x: 10, y: 20 });
    expect(byId.get(b!.taskId)!.blockedBy).toEqual([{ taskId: a!.taskId, title: a!.title }]);
    expect(byId.get(c!.taskId)!.blockedBy).toEqual([{ taskId: b!.taskId, title: b!.title }]);

    await callOk(tasks.update, { token, params: { ...params, taskId: a!.taskId }, body: { status: 'done' } });
    const page = await callOk(tasks.get, { token, params: { ...params, taskId: b!.taskId } });
    expect(page.task.blockedBy).toEqual([]);

    const bad = async (edges: { source: string; target: string }[]) =>
      (await callApi(projects.saveTimeline, { token, params, body: { positions: [], edges } })).body as { message: string };
    expect(await bad([{ source: a!.taskId, target: a!.taskId }])).toEqual({ message: 'A link must join two different tasks.' });
    expect(await bad([{ source: a!.taskId, target: '00000000-0000-4000-8000-000000000000' }])).toEqual({
      message: 'A link joins a task that is not on this board. Refresh the page and try again.',
    });
    expect(
      (
        await bad([
          { source: a!.taskId, target: b!.taskId },
          { source: b!.taskId, target: a!.taskId },
        ])
      ).message,
    ).toMatch(/^These links make a loop/);
    const tooMany = Array.from({ length: 1001 }, () => ({ source: a!.taskId, target: b!.taskId }));
    expect(await bad(tooMany)).toEqual({ message: 'A timeline can have at most 1000 links.' });
    expect((await boardOf(user, project.projectId)).edges).toEqual(saved.edges);
  });
});

describe('the export', () => {
  it('Markdown and CSV carry every task with its status label, priority, dates and comments; CSV is quoted', async () => {
    const user = await newUser({ fullName: 'Eve Export' });
    const token = user.accessToken;
    const { project } = await createProject(user, { title: 'Café, "Grand" opening', description: 'Opening week' });
    const params = { projectId: project.projectId };
    const { task: one } = await callOk(tasks.create, {
      token,
      params,
      body: { title: 'Print "flyers", 500', description: 'Line one\nLine two', priority: 'high', dueDate: '2026-05-01', status: 'in_progress' },
    });
    const { task: two } = await callOk(tasks.create, { token, params, body: { title: '=SUM(A1)', status: 'done' } });
    await callOk(tasks.addComment, { token, params: { ...params, taskId: one.taskId }, body: { body: 'Ordered, arrives Friday' } });

    const md = await callOk(projects.export, { token, params, query: { format: 'markdown' } });
    expect(md).toMatchObject({ filename: 'cafe-grand-opening.md', contentType: 'text/markdown; charset=utf-8' });
    expect(md.body).toContain('# Café, "Grand" opening');
    expect(md.body).toContain('### Print "flyers", 500');
    expect(md.body).toContain('- Status: In Progress');
    expect(md.body).toContain('- Priority: High');
    expect(md.body).toContain('- Due date: 2026-05-01');
    expect(md.body).toContain(`- Created: ${one.createdAt.slice(0, 10)}`);
    expect(md.body).toContain(`- Updated: ${one.updatedAt.slice(0, 10)}`);
    expect(md.body).toContain('Line one\nLine two');
    expect(md.body).toContain('- Status: Completed');
    expect(md.body).toMatch(/- Eve Export \(\d{4}-\d{2}-\d{2}\): Ordered, arrives Friday/);

    const csv = await callOk(projects.export, { token, params, query: { format: 'csv' } });
    expect(csv).toMatchObject({ filename: 'cafe-grand-opening.csv', contentType: 'text/csv; charset=utf-8' });
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('"Title","Description","Status","Priority","Due Date","Created","Updated","Comments"');
    expect(csv.body).toContain(
      `"Print ""flyers"", 500","Line one\nLine two","In Progress","High","2026-05-01","${one.createdAt.slice(0, 10)}","${one.updatedAt.slice(0, 10)}","Eve Export (`,
    );
    expect(csv.body).toContain(`"'=SUM(A1)","","Completed","Medium",""`);
    expect(two.status).toBe('done');
    const bad = await callApi(projects.export, { token, params, query: { format: 'pdf' as never } });
    expect(bad).toEqual({ ok: false, status: 400, body: { message: 'The export format must be markdown or csv.' } });
  });
});
