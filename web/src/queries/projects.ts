// The projects area's reads and writes. The board query holds the project, the viewer's role
// and each column's loaded cards (the first page, then the pages the user loads, kept through
// a refetch); the tasks query holds every task for the List, Timeline and Doc View tabs. The
// board's task writes update the board in place — a move or a delete at once, put back if the
// server refuses — and mark the tasks, the lists, the /tasks browser and the dashboard stale.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BOARD_PAGE_MAX, projectEndpoints } from '#contracts/projects';
import { taskEndpoints, type TaskStatus } from '#contracts/tasks';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call } from '../lib/api-client.ts';
import { withCard, withMovedCard, withNextPage, withoutCard } from '../lib/board-columns.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export type ProjectListQuery = NonNullable<InputOf<(typeof projectEndpoints.list)['query']>>;
type NewProjectBody = InputOf<(typeof projectEndpoints.create)['body']>;
type ProjectUpdateBody = InputOf<(typeof projectEndpoints.update)['body']>;
type NewTaskBody = InputOf<(typeof taskEndpoints.create)['body']>;
type MoveTaskBody = InputOf<(typeof taskEndpoints.move)['body']>;
export type ExportFormat = NonNullable<InputOf<(typeof projectEndpoints.export)['query']>>['format'];
export type ProjectBoard = EndpointResponse<typeof projectEndpoints.get>;
export type ProjectTasks = EndpointResponse<typeof projectEndpoints.tasks>;
type ProjectShares = EndpointResponse<typeof projectEndpoints.shares>;
type ProjectExport = EndpointResponse<typeof projectEndpoints.export>;
export type BoardTask = ProjectTasks['tasks'][number];
/** The project with every task and link: what the List, Timeline and Doc View tabs draw. */
export type WholeBoard = Pick<ProjectBoard, 'project' | 'viewer'> & ProjectTasks;

export const projectKeys = {
  /** Everything the projects area caches. */
  all: [projectEndpoints.list.area] as const,
  /** Every list, whatever its filters. */
  lists: endpointKey(projectEndpoints.list),
  list: (filters: ProjectListQuery) => queryKeyOf(projectEndpoints.list, { query: filters }),
  board: (projectId: string) => queryKeyOf(projectEndpoints.get, { params: { projectId } }),
  tasks: (projectId: string) => queryKeyOf(projectEndpoints.tasks, { params: { projectId } }),
  shares: (projectId: string) => queryKeyOf(projectEndpoints.shares, { params: { projectId } }),
};

/** The /tasks browser and a task's own page read tasks too: whatever a board write changes, they show it. */
const taskReadKeys = () => [endpointKey(taskEndpoints.listAll), endpointKey(taskEndpoints.get)];

export const projectListQuery = (filters: ProjectListQuery) =>
  queryOptions({ queryKey: projectKeys.list(filters), queryFn: ({ signal }) => call(projectEndpoints.list, { query: filters }, { signal }) });

export function useProjectList(filters: ProjectListQuery) {
  return useQuery(projectListQuery(filters));
}

/** One column's next page after `after`. */
const columnPage = (projectId: string, status: TaskStatus, after: string, limit?: number, signal?: AbortSignal) =>
  call(projectEndpoints.column, { params: { projectId, status }, query: limit === undefined ? { after } : { after, limit } }, { signal });

/**
 * The board's first page of each column; read again (after a write), it reads each column as
 * far as the user had loaded it, so the cards they scrolled to stay on screen.
 */
export async function readBoard(projectId: string, shown: ProjectBoard | undefined, signal?: AbortSignal): Promise<ProjectBoard> {
  const board = await call(projectEndpoints.get, { params: { projectId } }, { signal });
  if (!shown) return board;
  const columns = { ...board.columns };
  await Promise.all(
    (Object.keys(columns) as TaskStatus[]).map(async (status) => {
      let column = columns[status];
      while (column.cursor !== null && column.tasks.length < shown.columns[status].tasks.length) {
        const wanted = Math.min(shown.columns[status].tasks.length - column.tasks.length, BOARD_PAGE_MAX);
        column = withNextPage(column, await columnPage(projectId, status, column.cursor, wanted, signal));
      }
      columns[status] = column;
    }),
  );
  return { ...board, columns };
}

