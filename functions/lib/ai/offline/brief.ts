// The content brief both writers work from: the brand's matched business kind, a short
// audience phrase (never the user's whole answer), where it is, what its goal asks people
// to do (with calls to action), its voice, its platforms and their limits, and the post
// format of each day. The offline writer composes from it; the OpenAI prompt quotes it.
import { blendKinds, matchKinds, type BusinessKind } from './knowledge/index.ts';
import type { BrandBrief } from '#lib/ai/types';

/** Titles (post titles, the newsletter subject, the blog title) stay shorter than this. */
export const TITLE_MAX = 70;

/** Caption limits of the social platforms Markk writes for (X is not offered). */
export const PLATFORM_LIMITS: Record<string, number> = { Instagram: 2200, Facebook: 63206, TikTok: 2200, LinkedIn: 3000 };
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
  if (/\b(trials?|sign-?ups?|registrations?|register|accounts?|downloads?|installs?|users)\b/.test(g)) return 'signups';
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

/** Calls to action per goal, eight each so every post and the newsletter get their own. */
const CTAS: Record<GoalKind, string[]> = {
  visits: [
    'Come and see us {when}, the door is open and the kettle is on.',
    'Drop in {when} and say hello to the team.',
    'Visit us {when}; there is no need to book.',
    'Stop by {when} and tell us you saw this post.',
    'Bring a friend next time you come in {when}.',
    'Find us {where} and pop over {when}.',
    'Make {name} part of your routine {when}.',
    'We would love to see you {when}, so come in and make yourself at home.',
  ],
  bookings: [
    'Book your appointment online; it takes under a minute.',
    'Grab a slot this week before the diary fills up.',
    'Book now and pick the time that suits you.',
    'Message us to book, and we reply the same day.',
    'Book your first visit today.',
    'Reserve your place now, as spaces are limited.',
    'Call or message us to find a time that works for you.',
    'Book this week and we will take care of the rest.',
  ],
  email: [
    'Join our mailing list to get the next one straight to your inbox.',
    'Sign up to our newsletter so you never miss an offer.',
    'Subscribe for a weekly e-mail with more like this.',
    'Get the next tip first by joining our list today.',
    'Add your e-mail to our list; subscribers hear about everything first.',
    'Sign up today and the next offer lands in your inbox.',
    'Join the list for first dibs on new dates and offers.',
    'Subscribe today; it takes a few seconds and you can leave at any time.',
  ],
  sales: [
    'Shop now via {link}.',
    'Order yours today from {link}.',
    'Browse the full range at {link}.',
    'Tap through to {link} and order before it sells out.',
    'Add it to your basket at {link}.',
    'Get yours at {link} while stock lasts.',
    'Treat yourself or someone else: it is waiting at {link}.',
    'Order online today at {link}.',
  ],
  signups: [
    'Start your free trial from {link}.',
    'Sign up today and try it for yourself.',
    'Create your account today; it takes a minute.',
    'Register now and see how it works for you.',
    'Give it a go and sign up this week.',
    'Try it today and see the difference for yourself.',
    'Sign up now and get started before Friday.',
    'Join today, it only takes a minute.',
  ],
  members: [
    'Join {name} today and start this week.',
    'Start your membership now and book your first session.',
    'Sign up for a membership and bring a friend along.',
    'Become a member today and feel the difference by next month.',
    'Join us this month by sending us a message.',
    'Take the first step and sign up online today.',
    'Ask us about membership next time you are in.',
    'Get started today, and the team will show you around.',
  ],
  leads: [
    'Get in touch for a free, no-obligation quote.',
    'Send us a message and we will reply within a day.',
    'Call us today to talk it through.',
    'Request your free consultation today.',
    'Message us with your question; we are happy to help.',
    'Ask for a quote today and know the price before we start.',
    'Contact us now to find a time that suits you.',
    'Drop us a line and tell us what you need.',
  ],
  awareness: [
    'Follow {name} for more like this.',
    'Share this with someone who would love it.',
    'Save this post for later and follow for more.',
    'Tag a friend who needs to see this.',
    'Follow us so you never miss the next one.',
    'Share this post and help a small business grow.',
    'Comment below and tell us what you think.',
    'Forward this to a friend who would enjoy it.',
  ],
};

/** What to measure for each goal, in the strategy. */
const MEASURES: Record<GoalKind, string> = {
  visits: 'count visits in the hours you want to fill and how many people mention a post or redeem an offer',
  bookings: 'count bookings each week and where each one heard about you',
  email: 'count new subscribers each week and which post sent them',
  sales: 'count orders and revenue from social links each week',
  leads: 'count enquiries and quotes requested each week, and which post started them',
  signups: 'count sign-ups and trials started each week, and which post sent them',
  members: 'count new members and trial sign-ups each week',
  awareness: 'track followers, shares, saves and replies each week',
};

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
  kind: BusinessKind;
  /** The short audience phrase ("busy parents"). */
  audience: string;
  place: string | null;
  goal: { kind: GoalKind; text: string; measure: string };
  voice: Voice;
  platforms: string[];
  /** The post format of post n (1–7): seven of the eight, always with a tip and an offer. */
  formats: PostFormat[];
}

export function contentBrief(brand: BrandBrief): ContentBrief {
  const kind = blendKinds(matchKinds(`${brand.industry}`));
  const rand = random(`${brand.name}|${brand.industry}|${brand.targetAudience}|formats`);
  const order = shuffled(rand, POST_FORMATS);
  const drop = [...order].reverse().find((f) => f !== 'tip' && f !== 'offer')!;
  const g = goalKind(brand.mainGoal);
  return {
    brand,
    kind,
    audience: audiencePhrase(brand.targetAudience),
    place: placeOf(brand),
    goal: { kind: g, text: lowerFirst(trimEnd(brand.mainGoal)), measure: MEASURES[g] },
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
