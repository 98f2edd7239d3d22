// The text helpers of the offline SEO outline writer and its blog draft: fitting phrasings to a
// field's limit, comparing what two phrasings say, the words a text is about, filling a
// template, and a worry said as the question people ask.
import { SeoField } from '#contracts/seo-outlines';
import { tradeWords } from './knowledge/index.ts';
import { lowerFirst, upperFirst } from './brief.ts';
import { SEO_STOP_WORDS } from './tables/seo-phrases.ts';

export type Field = keyof typeof SeoField;

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A sentence ending in its full stop. */
export const asSentence = (text: string) => {
  const t = upperFirst(oneLine(text));
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** Two phrasings say the same when their letters and digits do. */
export const sayingOf = (text: string) =>
  text
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** True when `text` is a valid value of `field` exactly as it is (nothing trimmed or changed). */
function fits(field: Field, text: string): boolean {
  const parsed = SeoField[field].safeParse(text);
  return parsed.success && parsed.data === text;
}

/**
 * Up to `count` of the candidates that fit `field`, in their order, none saying what an earlier
 * one or anything in `said` says. Missing candidates (null) are passed over.
 */
export function fitting(field: Field, candidates: readonly (string | null)[], count: number, said: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set(said);
  const out: string[] = [];
  for (const candidate of candidates) {
    if (out.length === count) break;
    if (candidate === null) continue;
    const text = oneLine(candidate);
    const saying = sayingOf(text);
    if (!saying || seen.has(saying) || !fits(field, text)) continue;
    seen.add(saying);
    out.push(text);
  }
  return out;
}

/** A word as it is compared: lower case, without a possessive or a plural's "s" ("cakes" → "cake", "pastries" → "pastry"). */
export const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/['’]s$/, '')
    .replace(/ies$/, 'y')
    .replace(/(?<=[^s]{3})s$/, '');

/** The words of a text that say what it is about, as stems. */
export const wordsOf = (text: string): Set<string> =>
  new Set(
    tradeWords(text)
      .map(stem)
      .filter((word) => word.length > 2 && !SEO_STOP_WORDS.has(word)),
  );

/** `template` with each `{key}` filled ("a {x}" becomes "an …" before a vowel); null when a key has no value. */
export function phrase(template: string, values: Readonly<Record<string, string | null>>): string | null {
  let missing = false;
  const text = template.replace(/(\b[Aa] )?\{(\w+)\}/g, (_all, article: string | undefined, key: string) => {
    const value = values[key];
    if (value === null || value === undefined) {
      missing = true;
      return '';
    }
    const a = article ? (/^[aeiou]/i.test(value) ? `${article.trim()}n ` : article) : '';
    return `${a}${value}`;
  });
  return missing ? null : oneLine(text);
}

/** A worry said as the question people ask: "Lawyers are too expensive" → "Are lawyers too expensive?". Null when it reads as neither. */
export function asQuestion(worry: string): string | null {
  const text = oneLine(worry).replace(/[.!]+$/, '');
  if (text.endsWith('?')) return text;
  const isAre = /^(.+?)\s+(is|are)\s+(.+)$/i.exec(text);
  if (/^I\s/.test(text)) return `What if ${text.replace(/^I will not\b/, 'I do not')}?`;
  if (isAre) return `${upperFirst(isAre[2]!.toLowerCase())} ${lowerFirst(isAre[1]!)} ${isAre[3]}?`;
  return null;
}
