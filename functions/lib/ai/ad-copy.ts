// Ad copy for a campaign: from OpenAI when OPENAI_API_KEY is set (JSON mode), else from the
// built-in offline writer. The model's answer is fitted to the limits the way the quality checks
// treat a package: a headline, description or keyword over its limit (or said twice) is dropped,
// an optional field over its limit is left empty, and an answer that is then short of Google's
// minimums, or whose Meta text or headline breaks its limit, is asked for again once with the
// problems named. Whoever wrote it, the set is checked against the contract before it is stored.
import * as z from 'zod';
import type OpenAI from 'openai';
import { config } from '#lib/config';
import {
  AdField,
  AdSet,
  GOOGLE_DESCRIPTIONS_MAX,
  GOOGLE_DESCRIPTIONS_MIN,
  GOOGLE_DESCRIPTION_MAX,
  GOOGLE_HEADLINES_MAX,
  GOOGLE_HEADLINES_MIN,
  GOOGLE_HEADLINE_MAX,
  GOOGLE_PATH_MAX,
  KEYWORDS_MAX,
  KEYWORD_MAX,
  KEYWORD_WORDS_MAX,
  META_CTA_VALUES,
  META_DESCRIPTION_MAX,
  META_HEADLINE_MAX,
  META_PRIMARY_TEXT_MAX,
  META_PRIMARY_TEXT_VISIBLE,
  adSetProblem,
  type MetaCta,
} from '#contracts/ad-copy';
import type { AdDraft, AdRequest } from './ad-types.ts';
import type { VoiceProfile } from '#contracts/brand-voice';
import { voicedWithin } from '../voice/writer.ts';
import { askForJson, issuesOf, keptClient, type JsonReading } from './client.ts';
import { choose, writeAdsOffline } from './offline/ads.ts';
import { describe } from './openai.ts';
import { AiAnswerError } from './types.ts';

export type { AdDraft, AdRequest } from './ad-types.ts';

/** The words that tell this prompt from the others (the tests' fake model reads them too). */
export const ADS_INSTRUCTION = 'Write the ad copy for this campaign';

const SYSTEM =
  'You are Markk, a senior paid-search and social advertising copywriter for small businesses. Answer with a single JSON object only, matching the requested shape exactly.';

/** Wider than the contract on purpose: what breaks a limit is dropped where the set can spare it. */
const AdsAnswer = z.object({
  google: z.object({
    headlines: z.array(z.string()),
    descriptions: z.array(z.string()),
    path1: z.string().optional(),
    path2: z.string().optional(),
  }),
  meta: z.object({ primaryText: z.string(), headline: z.string(), description: z.string().optional(), callToAction: z.string() }),
  keywords: z.array(z.string()).optional(),
});
type AdsAnswer = z.infer<typeof AdsAnswer>;

export function adsPrompt(request: AdRequest): string {
  const { brand, campaign } = request;
  return [
    // The season the campaign starts in, not the day it was written.
    describe({ ...brand, today: campaign.startDate }),
    '',
    `Campaign: ${campaign.name}`,
    `What the owner wants from it (their own note: let it choose the products and the call to action, never quote it in an ad): ${campaign.goal}`,
    `Runs: ${campaign.startDate} to ${campaign.endDate}`,
    '',
    `${ADS_INSTRUCTION}, as JSON: {"google": {"headlines": [${GOOGLE_HEADLINES_MIN}-${GOOGLE_HEADLINES_MAX} strings, each at most ${GOOGLE_HEADLINE_MAX} characters, all different, no exclamation marks], ` +
      `"descriptions": [${GOOGLE_DESCRIPTIONS_MIN}-${GOOGLE_DESCRIPTIONS_MAX} strings, each at most ${GOOGLE_DESCRIPTION_MAX} characters, all different], ` +
      `"path1": string (the display path after the domain: at most ${GOOGLE_PATH_MAX} characters, words joined by hyphens, no slash), "path2": string (the same, or "")}, ` +
      `"meta": {"primaryText": string (at most ${META_PRIMARY_TEXT_VISIBLE} characters, so none of it hides behind "See more", ending with one call to action), "headline": string (at most ${META_HEADLINE_MAX} characters), ` +
      `"description": string (at most ${META_DESCRIPTION_MAX} characters, or ""), "callToAction": one of ${META_CTA_VALUES.map((v) => `"${v}"`).join(', ')}}, ` +
      `"keywords": [up to ${KEYWORDS_MAX} search keywords a customer would type, each at most ${KEYWORD_MAX} characters and ${KEYWORD_WORDS_MAX} words: the trade, its products, each with the place where there is one]}.`,
    'Count the characters of every field: one over its limit is thrown away. Use concrete products, offers and the place from the lists above.',
  ].join('\n');
}

const isCta = (value: string): value is MetaCta => (META_CTA_VALUES as readonly string[]).includes(value);

