// The OpenAI writer: chat completions in JSON mode. Every prompt carries the same content
// brief as the offline writer (the matched business kind's knowledge, the short audience
// phrase, the goal's calls to action, the limits), and every answer is validated with zod and
// then with the same quality checks (quality.ts). An answer that fails either is asked for
// again once, with the problems named; a second one fails with a readable reason. The SDK
// itself retries 5xx and rate limits with backoff. The key is never logged. Streamed answers
// (`openAiStream`) are chat completions with `stream: true`.
import type OpenAI from 'openai';
import * as z from 'zod';
import { Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { Newsletter, Strategy, POSTS_PER_PACKAGE, type Blog, type Post } from '#contracts/generation';
import { AiAnswerError, BLOG_MIN_WORDS, countWords, type AiWriter, type BrandBrief, type ChatMessage } from './types.ts';
import { FORMAT_NAMES, PLATFORM_LIMITS, TITLE_MAX, callToActionFor, contentBrief, fill, hashtagsFor, platformOf, type ContentBrief } from './offline/brief.ts';
import { askForJson, issuesOf, openAiClient, openAiSdk } from './client.ts';
import { checkBlog, checkNewsletter, checkPost, checkStrategy, qualityContext } from './quality.ts';
import { seasonName } from './seasons.ts';
import { voicePromptLines } from '../voice/apply.ts';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
}

const SYSTEM =
  'You are Markk, a senior marketing strategist for small businesses. Answer with a single JSON object only, matching the requested shape exactly.';

/** The brief every prompt starts with: the brand, and what Markk knows about its kind of business. */
export function describe(brand: BrandBrief, brief: ContentBrief = contentBrief(brand)): string {
  const { kind } = brief;
  const list = (items: string[]) => items.map((i) => `- ${i}`).join('\n');
  return [
    `Brand: ${brand.name}`,
    `Industry: ${brand.industry} (a ${kind.label}; its subject: ${kind.topic})`,
    `Audience: call them "${brief.audience}", at most twice in any one piece. Never paste their full description, which is: ${brand.targetAudience}`,
    `Place: ${brief.place ?? 'not given; do not invent one'}`,
    `Main goal: ${brand.mainGoal}. Every piece ends with one call to action towards it, such as "${callToActionFor(brief, 0)}" or "${callToActionFor(brief, 3)}".`,
    `Tone of voice: ${brand.toneOfVoice} (${brief.voice.description})`,
    `Platforms: ${brand.platforms.join(', ')}`,
    `Today: ${brand.today ?? new Date().toISOString().slice(0, 10)}, ${seasonName(brief.season)}. Speak only of this time of year: use the seasonal hooks below, and nothing from another season.`,
    '',
    `What a ${kind.label} like this offers:`,
    list(kind.products.map(([p, what]) => `${p}: ${what}`)),
    'Seasonal hooks:',
    list(kind.seasonal),
    'Local hooks:',
    list(kind.local.map((l) => fill(brief, l))),
    'Offers that work:',
    list(kind.offers.map(([o, details]) => `${o}: ${details}`)),
    'What stops people buying, and the honest answer:',
    list(kind.objections.map(([q, a]) => `${q} ${a}`)),
    'Proof:',
    list(kind.proof),
    'Tips worth sharing (give the tip itself):',
    list(kind.tips.map(([t, tip]) => `${t}: ${tip}`)),
    `Words customers use (use at least one in every post): ${kind.terms.join(', ')}`,
    `Hashtags that fit: ${[...new Set([...hashtagsFor(brief, brief.platforms[0]!, 0), ...kind.hashtags.map((h) => `#${h}`)])].join(' ')}`,
    '',
    `Rules: every title under ${TITLE_MAX} characters. Use concrete products, offers and hooks from the lists above. Never list platforms ("follow us on Instagram, Facebook"); give one next step instead. If you mention a tip, give the tip itself. Never repeat a sentence, and vary how each piece opens.`,
    ...(brand.voice ? ['', ...voicePromptLines(brand.voice)] : []),
  ].join('\n');
}

const StrategyAnswer = Strategy.extend({
  pillars: z.array(z.string().min(1)).length(3),
  weeklyPlan: z.array(z.string().min(1)).length(7),
  summary: z.string().min(200),
});
const PostAnswer = z.object({ title: z.string(), caption: z.string() });
const NewsletterAnswer = Newsletter.extend({ subject: z.string(), body: z.string() });
const BlogAnswer = z.object({ title: z.string(), outline: z.array(z.string().min(1)).min(3), body: z.string() });