export const projectBoardQuery = (queryClient: QueryClient, projectId: string) =>
  queryOptions({
    queryKey: projectKeys.board(projectId),
    queryFn: ({ signal }) => readBoard(projectId, queryClient.getQueryData<ProjectBoard>(projectKeys.board(projectId)), signal),
  });

export function useProjectBoard(projectId: string) {
  return useQuery(projectBoardQuery(useQueryClient(), projectId));
}

/** Every task of the project with the timeline's links, for the List, Timeline and Doc View tabs (read when one opens). */
export function useProjectTasks(projectId: string) {
  return useQuery({
    queryKey: projectKeys.tasks(projectId),
    queryFn: ({ signal }) => call(projectEndpoints.tasks, { params: { projectId } }, { signal }),
  });
}

/**
 * "Load more" at a column's end: its next page joins the loaded cards. An answer for a cursor
 * the column has moved past meanwhile (a refetch, another page) is dropped.
 */
export function loadColumnPageMutation(queryClient: QueryClient, projectId: string, status: TaskStatus) {
  const key = projectKeys.board(projectId);
  return {
    mutationKey: [...endpointKey(projectEndpoints.column), projectId, status],
    mutationFn: async (after: string) => ({ after, page: await columnPage(projectId, status, after) }),
    onSuccess: ({ after, page }: { after: string; page: ProjectBoard['columns'][TaskStatus] }) =>
      queryClient.setQueryData<ProjectBoard>(key, (board) =>
        board && board.columns[status].cursor === after
          ? { ...board, columns: { ...board.columns, [status]: withNextPage(board.columns[status], page) } }
          : board,
      ),
  };
}

/** A column's "Load more", with its own loading and error state. */
export function useLoadColumnPage(projectId: string, status: TaskStatus) {
  return useMutation(loadColumnPageMutation(useQueryClient(), projectId, status));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(projectEndpoints.create),
    mutationFn: (body: NewProjectBody) => call(projectEndpoints.create, { body }),
    onSuccess: () => invalidate(queryClient, projectKeys.lists, dashboardKey),
  });
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(projectEndpoints.update),
    mutationFn: (body: ProjectUpdateBody) => call(projectEndpoints.update, { params: { projectId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ProjectBoard>(projectKeys.board(projectId), (board) => board && { ...board, project: { ...board.project, ...answer.project } });
      invalidate(queryClient, projectKeys.lists, projectKeys.board(projectId), projectKeys.tasks(projectId), dashboardKey, ...taskReadKeys());
    },
  });
}

export function useProjectShares(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.shares(projectId),
    queryFn: ({ signal }) => call(projectEndpoints.shares, { params: { projectId } }, { signal }),
    enabled,
  });
}

/** The members list with `userId` shared or not: what the toggle shows while the server saves it. */
export function withShared(shares: ProjectShares, userId: string, shared: boolean): ProjectShares {
  return { ...shares, members: shares.members.map((member) => (member.userId === userId ? { ...member, shared } : member)) };
}

export function useSetProjectShare(projectId: string) {
  const queryClient = useQueryClient();
  const key = projectKeys.shares(projectId);
  return useMutation({
    mutationKey: endpointKey(projectEndpoints.share),
    mutationFn: async ({ userId, shared }: { userId: string; shared: boolean }): Promise<void> => {
      await call(shared ? projectEndpoints.share : projectEndpoints.unshare, { params: { projectId, userId } });
    },
    onMutate: async ({ userId, shared }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectShares>(key);
      queryClient.setQueryData<ProjectShares>(key, (shares) => shares && withShared(shares, userId, shared));
      return { previous };
    },
    onError: (_error, _variables, snapshot) => queryClient.setQueryData(key, snapshot?.previous),
    onSettled: () => invalidate(queryClient, key),
  });
}