/** The first problem `field` finds with `text`, as the model is told it. */
const problemOf = (field: keyof typeof AdField, text: string) => {
  const parsed = AdField[field].safeParse(text);
  return parsed.success ? null : issuesOf(parsed.error);
};

/** The answer within the limits, or what keeps it from being usable. */
export function fitAnswer(answer: AdsAnswer): JsonReading<AdDraft> {
  const headlines = choose('googleHeadline', answer.google.headlines, GOOGLE_HEADLINES_MAX);
  const descriptions = choose('googleDescription', answer.google.descriptions, GOOGLE_DESCRIPTIONS_MAX);
  const [path1 = ''] = choose('googlePath', [answer.google.path1 ?? ''], 1);
  const [path2 = ''] = path1 ? choose('googlePath', [answer.google.path2 ?? ''], 1, [path1]) : [];
  const [description = ''] = choose('metaDescription', [answer.meta.description ?? ''], 1);
  const problems = [
    headlines.length < GOOGLE_HEADLINES_MIN
      ? `only ${headlines.length} different Google headlines of at most ${GOOGLE_HEADLINE_MAX} characters; ${GOOGLE_HEADLINES_MIN} to ${GOOGLE_HEADLINES_MAX} are needed`
      : null,
    descriptions.length < GOOGLE_DESCRIPTIONS_MIN
      ? `only ${descriptions.length} different Google descriptions of at most ${GOOGLE_DESCRIPTION_MAX} characters; ${GOOGLE_DESCRIPTIONS_MIN} to ${GOOGLE_DESCRIPTIONS_MAX} are needed`
      : null,
    problemOf('metaPrimaryText', answer.meta.primaryText),
    problemOf('metaHeadline', answer.meta.headline),
    isCta(answer.meta.callToAction) ? null : `meta.callToAction must be one of ${META_CTA_VALUES.join(', ')}`,
  ].filter((problem) => problem !== null);
  if (problems.length) return { problem: problems.join('; ') };
  return {
    value: {
      google: { headlines, descriptions, path1, path2 },
      meta: {
        primaryText: answer.meta.primaryText.trim(),
        headline: answer.meta.headline.trim(),
        description,
        callToAction: answer.meta.callToAction as MetaCta,
      },
      keywords: choose('keyword', answer.keywords ?? [], KEYWORDS_MAX),
    },
  };
}

/** The model's ad set, fitted to the limits; an AiAnswerError when it stays unusable after one retry. */
export async function adsFromModel(client: OpenAI, model: string, request: AdRequest): Promise<AdDraft> {
  return askForJson<AdDraft>(
    client,
    model,
    { system: SYSTEM, user: adsPrompt(request) },
    (json) => {
      const parsed = AdsAnswer.safeParse(json);
      return parsed.success ? fitAnswer(parsed.data) : { problem: issuesOf(parsed.error) };
    },
    (problem) => new AiAnswerError(`The AI gave unusable ad copy twice (${problem}).`),
  );
}

/**
 * The ad set for a campaign: OpenAI when configured, else the offline writer; checked against
 * the contract either way. The request waits for it (the API function has 15 s), so the model
 * gets 12 s a call and one retry of a failed call.
 */
export async function writeAds(request: AdRequest): Promise<AdDraft> {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = config();
  const draft = OPENAI_API_KEY
    ? await adsFromModel(await keptClient({ apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, maxRetries: 1, timeout: 12_000 }), OPENAI_MODEL, request)
    : writeAdsOffline(request);
  const valid = AdSet.omit({ finalUrl: true }).safeParse(draft);
  const problem = valid.success ? adSetProblem(valid.data) : issuesOf(valid.error);
  if (!valid.success || problem) throw new AiAnswerError(`The AI gave ad copy that could not be used (${problem}).`);
  return inVoice(request.brand.voice, valid.data);
}

/**
 * The ads in the owner's voice, each field within its own limit; a set the pass would spoil
 * (two headlines made the same) stays as written.
 */
function inVoice(voice: VoiceProfile | null | undefined, ads: AdDraft): AdDraft {
  if (!voice) return ads;
  const within = (limit: number) => (text: string) => voicedWithin(voice, text, limit);
  const voiced: AdDraft = {
    ...ads,
    google: {
      ...ads.google,
      headlines: ads.google.headlines.map(within(GOOGLE_HEADLINE_MAX)),
      descriptions: ads.google.descriptions.map(within(GOOGLE_DESCRIPTION_MAX)),
    },
    meta: {
      ...ads.meta,
      primaryText: within(META_PRIMARY_TEXT_MAX)(ads.meta.primaryText),
      headline: within(META_HEADLINE_MAX)(ads.meta.headline),
      description: ads.meta.description && within(META_DESCRIPTION_MAX)(ads.meta.description),
    },
  };
  return adSetProblem(voiced) ? ads : voiced;
}
