// The projects area's reads and writes. One query holds a project's whole board (project,
// tasks, edges, the viewer's role); the board's task writes update it in place — a move or a
// delete at once, put back if the server refuses — and mark the lists, the /tasks browser and
// the dashboard's counters stale.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { projectEndpoints } from '#contracts/projects';
import { taskEndpoints } from '#contracts/tasks';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call } from '../lib/api-client.ts';
import { withMove } from '../lib/task-rank.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export type ProjectListQuery = NonNullable<InputOf<(typeof projectEndpoints.list)['query']>>;
type NewProjectBody = InputOf<(typeof projectEndpoints.create)['body']>;
type ProjectUpdateBody = InputOf<(typeof projectEndpoints.update)['body']>;
type NewTaskBody = InputOf<(typeof taskEndpoints.create)['body']>;
type MoveTaskBody = InputOf<(typeof taskEndpoints.move)['body']>;
export type ExportFormat = NonNullable<InputOf<(typeof projectEndpoints.export)['query']>>['format'];
export type ProjectBoard = EndpointResponse<typeof projectEndpoints.get>;
type ProjectShares = EndpointResponse<typeof projectEndpoints.shares>;
type ProjectExport = EndpointResponse<typeof projectEndpoints.export>;
export type BoardTask = ProjectBoard['tasks'][number];

export const projectKeys = {
  /** Everything the projects area caches. */
  all: [projectEndpoints.list.area] as const,
  /** Every list, whatever its filters. */
  lists: endpointKey(projectEndpoints.list),
  list: (filters: ProjectListQuery) => queryKeyOf(projectEndpoints.list, { query: filters }),
  board: (projectId: string) => queryKeyOf(projectEndpoints.get, { params: { projectId } }),
  shares: (projectId: string) => queryKeyOf(projectEndpoints.shares, { params: { projectId } }),
};

/** The /tasks browser and a task's own page read tasks too: whatever a board write changes, they show it. */
const taskReadKeys = () => [endpointKey(taskEndpoints.listAll), endpointKey(taskEndpoints.get)];

export const projectListQuery = (filters: ProjectListQuery) =>
  queryOptions({ queryKey: projectKeys.list(filters), queryFn: ({ signal }) => call(projectEndpoints.list, { query: filters }, { signal }) });

export function useProjectList(filters: ProjectListQuery) {
  return useQuery(projectListQuery(filters));
}

export const projectBoardQuery = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.board(projectId), queryFn: ({ signal }) => call(projectEndpoints.get, { params: { projectId } }, { signal }) });

export function useProjectBoard(projectId: string) {
  return useQuery(projectBoardQuery(projectId));
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
      invalidate(queryClient, projectKeys.lists, projectKeys.board(projectId), dashboardKey, ...taskReadKeys());
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

/** The board with `task` in it: replaced where it was, else added. */
export function withTask(board: ProjectBoard, task: BoardTask): ProjectBoard {
  const exists = board.tasks.some((t) => t.taskId === task.taskId);
  return { ...board, tasks: exists ? board.tasks.map((t) => (t.taskId === task.taskId ? task : t)) : [...board.tasks, task] };
}

export function withoutTask(board: ProjectBoard, taskId: string): ProjectBoard {
  return {
    ...board,
    tasks: board.tasks.filter((task) => task.taskId !== taskId),
    edges: board.edges.filter((edge) => edge.source !== taskId && edge.target !== taskId),
  };
}

/** What changed after a board write: the board (blocked-by, ranks), the lists' counts, /tasks and the dashboard. */
export function afterBoardWrite(queryClient: QueryClient, projectId: string) {
  invalidate(queryClient, projectKeys.board(projectId), projectKeys.lists, dashboardKey, ...taskReadKeys());
}

export function useCreateTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(taskEndpoints.create),
    mutationFn: (body: NewTaskBody) => call(taskEndpoints.create, { params: { projectId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ProjectBoard>(projectKeys.board(projectId), (board) => board && withTask(board, answer.task));
      afterBoardWrite(queryClient, projectId);
    },
  });
}

type BoardSnapshot = { previous: ProjectBoard | undefined };

/** The board as it will be once the move is saved: the task in its new column, between its new neighbours. */
export function withMovedTask(board: ProjectBoard, { taskId, status, beforeTaskId, afterTaskId }: MoveTaskBody & { taskId: string }): ProjectBoard {
  return { ...board, tasks: withMove(board.tasks, taskId, { status, beforeTaskId: beforeTaskId ?? null, afterTaskId: afterTaskId ?? null }) };
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
