// Picks Markk's AI writer: OpenAI when OPENAI_API_KEY is set (or the caller brings a key),
// else the offline writer. One OpenAI client per configuration and process: clients are
// costly to make, and a warm Lambda (or the local stack) reuses its connections across tasks.
import { config } from '#lib/config';
import { streamChunks } from './chunks.ts';
import { offlineWriter } from './offline/writer.ts';
import { openAiStream, openAiWriter } from './openai.ts';
import { rewriteOffline } from './offline/rewrite.ts';
import { rewriteMessages } from './rewrite-prompt.ts';
import { applyVoice } from '../voice/apply.ts';
import { voicedWriter } from '../voice/writer.ts';
import type { AiWriter, ChatMessage, RewriteRequest, StreamOptions } from './types.ts';

export * from './types.ts';

let cached: { key: string; writer: AiWriter } | undefined;
const voicedOffline = voicedWriter(offlineWriter);

/** The writer for this installation, writing in the owner's voice when the brief carries it. */
export function aiWriter(): AiWriter {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = config();
  if (!OPENAI_API_KEY) return voicedOffline;
  const key = `${OPENAI_API_KEY}|${OPENAI_BASE_URL ?? ''}|${OPENAI_MODEL}`;
  if (cached?.key !== key) cached = { key, writer: voicedWriter(openAiWriter({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL })) };
  return cached.writer;
}

let cachedStream: { key: string; stream: ReturnType<typeof openAiStream> } | undefined;

/** The OpenAI stream for a key: the installation's is kept; a caller's own key is used for this request only. */
function openAiStreamFor(apiKey: string | undefined): ReturnType<typeof openAiStream> | null {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = config();
  if (apiKey) return openAiStream({ apiKey, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL });
  if (!OPENAI_API_KEY) return null;
  const key = `${OPENAI_API_KEY}|${OPENAI_BASE_URL ?? ''}|${OPENAI_MODEL}`;
  if (cachedStream?.key !== key) cachedStream = { key, stream: openAiStream({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL }) };
  return cachedStream.stream;
}

/** What the offline writer says to a conversation it was not built for. */
const OFFLINE_REPLY =
  "Markk's built-in writer is answering, because no AI provider is set up for this installation, so it cannot hold a free conversation. " +
  'Ask an administrator to add an OpenAI key, or use the writing tools (such as "Rewrite with AI"), which work without one.';

/** A streamed answer to a conversation: the model's text as it arrives. */
export function streamText(messages: ChatMessage[], options: StreamOptions = {}): AsyncIterable<string> {
  const stream = openAiStreamFor(options.apiKey);
  return stream ? stream(messages, options.signal) : streamChunks(OFFLINE_REPLY, { signal: options.signal });
}

/** "Rewrite with AI", streamed: the model's rewrite, or the offline writer's, a few words at a time. */
export function rewriteText(request: RewriteRequest, options: StreamOptions = {}): AsyncIterable<string> {
  const stream = openAiStreamFor(options.apiKey);
  return stream
    ? stream(rewriteMessages(request), options.signal)
    : streamChunks(request.voice ? applyVoice(request.voice, rewriteOffline(request)) : rewriteOffline(request), { signal: options.signal });
}
