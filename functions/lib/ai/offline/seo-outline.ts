// The offline writer's SEO outline for a topic, composed from the brand kit's matched trade (its
// products, tips, how-to, proof, offers and local lines, the ones that share the topic's words
// first), the place, the brand's name and the goal (the campaign's, when the outline is for one).
// The customers' worries become the questions people ask. Every field is chosen among phrasings
// that fit its limit — one that does not fit is passed over, never cut — and each list ends with
// a phrasing that fits any business. Internal links go only to the owner's drafts it is given,
// those whose titles share the topic's words. Deterministic for a brand, topic and click.
import {
  SEO_PHRASES_MAX,
  SEO_PHRASES_MIN,
  SEO_POINTS_MAX,
  SEO_POINTS_MIN,
  SEO_QUESTIONS_MAX,
  SEO_QUESTIONS_MIN,
  SEO_SECTIONS_MIN,
  SEO_SUBSECTION_POINTS_MAX,
  SEO_SUBSECTIONS_MAX,
  type SeoOutlineDraft,
  type SeoSection,
} from '#contracts/seo-outlines';
import type { SeoOutlineRequest } from '#lib/ai/seo-types';
import { tradeWords } from './knowledge/index.ts';
import { contentBrief, fill, goalKind, goalProductOf, lowerFirst, random, shuffled, upperFirst, type ContentBrief } from './brief.ts';
import type { BrandBrief } from '#lib/ai/types';
import { CTAS } from './tables/calls-to-action.ts';
import { asQuestion, asSentence, fitting, oneLine, phrase, sayingOf, wordsOf } from './seo-text.ts';
import { internalLinks, shortTopic } from './seo-links.ts';
import {
  FALLBACK_PHRASES,
  FALLBACK_QUESTIONS,
  FALLBACK_SECTIONS,
  HELP_HEADINGS,
  LOCAL_HEADINGS,
  META_LEADS,
  OPTIONS_HEADINGS,
  PROOF_HEADINGS,
  QUESTION_START,
  SEO_STOP_WORDS,
  START_HEADINGS,
  TIPS_HEADINGS,
  TITLE_FALLBACKS,
  TITLE_TAILS,
} from './tables/seo-phrases.ts';

/** Everything the outline is composed from. */
export interface Parts {
  brief: ContentBrief;
  name: string;
  place: string | null;
  trade: string;
  /** The topic as typed (one line), and without a closing question mark for headings. */
  topic: string;
  bare: string;
  /** The topic read as a question ("How do I …?"), or null when it is a subject ("Spring lawn care"). */
  question: string | null;
  /** True when the owner typed the topic as a question (it ends with "?"): then it is the title too, as typed. */
  asked: boolean;
  /** The topic's words, as stems. */
  focus: Set<string>;
  /** True when the first product shares the topic's words. */
  onTopic: boolean;
  /** The trade's products, those sharing the topic's words (or named by the goal) first. */
  products: [string, string][];
  tips: [string, string][];
  objections: [string, string][];
  offers: [string, string][];
  seasonal: string[];
  /** The goal's call to action, for a blog. */
  cta: string;
  rand: () => number;
}

/** `items` with those sharing most of the topic's words first; equals in a shuffled order. */
function byFocus<T>(rand: () => number, focus: ReadonlySet<string>, items: readonly T[], textOf: (item: T) => string): T[] {
  const scored = shuffled(rand, items).map((item) => ({ item, score: [...wordsOf(textOf(item))].filter((word) => focus.has(word)).length }));
  return scored.sort((a, b) => b.score - a.score).map(({ item }) => item);
}

/** Longest industry read as the trade's name when Markk has no entry for the trade. */
const OWN_TRADE_MAX = 40;
/** The most words of the brand's own name for its trade ("wedding cake bakery") used as it is. */
const OWN_TRADE_WORDS = 4;

/** An industry's clauses, apart from its place and its customers ("Plumber in Leeds" → "Plumber", "Leeds"). */
const clausesOf = (industry: string) =>
  industry
    .split(/[,.;:()!?]|\s+(?:in|near|around|across|for|since|from|based)\s+/i)
    .map(oneLine)
    .filter(Boolean);

/** The trade as the brand names it, when that is short ("plumber", "wedding cake bakery"); else the matched kind's label. */
function tradeOf(industry: string, brief: ContentBrief): string {
  const [own] = clausesOf(industry);
  return own && own.split(' ').length <= OWN_TRADE_WORDS ? lowerFirst(own) : brief.kind.label;
}

