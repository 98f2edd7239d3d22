// The offline writer's "Rewrite with AI": a real, deterministic rewrite of the user's text
// by instruction — shorter keeps the key sentences, a tone change rewords, a call to action
// fitting the brand's goal is added — with general polish for anything else. Used when no
// OpenAI key is configured (locally, in tests, for anyone trying Markk without an AI account).
import type { BrandBrief, RewriteRequest } from '#lib/ai/types';
import { contentBrief } from './brief.ts';
import { CONTRACTIONS } from './tables/rewrite-contractions.ts';
import { FILLER } from './tables/rewrite-filler.ts';
import { FORMAL_WORDS } from './tables/rewrite-formal-words.ts';
import { PLAYFUL_WORDS } from './tables/rewrite-playful-words.ts';

export type RewriteChange = 'shorter' | 'longer' | 'playful' | 'professional' | 'cta';

/** What an instruction asks for, in the order the changes are applied. Empty: general polish. */
export function changesFor(instruction: string): RewriteChange[] {
  let text = instruction.toLowerCase();
  const changes = new Set<RewriteChange>();
  // "less formal" asks for the opposite of "formal": read negations first, then drop them.
  if (/\b(less|not so|not as) (formal|serious|stiff|corporate|professional)\b/.test(text)) changes.add('playful');
  if (/\b(less|not so|not as) (casual|silly|playful|informal|jokey)\b/.test(text)) changes.add('professional');
  text = text.replace(/\b(less|not so|not as|not) \w+/g, ' ');
  if (/\b(short|shorter|shorten|concise|brief|briefer|trim|tighten|tighter|cut|condense|summari[sz]e|punchier)\b/.test(text)) changes.add('shorter');
  else if (/\b(long|longer|lengthen|expand|more detail|detailed|elaborate)\b/.test(text)) changes.add('longer');
  if (!changes.has('professional') && /\b(playful|fun|funny|casual|light[- ]?hearted|cheeky|witty|friendl(y|ier)|relaxed|informal|upbeat)\b/.test(text))
    changes.add('playful');
  if (!changes.has('playful') && /\b(professional|formal|serious|business[- ]?like|corporate|polished)\b/.test(text)) changes.add('professional');
  if (/\b(call[- ]to[- ]action|cta|sign[- ]?ups?|bookings?|conversions?)\b/.test(text)) changes.add('cta');
  const order: RewriteChange[] = ['shorter', 'longer', 'cta', 'playful', 'professional'];
  return order.filter((c) => changes.has(c));
}

