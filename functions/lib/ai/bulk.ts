// Bulk generation's writer: one post per call, from OpenAI when BULK_OPENAI_API_KEY or
// OPENAI_API_KEY is set (JSON mode, a call at a time through the owner's token bucket, a 429
// waited out and asked again), else from the built-in offline writer. Every post then passes the content checks (its
// network's limit, a call to action, the trade's own words, the brand voice), and across a run
// `distinctBatch` leaves no opening sentence twice and no sentence of five words or more
// repeated (a post's only call to action stays).
import * as z from 'zod';
import { config } from '#lib/config';
import { NETWORK_PROFILES } from '#lib/networks/index';
import type { Network } from '#contracts/connected-accounts';
import type { PlanFormat } from '#contracts/content-plan';
import { askForJson, issuesOf, keptClient } from './client.ts';
import { openingOf, type PlanCampaign } from './content-plan-types.ts';
import { FORMAT_WORDS, SYSTEM } from './content-plan.ts';
import { describe } from './openai.ts';
import { fitted, OPENING_ROOM, planPostsOffline } from './offline/content-plan.ts';
import { contentBrief, lowerFirst } from './offline/brief.ts';
import { inVoice, sentence } from './offline/writer.ts';
import { hasCallToAction, mentionsTrade, qualityContext, sentencesIn } from './quality.ts';
import { AiAnswerError, countWords, type BrandBrief } from './types.ts';
import { voicedWithin } from '../voice/writer.ts';

/** The words that tell this prompt from the others (the tests' fake model reads them too). */
export const BULK_POST_INSTRUCTION = 'Write this one social post of a bulk run';

/** What one post is about when the run had a CSV: its mapped columns. */
export interface BulkSubject {
  topic?: string | undefined;
  product?: string | undefined;
  offer?: string | undefined;
}

export interface BulkPostRequest {
  brand: BrandBrief;
  campaign: PlanCampaign | null;
  network: Network;
  format: PlanFormat;
  pillar: string;
  /** The post's place in the run (0–499): the offline writer's material follows from it. */
  index: number;
  subject: BulkSubject | null;
  /** 0 for the first writing; a regenerated post is written again with a higher one. */
  variant: number;
  /** YYYY-MM-DD: the season the post is written for. */
  today: string;
}

export interface BulkPost {
  title: string;
  caption: string;
}

/** The provider still refused for its rate limit after the waits in one call: Step Functions retries the post later. */
export class AiRateLimitedError extends Error {
  constructor(message = 'The AI provider is busy (rate limited).') {
    super(message);
    this.name = 'AiRateLimited';
  }
}

/** A caption's limit: its network's, less room for the lead a repeated opening may be given. */
export const bulkLimitOf = (network: Network) => NETWORK_PROFILES[network].captionLimit - OPENING_ROOM;

const subjectText = (s: BulkSubject | null) => s?.product ?? s?.topic ?? s?.offer ?? null;

export function bulkPostPrompt(request: BulkPostRequest): string {
  const { subject, campaign } = request;
  return [
    describe({ ...request.brand, today: request.today }),
    '',
    campaign
      ? `Campaign this post follows: ${campaign.name}. What the owner wants from it: ${campaign.goal}.${campaign.landingUrl ? ` Link the post to ${campaign.landingUrl}.` : ''}`
      : 'No campaign: the post serves the main goal.',
    '',
    `${BULK_POST_INSTRUCTION}: post number ${request.index + 1}, for ${NETWORK_PROFILES[request.network].label} (at most ${bulkLimitOf(request.network)} characters), pillar "${request.pillar}", ${FORMAT_WORDS[request.format]}.`,
    ...(subject?.topic ? [`Topic: ${subject.topic}`] : []),
    ...(subject?.product ? [`Product: ${subject.product}`] : []),
    ...(subject?.offer ? [`Offer: ${subject.offer}`] : []),
    ...(request.variant ? [`This is writing number ${request.variant + 1} of this post: say it differently from before.`] : []),
    '',
    'Open with a first sentence of its own (the run has hundreds of posts: never a stock opener), use the words of the trade, and end with one call to action.',
    'Answer as JSON: {"title": string (under 70 characters), "caption": string}.',
  ].join('\n');
}

const PostAnswer = z.object({ title: z.string().trim().min(1), caption: z.string().trim().min(1) });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The longest one wait for a 429 lasts here: six of them stay well inside the task's 5 minutes; longer waits are Step Functions' Retry. */
const MAX_WAIT_MS = 20_000;