/** The board with `task` as saved, in its column by rank (a new one counted there). */
export function withTask(board: ProjectBoard, task: BoardTask, isNew = false): ProjectBoard {
  return { ...board, columns: withCard(board.columns, task, isNew) };
}

export function withoutTask(board: ProjectBoard, taskId: string): ProjectBoard {
  return { ...board, columns: withoutCard(board.columns, taskId) };
}

/** What changed after a board write: the board (blocked-by, ranks), the lists' counts, /tasks and the dashboard. */
export function afterBoardWrite(queryClient: QueryClient, projectId: string) {
  invalidate(queryClient, projectKeys.board(projectId), projectKeys.tasks(projectId), projectKeys.lists, dashboardKey, ...taskReadKeys());
}

export function useCreateTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(taskEndpoints.create),
    mutationFn: (body: NewTaskBody) => call(taskEndpoints.create, { params: { projectId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ProjectBoard>(projectKeys.board(projectId), (board) => board && withTask(board, answer.task, true));
      afterBoardWrite(queryClient, projectId);
    },
  });
}

type BoardSnapshot = { previous: ProjectBoard | undefined };

/** The board as it will be once the move is saved: the task in its new column, between its new neighbours. */
export function withMovedTask(board: ProjectBoard, { taskId, status, beforeTaskId, afterTaskId }: MoveTaskBody & { taskId: string }): ProjectBoard {
  return { ...board, columns: withMovedCard(board.columns, taskId, { status, beforeTaskId: beforeTaskId ?? null, afterTaskId: afterTaskId ?? null }) };
}

/**
 * A move shows at once (status, and a rank between the new neighbours), is put back if
 * refused, and the board is read again only when the last of several quick moves settles,
 * so an early answer does not undo a later move on screen.
 */
export function moveTaskMutation(queryClient: QueryClient, projectId: string) {
  const key = projectKeys.board(projectId);
  const mutationKey = [...endpointKey(taskEndpoints.move), projectId];
  return {
    mutationKey,
    mutationFn: ({ taskId, ...body }: MoveTaskBody & { taskId: string }) => call(taskEndpoints.move, { params: { projectId, taskId }, body }),
    onMutate: async (variables: MoveTaskBody & { taskId: string }): Promise<BoardSnapshot> => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectBoard>(key);
      queryClient.setQueryData<ProjectBoard>(key, (board) => board && withMovedTask(board, variables));
      return { previous };
    },
    onError: (_error: unknown, _variables: unknown, snapshot: BoardSnapshot | undefined) => {
      if (snapshot?.previous) queryClient.setQueryData(key, snapshot.previous);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) afterBoardWrite(queryClient, projectId);
    },
  };
}

export function useMoveTask(projectId: string) {
  return useMutation(moveTaskMutation(useQueryClient(), projectId));
}

/** A delete takes the card off the board at once and puts it back if the server refuses. */
export function deleteTaskMutation(queryClient: QueryClient, projectId: string) {
  const key = projectKeys.board(projectId);
  return {
    mutationKey: endpointKey(taskEndpoints.remove),
    mutationFn: async (taskId: string): Promise<void> => {
      await call(taskEndpoints.remove, { params: { projectId, taskId } });
    },
    onMutate: async (taskId: string): Promise<BoardSnapshot> => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectBoard>(key);
      queryClient.setQueryData<ProjectBoard>(key, (board) => board && withoutTask(board, taskId));
      return { previous };
    },
    onError: (_error: unknown, _taskId: string, snapshot: BoardSnapshot | undefined) => {
      if (snapshot?.previous) queryClient.setQueryData(key, snapshot.previous);
    },
    onSettled: () => afterBoardWrite(queryClient, projectId),
  };
}

export function useDeleteTask(projectId: string) {
  return useMutation(deleteTaskMutation(useQueryClient(), projectId));
}

/** The project's tasks as a file (JSON or Markdown) to download. */
export function exportProject(projectId: string, format: ExportFormat): Promise<ProjectExport> {
  return call(projectEndpoints.export, { params: { projectId }, query: { format } });
}
