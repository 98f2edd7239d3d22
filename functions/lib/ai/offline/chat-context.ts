// What an offline chat answer is made from: the brand kit read through Markk's knowledge of the trade, and the small helpers the answer tables share.
import type { PersonaId } from '#contracts/chat-personas';
import type { ChatRequest } from '#lib/ai/chat-prompt';
import { callToActionFor, contentBrief, hashtagsFor, random, shuffled, type GoalKind } from './brief.ts';
import { askOf, type Ask } from './chat-ask.ts';

// What the answer is made from: the brand kit, read through Markk's knowledge of the trade.

export interface Ctx {
  persona: PersonaId;
  /** What the message asks for: a count, a network, a subject (chat-ask.ts). */
  ask: Ask;
  rand: () => number;
  brandKnown: boolean;
  name: string;
  /** "café", or "business" without a brand kit. */
  trade: string;
  /** "coffee and brunch". */
  subject: string;
  /** What people type to find this business, without the place ("plumber", "independent café"). */
  searchTerm: string;
  products: string[];
  productWhy: Map<string, string>;
  offer: [string, string];
  offer2: [string, string];
  place: string | null;
  audience: string;
  goal: string;
  goalKind: GoalKind;
  ctas: string[];
  /** Social platforms, the brand's first. */
  social: string[];
  hasEmail: boolean;
  tip: [string, string];
  objection: [string, string];
  proof: string;
  seasonal: string;
  event: string;
  behind: string;
  /** What the trade's how-to achieves ("make a café-style latte at home"). */
  howToGoal: string | null;
  hashtags: string;
  voice: string;
  /** How the brand's e-mails open and close ("Hi there", "See you soon"). */
  greeting: string;
  signOff: string;
  budget: number | null;
  currency: string;
}

export const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
export const endSentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
export const noDot = (s: string) => s.trim().replace(/[.!?]+$/, '');

/** A budget the user named ("£300", "300 a month", "$1,500"), in the whole conversation, newest first. */
export function budgetIn(texts: string[]): { amount: number; currency: string } | null {
  for (const text of texts) {
    const m =
      /([£$€])\s?(\d[\d,]*(?:\.\d+)?)\s?(k\b)?/i.exec(text) ??
      /\b(\d[\d,]*)\s?(k\b)?\s?(?:pounds|dollars|euros|a month|per month|\/month|a week|per week)/i.exec(text);
    if (!m) continue;
    const symbol = m[1] && /[£$€]/.test(m[1]) ? m[1] : '£';
    const digits = (m[1] && /[£$€]/.test(m[1]) ? m[2] : m[1])!.replace(/,/g, '');
    const k = (m[1] && /[£$€]/.test(m[1]) ? m[3] : m[2]) ? 1000 : 1;
    const amount = Math.round(Number(digits) * k);
    if (amount > 0) return { amount, currency: symbol };
  }
  return null;
}

/** A goal as something to do ("more free trial sign-ups" → "get more free trial sign-ups"). */
export const asAim = (goal: string) =>
  /^(get|win|fill|grow|increase|build|drive|sell|book|reach|attract|boost|generate|bring|make|double|launch|turn|find|keep|raise|improve|be|become|have|encourage|promote|establish|create|sign|convert|retain)\b/i.test(
    goal,
  )
    ? goal
    : `get ${goal}`;

/** The industry as a search ("Plumber in Leeds" → "plumber"), else the trade's label. */
export function searchTermOf(industry: string, label: string): string {
  const head = industry
    .split(/\s+(?:in|near|around|based|for|serving)\b|[,.;:(]/i)[0]!
    .trim()
    .toLowerCase();
  const words = head.split(/\s+/).filter(Boolean);
  return words.length && words.length <= 3 ? words.join(' ') : label;
}

/** Text cut at a word to fit `max` characters (an ad headline). */
export const fit = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  return cut
    .slice(0, Math.max(cut.lastIndexOf(' '), 1))
    .replace(/[\s,;:-]+(and|or|of|the|for|to|a|an|in|with)?$/i, '')
    .trim();
};

