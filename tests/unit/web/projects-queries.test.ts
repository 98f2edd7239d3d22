// The project board's writes on a real QueryClient over the real call(), with the server
// stubbed at fetch: a dropped card shows in its new place before the server answers and goes
// back if the server refuses; a deleted card leaves at once and comes back if refused; after
// either, the board, the lists and the dashboard are read again. With columns longer than a
// page: a move to a column's unloaded end is counted there, "Load more" adds the next page, and
// a refetch reads each column as far as it was loaded.
import { MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardCard, ColumnPage, ProjectBoard } from '#contracts/projects';
import type { TaskView } from '#contracts/tasks';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');
const { createQueryClient } = await import('../../../web/src/queries/query-client.ts');
const { deleteTaskMutation, loadColumnPageMutation, moveTaskMutation, projectBoardQuery, projectKeys, withShared } =
  await import('../../../web/src/queries/projects.ts');
const { loadedCards } = await import('../../../web/src/lib/board-columns.ts');
const { dashboardKey } = await import('../../../web/src/queries/dashboard.ts');
const { groupColumns } = await import('../../../web/src/pages/projects/kanban/board.ts');

const PROJECT = '11111111-1111-4111-8111-111111111111';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function task(n: number, status: TaskView['status'], rank: string): BoardCard {
  return { taskId: id(n), projectId: PROJECT, title: `Task ${n}`, description: '', status, priority: 'medium', dueDate: null, rank, blockedBy: [] };
}

/** The task as the server answers a write with it. */
const saved = (card: BoardCard): TaskView => ({
  ...card,
  phase: null,
  estimatedDays: null,
  position: null,
  statusChangedAt: '2026-11-23T00:00:00.000Z',
  completedAt: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T01:00:00.000Z',
});

const column = (tasks: BoardCard[], count = tasks.length, cursor: string | null = null): ColumnPage => ({ tasks, count, cursor });

const board: ProjectBoard = {
  project: {
    projectId: PROJECT,
    title: 'Spring launch',
    description: '',
    status: 'active',
    dueDate: null,
    templateType: null,
    archived: false,
    notes: '',
    ownerId: 'owner',
    ownerName: 'Olivia',
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
  },
  columns: {
    todo: column([task(1, 'todo', 'a0'), task(2, 'todo', 'a1')]),
    in_progress: column([]),
    review: column([task(3, 'review', 'a0')]),
    done: column([]),
  },
  viewer: { role: 'owner' },
};

/** The same board with a To Do column of 7 tasks, of which the first two are loaded. */
const longBoard: ProjectBoard = { ...board, columns: { ...board.columns, todo: column([task(1, 'todo', 'a0'), task(2, 'todo', 'a1')], 7, 'a1') } };

