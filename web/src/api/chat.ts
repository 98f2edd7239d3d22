// The AI expert chat over its contracts: a message sent and the expert's reply streamed back
// (the thread id arrives in a response header before the first piece of text), the history
// (threads, one thread's messages, rename, delete) and checking a user's own OpenAI key.
import { chatEndpoints, THREAD_ID_HEADER } from '#contracts/chat';
import type { EndpointResponse, InputOf } from '#contracts/endpoint';
import { ApiError, call, streamCall } from './client.ts';

export type SendChatBody = InputOf<(typeof chatEndpoints.send)['body']>;
export type ChatThreadList = EndpointResponse<typeof chatEndpoints.listThreads>;
export type ChatThreadDetail = EndpointResponse<typeof chatEndpoints.getThread>;
export type ChatThread = ChatThreadDetail['thread'];
export type ChatMessage = ChatThreadDetail['messages'][number];

const NO_THREAD_MESSAGE = 'The server did not say which conversation this reply belongs to. Reload and try again.';

export interface SendChatOptions {
  signal?: AbortSignal | undefined;
  /** Everything the expert has written so far, each time more arrives. */
  onText?: ((textSoFar: string) => void) | undefined;
  /** The thread the message went to (a new one for the first message), before the reply's text. */
  onThreadId?: ((threadId: string) => void) | undefined;
}

/** Sends a message and streams the reply; resolves with the thread and the whole reply. */
export async function sendChatMessage(body: SendChatBody, options: SendChatOptions = {}): Promise<{ threadId: string; text: string }> {
  let threadId: string | null = null;
  const text = await streamCall(
    chatEndpoints.send,
    { body },
    {
      signal: options.signal,
      onResponse: (response) => {
        threadId = response.headers.get(THREAD_ID_HEADER);
        if (threadId) options.onThreadId?.(threadId);
      },
      onChunk: (_chunk, textSoFar) => options.onText?.(textSoFar),
    },
  );
  const id = threadId ?? body.thread_id ?? null;
  if (!id) throw new ApiError(502, NO_THREAD_MESSAGE);
  return { threadId: id, text };
}

/** The user's threads, newest message first; `q` searches titles and what was said. */
export function listChatThreads(q: string, cursor: string | null, signal?: AbortSignal): Promise<ChatThreadList> {
  const query: { q?: string; cursor?: string } = {};
  if (q.trim()) query.q = q.trim();
  if (cursor) query.cursor = cursor;
  return call(chatEndpoints.listThreads, { query }, { signal });
}

/** A thread and its messages, oldest first. */
export function getChatThread(threadId: string, signal?: AbortSignal): Promise<ChatThreadDetail> {
  return call(chatEndpoints.getThread, { params: { threadId } }, { signal });
}

export async function renameChatThread(threadId: string, title: string): Promise<ChatThread> {
  return (await call(chatEndpoints.renameThread, { params: { threadId }, body: { title } })).thread;
}

export async function deleteChatThread(threadId: string): Promise<void> {
  await call(chatEndpoints.deleteThread, { params: { threadId } });
}

/** A cheap real call to OpenAI with the key; refused keys answer 400 with OpenAI's reason. */
export async function verifyOpenAiKey(openaiApiKey: string): Promise<void> {
  await call(chatEndpoints.verifyKey, { body: { openai_api_key: openaiApiKey } });
}
