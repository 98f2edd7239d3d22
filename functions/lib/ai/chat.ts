// The AI expert chat's reply. With a model (the installation's OPENAI_API_KEY, or the user's
// own key for "Use Your ChatGPT", which is used for this request only and never stored or
// logged) the reply is a streamed chat completion of chat-prompt.ts's messages; without one,
// the offline expert (offline/chat.ts) writes it and it streams a few words at a time.
// A provider failure before the first chunk becomes an error with a sentence for the user:
// a refused own key is the user's to fix (400, naming the key), anything else is a 503.
import type OpenAI from 'openai';
import { config } from '#lib/config';
import { Invalid, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { streamChunks } from './chunks.ts';
import { keptClient, openAiClient, openAiSdk } from './client.ts';
import { chatMessages, type ChatRequest } from './chat-prompt.ts';
import { chatOffline } from './offline/chat.ts';
import { AI_UNAVAILABLE } from './openai.ts';

export type { ChatRequest, ChatTurn } from './chat-prompt.ts';
export { CHAT_CONTEXT_CHARS, chatMessages, chatSystemPrompt, trimHistory } from './chat-prompt.ts';

export const CHAT_TIMEOUT_MESSAGE = 'The AI expert took too long to answer, so nothing was sent. Please try again.';
export const KEY_CHECK_UNAVAILABLE = 'OpenAI could not be reached to check your key. Please try again in a moment.';

export interface ChatReplyOptions {
  /** The user's own OpenAI key (the "Use Your ChatGPT" expert), for this request only. */
  apiKey?: string | undefined;
  /** Stops the reply (the user left, the invocation ran out of time). */
  signal?: AbortSignal | undefined;
}

/** The installation's client is kept across requests; a user's own key gets a client for this request only. */
async function clientFor(apiKey: string | undefined): Promise<{ client: OpenAI; own: boolean } | null> {
  const { OPENAI_API_KEY, OPENAI_BASE_URL } = config();
  if (apiKey) return { client: await openAiClient({ apiKey, baseURL: OPENAI_BASE_URL, maxRetries: 1, timeout: 60_000 }), own: true };
  if (!OPENAI_API_KEY) return null;
  return { client: await keptClient({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, maxRetries: 2, timeout: 60_000 }), own: false };
}

/** The provider's reason, without anything that looks like a key (OpenAI quotes part of a wrong one). */
function reasonOf(error: unknown, apiKey?: string): string {
  const body = (error as { error?: { message?: unknown } }).error;
  let reason = typeof body?.message === 'string' && body.message ? body.message : error instanceof Error ? error.message : 'unknown error';
  if (apiKey) reason = reason.split(apiKey).join('[your key]');
  reason = reason.replace(/\bsk-[A-Za-z0-9_*.-]{3,}/g, '[your key]').trim();
  if (reason.length > 300) reason = `${reason.slice(0, 297)}...`;
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}

/** A failed request to the provider as a Markk error: the status and a sentence for the user. */
function providerError(Sdk: typeof OpenAI, error: unknown, own: boolean, apiKey: string | undefined): Error {
  if (error instanceof Sdk.APIError && error.status !== undefined) {
    const status = error.status;
    // Logged without the key: the status and OpenAI's own code only.
    logger.error('The AI provider refused a chat request', { status, code: typeof error.code === 'string' ? error.code : undefined, ownKey: own });
    if (own && (status === 401 || status === 403)) return new Invalid(`OpenAI refused this key: ${reasonOf(error, apiKey)}`);
    if (own && (status === 429 || status === 400 || status === 404)) return new Invalid(`OpenAI could not answer with your key: ${reasonOf(error, apiKey)}`);
    return new Unavailable(AI_UNAVAILABLE);
  }
  if (error instanceof Sdk.APIConnectionTimeoutError) return new Unavailable(CHAT_TIMEOUT_MESSAGE);
  if (error instanceof Sdk.APIConnectionError) {
    logger.error('The AI provider could not be reached for a chat reply', { ownKey: own });
    return new Unavailable(AI_UNAVAILABLE);
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function* modelReply(request: ChatRequest, found: { client: OpenAI; own: boolean }, options: ChatReplyOptions): AsyncGenerator<string> {
  const Sdk = await openAiSdk();
  const { signal } = options;
  let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
  try {
    stream = await found.client.chat.completions.create({ model: config().OPENAI_MODEL, messages: chatMessages(request), stream: true }, { signal });
  } catch (error) {
    if (signal?.aborted) throw new Unavailable(CHAT_TIMEOUT_MESSAGE);
    throw providerError(Sdk, error, found.own, options.apiKey);
  }
  let sent = false;
  try {
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) {
        sent = true;
        yield text;
      }
    }
  } catch (error) {
    // After the first chunk the status is sent; before it, the user sees why.
    if (sent) throw error;
    if (signal?.aborted) throw new Unavailable(CHAT_TIMEOUT_MESSAGE);
    throw providerError(Sdk, error, found.own, options.apiKey);
  }
  if (!sent) throw new Unavailable(signal?.aborted ? CHAT_TIMEOUT_MESSAGE : AI_UNAVAILABLE);
}

/** The expert's reply, streamed: OpenAI when the installation has a key or `apiKey` is given, else the offline writer in chunks. */
export function chatReply(request: ChatRequest, options: ChatReplyOptions = {}): AsyncIterable<string> {
  const apiKey = options.apiKey?.trim() || undefined;
  return {
    async *[Symbol.asyncIterator]() {
      const found = await clientFor(apiKey);
      if (found) yield* modelReply(request, found, { ...options, apiKey });
      else yield* streamChunks(chatOffline(request), { signal: options.signal });
    },
  };
}

/** A cheap real call (list models) with the user's key; throws `Invalid('OpenAI refused this key: …')` on 401/403, `Unavailable` when unreachable. */
export async function verifyOpenAiKey(apiKey: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  const key = apiKey.trim();
  if (!key) throw new Invalid('Enter your OpenAI API key to chat with your own ChatGPT.');
  const Sdk = await openAiSdk();
  const client = await openAiClient({ apiKey: key, baseURL: config().OPENAI_BASE_URL, maxRetries: 1, timeout: 15_000 });
  try {
    await client.models.list({ signal: options.signal });
  } catch (error) {
    if (error instanceof Sdk.APIError && error.status !== undefined) {
      logger.info('OpenAI answered a key check with an error', { status: error.status });
      if (error.status === 401 || error.status === 403) throw new Invalid(`OpenAI refused this key: ${reasonOf(error, key)}`);
      if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429)
        throw new Invalid(`OpenAI refused this key: ${reasonOf(error, key)}`);
    } else logger.info('OpenAI could not be reached to check a key');
    throw new Unavailable(KEY_CHECK_UNAVAILABLE);
  }
}

/** A thread's title from its first message: one line, at most 60 characters, cut at a word, no trailing punctuation. */
export function threadTitleFrom(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  const strip = (s: string) => s.replace(/[\s.,;:!?…\-–—'"“”‘’()[\]]+$/u, '').trim();
  let title = strip(line);
  if (title.length > 60) {
    const cut = title.slice(0, 60);
    const space = cut.lastIndexOf(' ');
    title = strip((space >= 30 ? cut.slice(0, space) : cut).replace(/(\s+(and|or|of|the|for|to|a|an|in|with|on|at|&))+$/i, ''));
  }
  return title || 'New conversation';
}
