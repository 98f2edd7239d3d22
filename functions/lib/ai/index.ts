// Picks Markk's AI writer: OpenAI when OPENAI_API_KEY is set, else the offline writer.
// One OpenAI client per configuration and process: clients are costly to make, and a
// warm Lambda (or the local stack) reuses its connections across tasks.
import { config } from '#lib/config';
import { offlineWriter } from './offline.ts';
import { openAiWriter } from './openai.ts';
import type { AiWriter } from './types.ts';

export * from './types.ts';

let cached: { key: string; writer: AiWriter } | undefined;

export function aiWriter(): AiWriter {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = config();
  if (!OPENAI_API_KEY) return offlineWriter;
  const key = `${OPENAI_API_KEY}|${OPENAI_BASE_URL ?? ''}|${OPENAI_MODEL}`;
  if (cached?.key !== key) cached = { key, writer: openAiWriter({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL }) };
  return cached.writer;
}
