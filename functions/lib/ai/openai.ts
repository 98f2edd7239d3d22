// The OpenAI writer: chat completions in JSON mode, each answer validated with zod. A
// malformed answer is asked for again once; a second one fails with a readable reason.
// The SDK itself retries 5xx and rate limits with backoff. The key is never logged.
// Streamed answers (`openAiStream`) are chat completions with `stream: true`.
import type OpenAI from 'openai';
import * as z from 'zod';
import { Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { Blog, Newsletter, Post, Strategy, POSTS_PER_PACKAGE } from '#contracts/generation';
import { AiAnswerError, BLOG_MIN_WORDS, countWords, type AiWriter, type BrandBrief, type ChatMessage } from './types.ts';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
}

const SYSTEM = 'You are Markk, a senior marketing strategist for small businesses. Answer with a single JSON object only, matching the requested shape exactly.';

const describe = (brand: BrandBrief) =>
  [
    `Brand: ${brand.name}`,
    `Industry: ${brand.industry}`,
    `Target audience: ${brand.targetAudience}`,
    `Main goal: ${brand.mainGoal}`,
    `Platforms: ${brand.platforms.join(', ')}`,
    `Tone of voice: ${brand.toneOfVoice}`,
  ].join('\n');

const StrategyAnswer = Strategy.extend({ pillars: z.array(z.string().min(1)).length(3), weeklyPlan: z.array(z.string().min(1)).length(7), summary: z.string().min(200) });
const PostAnswer = Post.extend({ title: z.string().min(1).max(200), caption: z.string().min(20).max(2200) });
const NewsletterAnswer = Newsletter.extend({ subject: z.string().min(1).max(200), body: z.string().min(200) });
const BlogAnswer = z.object({
  title: z.string().min(1).max(200),
  outline: z.array(z.string().min(1)).min(3),
  body: z.string().refine((body) => countWords(body) >= BLOG_MIN_WORDS, `the body must have at least ${BLOG_MIN_WORDS} words`),
});

// The SDK (≈150 KB) is imported on the first request, not when a function loads: most
// functions that reach this module (through the content and generation verbs) never ask.
const openAiSdk = () => import('openai').then((module) => module.default);

/** One client per writer or stream, made on its first request. */
function lazyClient(options: OpenAiOptions, limits: { maxRetries: number; timeout: number }): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () => (client ??= openAiSdk().then((Sdk) => new Sdk({ apiKey: options.apiKey, ...(options.baseURL ? { baseURL: options.baseURL } : {}), ...limits })));
}

export function openAiWriter(options: OpenAiOptions): AiWriter {
  const client = lazyClient(options, { maxRetries: 3, timeout: 120_000 });

  async function ask<S extends z.ZodType>(what: string, prompt: string, schema: S): Promise<z.infer<S>> {
    const messages: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: prompt },
    ];
    let problem = '';
    for (let attempt = 1; attempt <= 2; attempt++) {
      const completion = await (await client()).chat.completions.create({ model: options.model, messages, response_format: { type: 'json_object' } });
      const content = completion.choices[0]?.message?.content ?? '';
      try {
        const parsed = schema.safeParse(JSON.parse(content));
        if (parsed.success) return parsed.data;
        problem = parsed.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ');
      } catch {
        problem = 'the answer was not valid JSON';
      }
      messages.push({ role: 'assistant', content }, { role: 'user', content: `That answer was not usable (${problem}). Reply again with only the JSON object in the requested shape.` });
    }
    throw new AiAnswerError(`The AI writer gave an unusable answer for the ${what} twice (${problem}).`);
  }

  return {
    strategy: (brand) =>
      ask(
        'strategy',
        `${describe(brand)}\n\nWrite a marketing strategy as JSON: {"summary": string (a plain-text strategy of 250-400 words covering positioning, voice, pillars, channels, a 7-day plan and how to measure it), "pillars": [3 content pillars], "weeklyPlan": [7 strings, one per day Monday to Sunday]}.`,
        StrategyAnswer,
      ),
    post: (brand, strategy, number) =>
      ask(
        `social post ${number}`,
        `${describe(brand)}\nContent pillars: ${strategy.pillars.join('; ')}\nThis week's plan: ${strategy.weeklyPlan.join(' | ')}\n\nWrite social post ${number} of ${POSTS_PER_PACKAGE} (for ${strategy.weeklyPlan[number - 1] ?? 'this week'}) as JSON: {"title": string, "caption": string (ready to publish, with a call to action and 2-4 hashtags)}.`,
        PostAnswer,
      ),
    newsletter: (brand, strategy) =>
      ask(
        'newsletter',
        `${describe(brand)}\nContent pillars: ${strategy.pillars.join('; ')}\n\nWrite this week's e-mail newsletter as JSON: {"subject": string, "body": string (plain text, 200-350 words)}.`,
        NewsletterAnswer,
      ),
    blog: async (brand, strategy) => {
      const answer = await ask(
        'blog post',
        `${describe(brand)}\nContent pillars: ${strategy.pillars.join('; ')}\n\nWrite a long-form blog post as JSON: {"title": string, "outline": [5-8 section headings], "body": string (markdown with ## headings, AT LEAST ${BLOG_MIN_WORDS + 200} words)}.`,
        BlogAnswer,
      );
      return { ...answer, wordCount: countWords(answer.body) } satisfies Blog;
    },
  };
}

export const AI_UNAVAILABLE = 'The AI writer is not available just now, so nothing was written. Please try again in a moment.';

/**
 * Streams a chat completion's text as it arrives. A refused or failed request (a bad key,
 * an outage after the SDK's retries) is a 503 with a sentence for the user; the provider's
 * own message is logged without the key.
 */
export function openAiStream(options: OpenAiOptions) {
  const client = lazyClient(options, { maxRetries: 2, timeout: 60_000 });
  return async function* streamText(messages: ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
    const Sdk = await openAiSdk();
    let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
    try {
      stream = await (await client()).chat.completions.create({ model: options.model, messages, stream: true }, { signal });
    } catch (error) {
      if (signal?.aborted) return;
      if (error instanceof Sdk.APIError) {
        logger.error('The AI provider refused a streamed request', { status: error.status, message: error.message });
        throw new Unavailable(AI_UNAVAILABLE);
      }
      throw error;
    }
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  };
}