/**
 * The content brief. A trade Markk has no entry for is named in the brand's own words, so a long
 * industry ("Family-run since 1987, we restore antique clocks and barometers …") is read through
 * the clause that says most about the trade, its last words ("antique clocks and barometers"),
 * the place still read from the whole of it.
 */
function briefOf(brand: BrandBrief): ContentBrief {
  const brief = contentBrief(brand);
  if (!brief.kind.id.split('+').includes('general') || brand.industry.length <= OWN_TRADE_MAX) return brief;
  const clauses = clausesOf(brand.industry);
  const richest = clauses.reduce((best, clause) => (tradeWords(clause).length > tradeWords(best).length ? clause : best), clauses[0] ?? '');
  const own = richest
    .split(' ')
    .slice(-OWN_TRADE_WORDS)
    .join(' ')
    .replace(/^(?:and|or|we|our|us|the|a|an)\s+/i, '');
  return own ? { ...contentBrief({ ...brand, industry: own }), place: brief.place } : brief;
}

/**
 * What the outline is composed from. The order of the trade's lines follows the topic and the
 * brand, not the click, so "Write it" finds each question's answer again; the phrasings chosen
 * follow the click (`variant`).
 */
export function partsOf(request: Pick<SeoOutlineRequest, 'brand' | 'topic' | 'campaign'>, variant: string): Parts {
  const brief = briefOf(request.brand);
  const { kind } = brief;
  const topic = oneLine(request.topic);
  const bare = topic.replace(/[?]+$/, '').trim();
  const focus = wordsOf(topic);
  const order = random(`${request.brand.name}|${topic}|seo-order`);
  const rand = random(`${request.brand.name}|${topic}|${request.campaign?.goal ?? ''}|${variant}|seo`);
  // Products sharing the topic's words first; else the one the campaign's goal names.
  const named = request.campaign ? goalProductOf(request.campaign.goal, kind) : brief.goal.product;
  const relevant = byFocus(order, focus, kind.products, ([p, what]) => `${p} ${what}`);
  const sharesTopic = relevant[0] !== undefined && [...wordsOf(relevant[0][0])].some((word) => focus.has(word));
  const first = sharesTopic ? undefined : relevant.find(([p]) => p === named);
  const goal = goalKind(request.campaign?.goal ?? request.brand.mainGoal);
  return {
    brief,
    name: oneLine(request.brand.name),
    place: brief.place,
    // The industry read (a long one Markk has no entry for is shortened).
    trade: tradeOf(brief.brand.industry, brief),
    topic,
    bare,
    // "How to …" and "What to …" are asked as a person would ask them.
    question: QUESTION_START.test(topic)
      ? `${upperFirst(
          bare
            .replace(/^how to\b/i, 'How do I')
            .replace(/^what to\b/i, 'What should I')
            .replace(/\byour\b/gi, 'my'),
        )}?`
      : null,
    asked: topic.endsWith('?'),
    focus,
    onTopic: sharesTopic,
    products: first ? [first, ...relevant.filter((p) => p !== first)] : relevant,
    tips: byFocus(order, focus, kind.tips, ([t, tip]) => `${t} ${tip}`),
    objections: byFocus(order, focus, kind.objections, ([q, a]) => `${q} ${a}`),
    offers: byFocus(order, focus, kind.offers, ([o, details]) => `${o} ${details}`),
    seasonal: byFocus(order, focus, kind.seasonal, (line) => line),
    cta: fill(brief, shuffled(rand, CTAS[goal])[0]!, 'Blog'),
    rand,
  };
}

/** The values the phrasings are filled with. */
export function valuesOf(parts: Parts, topic: string): Record<string, string | null> {
  const [product] = parts.products[0]!;
  const mentionsPlace = parts.place !== null && parts.topic.toLowerCase().includes(parts.place.toLowerCase());
  return {
    topic: upperFirst(topic),
    name: parts.name,
    trade: parts.trade,
    place: parts.place,
    // A topic that names the place already is not told it again.
    newPlace: mentionsPlace ? null : parts.place,
    where: parts.place ? ` in ${parts.place}` : '',
    product,
    Product: upperFirst(product),
    subject: parts.brief.kind.topic,
  };
}

function title(parts: Parts): string {
  const short = shortTopic(parts.bare);
  const tails = (topic: string) => TITLE_TAILS.map((tail) => phrase(`{topic}${tail}`, valuesOf(parts, topic)));
  const [richest, ...rest] = [tails(parts.bare), ...(short ? [tails(short)] : [])];
  const candidates = [
    // A topic typed as a question is the title as typed.
    parts.asked ? `${upperFirst(parts.bare)}?` : null,
    // A new click may lead with another of the phrasings that name the business.
    ...shuffled(parts.rand, richest!.slice(0, 2)),
    ...richest!.slice(2),
    ...rest.flat(),
    ...TITLE_FALLBACKS.map((fallback) => phrase(fallback, valuesOf(parts, parts.bare))),
  ];
  return fitting('title', candidates, 1)[0]!;
}

