// Tasks outside the board: the /tasks browser, one task's page with its project, saving it
// (the board, the browser and the dashboard's counters follow), and its comments.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { taskEndpoints } from '#contracts/tasks';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';
import { afterBoardWrite, projectKeys, withTask, type ProjectBoard } from './projects.ts';

export type TaskListQuery = NonNullable<InputOf<(typeof taskEndpoints.listAll)['query']>>;
export type TaskUpdateBody = InputOf<(typeof taskEndpoints.update)['body']>;
export type ListedTask = EndpointResponse<typeof taskEndpoints.listAll>['tasks'][number];
export type TaskWithProject = EndpointResponse<typeof taskEndpoints.get>;
export type TaskComments = EndpointResponse<typeof taskEndpoints.comments>;

export const taskKeys = {
  /** Every /tasks answer, whatever its filter. */
  lists: endpointKey(taskEndpoints.listAll),
  list: (query: TaskListQuery) => queryKeyOf(taskEndpoints.listAll, { query }),
  task: (projectId: string, taskId: string) => queryKeyOf(taskEndpoints.get, { params: { projectId, taskId } }),
  comments: (projectId: string, taskId: string) => queryKeyOf(taskEndpoints.comments, { params: { projectId, taskId } }),
};

/** The /tasks browser; the previous answer stays on screen while another filter loads. */
export function useAllTasks(query: TaskListQuery) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => call(taskEndpoints.listAll, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTask(projectId: string, taskId: string) {
  return useQuery({
    queryKey: taskKeys.task(projectId, taskId),
    queryFn: ({ signal }) => call(taskEndpoints.get, { params: { projectId, taskId } }, { signal }),
  });
}

/**
 * A task's changes (its page's Save Changes): the page and the board show the task as saved
 * (in its column when that part of the column is loaded);
 * the board (blocked-by), the lists' counts, /tasks and the dashboard read again.
 */
export function updateTaskMutation(queryClient: QueryClient, projectId: string, taskId: string) {
  return {
    mutationKey: endpointKey(taskEndpoints.update),
    mutationFn: (body: TaskUpdateBody) => call(taskEndpoints.update, { params: { projectId, taskId }, body }),
    onSuccess: (answer: { task: TaskWithProject['task'] }) => {
      queryClient.setQueryData<TaskWithProject>(taskKeys.task(projectId, taskId), (page) => page && { ...page, task: answer.task });
      queryClient.setQueryData<ProjectBoard>(projectKeys.board(projectId), (board) => board && withTask(board, answer.task));
      afterBoardWrite(queryClient, projectId);
    },
  };
}

export function useUpdateTask(projectId: string, taskId: string) {
  return useMutation(updateTaskMutation(useQueryClient(), projectId, taskId));
}

export function useTaskComments(projectId: string, taskId: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.comments(projectId, taskId),
    queryFn: ({ signal }) => call(taskEndpoints.comments, { params: { projectId, taskId } }, { signal }),
    enabled,
  });
}

export function useAddTaskComment(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  const key = taskKeys.comments(projectId, taskId);
  return useMutation({
    mutationKey: endpointKey(taskEndpoints.addComment),
    mutationFn: (body: string) => call(taskEndpoints.addComment, { params: { projectId, taskId }, body: { body } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<TaskComments>(
        key,
        (list) => list && { ...list, comments: [...list.comments.filter((c) => c.commentId !== answer.comment.commentId), answer.comment] },
      );
      invalidate(queryClient, key);
    },
  });
}

type CommentsSnapshot = { previous: TaskComments | undefined };

/** A deleted comment leaves the list at once, and comes back if the server refuses. */
export function removeCommentMutation(queryClient: QueryClient, projectId: string, taskId: string) {
  const key = taskKeys.comments(projectId, taskId);
  return {
    mutationKey: endpointKey(taskEndpoints.removeComment),
    mutationFn: async (commentId: string): Promise<void> => {
      await call(taskEndpoints.removeComment, { params: { projectId, taskId, commentId } });
    },
    onMutate: async (commentId: string): Promise<CommentsSnapshot> => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TaskComments>(key);
      queryClient.setQueryData<TaskComments>(key, (list) => list && { ...list, comments: list.comments.filter((c) => c.commentId !== commentId) });
      return { previous };
    },
    onError: (_error: unknown, _commentId: string, snapshot: CommentsSnapshot | undefined) => queryClient.setQueryData(key, snapshot?.previous),
    onSettled: () => invalidate(queryClient, key),
  };
}

export function useRemoveTaskComment(projectId: string, taskId: string) {
  return useMutation(removeCommentMutation(useQueryClient(), projectId, taskId));
}
