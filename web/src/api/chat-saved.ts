// The chat's saved work over its contracts: the saved replies (list, save, delete), a content
// draft made from a reply, and a reply attached to a project as a task (the projects area's
// own create-task endpoint, with the reply as the description).
import { chatEndpoints } from '#contracts/chat';
import { taskEndpoints } from '#contracts/tasks';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call } from './client.ts';

export type SavedResponses = EndpointResponse<typeof chatEndpoints.listSaved>;
export type SavedResponse = SavedResponses['saved'][number];
export type SaveResponseBody = InputOf<(typeof chatEndpoints.saveResponse)['body']>;
export type CreateDocBody = InputOf<(typeof chatEndpoints.createDoc)['body']>;
export type CreatedDoc = EndpointResponse<typeof chatEndpoints.createDoc>;
export type CreatedTask = EndpointResponse<typeof taskEndpoints.create>;

export function listSavedResponses(signal?: AbortSignal): Promise<SavedResponses> {
  return call(chatEndpoints.listSaved, {}, { signal });
}

/** Saving the same message again answers with the item saved the first time. */
export function saveResponse(body: SaveResponseBody) {
  return call(chatEndpoints.saveResponse, { body });
}

export async function deleteSavedResponse(savedId: string): Promise<void> {
  await call(chatEndpoints.deleteSaved, { params: { savedId } });
}

/** A draft of type doc; a retry with the same request_id makes no second draft. */
export function createDocFromOutput(body: CreateDocBody): Promise<CreatedDoc> {
  return call(chatEndpoints.createDoc, { body });
}

export function createTaskFromOutput(projectId: string, title: string, description: string): Promise<CreatedTask> {
  return call(taskEndpoints.create, { params: { projectId }, body: { title, description } });
}