function metaDescription(parts: Parts): string {
  const values = valuesOf(parts, parts.bare);
  // The product is named only when the topic is about it.
  const leads = META_LEADS.map((lead) => phrase(lead, parts.onTopic ? values : { ...values, product: null }));
  // The lead with the call to action where both fit, else the lead alone.
  const candidates = leads.flatMap((lead) => (lead ? [`${lead} ${parts.cta}`, lead] : []));
  return fitting('metaDescription', candidates, 1)[0]!;
}

/** Builds the sections, never saying one thing twice. */
class Sections {
  private readonly said = new Set<string>();
  readonly list: SeoSection[] = [];

  constructor(private readonly values: Record<string, string | null>) {}

  /** Adds a section when a heading and at least two points fit. */
  add(headings: readonly string[], points: readonly (string | null)[], subsections: SeoSection['subsections'] = []): void {
    const [heading] = fitting(
      'heading',
      headings.map((h) => phrase(h, this.values)),
      1,
      this.said,
    );
    const chosen = fitting('point', points, SEO_POINTS_MAX, this.said);
    if (!heading || chosen.length < SEO_POINTS_MIN) return;
    for (const text of [heading, ...chosen, ...subsections.flatMap((s) => [s.heading, ...s.points])]) this.said.add(sayingOf(text));
    this.list.push({ heading, points: chosen, subsections });
  }

  /** H3s that fit, each with its points. */
  subsections(candidates: readonly { heading: string; points: readonly string[] }[]): SeoSection['subsections'] {
    const out: SeoSection['subsections'] = [];
    for (const candidate of candidates) {
      if (out.length === SEO_SUBSECTIONS_MAX) break;
      const [heading] = fitting('heading', [candidate.heading], 1, this.said);
      const points = fitting('point', candidate.points, SEO_SUBSECTION_POINTS_MAX, this.said);
      if (heading && points.length) out.push({ heading, points });
    }
    return out;
  }
}

function sections(parts: Parts): SeoSection[] {
  const { brief, name, place, products, tips, offers } = parts;
  const { kind } = brief;
  const values = valuesOf(parts, parts.bare);
  const built = new Sections(values);
  const [[lead, leadWhat], ...others] = products as [[string, string], ...[string, string][]];
  const offerLine = ([offer, details]: [string, string]) => asSentence(`${offer}: ${details}`);
  built.add(START_HEADINGS, [
    asSentence(`${lead}: ${leadWhat}`),
    ...parts.seasonal.slice(0, 1).map((line) => asSentence(fill(brief, line))),
    brief.audience !== 'our customers' ? asSentence(`Who it is for: ${brief.audience}${place ? ` in and around ${place}` : ''}`) : null,
  ]);
  const compared = others.slice(0, 3);
  built.add(
    OPTIONS_HEADINGS,
    [
      asSentence(`At ${name}, people choose between the ${[lead, ...compared.map(([p]) => p)].join(', the ').replace(/, the ([^,]*)$/, ' and the $1')}`),
      offerLine(offers[0]!),
      'Compare what each one includes and how long it lasts, not only the price.',
    ],
    built.subsections(compared.map(([p, what]) => ({ heading: upperFirst(p), points: [asSentence(what)] }))),
  );
  built.add(
    TIPS_HEADINGS,
    tips.map(([headline, tip]) => asSentence(`${headline}: ${lowerFirst(tip)}`)),
  );
  built.add(
    [`How to ${kind.howTo.goal}`, 'How to do it yourself'],
    kind.howTo.steps.map((step) => asSentence(step)),
  );
  built.add(PROOF_HEADINGS, [...kind.proof.map((line) => asSentence(fill(brief, line))), asSentence(fill(brief, kind.behindScenes[0]!))]);
  if (place)
    built.add(LOCAL_HEADINGS, [
      ...kind.local.map((line) => asSentence(fill(brief, line))),
      kind.events[0] ? asSentence(`Look out for ${kind.events[0]}`) : null,
    ]);
  built.add(HELP_HEADINGS, [...offers.slice(1).map(offerLine), asSentence(parts.cta)]);
  for (const fallback of FALLBACK_SECTIONS) if (built.list.length < SEO_SECTIONS_MIN) built.add([fallback.heading], fallback.points);
  return built.list;
}