const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Splits a paragraph into sentences, keeping each sentence's own punctuation. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?…])\s+(?=["'“‘(]?[\p{Lu}\p{N}#@])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const isHeading = (line: string) => /^#{1,6}\s/.test(line);
const isListItem = (line: string) => /^\s*([-*•]|\d+[.)])\s+/.test(line);
const isHashtags = (s: string) => /^(#[\p{L}\p{N}_]+\s*)+$/u.test(s.trim());
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

// ---- where added text goes: before the hashtags of a post, before the sign-off of an e-mail ----

interface Split {
  main: string;
  tail: string;
}

/** Separates a trailing hashtag run or an e-mail sign-off ("Kind regards,\nThe … team") from the text. */
function splitTail(text: string): Split {
  const trimmed = text.replace(/\s+$/, '');
  const tags = /(\s*(?:#[\p{L}\p{N}_]+\s*)+)$/u.exec(trimmed);
  if (tags && tags.index > 0) return { main: trimmed.slice(0, tags.index), tail: trimmed.slice(tags.index) };
  const lines = trimmed.split('\n');
  for (let i = lines.length - 1; i >= Math.max(1, lines.length - 3); i--) {
    if (/^[\p{L}'’ ]{2,30},$/u.test(lines[i]!.trim())) {
      return { main: lines.slice(0, i).join('\n').replace(/\s+$/, ''), tail: `\n\n${lines.slice(i).join('\n')}` };
    }
  }
  return { main: trimmed, tail: '' };
}

/** Adds a sentence where a reader meets it last: after the body, before hashtags or a sign-off. */
function addSentence(text: string, sentence: string): string {
  const { main, tail } = splitTail(text);
  if (main.includes(sentence)) return text;
  const separator = main.includes('\n') ? '\n\n' : main ? ' ' : '';
  const tailOut = tail && !/^\s/.test(tail) ? ` ${tail}` : tail;
  return `${main}${separator}${sentence}${tailOut}`;
}

// ---- shorter ----

function withoutFiller(text: string): string {
  let out = text;
  for (const [pattern, replacement] of FILLER) out = out.replace(pattern, replacement);
  // A sentence that began with a dropped word starts with a capital again.
  return out.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase());
}

const KEY_CUES = /\b(link|message|book|visit|call|order|sign up|subscribe|follow|share|save|reply|today|free|offer|new|\d+)\b/i;

/** The sentences worth keeping of a paragraph: its first (the point), then the ones that act or name the brand. */
function keySentences(sentences: string[], keep: number, brand: BrandBrief | null): string[] {
  if (sentences.length <= keep) return sentences;
  const scored = sentences.map((sentence, index) => {
    let score = index === 0 ? 100 : 0;
    if (isHashtags(sentence)) score += 50;
    if (brand && sentence.toLowerCase().includes(brand.name.toLowerCase())) score += 10;
    if (KEY_CUES.test(sentence)) score += 5;
    score -= index * 0.01; // earlier sentences win ties
    return { sentence, index, score };
  });
  const chosen = [...scored].sort((a, b) => b.score - a.score).slice(0, keep);
  return chosen.sort((a, b) => a.index - b.index).map((c) => c.sentence);
}

function shorter(text: string, brand: BrandBrief | null): string {
  const paragraphs = text.split(/\n{2,}/);
  const multi = paragraphs.filter((p) => !isHeading(p.trim())).length > 1;
  const out: string[] = [];
  for (const paragraph of paragraphs) {
    const lines = paragraph.split('\n');
    if (lines.some((l) => isHeading(l) || isListItem(l))) {
      // Line by line: headings stay, a list keeps its first three items, prose its first sentence.
      let items = 0;
      const kept: string[] = [];
      for (const line of lines.filter((l) => l.trim())) {
        if (isHeading(line)) kept.push(line);
        else if (isListItem(line)) {
          if (items++ < 3) kept.push(line);
        } else kept.push(withoutFiller(sentencesOf(line)[0] ?? line));
      }
      out.push(kept.join('\n'));
      continue;
    }
    if (lines.length > 1 && lines.some((l) => /,$/.test(l.trim()))) {
      out.push(paragraph); // a greeting or sign-off block
      continue;
    }
    const sentences = sentencesOf(paragraph.replace(/\s*\n\s*/g, ' '));
    // Long pieces keep each paragraph's point; a single paragraph keeps about half of itself.
    const keep = multi ? 1 + (sentences.some(isHashtags) ? 1 : 0) : Math.max(1, Math.ceil(sentences.length / 2));
    out.push(withoutFiller(keySentences(sentences, keep, brand).join(' ')));
  }
  let result = out.filter((p) => p.trim()).join('\n\n');
  if (result.length >= text.trim().length && wordCount(text) > 8) {
    // One long sentence: keep its main clause.
    const clause = /^(.{20,}?)[,;:—–-]\s/u.exec(result);
    if (clause) result = `${clause[1]!.replace(/[,;:\s]+$/, '')}.`;
  }
  return result;
}

// ---- longer ----

/**
 * The brand as a rewrite may name it: its trade's subject, one of its products and the short
 * audience phrase, never the form's answers pasted back (the same rule as generation).
 */
function brandWords(brand: BrandBrief): { topic: string; audience: string; product: [string, string] | null } {
  const brief = contentBrief(brand);
  return { topic: brief.kind.topic, audience: brief.audience, product: brief.kind.products[0] ?? null };
}

function longer(text: string, brand: BrandBrief | null): string {
  if (!brand) return addSentence(text, 'Here is a little more about why it matters: small, steady steps add up to results you can see.');
  const { topic, audience, product } = brandWords(brand);
  const detail = product ? ` Try our ${product[0]}: ${product[1]}.` : '';
  return addSentence(text, `At ${brand.name}, we make ${topic} simple for ${audience}, and every detail is chosen with you in mind.${detail}`);
}

// ---- tone ----

/** Replaces a phrase everywhere, keeping a capital first letter where the original had one. */
function replacePhrase(text: string, from: string, to: string): string {
  const pattern = new RegExp(`(?<![\\p{L}'’])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]")}(?![\\p{L}'’])`, 'giu');
  return text.replace(pattern, (match) => (/^\p{Lu}/u.test(match) ? upperFirst(to) : to));
}

function playful(text: string, brand: BrandBrief | null): string {
  let out = text;
  for (const [from, to] of CONTRACTIONS) out = replacePhrase(out, from, to);
  for (const [from, to] of PLAYFUL_WORDS) out = replacePhrase(out, from, to);
  // The opening line gets some energy.
  out = out.replace(/^([^\n]*?[^.!?\n])\.(\s|$)/u, '$1!$2');
  const line = brand ? `Trust us, ${brand.name} is the happiest stop for ${brandWords(brand).audience}! ✨` : 'Trust us, this is the fun part! ✨';
  return addSentence(out, line);
}

function professional(text: string): string {
  let out = text;
  for (const [from, to] of FORMAL_WORDS) out = replacePhrase(out, from, to);
  for (const [full, short] of CONTRACTIONS) out = replacePhrase(out, short, full);
  out = replacePhrase(out, "won't", 'will not');
  out = replacePhrase(out, "can't", 'cannot');
  const expanded: Record<string, string> = { re: 'are', ll: 'will', ve: 'have', d: 'would' };
  out = out.replace(/(\p{L})n['’]t\b/gu, '$1 not').replace(/(\p{L})['’](re|ll|ve|d)\b/gu, (_all, l: string, s: string) => `${l} ${expanded[s]}`);
  // No emoji, and statements rather than exclamations.
  out = out
    .replace(/\s*\p{Extended_Pictographic}\uFE0F?/gu, '')
    .replace(/!+/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/[ \t]+$/gm, '');
  // A sentence that ended in an emoji still ends in a full stop.
  const { main, tail } = splitTail(out);
  return /[\p{L}\p{N}]$/u.test(main) ? `${main}.${tail && !/^\s/.test(tail) ? ` ${tail}` : tail}` : out;
}

// ---- call to action ----

/** A call to action fitting what the brand wants people to do (its main goal). */
export function callToAction(brand: BrandBrief | null, type: RewriteRequest['type']): string {
  if (!brand) return 'Get in touch with us today to find out more.';
  const goal = brand.mainGoal.toLowerCase();
  const name = brand.name;
  if (/\b(book|booking|bookings|appointment|reserv|consultation|table|class|session)/.test(goal)) return `Book with ${name} today — it only takes a minute.`;
  if (/\b(sign[- ]?ups?|subscri|newsletter|leads?|e-?mail list|members?|membership|register)/.test(goal))
    return `Sign up with ${name} today — it takes less than a minute.`;
  if (/\b(sales?|sell|buy|orders?|revenue|online|shop|purchases?|products?)\b/.test(goal))
    return type === 'post' ? `Order from ${name} today — just tap the link in our bio.` : `Order from ${name} today and see the difference for yourself.`;
  if (/\b(customers?|visits?|visitors?|footfall|foot traffic|come in|guests?|morning|weekday|weekend|local)\b/.test(goal))
    return `Pop in to ${name} this week — we'd love to welcome you.`;
  if (/\b(follow|followers|awareness|community|engagement|audience|reach|brand)\b/.test(goal))
    return `Follow ${name} for more, and share this with someone who'd love it.`;
  return `Get in touch with ${name} today — we're here to help.`;
}

// ---- polish (any other instruction) ----

function polish(text: string): string {
  const lines = text.split('\n').map((line) =>
    line
      .replace(/[ \t]+/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/[ \t]+$/, ''),
  );
  let out = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  out = out.replace(/\b(\p{L}+) \1\b/giu, '$1');
  out = withoutFiller(out);
  // Every prose paragraph starts with a capital and ends with a full stop.
  return out
    .split('\n')
    .map((line) => {
      const trimmed = line.trim();
      if (!trimmed || isHeading(trimmed) || isListItem(trimmed) || isHashtags(trimmed) || /[,:]$/.test(trimmed)) return line;
      const capital = upperFirst(line);
      return /[.!?…"”')\p{Extended_Pictographic}]$|#[\p{L}\p{N}_]+$/u.test(trimmed) || wordCount(trimmed) < 4 ? capital : `${capital}.`;
    })
    .join('\n');
}

/** The rewritten body for a request: every change the instruction asks for, else general polish. */
export function rewriteOffline(request: RewriteRequest): string {
  const changes = changesFor(request.instruction);
  let text = request.body.replace(/\r\n?/g, '\n').trim();
  if (changes.length === 0) return polish(text);
  for (const change of changes) {
    if (change === 'shorter') text = shorter(text, request.brand);
    if (change === 'longer') text = longer(text, request.brand);
    if (change === 'cta') text = addSentence(text, callToAction(request.brand, request.type));
    if (change === 'playful') text = playful(text, request.brand);
    if (change === 'professional') text = professional(text);
  }
  return text.trim();
}