export function contextFor(request: ChatRequest, seed: string): Ctx {
  const rand = random(seed);
  const userTexts = [
    request.message,
    ...request.history
      .filter((t) => t.role === 'user')
      .map((t) => t.content)
      .reverse(),
  ];
  const budget = budgetIn(userTexts);
  const currency = budget?.currency ?? (/\$/.test(userTexts.join(' ')) ? '$' : /€/.test(userTexts.join(' ')) ? '€' : '£');
  const named = (userTexts.join(' ').match(/\b(Instagram|TikTok|Facebook|LinkedIn)\b/i)?.[1] ?? '').toLowerCase();
  const base = { persona: request.persona, ask: askOf(request.message), rand, budget: budget?.amount ?? null, currency };
  if (!request.brand) {
    const social = ['Instagram', 'Facebook'];
    return {
      ...base,
      brandKnown: false,
      name: 'your business',
      trade: 'business',
      subject: 'what you sell',
      searchTerm: 'your service',
      products: shuffled(rand, ['best-selling product', 'most popular service', 'newest offer']),
      productWhy: new Map(),
      offer: ['A welcome offer', '10% off a first order or booking this month'],
      offer2: ['Refer a friend, both save', 'a thank-you discount for the customer and the friend they bring'],
      place: null,
      audience: 'your ideal customers',
      goal: 'win more customers',
      goalKind: 'leads',
      ctas: ['Get in touch today.', 'Send us a message and we will reply within a day.', 'Book your first visit today.'],
      social: named ? [...social.filter((p) => p.toLowerCase() === named), ...social.filter((p) => p.toLowerCase() !== named)] : social,
      hasEmail: true,
      tip: ['Answer the question customers ask most', 'Write down the question you hear most this week and answer it in one post.'],
      objection: ['Is it worth the price?', 'Show exactly what is included and what it saves them.'],
      proof: 'Your happiest recent customer, in their own words, is the strongest proof you have.',
      seasonal: 'The next season or holiday gives people a reason to act now.',
      event: 'an open day',
      behind: 'How a typical day looks behind the scenes is content only you can make.',
      howToGoal: null,
      hashtags: '#SmallBusiness #ShopLocal',
      voice: 'warm and clear',
      greeting: 'Hi there',
      signOff: 'Best wishes',
    };
  }
  const brief = contentBrief(request.brand);
  const kind = brief.kind;
  const products = shuffled(
    rand,
    kind.products.map(([p]) => p),
  );
  const offers = shuffled(rand, kind.offers);
  const social =
    named && brief.platforms.some((p) => p.toLowerCase() === named)
      ? [...brief.platforms.filter((p) => p.toLowerCase() === named), ...brief.platforms.filter((p) => p.toLowerCase() !== named)]
      : brief.platforms;
  const ctaStart = Math.floor(rand() * 8);
  return {
    ...base,
    brandKnown: true,
    name: request.brand.name,
    trade: kind.label,
    subject: kind.topic,
    searchTerm: searchTermOf(request.brand.industry, kind.label),
    products,
    productWhy: new Map(kind.products),
    offer: offers[0]!,
    offer2: offers[1] ?? offers[0]!,
    place: brief.place,
    audience: brief.audience,
    goal: asAim(brief.goal.text),
    goalKind: brief.goal.kind,
    ctas: [0, 1, 2].map((i) => callToActionFor(brief, ctaStart + i, social[0])),
    social,
    hasEmail: request.brand.platforms.some((p) => /e-?mail|newsletter/i.test(p)),
    tip: pick(rand, kind.tips),
    objection: pick(rand, kind.objections),
    proof: pick(rand, kind.proof),
    seasonal: pick(rand, kind.seasonal),
    event: pick(rand, kind.events),
    behind: pick(rand, kind.behindScenes),
    howToGoal: kind.howTo.goal,
    hashtags: hashtagsFor(brief, social[0]!, Math.floor(rand() * 3)).join(' '),
    voice: brief.voice.description,
    greeting: brief.voice.greeting,
    signOff: brief.voice.signOff,
  };
}

export const p = (c: Ctx, i = 0) => c.products[i % c.products.length]!;
export const where = (c: Ctx) => (c.place ? ` in ${c.place}` : '');
export const main = (c: Ctx) => c.social[0] ?? 'Instagram';

export const money = (c: Ctx, n: number) => `${c.currency}${Math.round(n)}`;

/** Sentences added in order while they fit `max` characters. */
export const within = (parts: string[], max: number) =>
  parts.reduce((out, part) => (out && `${out} ${part}`.length > max ? out : out ? `${out} ${part}` : part), '');

export const signature = (c: Ctx) => [`${c.signOff},`, c.brandKnown ? `The ${c.name} team` : 'Your name'];
