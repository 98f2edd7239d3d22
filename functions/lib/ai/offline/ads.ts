// The offline writer's ad copy for a campaign: a Google responsive search ad, a Meta ad and
// keyword ideas, composed from the brand kit's matched trade (its products, offers, seasonal
// and local lines, in the season the campaign starts), the place, the brand's name and the
// campaign's goal and dates. Every field is chosen among phrasings that fit its limit — a
// phrasing that does not fit is passed over, never cut — and the goal's own phrasings
// (tables/ad-phrases.ts) fit whoever the business is, so each list has its minimum.
// Deterministic for a brand, campaign and click; a new click (a regenerate) reads differently.
import { AdField, GOOGLE_DESCRIPTIONS_MAX, GOOGLE_HEADLINES_MAX, KEYWORDS_MAX, META_PRIMARY_TEXT_VISIBLE, type MetaCta } from '#contracts/ad-copy';
import type { AdDraft, AdRequest } from '#lib/ai/ad-types';
import { tradeWords } from './knowledge/index.ts';
import { contentBrief, fill, goalKind, goalProductOf, lowerFirst, random, shuffled, upperFirst, type ContentBrief, type GoalKind } from './brief.ts';
import { AD_PHRASES, EVENT_WORDS } from './tables/ad-phrases.ts';

type Field = keyof typeof AdField;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** True when `text` is a valid value of `field` exactly as it is (nothing trimmed or changed). */
const fits = (field: Field, text: string) => {
  const parsed = AdField[field].safeParse(text);
  return parsed.success && parsed.data === text;
};

/** Two phrasings say the same when their letters and digits do. */
const keyOf = (text: string) =>
  text
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A candidate: one phrasing, or alternatives of one idea (the first that fits is taken); null: none. */
export type Candidate = string | null | readonly (string | null)[];

/** The first `count` candidates that fit `field`, each saying something the others (and `taken`) do not. */
export function choose(field: Field, candidates: readonly Candidate[], count: number, taken: readonly string[] = []): string[] {
  const seen = new Set(taken.map(keyOf));
  const out: string[] = [];
  for (const candidate of candidates) {
    if (out.length === count) break;
    const alternatives = (Array.isArray(candidate) ? candidate : [candidate]) as (string | null)[];
    const text = alternatives
      .filter((alternative) => alternative !== null)
      .map(oneLine)
      .find((alternative) => keyOf(alternative) && !seen.has(keyOf(alternative)) && fits(field, alternative));
    if (text === undefined) continue;
    seen.add(keyOf(text));
    out.push(text);
  }
  return out;
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with', '&']);

/** Headline case for the writer's own words ("celebration cake" → "Celebration Cake"); names are left as written. */
const titled = (text: string) =>
  text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : upperFirst(word)))
    .join(' ');

