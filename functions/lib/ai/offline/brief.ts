// The content brief both writers work from: the brand's matched business kind, a short
// audience phrase (never the user's whole answer), where it is, what its goal asks people
// to do (with calls to action), its voice, its platforms and their limits, and the post
// format of each day. The offline writer composes from it; the OpenAI prompt quotes it.
import { blendKinds, matchKinds, type BusinessKind } from './knowledge/index.ts';
import type { BrandBrief } from '#lib/ai/types';
import { hemisphereOf, inSeason, monthOf, type SeasonNow } from '#lib/ai/seasons';
import { CTAS } from './tables/calls-to-action.ts';
import { MEASURES } from './tables/goal-measures.ts';
import { PLATFORM_LIMITS } from '../platform-limits.ts';

/** Titles (post titles, the newsletter subject, the blog title) stay shorter than this. */
export const TITLE_MAX = 70;

/** Caption limits of the social platforms Markk writes for (X is not offered). */
export { PLATFORM_LIMITS };
/** How many hashtags fit each platform's habits. */
const HASHTAGS_PER_PLATFORM: Record<string, number> = { Instagram: 5, TikTok: 4, Facebook: 2, LinkedIn: 3 };

export const POST_FORMATS = ['tip', 'behind', 'spotlight', 'offer', 'story', 'question', 'howto', 'event'] as const;
export type PostFormat = (typeof POST_FORMATS)[number];
export const FORMAT_NAMES: Record<PostFormat, string> = {
  tip: 'a tip (give the tip itself, not a promise of one)',
  behind: 'behind the scenes',
  spotlight: 'a product or service spotlight',
  offer: 'an offer',
  story: 'a customer story',
  question: 'a question for followers',
  howto: 'a short how-to with its steps',
  event: 'an event invitation',
};

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type GoalKind = 'email' | 'signups' | 'members' | 'bookings' | 'sales' | 'leads' | 'visits' | 'awareness';