const hashtagsIn = (caption: string) => caption.match(/#[\p{L}\p{N}_]+/gu) ?? [];

/** One client per writer or stream, made on its first request. */
function lazyClient(options: OpenAiOptions, limits: { maxRetries: number; timeout: number }): () => Promise<OpenAI> {
  let client: Promise<OpenAI> | undefined;
  return () => (client ??= openAiClient({ apiKey: options.apiKey, baseURL: options.baseURL, ...limits }));
}

export function openAiWriter(options: OpenAiOptions): AiWriter {
  const client = lazyClient(options, { maxRetries: 3, timeout: 120_000 });

  /** Asks for one JSON answer; a malformed one, or one that fails the quality checks, is asked for again once. */
  async function ask<S extends z.ZodType>(what: string, prompt: string, schema: S, check: (answer: z.infer<S>) => string[] = () => []): Promise<z.infer<S>> {
    return askForJson<z.infer<S>>(
      await client(),
      options.model,
      { system: SYSTEM, user: prompt },
      (json) => {
        const parsed = schema.safeParse(json);
        if (!parsed.success) return { problem: issuesOf(parsed.error) };
        const problems = check(parsed.data);
        return problems.length === 0 ? { value: parsed.data } : { problem: problems.join('; ') };
      },
      (problem) => new AiAnswerError(`The AI writer gave an unusable answer for the ${what} twice (${problem}).`),
    );
  }

  return {
    strategy: (brand) =>
      ask(
        'strategy',
        `${describe(brand)}\n\nWrite a marketing strategy as JSON: {"summary": string (a plain-text strategy of 250-400 words covering positioning, voice, pillars, channels, a 7-day plan and how to measure it; it states the main goal in the brand's own words: "${contentBrief(brand).goal.text}"), "pillars": [3 content pillars], "weeklyPlan": [7 strings, one per day Monday to Sunday]}.`,
        StrategyAnswer,
        (answer) => checkStrategy(answer, qualityContext(brand)),
      ),
    post: async (brand, strategy, number) => {
      const brief = contentBrief(brand);
      const platform = platformOf(brief, number);
      const format = brief.formats[(number - 1) % brief.formats.length]!;
      const answer = await ask(
        `social post ${number}`,
        `${describe(brand, brief)}\nContent pillars: ${strategy.pillars.join('; ')}\nThis week's plan: ${strategy.weeklyPlan.join(' | ')}\n\nWrite social post ${number} of ${POSTS_PER_PACKAGE} for ${platform}, as ${FORMAT_NAMES[format]} (for ${strategy.weeklyPlan[number - 1] ?? 'this week'}), as JSON: {"title": string (under ${TITLE_MAX} characters), "caption": string (ready to publish on ${platform}: under ${PLATFORM_LIMITS[platform]} characters, best 300-700; one call to action towards the main goal, then 3-5 fitting hashtags)}.`,
        PostAnswer,
        (post) => checkPost({ ...post, platform }, qualityContext(brand), { requireTrade: true }),
      );
      return { ...answer, platform, hashtags: hashtagsIn(answer.caption) } satisfies Post;
    },
    newsletter: (brand, strategy) =>
      ask(
        'newsletter',
        `${describe(brand)}\nContent pillars: ${strategy.pillars.join('; ')}\n\nWrite this week's e-mail newsletter as JSON: {"subject": string (under ${TITLE_MAX} characters, with the brand name), "body": string (plain text, 200-350 words: a greeting, one tip given in full, one product or offer, one call to action, a sign-off)}.`,
        NewsletterAnswer,
        (answer) => checkNewsletter(answer, qualityContext(brand)),
      ),
    blog: async (brand, strategy) => {
      const answer = await ask(
        'blog post',
        `${describe(brand)}\nContent pillars: ${strategy.pillars.join('; ')}\n\nWrite a long-form blog post as JSON: {"title": string (under ${TITLE_MAX} characters), "outline": [5-8 section headings], "body": string (markdown with ## headings, AT LEAST ${BLOG_MIN_WORDS + 200} words, real sections on the products, tips, questions and a how-to)}.`,
        BlogAnswer,
        (answer) => checkBlog(answer, qualityContext(brand)),
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
