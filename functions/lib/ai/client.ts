// The one place Markk makes an OpenAI-compatible client (OpenAI itself, or any server that
// speaks its API through OPENAI_BASE_URL). The SDK (≈150 KB) is imported on the first request,
// not when a function loads: most functions that reach the AI modules never ask.
import type OpenAI from 'openai';

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