/** A small seeded PRNG (mulberry32) so the same brand always gets the same content. */
export function random(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(rand: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export const lowerFirst = (s: string) => (/^\p{Lu}(\p{Ll}|\s)/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);
export const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const trimEnd = (s: string) => s.trim().replace(/[.!?]+$/, '');

/** A hashtag from any words: "Corner Café" → "#CornerCafé". */
export const hashtag = (text: string) =>
  `#${text
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => upperFirst(w))
    .join('')}`;

/**
 * The audience as a short phrase: "local office workers, students and young families in
 * Didsbury, Manchester who want good coffee" → "local office workers and young families".
 * Cut at what describes them (who…, in <Place>, looking for…), keep the first and last group.
 */
export function audiencePhrase(answer: string): string {
  const text = answer.trim().replace(/\s+/g, ' ');
  const head =
    text.split(
      /\s+(?:who|that|which|aged|between|within|across|near|around|at|for|including|with)\b|\s+in\s+(?:the\s+)?\p{Lu}|\s+in\s+(?:and\s+)?around\b|(?<=\S)\s+(?=\p{Ll}+ing\b)|[.;:()—–]|\s-\s/u,
    )[0] ?? text;
  const generic = /^(people|anyone|everyone|others|customers|clients|the public|all ages)$/i;
  const groups = head
    .split(/\s*,\s*|\s+(?:and|or|&|plus)\s+/)
    .map((g) => g.trim().split(' ').slice(-4).join(' '))
    .filter((g) => g && !generic.test(g));
  const short = (g: string | undefined) => g !== undefined && g.split(' ').length <= 3;
  const second = short(groups.at(-1)) && groups.length > 1 ? groups.at(-1) : short(groups[1]) ? groups[1] : undefined;
  const phrase = groups[0] ? (second ? `${groups[0]} and ${second}` : groups[0]) : 'our customers';
  return lowerFirst(phrase);
}

/** The place a brand names in its industry, audience or goal ("… in Didsbury, Manchester" → Didsbury). */
export function placeOf(brand: BrandBrief): string | null {
  const NOT_PLACES =
    /^(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|English|Instagram|Facebook|TikTok|LinkedIn|Email|Google|Spanish|French|Our|My|The)$/;
  for (const text of [brand.industry, brand.targetAudience, brand.mainGoal]) {
    const re = /\b(?:in|near|around|across|from)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+(?:upon\s+|on\s+|le\s+)?\p{Lu}[\p{L}'’-]+)*)/gu;
    for (const m of text.matchAll(re)) if (!NOT_PLACES.test(m[1]!.replace(/^the\s+/, '').split(' ')[0]!)) return m[1]!;
  }
  return null;
}

export function goalKind(goal: string): GoalKind {
  const g = goal.toLowerCase();
  if (/\b(e-?mail|newsletter|mailing list|subscribers?|subscriptions? to our)/.test(g)) return 'email';
  // "Accounts" are sign-ups for an app, but an accountant's year-end or annual accounts, and anything won as clients, are work.
  const booksOrClients = /\b(year-?end|annual|management|statutory|company|companies)\s+accounts\b|\bclients?\b/.test(g);
  if (/\b(trials?|sign-?ups?|registrations?|register|downloads?|installs?|users)\b/.test(g) || (/\baccounts?\b/.test(g) && !booksOrClients)) return 'signups';
  if (/\b(members?|memberships?|students|enrol\w*)\b/.test(g)) return 'members';
  if (/\b(book|booking|bookings|booked|appointments?|reserv\w*|consultations?|class(es)?|sessions?|tables?|diary|calendar)\b/.test(g)) return 'bookings';
  if (/\b(sales?|sell|selling|buy|orders?|revenue|online|shop|purchases?|products?|e-?commerce|basket|etsy)\b/.test(g)) return 'sales';
  if (/\b(leads?|enquir\w*|inquir\w*|quotes?|clients?|projects?|calls?|contracts?|referrals?)\b/.test(g)) return 'leads';
  if (/\b(customers?|visits?|visitors?|footfall|foot traffic|walk-?ins?|come in|guests?|morning|weekday|weekend|regulars|covers|diners)\b/.test(g))
    return 'visits';
  if (/\b(follow|followers|awareness|community|engagement|audience|reach|brand|known|visibility|likes)\b/.test(g)) return 'awareness';
  return 'leads';
}

/** When the goal wants people to come ("weekday morning customers" → "on a weekday morning"). */
function whenOf(goal: string): string {
  const g = goal.toLowerCase();
  if (/weekday morning/.test(g)) return 'on a weekday morning';
  if (/morning/.test(g)) return 'one morning this week';
  if (/lunch/.test(g)) return 'at lunchtime';
  if (/weekend/.test(g)) return 'this weekend';
  if (/evening|night/.test(g)) return 'one evening this week';
  return 'this week';
}

export type ToneName = 'friendly' | 'professional' | 'bold' | 'playful';
export interface Voice {
  tone: ToneName;
  /** How the strategy describes the voice (a free-text tone in its own words). */
  description: string;
  greeting: string;
  signOff: string;
}

/** How each tone sounds; a free-text tone is read as the nearest of the four, described in its own words. */
export function voiceOf(toneOfVoice: string): Voice {
  const tone = toneOfVoice.trim().toLowerCase();
  const name: ToneName = /\b(playful|fun|cheeky|witty|quirky|humou?r|silly|light-hearted)/.test(tone)
    ? 'playful'
    : /\b(bold|confident|energetic|direct|punchy|loud|fearless)/.test(tone)
      ? 'bold'
      : /\b(professional|expert|formal|trusted|authoritative|luxur|elegant|serious|calm|corporate|premium)/.test(tone)
        ? 'professional'
        : 'friendly';
  const base: Record<ToneName, Omit<Voice, 'tone'>> = {
    friendly: { description: 'warm and welcoming', greeting: 'Hi there', signOff: 'See you soon' },
    professional: { description: 'clear and confident', greeting: 'Hello', signOff: 'Kind regards' },
    bold: { description: 'direct and energetic', greeting: 'Hey', signOff: "Let's go" },
    playful: { description: 'light-hearted and fun', greeting: 'Hey hey', signOff: 'Catch you later' },
  };
  const known = ['friendly', 'professional', 'bold', 'playful'].includes(tone);
  return { tone: name, ...base[name], description: known ? base[name].description : `${trimEnd(toneOfVoice)} (${base[name].description})` };
}

/** The social platforms posts rotate through; Email and Blog are not social. */
export const socialPlatforms = (brand: BrandBrief) => {
  const social = brand.platforms.filter((p) => p in PLATFORM_LIMITS);
  return social.length ? social : ['Instagram'];
};

export interface ContentBrief {
  brand: BrandBrief;
  /** What Markk knows of the trade, kept to what fits the season (seasonalKind). */
  kind: BusinessKind;
  /** The month of the brand's request and its hemisphere. */
  season: SeasonNow;
  /** The short audience phrase ("busy parents"). */
  audience: string;
  place: string | null;
  /** The goal and, where it names one, the product it sells ("Sell more celebration cakes" → "celebration cake"). */
  goal: { kind: GoalKind; text: string; measure: string; product: string | null };
  voice: Voice;
  platforms: string[];
  /** The post format of post n (1–7): seven of the eight, always with a tip and an offer. */
  formats: PostFormat[];
}

/** Said when nothing Markk knows of the trade is tied to this time of year. */
const anySeason = (kind: BusinessKind) => `Whatever the time of year, this is a good week to get ahead with ${kind.topic}.`;

/**
 * The trade's knowledge without what speaks of another time of year: no tulips in November, no
 * Christmas orders in May. A list left empty keeps its entries (the quality suite shows which).
 */
export function seasonalKind(kind: BusinessKind, season: SeasonNow): BusinessKind {
  const keep = <T extends string | readonly string[]>(list: T[]): T[] => {
    const fitting = inSeason(list, season);
    return fitting.length ? fitting : list;
  };
  const seasonal = inSeason(kind.seasonal, season);
  return {
    ...kind,
    terms: keep(kind.terms),
    products: keep(kind.products),
    seasonal: seasonal.length ? seasonal : [anySeason(kind)],
    local: keep(kind.local),
    offers: keep(kind.offers),
    objections: keep(kind.objections),
    proof: keep(kind.proof),
    tips: keep(kind.tips),
    behindScenes: keep(kind.behindScenes),
    events: keep(kind.events),
  };
}

/** Goals that count people or actions, not a product ("more weekday morning customers"). */
const NOT_A_PRODUCT =
  /\b(customers?|clients?|patients?|people|followers?|sign-?ups?|enquir(y|ies)|leads?|bookings?|appointments?|sales|orders?|subscribers?|members?|visitors?|traffic|calls?|list|awareness|online)\b/i;

/** The product a goal names: one of the trade's own, else the words after "sell (more)", "fill our" or "more". */
export function goalProductOf(goal: string, kind: BusinessKind): string | null {
  const g = goal.toLowerCase();
  const stem = (s: string) => s.toLowerCase().replace(/(es|s)$/, '');
  const names = (text: string) => new RegExp(`\\b${stem(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(g);
  // The whole name first ("celebration cake"), then its last word ("valuations" → "free valuation").
  const known = kind.products.map(([p]) => p).find(names) ?? kind.products.map(([p]) => p).find((p) => names(p.split(' ').at(-1)!));
  if (known) return known;
  const said = /\b(?:sell|fill|promote)\s+(?:more\s+|our\s+)?(.+)$/i.exec(trimEnd(goal)) ?? /\bmore\s+(.+)$/i.exec(trimEnd(goal));
  const phrase = said?.[1]?.replace(/\s+(online|in store|this (week|month|year)|for next \w+|(on|at|in) \w+( \w+)?)$/i, '').trim();
  if (!phrase || NOT_A_PRODUCT.test(phrase) || phrase.split(' ').length > 4) return null;
  return lowerFirst(phrase);
}

export function contentBrief(brand: BrandBrief): ContentBrief {
  const season: SeasonNow = { month: monthOf(brand.today ?? new Date().toISOString()), hemisphere: hemisphereOf(brand) };
  const kind = seasonalKind(blendKinds(matchKinds(`${brand.industry}`)), season);
  const rand = random(`${brand.name}|${brand.industry}|${brand.targetAudience}|formats`);
  const order = shuffled(rand, POST_FORMATS);
  const drop = [...order].reverse().find((f) => f !== 'tip' && f !== 'offer')!;
  const g = goalKind(brand.mainGoal);
  return {
    brand,
    kind,
    season,
    audience: audiencePhrase(brand.targetAudience),
    place: placeOf(brand),
    goal: { kind: g, text: lowerFirst(trimEnd(brand.mainGoal)), measure: MEASURES[g], product: goalProductOf(brand.mainGoal, kind) },
    voice: voiceOf(brand.toneOfVoice),
    platforms: socialPlatforms(brand),
    formats: order.filter((f) => f !== drop),
  };
}

export const platformOf = (brief: ContentBrief, number: number) => brief.platforms[(number - 1) % brief.platforms.length]!;

/** Fills `{place}`, `{name}`, `{when}`, `{where}`, `{link}` in a knowledge or CTA sentence. */
export function fill(brief: ContentBrief, text: string, platform = brief.platforms[0]!): string {
  const link = platform === 'Instagram' || platform === 'TikTok' ? 'the link in our bio' : 'our website';
  return text
    .replaceAll('{place}', brief.place ?? 'our neighbourhood')
    .replaceAll('{name}', brief.brand.name)
    .replaceAll('{when}', whenOf(brief.brand.mainGoal))
    .replaceAll('{where}', brief.place ? `in ${brief.place}` : 'nearby')
    .replaceAll('{link}', link);
}

/** The goal's call to action number `index` (0–7), filled for the brand and platform. */
export const callToActionFor = (brief: ContentBrief, index: number, platform?: string) => fill(brief, CTAS[brief.goal.kind][index % 8]!, platform);

/** Fitting hashtags: the brand first, then the trade and the place, as many as the platform likes. */
export function hashtagsFor(brief: ContentBrief, platform: string, number: number): string[] {
  const count = HASHTAGS_PER_PLATFORM[platform] ?? 4;
  const trade = brief.kind.hashtags.map((h) => `#${h}`);
  const rotated = [...trade.slice(number % trade.length), ...trade.slice(0, number % trade.length)];
  const tags = [
    hashtag(brief.brand.name),
    ...(brief.place ? [hashtag(brief.place)] : []),
    ...rotated,
    platform === 'LinkedIn' ? '#SmallBusiness' : '#ShopLocal',
  ];
  return [...new Set(tags)].slice(0, count);
}

/** A title under the limit: the first candidate that fits, else the first cut at a word. */
export function fitTitle(candidates: string[]): string {
  const clean = candidates.map((c) => c.replace(/\s+/g, ' ').trim());
  const fits = clean.find((c) => c.length < TITLE_MAX);
  if (fits) return fits;
  const words = clean[0]!.split(' ');
  let out = '';
  for (const w of words) {
    if (`${out} ${w}`.trim().length > TITLE_MAX - 2) break;
    out = `${out} ${w}`.trim();
  }
  // Never end a cut title on a joining word ("… Fine Things And").
  return (out || clean[0]!.slice(0, TITLE_MAX - 2))
    .replace(/(\s+(and|or|of|the|for|to|a|an|in|with|on|at|&))+$/i, '')
    .replace(/[,:;—–-]+$/, '')
    .trim();
}