/** How long a 429 asks to wait: OpenAI's retry-after-ms or retry-after headers, else a backoff. */
function retryAfterMs(error: unknown, attempt: number): number {
  const headers = (error as { headers?: Headers | Record<string, string> }).headers;
  const read = (name: string) => (headers instanceof Headers ? headers.get(name) : headers?.[name]) ?? null;
  const ms = Number(read('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.min(ms, MAX_WAIT_MS);
  const s = Number(read('retry-after'));
  if (Number.isFinite(s) && s > 0) return Math.min(s * 1000, MAX_WAIT_MS);
  return Math.min(250 * 2 ** attempt, 10_000);
}

const isRateLimit = (error: unknown) => (error as { status?: number }).status === 429;

/** Waits out 429s this many times in one call before leaving the post to Step Functions' retry. */
export const RATE_LIMIT_WAITS = 6;

/** The key bulk runs call the provider with, or undefined (the offline writer). */
const bulkKey = () => config().BULK_OPENAI_API_KEY ?? config().OPENAI_API_KEY;

async function bulkPostOpenAi(request: BulkPostRequest, apiKey: string, takeToken: () => Promise<void>): Promise<BulkPost> {
  const { OPENAI_BASE_URL, OPENAI_MODEL } = config();
  // No retries inside the SDK: every call, a retried one too, takes a token from the bucket.
  const client = await keptClient({ apiKey, baseURL: OPENAI_BASE_URL, maxRetries: 0, timeout: 60_000 });
  const limit = bulkLimitOf(request.network);
  for (let attempt = 0; ; attempt++) {
    await takeToken();
    try {
      return await askForJson<BulkPost>(
        client,
        OPENAI_MODEL,
        { system: SYSTEM, user: bulkPostPrompt(request) },
        (json) => {
          const parsed = PostAnswer.safeParse(json);
          if (!parsed.success) return { problem: issuesOf(parsed.error) };
          if ([...parsed.data.caption].length > limit) return { problem: `the caption is over ${limit} characters` };
          return { value: { title: parsed.data.title.slice(0, 69), caption: parsed.data.caption } };
        },
        (problem) => new AiAnswerError(`The AI gave an unusable post twice (${problem}).`),
      );
    } catch (error) {
      if (!isRateLimit(error)) throw error;
      if (attempt + 1 >= RATE_LIMIT_WAITS) throw new AiRateLimitedError();
      await sleep(retryAfterMs(error, attempt));
    }
  }
}

// ---- The offline writer ----

/** First sentences, each around the post's subject and a moment: hundreds of posts open differently. */
const LEADS: readonly ((subject: string, moment: string) => string)[] = [
  (s, m) => `Here is why ${s} deserves a moment ${m}`,
  (s, m) => `${s} is on our minds ${m}`,
  (s, m) => `A quick word about ${s} ${m}`,
  (s, m) => `Ask us about ${s} ${m}`,
  (s, m) => `We have been talking about ${s} ${m}`,
  (s, m) => `Let us make the case for ${s} ${m}`,
  (s, m) => `Our team has a soft spot for ${s} ${m}`,
  (s, m) => `Three reasons to think about ${s} ${m}`,
  (s, m) => `What regulars ask us about ${s} ${m}`,
  (s, m) => `The story behind ${s}, told ${m}`,
  (s, m) => `A fresh look at ${s} ${m}`,
  (s, m) => `Come and see ${s} for yourself ${m}`,
  (s, m) => `Small detail, big difference: ${s} ${m}`,
  (s, m) => `If ${s} is on your list ${m}, read on`,
  (s, m) => `We get asked about ${s} a lot ${m}`,
  (s, m) => `One thing we love about ${s} ${m}`,
  (s, m) => `Your guide to ${s} ${m}`,
  (s, m) => `Try ${s} ${m}`,
  (s, m) => `Good news about ${s} ${m}`,
  (s, m) => `Straight from our team: ${s} ${m}`,
];

const MOMENTS = [
  'this week',
  'today',
  'this month',
  'before the weekend',
  'on your next visit',
  'this season',
  'right now',
  'for the days ahead',
  'as the week starts',
  'after a busy day',
  'over the weekend',
  'this morning',
];

/** What a post without a CSV row is about: the trade's words, and its products and subject that use them. */
function subjectsOf(brand: BrandBrief): string[] {
  const { kind } = contentBrief(brand);
  const ctx = qualityContext(brand);
  const candidates = [...kind.terms, ...kind.products.map(([name]) => name), kind.topic].map((s) => s.toLowerCase());
  return [...new Set(candidates.filter((s) => mentionsTrade(s, ctx)))];
}

/**
 * The lead sentence of post `n`: a mixed-radix walk over (lead, subject, moment), so posts 0 to
 * LEADS × subjects × moments − 1 never share one.
 */
function leadOf(n: number, subjects: readonly string[], subject: string | null): string {
  const lead = LEADS[n % LEADS.length]!;
  const rest = Math.floor(n / LEADS.length);
  const chosen = subject ?? subjects[rest % subjects.length]!;
  const moment = MOMENTS[(subject ? rest : Math.floor(rest / subjects.length)) % MOMENTS.length]!;
  return sentence(lead(lowerFirst(chosen), moment));
}

/**
 * The 30-day plan's post for the same format, pillar and network, led by the post's own first
 * sentence, then fitted again to the network: the lead, the opening line and the call to action
 * stay, the middle gives way.
 */
export function bulkPostOffline(request: BulkPostRequest): BulkPost {
  const slot = {
    itemId: String(request.index),
    localTime: `${request.today}T09:00`,
    timeZone: 'UTC',
    network: request.network,
    pillar: request.pillar,
    format: request.format,
  };
  const [base] = planPostsOffline({ brand: request.brand, campaign: request.campaign, slots: [slot], variant: request.variant });
  const subject = subjectText(request.subject);
  const n = request.index + request.variant * 7;
  const tone = contentBrief(request.brand).voice.tone;
  const lead = inVoice(leadOf(n, subjectsOf(request.brand), subject), tone);
  const paragraphs = base!.caption.split('\n\n');
  const ctaAt = paragraphs.findLastIndex((p) => !p.startsWith('#') && hasCallToAction(p));
  const offer = request.subject?.offer && request.subject.offer !== subject ? [{ text: sentence(`The offer: ${request.subject.offer}`), optional: false }] : [];
  // A row's subject may be the owner's own words: the trade is named beside it when nothing else names it.
  const trade = mentionsTrade(`${lead} ${base!.caption}`, qualityContext(request.brand))
    ? ''
    : ` ${sentence(`Made for ${contentBrief(request.brand).kind.terms[0]} lovers`)}`;
  const parts = [
    { text: `${lead}${trade} ${paragraphs[0]}`, optional: false },
    ...offer,
    ...paragraphs.slice(1).map((text, i) => ({ text, optional: i + 1 !== ctaAt })),
  ];
  return { title: subject ? `${subject}`.slice(0, 69) : base!.title, caption: fitted(parts, bulkLimitOf(request.network)) };
}

/**
 * One post, in the owner's voice and within its network's limit. `takeToken` waits for the
 * owner's token bucket before each call to the provider (the offline writer calls nobody).
 */
export async function writeBulkPost(request: BulkPostRequest, takeToken: () => Promise<void>): Promise<BulkPost> {
  const apiKey = bulkKey();
  const post = apiKey ? await bulkPostOpenAi(request, apiKey, takeToken) : bulkPostOffline(request);
  const { voice } = request.brand;
  if (!voice) return post;
  return { title: voicedWithin(voice, post.title, [...post.title].length), caption: voicedWithin(voice, post.caption, bulkLimitOf(request.network)) };
}

/** The content checks every bulk post passes: what is wrong with it, or nothing. */
export function checkBulkPost(post: BulkPost, request: Pick<BulkPostRequest, 'brand' | 'network'>): string[] {
  const problems: string[] = [];
  const limit = NETWORK_PROFILES[request.network].captionLimit;
  const length = [...post.caption].length;
  if (!post.title.trim()) problems.push('the title is empty');
  if (length < 40) problems.push('the caption is too short to say anything');
  if (length > limit) problems.push(`the caption is ${length} characters; ${NETWORK_PROFILES[request.network].label} allows ${limit}`);
  if (!hasCallToAction(post.caption)) problems.push('the caption has no call to action');
  if (!mentionsTrade(`${post.title} ${post.caption}`, qualityContext(request.brand))) problems.push('the caption never mentions the trade');
  return problems;
}

/** A post the checks refuse: Step Functions retries it, and it fails with this reason if it stays refused. */
export class BulkCheckError extends Error {
  constructor(problems: readonly string[]) {
    super(`The post did not pass the content checks: ${problems.join('; ')}.`);
    this.name = 'BulkCheckError';
  }
}

/** The shortest caption the batch check leaves when it takes a repeated sentence out. */
const MIN_CAPTION = 40;

/** Two sentences are the same when their words are, whatever their case and punctuation. */
const sentenceKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

export interface BatchPost extends BulkPost {
  index: number;
}

/**
 * The run's posts with no opening sentence twice and no sentence of five words or more said
 * twice: a later post that repeats an earlier one's sentence loses it (unless it is its only
 * call to action, or the post would be left too short to say anything); one that opens as an earlier one does is led by its number in the run,
 * which no other post shares (the writers keep OPENING_ROOM free for it). `taken` holds openings of posts outside `posts`.
 */
export function distinctBatch<T extends BatchPost>(posts: readonly T[], taken: Iterable<string> = []): T[] {
  const openings = new Set(taken);
  const said = new Set<string>();
  return posts.map((post) => {
    let caption = post.caption;
    for (const s of sentencesIn(caption).slice(1)) {
      if (countWords(s) < 5) continue;
      const key = sentenceKey(s);
      if (!said.has(key)) {
        said.add(key);
        continue;
      }
      const without = caption
        .replace(s, '')
        .replace(/[ \t]{2,}/g, ' ')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
      if (hasCallToAction(without) && [...without].length >= MIN_CAPTION) caption = without;
    }
    if (openings.has(openingOf(caption))) caption = `Post ${post.index + 1}: ${caption}`;
    openings.add(openingOf(caption));
    const first = sentencesIn(caption)[0];
    if (first) said.add(sentenceKey(first));
    return caption === post.caption ? post : { ...post, caption };
  });
}
