// The task page's, the timeline's and the AI plan's writes on a real QueryClient over the real
// call(), with the server stubbed at fetch: a saved timeline puts the server's tasks (with their
// new "Blocked by") and links in the project's task list at once and marks the board stale; a deleted comment leaves at once and comes
// back if refused; a saved task shows on its page and marks the board, /tasks and the dashboard
// stale; an accepted plan marks the board, /tasks and the dashboard stale.
import { MutationObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectBoard, ProjectTasks } from '#contracts/projects';
import type { CommentView, TaskView } from '#contracts/tasks';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');
const { createQueryClient } = await import('../../../web/src/queries/query-client.ts');
const { projectKeys } = await import('../../../web/src/queries/projects.ts');
const { dashboardKey } = await import('../../../web/src/queries/dashboard.ts');
const { removeCommentMutation, taskKeys, updateTaskMutation } = await import('../../../web/src/queries/tasks.ts');
const { acceptPlanMutation, saveTimelineMutation } = await import('../../../web/src/queries/project-ai.ts');

const PROJECT = '11111111-1111-4111-8111-111111111111';
const RUN = 'a'.repeat(32);
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function task(n: number, overrides: Partial<TaskView> = {}): TaskView {
  return {
    taskId: id(n),
    projectId: PROJECT,
    title: `Task ${n}`,
    description: '',
    status: 'todo',
    priority: 'medium',
    dueDate: null,
    rank: `a${n}`,
    phase: 'Research',
    estimatedDays: 2,
    position: null,
    blockedBy: [],
    statusChangedAt: '2026-11-23T00:00:00.000Z',
    completedAt: null,
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
    ...overrides,
  };
}

const board: ProjectBoard = {
  project: {
    projectId: PROJECT,
    title: 'Spring launch',
    description: '',
    status: 'active',
    dueDate: null,
    templateType: 'product-launch',
    archived: false,
    notes: '',
    ownerId: 'owner',
    ownerName: 'Olivia',
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
  },
  columns: {
    todo: { tasks: [task(1), task(2)], count: 2, cursor: null },
    in_progress: { tasks: [], count: 0, cursor: null },
    review: { tasks: [], count: 0, cursor: null },
    done: { tasks: [], count: 0, cursor: null },
  },
  viewer: { role: 'owner' },
};
const allTasks: ProjectTasks = { tasks: [task(1), task(2)], edges: [] };

const comment = (n: number): CommentView => ({
  commentId: id(n),
  authorName: 'Olivia',
  body: `Comment ${n}`,
  createdAt: '2026-11-23T00:00:00.000Z',
  mine: true,
});

