// The chat's saved work: the saved replies (newest first), saving a reply (once per message:
// the server answers a repeat with the first item), deleting one (gone at once, back if
// refused), a content draft from a reply (one request id per click, so a retried request
// makes one draft) and a reply attached to a project as a task.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatEndpoints } from '#contracts/chat';
import { taskEndpoints } from '#contracts/tasks';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call } from '../lib/api-client.ts';
import { contentListKey } from './content.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate } from './keys.ts';
import { projectKeys } from './projects.ts';

export type SavedResponses = EndpointResponse<typeof chatEndpoints.listSaved>;
export type SavedResponse = SavedResponses['saved'][number];
export type SaveResponseBody = InputOf<(typeof chatEndpoints.saveResponse)['body']>;

export const savedResponsesKey = endpointKey(chatEndpoints.listSaved);

export const savedResponsesQuery = () => queryOptions({ queryKey: savedResponsesKey, queryFn: ({ signal }) => call(chatEndpoints.listSaved, {}, { signal }) });

export function useSavedResponses() {
  return useQuery(savedResponsesQuery());
}

/** Newest first, the order the server lists them in. */
const newestFirst = (a: SavedResponse, b: SavedResponse) => b.createdAt.localeCompare(a.createdAt);

/** The list with `item` in it once: replaced where it was (a repeated save answers the same item), else added. */
export function withSaved(list: SavedResponses, item: SavedResponse): SavedResponses {
  return { ...list, saved: [item, ...list.saved.filter((saved) => saved.id !== item.id)].sort(newestFirst) };
}

export function withoutSaved(list: SavedResponses, savedId: string): SavedResponses {
  return { ...list, saved: list.saved.filter((saved) => saved.id !== savedId) };
}

export function saveResponseMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(chatEndpoints.saveResponse),
    // Saving the same message again answers with the item saved the first time.
    mutationFn: (body: SaveResponseBody) => call(chatEndpoints.saveResponse, { body }),
    onSuccess: (answer: { saved: SavedResponse }) => {
      queryClient.setQueryData<SavedResponses>(savedResponsesKey, (list) => list && withSaved(list, answer.saved));
      invalidate(queryClient, savedResponsesKey);
    },
  };
}

export function useSaveResponse() {
  return useMutation(saveResponseMutation(useQueryClient()));
}

type SavedSnapshot = { previous: SavedResponses | undefined };

/** A deleted item leaves the list at once and comes back if the server refuses. */
export function deleteSavedMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(chatEndpoints.deleteSaved),
    mutationFn: (savedId: string) => call(chatEndpoints.deleteSaved, { params: { savedId } }),
    onMutate: async (savedId: string): Promise<SavedSnapshot> => {
      await queryClient.cancelQueries({ queryKey: savedResponsesKey });
      const previous = queryClient.getQueryData<SavedResponses>(savedResponsesKey);
      queryClient.setQueryData<SavedResponses>(savedResponsesKey, (list) => list && withoutSaved(list, savedId));
      return { previous };
    },
    onError: (_error: unknown, _savedId: string, snapshot: SavedSnapshot | undefined) => {
      if (snapshot?.previous) queryClient.setQueryData(savedResponsesKey, snapshot.previous);
    },
    onSettled: () => invalidate(queryClient, savedResponsesKey),
  };
}

export function useDeleteSaved() {
  return useMutation(deleteSavedMutation(useQueryClient()));
}

export type CreateDocInput = { content: string; title?: string | undefined };

/** Each call is one click: it gets its own request id, which the server uses to make one draft however often the request arrives. */
export function createDocMutation(queryClient: QueryClient, newRequestId: () => string = () => crypto.randomUUID()) {
  return {
    mutationKey: endpointKey(chatEndpoints.createDoc),
    mutationFn: ({ content, title }: CreateDocInput) =>
      call(chatEndpoints.createDoc, { body: { content, ...(title ? { title } : {}), request_id: newRequestId() } }),
    onSuccess: () => invalidate(queryClient, contentListKey, dashboardKey),
  };
}

export function useCreateDoc() {
  return useMutation(createDocMutation(useQueryClient()));
}

export type AttachInput = { projectId: string; title: string; description: string };

export function attachToProjectMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(taskEndpoints.create),
    mutationFn: ({ projectId, title, description }: AttachInput) => call(taskEndpoints.create, { params: { projectId }, body: { title, description } }),
    onSuccess: (_answer: unknown, { projectId }: AttachInput) =>
      invalidate(queryClient, projectKeys.board(projectId), projectKeys.tasks(projectId), projectKeys.lists, endpointKey(taskEndpoints.listAll), dashboardKey),
  };
}

export function useAttachToProject() {
  return useMutation(attachToProjectMutation(useQueryClient()));
}
