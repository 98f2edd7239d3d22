// Tasks outside the board: the /tasks browser, one task's page with its project, saving it
// (the board, the browser and the dashboard's counters follow), and its comments.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { taskEndpoints } from '#contracts/tasks';
import {
  addTaskComment,
  getTask,
  listAllTasks,
  listTaskComments,
  removeTaskComment,
  saveTask,
  type TaskComments,
  type TaskListQuery,
  type TaskPageUpdate,
  type TaskWithProject,
} from '../api/tasks.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';
import { projectKeys } from './projects.ts';

export const taskKeys = {
  /** Every /tasks answer, whatever its filter. */
  lists: endpointKey(taskEndpoints.listAll),
  list: (query: TaskListQuery) => queryKeyOf(taskEndpoints.listAll, { query }),
  task: (projectId: string, taskId: string) => queryKeyOf(taskEndpoints.get, { params: { projectId, taskId } }),
  comments: (projectId: string, taskId: string) => queryKeyOf(taskEndpoints.comments, { params: { projectId, taskId } }),
};

/** The /tasks browser; the previous answer stays on screen while another filter loads. */
export function useAllTasks(query: TaskListQuery) {
  return useQuery({ queryKey: taskKeys.list(query), queryFn: ({ signal }) => listAllTasks(query, signal), placeholderData: keepPreviousData });
}

export function useTask(projectId: string, taskId: string) {
  return useQuery({ queryKey: taskKeys.task(projectId, taskId), queryFn: ({ signal }) => getTask(projectId, taskId, signal) });
}

/** Save Changes: the page shows the task as saved; the board, /tasks and the dashboard read again. */
export function saveTaskMutation(queryClient: QueryClient, projectId: string, taskId: string) {
  return {
    mutationKey: endpointKey(taskEndpoints.update),
    mutationFn: (body: TaskPageUpdate) => saveTask(projectId, taskId, body),
    onSuccess: (answer: { task: TaskWithProject['task'] }) => {
      queryClient.setQueryData<TaskWithProject>(taskKeys.task(projectId, taskId), (page) => page && { ...page, task: answer.task });
      invalidate(queryClient, taskKeys.task(projectId, taskId), projectKeys.board(projectId), projectKeys.lists, taskKeys.lists, dashboardKey);
    },
  };
}

export function useSaveTask(projectId: string, taskId: string) {
  return useMutation(saveTaskMutation(useQueryClient(), projectId, taskId));
}

export function useTaskComments(projectId: string, taskId: string, enabled = true) {
  return useQuery({ queryKey: taskKeys.comments(projectId, taskId), queryFn: ({ signal }) => listTaskComments(projectId, taskId, signal), enabled });
}

export function useAddTaskComment(projectId: string, taskId: string) {
  const queryClient = useQueryClient();
  const key = taskKeys.comments(projectId, taskId);
  return useMutation({
    mutationKey: endpointKey(taskEndpoints.addComment),
    mutationFn: (body: string) => addTaskComment(projectId, taskId, body),
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
    mutationFn: (commentId: string) => removeTaskComment(projectId, taskId, commentId),
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
