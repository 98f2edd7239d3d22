// The chat history's reads and writes: the threads (newest message first, searched with `q`,
// page by page), one thread with its messages, rename and delete. After a reply the page marks
// the threads and that thread stale (`invalidateAfterReply`), so the list reorders and the new
// messages get their ids.
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatEndpoints } from '#contracts/chat';
import { deleteChatThread, getChatThread, listChatThreads, renameChatThread, verifyOpenAiKey, type ChatThread } from '../api/chat.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export type { ChatMessage, ChatThread, ChatThreadDetail } from '../api/chat.ts';

export const chatKeys = {
  /** Every threads list, whatever its search. */
  threads: endpointKey(chatEndpoints.listThreads),
  threadList: (q: string) => [...endpointKey(chatEndpoints.listThreads), { q: q.trim() }],
  /** Every thread's messages. */
  threadsDetail: endpointKey(chatEndpoints.getThread),
  thread: (threadId: string) => queryKeyOf(chatEndpoints.getThread, { params: { threadId } }),
};

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
  queryOptions({ queryKey: chatKeys.thread(threadId), queryFn: ({ signal }) => getChatThread(threadId, signal) });

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
    mutationFn: ({ threadId, title }: { threadId: string; title: string }) => renameChatThread(threadId, title),
    onSettled: (_data, _error, { threadId }) => invalidate(queryClient, chatKeys.threads, chatKeys.thread(threadId)),
  });
}

export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(chatEndpoints.deleteThread),
    mutationFn: (threadId: string) => deleteChatThread(threadId),
    onSuccess: (_data, threadId) => queryClient.removeQueries({ queryKey: chatKeys.thread(threadId) }),
    onSettled: () => invalidate(queryClient, chatKeys.threads),
  });
}

/** Checks the user's own OpenAI key with a real call; nothing is stored. */
export function useVerifyKey() {
  return useMutation({
    mutationKey: endpointKey(chatEndpoints.verifyKey),
    mutationFn: (openaiApiKey: string) => verifyOpenAiKey(openaiApiKey),
  });
}
