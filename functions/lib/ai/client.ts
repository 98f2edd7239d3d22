// The one place Markk makes an OpenAI-compatible client (OpenAI itself, or any server that
// speaks its API through OPENAI_BASE_URL). The SDK (≈150 KB) is imported on the first request,
// not when a function loads: most functions that reach the AI modules never ask.
import type OpenAI from 'openai';
import type * as z from 'zod';

export interface ClientOptions {
  apiKey: string;
  baseURL?: string | undefined;
  /** The SDK's own retries of 5xx and rate limits, with backoff. */
  maxRetries: number;
  timeout: number;
}

/** The SDK module, for its error classes. */
export const openAiSdk = (): Promise<typeof OpenAI> => import('openai').then((module) => module.default);

/** A new client: for a caller's own key, used for one request only and never kept. */
export async function openAiClient(options: ClientOptions): Promise<OpenAI> {
  const Sdk = await openAiSdk();
  return new Sdk({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    maxRetries: options.maxRetries,
    timeout: options.timeout,
  });
}

const kept = new Map<string, Promise<OpenAI>>();

/** The installation's client for a configuration, made once per process: a warm Lambda reuses its connections. */
export function keptClient(options: ClientOptions): Promise<OpenAI> {
  const key = [options.apiKey, options.baseURL ?? '', options.maxRetries, options.timeout].join('|');
  let client = kept.get(key);
  if (!client) {
    client = openAiClient(options);
    kept.set(key, client);
  }
  return client;
}

/** What `askForJson` makes of an answer: the value, or what is wrong with it (told to the model). */
export type JsonReading<T> = { value: T } | { problem: string };

/** Zod's issues in one line, as the model is told them: "body: too short; title: required". */
export const issuesOf = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ');

/**
 * Asks the chat model (JSON mode) for one JSON object. An answer that is empty, not JSON, or
 * that `read` finds unusable is asked for again once, with the problem named; a second
 * unusable answer throws `unusable(problem)`.
 */
export async function askForJson<T>(
  client: OpenAI,
  model: string,
  prompt: { system: string; user: string },
  read: (json: unknown) => JsonReading<T>,
  unusable: (problem: string) => Error,
): Promise<T> {
  const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ];
  let problem = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    const completion = await client.chat.completions.create({ model, messages, response_format: { type: 'json_object' } });
    const content = completion.choices[0]?.message?.content ?? '';
    const reading: JsonReading<T> = content.trim() ? readJson(content, read) : { problem: 'No AI response received' };
    if ('value' in reading) return reading.value;
    problem = reading.problem;
    messages.push(
      { role: 'assistant', content },
      { role: 'user', content: `That answer was not usable (${problem}). Reply again with only the JSON object in the requested shape, fixing exactly that.` },
    );
  }
  throw unusable(problem);
}

function readJson<T>(content: string, read: (json: unknown) => JsonReading<T>): JsonReading<T> {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { problem: 'the answer was not valid JSON' };
  }
  return read(json);
}
