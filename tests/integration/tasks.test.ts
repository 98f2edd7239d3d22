// Tasks against the real local stack: adding to the end of a column, moving between and
// within columns (ranks from the neighbours, one task written), done and the dashboard's
// counters, the task page, /tasks (own and shared, status, search), comments, deleting, bad
// input and strangers.
import { describe, expect, it } from 'vitest';
import { db } from '#data/service';
import * as Stats from '#domain/stats';
import * as Tasks from '#domain/tasks';
import { projectEndpoints as projects } from '#contracts/projects';
import { TASK_NOT_FOUND, taskEndpoints as tasks } from '#contracts/tasks';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';
import { userIdOf } from '../support/seed.ts';

const boardOf = (user: TestUser, projectId: string) => callOk(projects.tasks, { token: user.accessToken, params: { projectId } });
const column = async (user: TestUser, projectId: string, status: string) =>
  (await boardOf(user, projectId)).tasks.filter((t) => t.status === status).map((t) => t.title);

async function projectWithTasks(user: TestUser, titles: string[]) {
  const { project } = await callOk(projects.create, { token: user.accessToken, body: { title: 'Board' } });
  const params = { projectId: project.projectId };
  const created = [];
  for (const title of titles) created.push((await callOk(tasks.create, { token: user.accessToken, params, body: { title } })).task);
  return { projectId: project.projectId, params, tasks: created };
}

/** Every stored task item of the project, by id, as DynamoDB holds it. */
async function storedTasks(projectId: string) {
  const { data } = await db().entities.task.query.byProject({ projectId }).go({ pages: 'all' });
  return new Map(data.map((t) => [t.taskId, t]));
}