function stubServer(routes: Record<string, () => Promise<{ status: number; body?: unknown }>>) {
  const requests: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const route = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^\/api/, '')}`;
      requests.push({ route, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const reply = routes[route];
      if (!reply) throw new Error(`No reply stubbed for ${route}`);
      const { status, body } = await reply();
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}

/** A reply released by the test, to look at the cache while the write is on its way. */
function held(reply: { status: number; body?: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reply: async () => (await released, reply), release };
}

const boardKey = projectKeys.board(PROJECT);
const isStale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated;
const readBoard = async () => ({ status: 200, body: board });

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
  client.setQueryData(projectKeys.tasks(PROJECT), allTasks);
  client.setQueryData(dashboardKey, { counts: {} });
  client.setQueryData(taskKeys.list({}), { tasks: [] });
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('saving the timeline', () => {
  it("sends the places and links, and shows the server's tasks and links at once; the board reads again", async () => {
    const saved = {
      tasks: [task(1, { position: { x: 30, y: 45 } }), task(2, { blockedBy: [{ taskId: id(1), title: 'Task 1' }] })],
      edges: [{ source: id(1), target: id(2) }],
    };
    const requests = stubServer({
      [`PUT /projects/${PROJECT}/timeline`]: async () => ({ status: 200, body: saved }),
      [`GET /projects/${PROJECT}`]: readBoard,
      [`GET /projects/${PROJECT}/tasks`]: async () => ({ status: 200, body: saved }),
      'GET /tasks': async () => ({ status: 200, body: { tasks: [] } }),
    });

    await new MutationObserver(client, saveTimelineMutation(client, PROJECT)).mutate({
      positions: [{ taskId: id(1), x: 30, y: 45 }],
      edges: [{ source: id(1), target: id(2) }],
    });

    expect(requests[0]).toEqual({
      route: `PUT /projects/${PROJECT}/timeline`,
      body: { positions: [{ taskId: id(1), x: 30, y: 45 }], edges: [{ source: id(1), target: id(2) }] },
    });
    const shown = client.getQueryData<ProjectTasks>(projectKeys.tasks(PROJECT))!;
    expect(shown.edges).toEqual(saved.edges);
    expect(shown.tasks[1]!.blockedBy).toEqual([{ taskId: id(1), title: 'Task 1' }]);
    expect(isStale(client, boardKey)).toBe(true);
    expect(isStale(client, taskKeys.list({}))).toBe(true);
  });
});

describe('deleting a comment', () => {
  const key = taskKeys.comments(PROJECT, id(1));

  it('takes it off the list at once, and puts it back when the server refuses', async () => {
    client.setQueryData(key, { comments: [comment(1), comment(2)] });
    const answer = held({ status: 404, body: { message: "Task not found or you don't have access to it." } });
    stubServer({
      [`DELETE /projects/${PROJECT}/tasks/${id(1)}/comments/${id(2)}`]: answer.reply,
      [`GET /projects/${PROJECT}/tasks/${id(1)}/comments`]: async () => ({ status: 200, body: { comments: [comment(1), comment(2)] } }),
    });

    const done = new MutationObserver(client, removeCommentMutation(client, PROJECT, id(1))).mutate(id(2));
    await vi.waitFor(() => expect(client.getQueryData<{ comments: CommentView[] }>(key)!.comments.map((c) => c.commentId)).toEqual([id(1)]));
    answer.release();
    await expect(done).rejects.toMatchObject({ status: 404 });

    expect(client.getQueryData<{ comments: CommentView[] }>(key)!.comments.map((c) => c.commentId)).toEqual([id(1), id(2)]);
  });
});

describe('saving a task on its page', () => {
  it('shows the task as saved, and marks the board, /tasks and the dashboard stale', async () => {
    const pageKey = taskKeys.task(PROJECT, id(1));
    client.setQueryData(pageKey, { task: task(1), project: { projectId: PROJECT, title: 'Spring launch' } });
    const saved = task(1, { status: 'in_progress', description: 'Book the venue.\n\nCall three venues.', updatedAt: '2026-11-23T02:00:00.000Z' });
    const requests = stubServer({
      [`PATCH /projects/${PROJECT}/tasks/${id(1)}`]: async () => ({ status: 200, body: { task: saved } }),
      [`GET /projects/${PROJECT}/tasks/${id(1)}`]: async () => ({
        status: 200,
        body: { task: saved, project: { projectId: PROJECT, title: 'Spring launch' } },
      }),
      [`GET /projects/${PROJECT}`]: readBoard,
      'GET /tasks': async () => ({ status: 200, body: { tasks: [] } }),
    });

    await new MutationObserver(client, updateTaskMutation(client, PROJECT, id(1))).mutate({
      status: 'in_progress',
      description: saved.description,
      dueDate: '',
    });

    expect(requests[0]!.body).toEqual({ status: 'in_progress', description: saved.description, dueDate: '' });
    expect(client.getQueryData<{ task: TaskView }>(pageKey)!.task).toEqual(saved);
    expect(isStale(client, boardKey)).toBe(true);
    expect(isStale(client, taskKeys.list({}))).toBe(true);
    expect(isStale(client, dashboardKey)).toBe(true);
  });
});

describe('accepting an AI plan', () => {
  it('marks the board, /tasks and the dashboard stale, so the new tasks show everywhere', async () => {
    const requests = stubServer({
      [`POST /projects/${PROJECT}/plan-runs/${RUN}/accept`]: async () => ({ status: 200, body: { tasks: [task(3)] } }),
      [`GET /projects/${PROJECT}`]: readBoard,
      'GET /tasks': async () => ({ status: 200, body: { tasks: [] } }),
    });

    await new MutationObserver(client, acceptPlanMutation(client, PROJECT)).mutate({ runId: RUN, indexes: [0, 2] });

    expect(requests[0]).toEqual({ route: `POST /projects/${PROJECT}/plan-runs/${RUN}/accept`, body: { indexes: [0, 2] } });
    expect(isStale(client, boardKey)).toBe(true);
    expect(isStale(client, taskKeys.list({}))).toBe(true);
    expect(isStale(client, dashboardKey)).toBe(true);
  });
});
