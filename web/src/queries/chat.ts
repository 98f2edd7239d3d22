// The chat history's reads and writes: the threads (newest message first, searched with `q`,
// page by page), one thread with its messages, rename and delete. After a reply the page marks
// the threads and that thread stale (`invalidateAfterReply`), so the list reorders and the new
// messages get their ids.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatEndpoints, THREAD_ID_HEADER } from '#contracts/chat';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export type SendChatBody = InputOf<(typeof chatEndpoints.send)['body']>;
export type ChatThreadList = EndpointResponse<typeof chatEndpoints.listThreads>;
export type ChatThreadDetail = EndpointResponse<typeof chatEndpoints.getThread>;
export type ChatThread = ChatThreadDetail['thread'];
export type ChatMessage = ChatThreadDetail['messages'][number];

/**
 * The thread a streamed reply belongs to: the id in its header, which arrives before its text
 * (a new thread for the first message), else the thread the message was sent to.
 */
export function threadIdOf(response: Response, sent: SendChatBody): string | null {
  return response.headers.get(THREAD_ID_HEADER) ?? sent.thread_id ?? null;
}

export const chatKeys = {
  /** Every threads list, whatever its search. */
  threads: endpointKey(chatEndpoints.listThreads),
  threadList: (q: string) => [...endpointKey(chatEndpoints.listThreads), { q: q.trim() }],
  /** Every thread's messages. */
  threadsDetail: endpointKey(chatEndpoints.getThread),
  thread: (threadId: string) => queryKeyOf(chatEndpoints.getThread, { params: { threadId } }),
};

/** The user's threads, newest message first; `q` searches titles and what was said. */
export function listChatThreads(q: string, cursor: string | null, signal?: AbortSignal): Promise<ChatThreadList> {
  const query: { q?: string; cursor?: string } = {};
  if (q.trim()) query.q = q.trim();
  if (cursor) query.cursor = cursor;
  return call(chatEndpoints.listThreads, { query }, { signal });
}

/** The user's threads for the search `q` (blank: all), newest message first, a page at a time. */
export function useChatThreads(q: string) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.threadList(q),
    queryFn: ({ pageParam, signal }) => listChatThreads(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const threads: ChatThread[] = query.data?.pages.flatMap((page) => page.threads) ?? [];
  return { ...query, threads };
}

export const chatThreadQuery = (threadId: string) =>
  queryOptions({ queryKey: chatKeys.thread(threadId), queryFn: ({ signal }) => call(chatEndpoints.getThread, { params: { threadId } }, { signal }) });

/** One thread and its messages, oldest first; nothing is read while `threadId` is null. */
export function useChatThread(threadId: string | null) {
  return useQuery({ ...chatThreadQuery(threadId ?? ''), enabled: Boolean(threadId) });
}

/**
 * A reply was stored: the history reorders and the thread's messages (with their ids) read
 * again. A read of the thread still on its way began before the reply was stored (the address
 * moved to a new thread while it streamed): it is cancelled first, so a fresh read replaces it.
 */
export async function invalidateAfterReply(queryClient: QueryClient, threadId: string): Promise<void> {
  invalidate(queryClient, chatKeys.threads);
  await queryClient.cancelQueries({ queryKey: chatKeys.thread(threadId) });
  await queryClient.invalidateQueries({ queryKey: chatKeys.thread(threadId) });
}

export function useRenameThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(chatEndpoints.renameThread),
    mutationFn: async ({ threadId, title }: { threadId: string; title: string }) =>
      (await call(chatEndpoints.renameThread, { params: { threadId }, body: { title } })).thread,
    onSettled: (_data, _error, { threadId }) => invalidate(queryClient, chatKeys.threads, chatKeys.thread(threadId)),
  });
}

export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(chatEndpoints.deleteThread),
    mutationFn: (threadId: string) => call(chatEndpoints.deleteThread, { params: { threadId } }),
    onSuccess: (_data, threadId) => queryClient.removeQueries({ queryKey: chatKeys.thread(threadId) }),
    onSettled: () => invalidate(queryClient, chatKeys.threads),
  });
}

/** Checks the user's own OpenAI key with a real call; nothing is stored. */
export function useVerifyKey() {
  return useMutation({
    mutationKey: endpointKey(chatEndpoints.verifyKey),
    // A cheap real call to OpenAI with the key; refused keys answer 400 with OpenAI's reason.
    mutationFn: async (openaiApiKey: string) => {
      await call(chatEndpoints.verifyKey, { body: { openai_api_key: openaiApiKey } });
    },
  });
}
