// The projects area over its contracts: the list, a new project (from a template), the
// whole board of one project in one request, its settings, sharing with the owner's team,
// the export, and the board's task writes (add, change, move, delete).
import { projectEndpoints } from '#contracts/projects';
import { taskEndpoints } from '#contracts/tasks';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call } from './client.ts';

export type ProjectListQuery = NonNullable<InputOf<(typeof projectEndpoints.list)['query']>>;
export type NewProjectBody = InputOf<(typeof projectEndpoints.create)['body']>;
export type ProjectUpdateBody = InputOf<(typeof projectEndpoints.update)['body']>;
export type NewTaskBody = InputOf<(typeof taskEndpoints.create)['body']>;
export type TaskUpdateBody = InputOf<(typeof taskEndpoints.update)['body']>;
export type MoveTaskBody = InputOf<(typeof taskEndpoints.move)['body']>;
export type ExportFormat = NonNullable<InputOf<(typeof projectEndpoints.export)['query']>>['format'];

export type ProjectList = EndpointResponse<typeof projectEndpoints.list>;
export type ProjectBoard = EndpointResponse<typeof projectEndpoints.get>;
export type ProjectShares = EndpointResponse<typeof projectEndpoints.shares>;
export type ProjectExport = EndpointResponse<typeof projectEndpoints.export>;

export function listProjects(query: ProjectListQuery, signal?: AbortSignal): Promise<ProjectList> {
  return call(projectEndpoints.list, { query }, { signal });
}

export function createProject(body: NewProjectBody) {
  return call(projectEndpoints.create, { body });
}

export function getProjectBoard(projectId: string, signal?: AbortSignal): Promise<ProjectBoard> {
  return call(projectEndpoints.get, { params: { projectId } }, { signal });
}

export function updateProject(projectId: string, body: ProjectUpdateBody) {
  return call(projectEndpoints.update, { params: { projectId }, body });
}

export function getProjectShares(projectId: string, signal?: AbortSignal): Promise<ProjectShares> {
  return call(projectEndpoints.shares, { params: { projectId } }, { signal });
}

export async function shareProject(projectId: string, userId: string): Promise<void> {
  await call(projectEndpoints.share, { params: { projectId, userId } });
}

export async function unshareProject(projectId: string, userId: string): Promise<void> {
  await call(projectEndpoints.unshare, { params: { projectId, userId } });
}

export function exportProject(projectId: string, format: ExportFormat): Promise<ProjectExport> {
  return call(projectEndpoints.export, { params: { projectId }, query: { format } });
}

export function createTask(projectId: string, body: NewTaskBody) {
  return call(taskEndpoints.create, { params: { projectId }, body });
}

export function updateTask(projectId: string, taskId: string, body: TaskUpdateBody) {
  return call(taskEndpoints.update, { params: { projectId, taskId }, body });
}

export function moveTask(projectId: string, taskId: string, body: MoveTaskBody) {
  return call(taskEndpoints.move, { params: { projectId, taskId }, body });
}

export async function deleteTask(projectId: string, taskId: string): Promise<void> {
  await call(taskEndpoints.remove, { params: { projectId, taskId } });
}