function stubServer(routes: Record<string, () => Promise<{ status: number; body?: unknown }>>) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const route = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^\/api/, '')}`;
      requests.push(route);
      const reply = routes[route];
      if (!reply) throw new Error(`No reply stubbed for ${route}`);
      const { status, body } = await reply();
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}

/** A reply released by the test, to look at the board while the write is on its way. */
function held(reply: { status: number; body?: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reply: async () => (await released, reply), release };
}

const boardKey = projectKeys.board(PROJECT);
const shown = (client: QueryClient) => client.getQueryData<ProjectBoard>(boardKey)!;
const columnsOf = (client: QueryClient) => groupColumns(loadedCards(shown(client).columns));
const isStale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;

let client: QueryClient;

beforeEach(() => {
  setRuntimeConfig({
    stage: 'local',
    region: 'eu-west-2',
    apiUrl: 'http://localhost:3000/api',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    local: true,
  });
  client = createQueryClient();
  client.setQueryData(boardKey, board);
  client.setQueryData(dashboardKey, { counts: {} });
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('dropping a card', () => {
  it('shows it in its new column, between its new neighbours, before the server answers; then reads the board again', async () => {
    const answer = held({ status: 200, body: { task: saved(task(2, 'review', 'Zz')) } });
    const requests = stubServer({
      [`POST /projects/${PROJECT}/tasks/${id(2)}/move`]: answer.reply,
      [`GET /projects/${PROJECT}`]: async () => ({ status: 200, body: board }),
    });

    const done = new MutationObserver(client, moveTaskMutation(client, PROJECT)).mutate({
      taskId: id(2),
      status: 'review',
      beforeTaskId: null,
      afterTaskId: id(3),
    });
    await vi.waitFor(() => expect(columnsOf(client)).toMatchObject({ todo: [id(1)], review: [id(2), id(3)] }));
    answer.release();
    await done;

    expect(requests[0]).toBe(`POST /projects/${PROJECT}/tasks/${id(2)}/move`);
    expect(isStale(client, boardKey)).toBe(true);
    expect(isStale(client, dashboardKey)).toBe(true);
  });

  it('puts it back where it was when the server refuses', async () => {
    const answer = held({ status: 404, body: { message: "Task not found or you don't have access to it." } });
    stubServer({ [`POST /projects/${PROJECT}/tasks/${id(1)}/move`]: answer.reply, [`GET /projects/${PROJECT}`]: async () => ({ status: 200, body: board }) });

    const done = new MutationObserver(client, moveTaskMutation(client, PROJECT)).mutate({
      taskId: id(1),
      status: 'done',
      beforeTaskId: null,
      afterTaskId: null,
    });
    await vi.waitFor(() => expect(columnsOf(client).done).toEqual([id(1)]));
    answer.release();
    await expect(done).rejects.toMatchObject({ status: 404 });

    expect(client.getQueryData(boardKey)).toEqual(board);
  });
});

describe('a column longer than its loaded cards', () => {
  it('a card sent to the end of a column whose tail is not loaded leaves its column and is counted at the end, not shown', async () => {
    client.setQueryData(boardKey, longBoard);
    const answer = held({ status: 200, body: { task: saved(task(3, 'todo', 'a9')) } });
    stubServer({
      [`POST /projects/${PROJECT}/tasks/${id(3)}/move`]: answer.reply,
      [`GET /projects/${PROJECT}`]: async () => ({ status: 200, body: longBoard }),
    });

    const done = new MutationObserver(client, moveTaskMutation(client, PROJECT)).mutate({
      taskId: id(3),
      status: 'todo',
      beforeTaskId: null,
      afterTaskId: null,
    });
    await vi.waitFor(() => expect(shown(client).columns.review).toEqual({ tasks: [], count: 0, cursor: null }));
    expect(shown(client).columns.todo).toMatchObject({ count: 8, cursor: 'a1' });
    expect(columnsOf(client).todo).toEqual([id(1), id(2)]);
    answer.release();
    await done;
  });

  it('a card dropped below the last loaded card shows there until the server places it', async () => {
    client.setQueryData(boardKey, longBoard);
    const answer = held({ status: 200, body: { task: saved(task(3, 'todo', 'a1V')) } });
    stubServer({
      [`POST /projects/${PROJECT}/tasks/${id(3)}/move`]: answer.reply,
      [`GET /projects/${PROJECT}`]: async () => ({ status: 200, body: longBoard }),
    });

    const done = new MutationObserver(client, moveTaskMutation(client, PROJECT)).mutate({
      taskId: id(3),
      status: 'todo',
      beforeTaskId: id(2),
      afterTaskId: null,
    });
    await vi.waitFor(() => expect(columnsOf(client).todo).toEqual([id(1), id(2), id(3)]));
    expect(shown(client).columns.todo.count).toBe(8);
    answer.release();
    await done;
  });

  it('"Load more" adds the next page after the loaded cards; a page for a cursor the column moved past is dropped', async () => {
    client.setQueryData(boardKey, longBoard);
    const requests = stubServer({
      [`GET /projects/${PROJECT}/columns/todo`]: async () => ({ status: 200, body: column([task(4, 'todo', 'a2'), task(5, 'todo', 'a3')], 7, 'a3') }),
    });
    await new MutationObserver(client, loadColumnPageMutation(client, PROJECT, 'todo')).mutate('a1');
    expect(requests).toEqual([`GET /projects/${PROJECT}/columns/todo`]);
    expect(shown(client).columns.todo).toMatchObject({ count: 7, cursor: 'a3' });
    expect(columnsOf(client).todo).toEqual([id(1), id(2), id(4), id(5)]);

    await new MutationObserver(client, loadColumnPageMutation(client, PROJECT, 'todo')).mutate('a1');
    expect(columnsOf(client).todo).toEqual([id(1), id(2), id(4), id(5)]);
  });

  it('read again after a write, each column is read as far as it was loaded', async () => {
    client.setQueryData(boardKey, {
      ...longBoard,
      columns: {
        ...longBoard.columns,
        todo: column(
          [1, 2, 4, 5].map((n, i) => task(n, 'todo', `a${i}`)),
          7,
          'a3',
        ),
      },
    });
    const queries: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = new URL(String(input));
        queries.push(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
        const body = url.pathname.endsWith('/columns/todo') ? column([task(4, 'todo', 'a2'), task(5, 'todo', 'a3')], 7, 'a3') : longBoard;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    await client.fetchQuery({ ...projectBoardQuery(client, PROJECT), staleTime: 0 });
    expect(queries).toEqual([`/projects/${PROJECT}`, `/projects/${PROJECT}/columns/todo?after=a1&limit=2`]);
    expect(columnsOf(client).todo).toEqual([id(1), id(2), id(4), id(5)]);
  });
});

describe('deleting a card', () => {
  it('takes it off the board at once, and puts it back when the server refuses', async () => {
    const answer = held({ status: 500, body: { message: 'Something went wrong' } });
    stubServer({ [`DELETE /projects/${PROJECT}/tasks/${id(3)}`]: answer.reply, [`GET /projects/${PROJECT}`]: async () => ({ status: 200, body: board }) });

    const done = new MutationObserver(client, deleteTaskMutation(client, PROJECT)).mutate(id(3));
    await vi.waitFor(() => expect(columnsOf(client).review).toEqual([]));
    answer.release();
    await expect(done).rejects.toMatchObject({ status: 500 });

    expect(columnsOf(client).review).toEqual([id(3)]);
  });
});

describe('Invite Members', () => {
  it('shows a switched member as shared while the server saves it', () => {
    const shares = {
      members: [
        { userId: 'sam', fullName: 'Sam', shared: false },
        { userId: 'ivy', fullName: 'Ivy', shared: true },
      ],
    };
    expect(withShared(shares, 'sam', true).members.map((m) => m.shared)).toEqual([true, true]);
    expect(withShared(shares, 'ivy', false).members.map((m) => m.shared)).toEqual([false, false]);
  });
});