/** A display path from words: "Celebration cake" → "celebration-cake". */
const slug = (text: string) =>
  text
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** Keyword text as Google takes it: letters, digits, spaces and & ' . - only. */
const keywordText = (text: string) => oneLine(text.replace(/[^\p{L}\p{N}\s&'.-]+/gu, ' '));

/** "2027-03-31" → "31 March". */
const dayMonth = (day: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A sentence ending in its full stop. */
const sentence = (text: string) => {
  const t = upperFirst(oneLine(text));
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** Everything the ads are composed from. */
interface Parts {
  brief: ContentBrief;
  goal: GoalKind;
  name: string;
  place: string | null;
  /** The trade as the brand names it ("plumber"), or the kind's label. */
  trade: string;
  /** The product the campaign is about, in the goal's words where it names one ("wedding cakes"). */
  product: string;
  /** What makes it good, when Markk knows the product. */
  productWhat: string | null;
  /** The trade's products, the campaign's first. */
  products: string[];
  /** How each description and the primary text close, towards the goal. */
  close: string;
  rand: () => number;
}

/** The longest trade phrase searched for as it is ("wedding cake bakery"); a longer industry is read through its kind's label. */
const TRADE_WORDS_MAX = 4;

/** The trade in the brand's own words without its place ("Plumber in Leeds" → "plumber"), else the kind's label ("trades business"). */
function tradeOf(brand: AdRequest['brand'], brief: ContentBrief): string {
  const own = oneLine(brand.industry.replace(/\s+(?:in|near|around|across|from|based)\b.*$/is, '').replace(/[.!?]+$/, ''));
  return own && own.split(' ').length <= TRADE_WORDS_MAX ? lowerFirst(own) : brief.kind.label;
}

function partsOf(request: AdRequest): Parts {
  const { campaign } = request;
  // The season the campaign starts in, not the day it was written.
  const brief = contentBrief({ ...request.brand, today: campaign.startDate });
  const general = brief.kind.id.split('+').includes('general');
  const known = general ? null : goalProductOf(campaign.goal, brief.kind);
  // The goal's own words for its product ("Sell more wedding cakes" → "wedding cakes"), else a product Markk knows.
  const said = goalProductOf(campaign.goal, { ...brief.kind, products: [] });
  const trade = tradeOf(request.brand, brief);
  const product = said ?? known ?? brief.goal.product ?? (general ? trade : brief.kind.products[0]![0]);
  const productWhat = brief.kind.products.find(([p]) => p === (known ?? product))?.[1] ?? null;
  const products = general ? [product] : [...new Set([product, ...brief.kind.products.map(([p]) => p)])];
  const goal = goalKind(campaign.goal);
  const rand = random(`${request.brand.name}|${campaign.name}|${campaign.goal}|${request.variant}|ads`);
  const close = AD_PHRASES[goal].close[Math.floor(rand() * AD_PHRASES[goal].close.length)]!;
  return { brief, goal, name: oneLine(request.brand.name), place: brief.place, trade, product, productWhat, products, close, rand };
}

/** The lines of the trade's knowledge a customer could read in an ad: seasonal, local and proof, placeholders filled. */
function tradeLines(parts: Parts): string[] {
  const { kind } = parts.brief;
  const seasonal = kind.seasonal.filter((line) => !line.startsWith('Whatever the time of year'));
  return [...seasonal, ...(parts.place ? kind.local : []), ...kind.proof].map((line) => sentence(fill(parts.brief, line)));
}

function headlines(parts: Parts, campaign: AdRequest['campaign']): string[] {
  const { name, place, trade, product, products } = parts;
  const phrases = AD_PHRASES[parts.goal];
  const lead = [place ? `${titled(product)} in ${place}` : `${titled(product)} by ${name}`, name, phrases.headlines[0]!];
  const own = [
    place ? `${place} ${titled(trade)}` : null,
    place ? `${name} ${place}` : `${titled(trade)} by ${name}`,
    ...products.map(titled),
    ...products.map((p) => `${titled(p)} by ${name}`),
    ...parts.brief.kind.offers.map(([offer]) => titled(offer)),
    EVENT_WORDS.test(campaign.name) ? titled(campaign.name) : null,
    phrases.until ? phrases.until.replace('{date}', dayMonth(campaign.endDate)) : null,
    parts.brief.audience !== 'our customers' ? `For ${titled(parts.brief.audience)}` : null,
    place ? `${titled(parts.brief.kind.topic)} in ${place}` : null,
  ];
  // The goal's own phrasings come last: they fit any business, so the minimum is always met.
  return choose('googleHeadline', [...lead, ...shuffled(parts.rand, own), ...phrases.headlines.slice(1)], GOOGLE_HEADLINES_MAX);
}

/** A sentence with the goal's close after it where both fit, else the sentence alone (`choose` drops what does not fit). */
const closed = (parts: Parts, line: string): Candidate => [`${line} ${parts.close}`, line];

function descriptions(parts: Parts): string[] {
  const { name, place, trade, product, productWhat } = parts;
  const lead = productWhat ? [closed(parts, sentence(`${product}: ${productWhat}`))] : [];
  const offers = parts.brief.kind.offers.map(([offer, details]) => sentence(`${offer}: ${details}`));
  const brand = sentence(`${name}, your ${trade}${place ? ` in ${place}` : ''}`);
  const own = shuffled(parts.rand, [...offers, ...tradeLines(parts), brand]).map((line) => closed(parts, line));
  return choose('googleDescription', [...lead, ...own, ...AD_PHRASES[parts.goal].descriptions], GOOGLE_DESCRIPTIONS_MAX);
}

function paths(parts: Parts): { path1: string; path2: string } {
  const last = parts.product.split(' ').at(-1)!;
  const [path1 = ''] = choose('googlePath', [parts.product, last, parts.trade, parts.brief.kind.topic, ...tradeWords(parts.trade)].map(slug), 1);
  const [path2 = ''] = choose('googlePath', [parts.place ? slug(parts.place) : null, AD_PHRASES[parts.goal].path], 1, [path1]);
  return { path1, path2: path1 ? path2 : '' };
}

/** Meta's button: the goal's, an order for food and drink, a quote where the goal asks for one, directions only to a known place. */
function callToAction(parts: Parts, campaign: AdRequest['campaign']): MetaCta {
  const cta = AD_PHRASES[parts.goal].cta;
  const kinds = parts.brief.kind.id.split('+');
  if (cta === 'SHOP_NOW' && kinds.some((k) => ['cafe', 'bakery', 'restaurant', 'bar'].includes(k))) return 'ORDER_NOW';
  if (cta === 'CONTACT_US' && /\bquotes?\b/i.test(campaign.goal)) return 'GET_QUOTE';
  if (cta === 'GET_DIRECTIONS' && !parts.place) return 'LEARN_MORE';
  return cta;
}

function meta(parts: Parts, campaign: AdRequest['campaign']): AdDraft['meta'] {
  const { name, place, trade, product, productWhat } = parts;
  const where = place ? ` in ${place}` : '';
  const offers = parts.brief.kind.offers.map(([offer, details]) => `${offer} at ${name}: ${details}. ${parts.close}`);
  const primary = [
    productWhat ? `${upperFirst(product)} from ${name}${where}: ${productWhat}. ${parts.close}` : null,
    ...shuffled(parts.rand, [...offers, ...tradeLines(parts).map((line) => `${line} ${parts.close}`)]),
    `${name}, your ${trade}${where}. ${parts.close}`,
    ...AD_PHRASES[parts.goal].descriptions,
  ];
  // Only what shows before "See more": the whole message in view.
  const [primaryText] = choose(
    'metaPrimaryText',
    primary.map((text) => (text && text.length <= META_PRIMARY_TEXT_VISIBLE ? text : null)),
    1,
  );
  const [headline] = choose(
    'metaHeadline',
    [place ? `${titled(product)} in ${place}` : null, `${titled(product)} at ${name}`, name, ...AD_PHRASES[parts.goal].headlines],
    1,
  );
  const [description = ''] = choose(
    'metaDescription',
    [...parts.brief.kind.offers.map(([offer]) => upperFirst(offer)), place ? `${upperFirst(trade)} in ${place}` : null, AD_PHRASES[parts.goal].metaDescription],
    1,
    [headline!],
  );
  return { primaryText: primaryText!, headline: headline!, description, callToAction: callToAction(parts, campaign) };
}

/** Keyword ideas: the campaign's product and the trade's with the place, the trade's words, the brand's name. */
function keywords(parts: Parts): string[] {
  const { place, trade, products } = parts;
  const lower = (text: string) => text.toLocaleLowerCase('en');
  const at = (text: string) => (place ? `${lower(text)} ${place}` : lower(text));
  const terms = parts.brief.kind.terms.slice(0, 3);
  const candidates = [
    ...products.map(at),
    at(trade),
    `${lower(trade)} near me`,
    at(parts.brief.kind.label),
    ...terms.map(at),
    ...products.map(lower),
    lower(trade),
    ...(place ? [at(parts.brief.kind.topic)] : []),
    parts.name,
  ];
  return choose('keyword', candidates.map(keywordText), KEYWORDS_MAX);
}

/** The ad set for a campaign, every field within its limit. */
export function writeAdsOffline(request: AdRequest): AdDraft {
  const parts = partsOf(request);
  return {
    google: { headlines: headlines(parts, request.campaign), descriptions: descriptions(parts), ...paths(parts) },
    meta: meta(parts, request.campaign),
    keywords: keywords(parts),
  };
}