describe('the board', () => {
  it('keeps every rank unique when 20 cards are dropped on top of a column at once, and 10 tasks are added to it at once', async () => {
    const user = await newUser({ fullName: 'Kim Kanban' });
    const token = user.accessToken;
    const titles = Array.from({ length: 21 }, (_, i) => `Card ${i}`);
    const { projectId, params, tasks: created } = await projectWithTasks(user, titles);
    const [first, ...rest] = created;
    const moves = rest.map((task) => ({
      token,
      params: { ...params, taskId: task!.taskId },
      body: { status: 'todo' as const, beforeTaskId: null, afterTaskId: first!.taskId },
    }));
    await Promise.all(moves.map((move) => callOk(tasks.move, move)));
    await Promise.all(Array.from({ length: 10 }, (_, i) => callOk(tasks.create, { token, params, body: { title: `Added ${i}` } })));
    const ranks = [...(await storedTasks(projectId)).values()].map((t) => t.rank!);
    expect(new Set(ranks).size).toBe(31);
    // The 20 moved cards are above the one they were dropped on, the 10 added ones at the end.
    const order = await column(user, projectId, 'todo');
    expect(order.indexOf('Card 0')).toBe(20);
    expect(order.slice(0, 20).sort()).toEqual(titles.slice(1).sort());
    expect(order.slice(21).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Added ${i}`).sort());
  });

  it('lands every one of 12 moves of the same card between columns sent at once; the done counters equal a recount', async () => {
    const user = await newUser({ fullName: 'Kim Kanban' });
    const userId = await userIdOf(user);
    const { projectId, params, tasks: created } = await projectWithTasks(user, ['Shared card']);
    const taskId = created[0]!.taskId;
    const statuses = ['done', 'in_progress', 'done', 'review', 'done', 'todo', 'done', 'in_progress', 'done', 'review', 'done', 'todo'] as const;
    const replies = await Promise.all(
      statuses.map((status) => callApi(tasks.move, { token: user.accessToken, params: { ...params, taskId }, body: { status } })),
    );
    expect(replies.map((r) => r.status)).toEqual(statuses.map(() => 200));
    const stored = (await storedTasks(projectId)).get(taskId)!;
    const { data: project } = await db().entities.project.get({ projectId }).go({ consistent: true });
    expect(project!.doneCount).toBe(stored.status === 'done' ? 1 : 0);
    expect((await Stats.get(userId)).completedTasks).toBe(await Tasks.countDone(userId));
  });

  it('adds tasks to the end of their column with their fields; empty due date is none', async () => {
    const user = await newUser({ fullName: 'Kim Kanban' });
    const { projectId, params } = await projectWithTasks(user, ['One', 'Two']);
    const { task } = await callOk(tasks.create, {
      token: user.accessToken,
      params,
      body: { title: '  Three ', description: 'Desc', priority: 'high', dueDate: '', status: 'todo' },
    });
    expect(task).toMatchObject({ title: 'Three', description: 'Desc', priority: 'high', dueDate: null, status: 'todo', blockedBy: [], completedAt: null });
    expect(await column(user, projectId, 'todo')).toEqual(['One', 'Two', 'Three']);
    expect((await callOk(projects.list, { token: user.accessToken, query: {} })).projects[0]).toMatchObject({ taskCount: 3, doneCount: 0 });
  });

  it('moves a card between neighbours in another column and within one, writing only that task', async () => {
    const user = await newUser({ fullName: 'Kim Kanban' });
    const userId = await userIdOf(user);
    const token = user.accessToken;
    const {
      projectId,
      params,
      tasks: [a, b, c, d],
    } = await projectWithTasks(user, ['A', 'B', 'C', 'D']);
    // C and D to In Progress (D above C), then A between them.
    await callOk(tasks.move, { token, params: { ...params, taskId: c!.taskId }, body: { status: 'in_progress' } });
    await callOk(tasks.move, { token, params: { ...params, taskId: d!.taskId }, body: { status: 'in_progress', beforeTaskId: null, afterTaskId: c!.taskId } });
    expect(await column(user, projectId, 'in_progress')).toEqual(['D', 'C']);

    const before = await storedTasks(projectId);
    const { task: moved } = await callOk(tasks.move, {
      token,
      params: { ...params, taskId: a!.taskId },
      body: { status: 'in_progress', beforeTaskId: d!.taskId, afterTaskId: c!.taskId },
    });
    expect(moved.status).toBe('in_progress');
    expect(moved.rank > before.get(d!.taskId)!.rank! && moved.rank < before.get(c!.taskId)!.rank!).toBe(true);
    expect(await column(user, projectId, 'in_progress')).toEqual(['D', 'A', 'C']);
    expect(await column(user, projectId, 'todo')).toEqual(['B']);
    const after = await storedTasks(projectId);
    for (const id of [b!.taskId, c!.taskId, d!.taskId]) expect(after.get(id)).toEqual(before.get(id));
    expect(after.get(a!.taskId)!.statusChangedAt > before.get(a!.taskId)!.statusChangedAt).toBe(true);

    // Within a column: C to the top.
    await callOk(tasks.move, { token, params: { ...params, taskId: c!.taskId }, body: { status: 'in_progress', beforeTaskId: null, afterTaskId: d!.taskId } });
    expect(await column(user, projectId, 'in_progress')).toEqual(['C', 'D', 'A']);

    // Done: completedAt set and counted; back out: cleared and uncounted.
    const { task: done } = await callOk(tasks.move, { token, params: { ...params, taskId: a!.taskId }, body: { status: 'done' } });
    expect(done.completedAt).not.toBeNull();
    expect((await Stats.get(userId)).completedTasks).toBe(1);
    expect((await callOk(projects.list, { token, query: {} })).projects[0]).toMatchObject({ taskCount: 4, doneCount: 1 });
    const { task: reopened } = await callOk(tasks.move, { token, params: { ...params, taskId: a!.taskId }, body: { status: 'review' } });
    expect(reopened.completedAt).toBeNull();
    expect((await Stats.get(userId)).completedTasks).toBe(0);
    expect(await Tasks.countDone(userId)).toBe(0);
  });

  it('a neighbour that is no longer in that column answers 409, and nothing moves', async () => {
    const user = await newUser({ fullName: 'Kim Kanban' });
    const {
      projectId,
      params,
      tasks: [a, b],
    } = await projectWithTasks(user, ['A', 'B']);
    const reply = await callApi(tasks.move, {
      token: user.accessToken,
      params: { ...params, taskId: a!.taskId },
      body: { status: 'review', beforeTaskId: b!.taskId },
    });
    expect(reply).toEqual({ ok: false, status: 409, body: { message: Tasks.TASK_MESSAGES.moved } });
    expect(await column(user, projectId, 'todo')).toEqual(['A', 'B']);
  });

  it('edits a task on its page and deletes it with its comments; counts follow', async () => {
    const user = await newUser({ fullName: 'Pat Page' });
    const userId = await userIdOf(user);
    const token = user.accessToken;
    const {
      projectId,
      params,
      tasks: [a],
    } = await projectWithTasks(user, ['Write copy']);
    const ref = { ...params, taskId: a!.taskId };
    const { task } = await callOk(tasks.update, {
      token,
      params: ref,
      body: { title: 'Write the copy', description: 'Two lines\n<script>x</script>', priority: 'low', dueDate: '2026-03-01', status: 'done' },
    });
    expect(task).toMatchObject({
      title: 'Write the copy',
      description: 'Two lines\n<script>x</script>',
      priority: 'low',
      dueDate: '2026-03-01',
      status: 'done',
    });
    const page = await callOk(tasks.get, { token, params: ref });
    expect(page).toEqual({ task: { ...task, updatedAt: page.task.updatedAt }, project: { projectId, title: 'Board' } });
    const cleared = await callOk(tasks.update, { token, params: ref, body: { dueDate: null } });
    expect(cleared.task.dueDate).toBeNull();
    expect((await Stats.get(userId)).completedTasks).toBe(1);

    await callOk(tasks.addComment, { token, params: ref, body: { body: 'First' } });
    expect((await callApi(tasks.remove, { token, params: ref })).status).toBe(204);
    expect(await callApi(tasks.get, { token, params: ref })).toEqual({ ok: false, status: 404, body: { message: TASK_NOT_FOUND } });
    expect((await db().entities.taskComment.query.byProject({ projectId }).go()).data).toEqual([]);
    expect((await Stats.get(userId)).completedTasks).toBe(0);
    expect((await callOk(projects.list, { token, query: {} })).projects[0]).toMatchObject({ taskCount: 0, doneCount: 0 });
  });

  it('bad input answers 400 with a message', async () => {
    const user = await newUser({ fullName: 'Bea Bad' });
    const token = user.accessToken;
    const {
      params,
      tasks: [a],
    } = await projectWithTasks(user, ['A']);
    const ref = { ...params, taskId: a!.taskId };
    const message = async (reply: Promise<{ status: number; body: unknown }>) => {
      const r = await reply;
      expect(r.status).toBe(400);
      return (r.body as { message: string }).message;
    };
    expect(await message(callApi(tasks.create, { token, params, body: { title: ' ' } }))).toBe('Enter a task title.');
    expect(await message(callApi(tasks.create, { token, params, body: { title: 'x'.repeat(301) } }))).toBe('The task title can be at most 300 characters.');
    expect(await message(callApi(tasks.create, { token, params, body: { title: 'A', status: 'blocked' as never } }))).toMatch(/^Status must be one of To Do/);
    expect(await message(callApi(tasks.create, { token, params, body: { title: 'A', priority: 'urgent' as never } }))).toBe(
      'Priority must be low, medium or high.',
    );
    expect(await message(callApi(tasks.update, { token, params: ref, body: { dueDate: '2026-13-01' } }))).toBe(
      'The due date must be a real date written YYYY-MM-DD.',
    );
    expect(await message(callApi(tasks.addComment, { token, params: ref, body: { body: '   ' } }))).toBe('Write a comment first.');
    expect(await message(callApi(tasks.addComment, { token, params: ref, body: { body: 'x'.repeat(5001) } }))).toBe(
      'A comment can be at most 5,000 characters.',
    );
    expect(await message(callApi(tasks.get, { token, params: { ...params, taskId: 'nope' } }))).toBe('This task link is not valid.');
  });
});

describe('/tasks', () => {
  it('lists own tasks last updated first, by status and by title', async () => {
    const user = await newUser({ fullName: 'Lou List' });
    const token = user.accessToken;
    const {
      params,
      tasks: [a, b, c],
    } = await projectWithTasks(user, ['Email newsletter', 'Instagram reel', 'Email flyer']);
    await callOk(tasks.update, { token, params: { ...params, taskId: a!.taskId }, body: { status: 'done' } });
    const all = await callOk(tasks.listAll, { token, query: {} });
    expect(all.tasks.map((t) => t.title)).toEqual(['Email newsletter', 'Email flyer', 'Instagram reel']);
    expect(all.tasks[0]!.projectTitle).toBe('Board');
    expect((await callOk(tasks.listAll, { token, query: { status: 'done' } })).tasks.map((t) => t.taskId)).toEqual([a!.taskId]);
    expect((await callOk(tasks.listAll, { token, query: { q: 'EMAIL' } })).tasks.map((t) => t.taskId)).toEqual([a!.taskId, c!.taskId]);
    expect((await callOk(tasks.listAll, { token, query: { q: 'email', status: 'todo' } })).tasks.map((t) => t.taskId)).toEqual([c!.taskId]);
    expect(b).toBeDefined();
    const stranger = await newUser({ fullName: 'Sam Stranger' });
    expect((await callOk(tasks.listAll, { token: stranger.accessToken, query: {} })).tasks).toEqual([]);
  });
});

describe('comments', () => {
  it('oldest first, mine marked, deleted by their author; a deleted one is gone', async () => {
    const user = await newUser({ fullName: 'Cora Comment' });
    const token = user.accessToken;
    const {
      params,
      tasks: [a],
    } = await projectWithTasks(user, ['A']);
    const ref = { ...params, taskId: a!.taskId };
    const first = await callOk(tasks.addComment, { token, params: ref, body: { body: '  First <b>plain</b>  ' } });
    const second = await callOk(tasks.addComment, { token, params: ref, body: { body: 'Second' } });
    expect(first.comment).toMatchObject({ authorName: 'Cora Comment', body: 'First <b>plain</b>', mine: true });
    const { comments } = await callOk(tasks.comments, { token, params: ref });
    expect(comments.map((c) => c.body)).toEqual(['First <b>plain</b>', 'Second']);
    expect((await callApi(tasks.removeComment, { token, params: { ...ref, commentId: first.comment.commentId } })).status).toBe(204);
    expect((await callOk(tasks.comments, { token, params: ref })).comments.map((c) => c.commentId)).toEqual([second.comment.commentId]);
    const missing = await callApi(tasks.removeComment, { token, params: { ...ref, commentId: first.comment.commentId } });
    expect(missing.status).toBe(404);
  });

  it('comments written while their task is deleted are refused or deleted with it: none is left behind', async () => {
    const user = await newUser({ fullName: 'Rae Race' });
    const token = user.accessToken;
    const {
      projectId,
      params,
      tasks: [a],
    } = await projectWithTasks(user, ['Racing']);
    const ref = { ...params, taskId: a!.taskId };
    await callOk(tasks.addComment, { token, params: ref, body: { body: 'Before' } });
    const adds = Array.from({ length: 6 }, (_, i) => callApi(tasks.addComment, { token, params: ref, body: { body: `During ${i}` } }));
    const [removed, ...added] = await Promise.all([callApi(tasks.remove, { token, params: ref }), ...adds]);
    expect(removed.status).toBe(204);
    for (const reply of added) expect([201, 404]).toContain(reply.status);
    expect((await db().entities.taskComment.query.byProject({ projectId }).go({ consistent: true })).data).toEqual([]);
    expect(await callApi(tasks.addComment, { token, params: ref, body: { body: 'After' } })).toEqual({
      ok: false,
      status: 404,
      body: { message: TASK_NOT_FOUND },
    });
  });
});

describe('strangers', () => {
  it('get the task 404 for someone else’s task, as for one that does not exist', async () => {
    const owner = await newUser({ fullName: 'Olive Owner' });
    const stranger = await newUser({ fullName: 'Sam Stranger' });
    const {
      params,
      tasks: [a],
    } = await projectWithTasks(owner, ['Secret']);
    const missing = '00000000-0000-4000-8000-000000000000';
    const token = stranger.accessToken;
    for (const taskId of [a!.taskId, missing]) {
      const ref = { ...params, taskId };
      const replies = await Promise.all([
        callApi(tasks.get, { token, params: ref }),
        callApi(tasks.update, { token, params: ref, body: { title: 'Mine' } }),
        callApi(tasks.move, { token, params: ref, body: { status: 'done' } }),
        callApi(tasks.remove, { token, params: ref }),
        callApi(tasks.comments, { token, params: ref }),
        callApi(tasks.addComment, { token, params: ref, body: { body: 'Hi' } }),
      ]);
      for (const reply of replies) expect(reply).toEqual({ ok: false, status: 404, body: { message: TASK_NOT_FOUND } });
    }
    expect((await boardOf(owner, params.projectId)).tasks.map((t) => [t.title, t.status])).toEqual([['Secret', 'todo']]);
  });
});
