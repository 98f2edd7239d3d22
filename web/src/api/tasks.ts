// Tasks across projects and on their own page: the /tasks browser (own and shared projects),
// one task with its project, saving it, and its comments. The board's task writes (add, move,
// delete) are in ./projects.ts.
import { taskEndpoints } from '#contracts/tasks';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call } from './client.ts';

export type TaskListQuery = NonNullable<InputOf<(typeof taskEndpoints.listAll)['query']>>;
export type TaskPageUpdate = InputOf<(typeof taskEndpoints.update)['body']>;
export type TaskList = EndpointResponse<typeof taskEndpoints.listAll>;
export type ListedTask = TaskList['tasks'][number];
export type TaskWithProject = EndpointResponse<typeof taskEndpoints.get>;
export type TaskComments = EndpointResponse<typeof taskEndpoints.comments>;
export type TaskComment = TaskComments['comments'][number];

export function listAllTasks(query: TaskListQuery, signal?: AbortSignal): Promise<TaskList> {
  return call(taskEndpoints.listAll, { query }, { signal });
}

export function getTask(projectId: string, taskId: string, signal?: AbortSignal): Promise<TaskWithProject> {
  return call(taskEndpoints.get, { params: { projectId, taskId } }, { signal });
}

export function saveTask(projectId: string, taskId: string, body: TaskPageUpdate) {
  return call(taskEndpoints.update, { params: { projectId, taskId }, body });
}

export function listTaskComments(projectId: string, taskId: string, signal?: AbortSignal): Promise<TaskComments> {
  return call(taskEndpoints.comments, { params: { projectId, taskId } }, { signal });
}

export function addTaskComment(projectId: string, taskId: string, body: string) {
  return call(taskEndpoints.addComment, { params: { projectId, taskId }, body: { body } });
}

export async function removeTaskComment(projectId: string, taskId: string, commentId: string): Promise<void> {
  await call(taskEndpoints.removeComment, { params: { projectId, taskId, commentId } });
}