/** A question people ask, with the answer the blog draft gives it. */
export interface Asked {
  question: string;
  answer: string;
}

/** The questions people ask about the topic, most relevant first, each with its answer from the trade's knowledge. */
export function askedOf(parts: Parts): Asked[] {
  const { brief, name, place, trade, products, tips, offers } = parts;
  const { kind } = brief;
  const [[product, what]] = products as [[string, string]];
  const [tipHeadline, tip] = tips[0]!;
  const [offer, details] = offers[0]!;
  const steps = kind.howTo.steps.map(lowerFirst);
  const asked: (Asked | null)[] = [
    parts.question ? { question: parts.question, answer: `Start with the ${product}: ${what}. ${asSentence(`${tipHeadline}: ${lowerFirst(tip)}`)}` } : null,
    ...parts.objections.map(([worry, answer]) => {
      const question = asQuestion(worry);
      return question ? { question, answer: asSentence(answer) } : null;
    }),
    {
      question: `How much is the ${product} at ${name}?`,
      answer: `It depends on what you choose, and ${name} tells you the price before you decide. ${asSentence(`${offer}: ${details}`)}`,
    },
    {
      question: `How do I ${kind.howTo.goal.replace(/\byour\b/g, 'my')}?`,
      answer: asSentence(`First, ${steps[0]}; then ${steps[1]}; and finally ${steps[2]}`),
    },
    place
      ? { question: `Where can I find a good ${trade} in ${place}?`, answer: `${name} is a ${trade} in ${place}. ${asSentence(fill(brief, kind.local[0]!))}` }
      : null,
    parts.question
      ? null
      : { question: `What should I know about ${lowerFirst(parts.bare)}?`, answer: `Start with the ${product}: ${what}. ${asSentence(tip)}` },
    ...FALLBACK_QUESTIONS.map((question) => ({ question, answer: `${asSentence(`${offer}: ${details}`)} ${asSentence(parts.cta)}` })),
  ];
  // The trade's own questions first; the ones any business is asked only to make up the minimum.
  const own = fitting(
    'question',
    asked.slice(0, -FALLBACK_QUESTIONS.length).map((a) => a?.question ?? null),
    SEO_QUESTIONS_MAX,
  );
  const fitted = new Set([...own, ...fitting('question', FALLBACK_QUESTIONS, Math.max(0, SEO_QUESTIONS_MIN - own.length), new Set(own.map(sayingOf)))]);
  return asked.filter((a): a is Asked => a !== null && fitted.has(a.question)).filter((a, i, all) => all.findIndex((b) => b.question === a.question) === i);
}

/** Keyword text: letters, digits, spaces and & ' - only. */
const keywordText = (text: string) => oneLine(text.replace(/[^\p{L}\p{N}\s&'’-]+/gu, ' '));

/** A target phrase is what someone types into a search box: at most this many words. */
export const PHRASE_WORDS_MAX = 6;

function targetPhrases(parts: Parts): string[] {
  const { place, trade, brief } = parts;
  const lower = (text: string) => text.toLocaleLowerCase('en');
  const at = (text: string) => (place ? `${lower(text)} ${place}` : lower(text));
  const [product] = parts.products[0]!;
  const searchable = (texts: readonly string[]) => texts.map(keywordText).map((c) => (c.split(' ').length <= PHRASE_WORDS_MAX ? c : null));
  const own = fitting(
    'phrase',
    searchable([
      lower(parts.bare),
      at(product),
      at(trade),
      `best ${lower(product)}${place ? ` in ${place}` : ''}`,
      `${lower(trade)} near me`,
      ...parts.products.slice(1, 3).map(([p]) => at(p)),
      ...brief.kind.terms.slice(0, 2).map(at),
      lower(product),
      lower(brief.kind.topic),
      ...tradeWords(parts.bare).filter((word) => !SEO_STOP_WORDS.has(word)),
    ]),
    SEO_PHRASES_MAX,
  );
  // Phrases any business is searched by, only to make up the minimum.
  return [...own, ...fitting('phrase', FALLBACK_PHRASES, Math.max(0, SEO_PHRASES_MIN - own.length), new Set(own.map(sayingOf)))];
}

/** The SEO outline for a topic, every field within its limit. */
export function writeSeoOutlineOffline(request: SeoOutlineRequest): SeoOutlineDraft {
  const parts = partsOf(request, request.variant);
  return {
    title: title(parts),
    metaDescription: metaDescription(parts),
    sections: sections(parts),
    questions: askedOf(parts).map((a) => a.question),
    internalLinks: internalLinks(request.drafts, parts.focus),
    targetPhrases: targetPhrases(parts),
  };
}
