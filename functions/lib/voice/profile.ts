// Brand voice ("Custom AI training"): the owner's voice profile derived from their own posts, and
// how far a draft drifts from it, sentence by sentence. Pure and deterministic: the same samples
// always give the same profile, the same draft the same score.
import type { Formality, VoiceDrift, VoiceProfile, VoiceScore } from '#contracts/brand-voice';

/** Fewer samples than this say too little about a voice. */
export const MIN_VOICE_SAMPLES = 3;

/** Marketing clichés Markk never writes for an owner whose samples never use them. */
export const MARKETING_CLICHES = [
  'elevate',
  'unlock',
  'game-changer',
  'delve',
  'seamless',
  'curated',
  'synergy',
  'leverage',
  'world-class',
  'cutting-edge',
  'revolutionize',
  'revolutionise',
  'unparalleled',
  'best-in-class',
  'next-level',
  'empower',
  'holistic',
  'robust',
  'innovative',
  'solutions',
  'utilize',
  'utilise',
  'bespoke',
  'journey',
] as const;

const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just let me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves get got one just really can't don't it's we're we've i'm you're that's there's isn't aren't won't i've i'll we'll you'll let's`.split(
    ' ',
  ),
);

/** Words that make a sentence formal: a casual voice rarely uses them. */
const FORMAL_CONNECTIVES = [
  'therefore',
  'however',
  'furthermore',
  'moreover',
  'accordingly',
  'consequently',
  'thus',
  'hereby',
  'herein',
  'pursuant',
  'whereas',
  'notwithstanding',
  'nevertheless',
  'regarding',
  'shall',
  'additionally',
];

/** Spelled-out forms a casual voice contracts. */
const UNCONTRACTED = [
  'do not',
  'does not',
  'did not',
  'is not',
  'are not',
  'cannot',
  'will not',
  'we are',
  'you are',
  'it is',
  'i am',
  'we will',
  'you will',
  'that is',
  'we have',
  'let us',
];

const PERSONAL = new Set(['i', 'me', 'my', 'we', 'us', 'our', 'you', 'your']);

const EMOJI = /\p{Extended_Pictographic}/gu;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const CONTRACTION = /\b[\p{L}]+['’](?:s|t|re|ve|ll|d|m)\b/giu;

const round1 = (value: number) => Math.round(value * 10) / 10;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a text, lower case, hashtags and emoji left out. */
function wordsOf(text: string): string[] {
  return (text.replace(HASHTAG, ' ').match(WORD) ?? []).map((word) => word.toLowerCase().replace(/’/g, "'"));
}

/** The sentences of a text: split after . ! ? and at line breaks; a line of only emoji or hashtags counts (its habits can drift). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0 || count(sentence, EMOJI) + count(sentence, HASHTAG) > 0);
}

/** Whether `phrase` (one word or a hyphenated/multi-word cliché) is in `text`, inflections included (elevate, elevated, elevating). */
function uses(text: string, phrase: string): boolean {
  const stem = phrase.replace(/e$/, '');
  return new RegExp(`(?<![\\p{L}-])${escape(stem).replace(/-/g, '[- ]')}\\p{L}{0,4}(?![\\p{L}-])`, 'iu').test(text);
}

function formalConnectives(text: string): string[] {
  const words = new Set(wordsOf(text));
  return FORMAL_CONNECTIVES.filter((word) => words.has(word));
}

function uncontracted(text: string): string[] {
  const lower = ` ${wordsOf(text).join(' ')} `;
  return UNCONTRACTED.filter((form) => lower.includes(` ${form} `));
}

/** A text's lean: contractions, exclamation marks and speaking to "you" and "we" against formal connectives. */
function formalityOf(texts: string[]): Formality {
  const all = texts.join('\n');
  const sentences = Math.max(1, texts.flatMap(sentencesOf).length);
  const words = wordsOf(all);
  const casual = (count(all, CONTRACTION) + count(all, /!/g) + count(all, EMOJI)) / sentences;
  const personal = words.filter((word) => PERSONAL.has(word)).length / Math.max(1, words.length);
  const formal = texts.flatMap(sentencesOf).reduce((sum, sentence) => sum + formalConnectives(sentence).length, 0) / sentences;
  const lean = casual + personal * 2 - formal * 3;
  if (lean >= 0.6) return 'casual';
  if (lean <= 0.2) return 'formal';
  return 'neutral';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round((sorted.length - 1) * p)))] ?? 0;
}

/** The owner's distinctive words: found in most samples, stop words and numbers left out, top 15. */
function wordsYouUse(samples: string[]): string[] {
  const inSamples = new Map<string, number>();
  const total = new Map<string, number>();
  for (const sample of samples) {
    const words = wordsOf(sample).filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d/.test(word));
    for (const word of words) total.set(word, (total.get(word) ?? 0) + 1);
    for (const word of new Set(words)) inSamples.set(word, (inSamples.get(word) ?? 0) + 1);
  }
  return [...total.keys()]
    .filter((word) => (inSamples.get(word) ?? 0) >= 2 || (total.get(word) ?? 0) >= 3)
    .sort((a, b) => inSamples.get(b)! - inSamples.get(a)! || total.get(b)! - total.get(a)! || a.localeCompare(b))
    .slice(0, 15);
}

/** Two- to four-word phrases the owner repeats in two or more samples (a sign-off, a catchphrase), longest kept. */
function signaturePhrases(samples: string[]): string[] {
  const seen = new Map<string, { samples: Set<number>; words: number }>();
  samples.forEach((sample, index) => {
    for (const sentence of sentencesOf(sample)) {
      const words = wordsOf(sentence);
      for (let size = 2; size <= 4; size += 1) {
        for (let start = 0; start + size <= words.length; start += 1) {
          const gram = words.slice(start, start + size);
          if (gram.every((word) => STOP_WORDS.has(word))) continue;
          const key = gram.join(' ');
          const entry = seen.get(key) ?? { samples: new Set<number>(), words: size };
          entry.samples.add(index);
          seen.set(key, entry);
        }
      }
    }
  });
  const repeated = [...seen.entries()]
    .filter(([, entry]) => entry.samples.size >= 2)
    .sort(([a, x], [b, y]) => y.samples.size - x.samples.size || y.words - x.words || a.localeCompare(b));
  const kept: string[] = [];
  for (const [phrase, entry] of repeated) {
    // A shorter phrase inside a kept longer one, found in no more samples, says nothing new.
    if (kept.some((longer) => ` ${longer} `.includes(` ${phrase} `) && seen.get(longer)!.samples.size >= entry.samples.size)) continue;
    kept.push(phrase);
    if (kept.length === 5) break;
  }
  return kept;
}

/** The owner's voice profile from their samples (at least MIN_VOICE_SAMPLES posts, or one website text cut into paragraphs by the caller). */
export function deriveProfile(samples: string[], ownNeverWords: readonly string[] = []): VoiceProfile {
  const texts = samples.map((sample) => sample.trim()).filter(Boolean);
  if (texts.length < MIN_VOICE_SAMPLES) throw new Error(`A voice profile needs at least ${MIN_VOICE_SAMPLES} samples.`);
  const lengths = texts
    .flatMap(sentencesOf)
    .map((sentence) => wordsOf(sentence).length)
    .filter((words) => words > 0)
    .sort((a, b) => a - b);
  const all = texts.join('\n');
  const never = [...MARKETING_CLICHES, ...ownNeverWords.map((word) => word.toLowerCase())];
  return {
    averageSentenceWords: round1(lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length)),
    sentenceWordsRange: { min: percentile(lengths, 0.1), max: percentile(lengths, 0.9) },
    formality: formalityOf(texts),
    emojiPerPost: round1(count(all, EMOJI) / texts.length),
    hashtagsPerPost: round1(count(all, HASHTAG) / texts.length),
    wordsYouUse: wordsYouUse(texts),
    wordsYouNeverUse: [...new Set(never)].filter((word) => !uses(all, word)),
    signaturePhrases: signaturePhrases(texts),
  };
}

/** Why one sentence of a draft drifts from the profile; empty when it sounds like the owner. */
function sentenceReasons(profile: VoiceProfile, sentence: string): string[] {
  const reasons: string[] = [];
  const words = wordsOf(sentence).length;
  const { min, max } = profile.sentenceWordsRange;
  const usual = `you write ${min}–${max}`;
  if (words > Math.max(max + 4, Math.ceil(max * 1.4))) reasons.push(`Longer than your usual sentences (${words} words; ${usual})`);
  else if (min >= 6 && words > 0 && words < Math.floor(min / 2)) reasons.push(`Shorter than your usual sentences (${words} words; ${usual})`);
  for (const word of profile.wordsYouNeverUse) if (uses(sentence, word)) reasons.push(`Uses “${word}”, a word you never use`);
  if (profile.formality === 'casual') {
    const formal = formalConnectives(sentence);
    if (formal.length) reasons.push(`More formal than you write (“${formal[0]}”)`);
    const spelled = uncontracted(sentence);
    if (spelled.length) reasons.push(`More formal than you write (“${spelled[0]}” where you would shorten it)`);
  }
  if (profile.formality === 'formal') {
    const contraction = sentence.match(CONTRACTION)?.[0];
    if (contraction) reasons.push(`More casual than you write (“${contraction}”)`);
    if (sentence.includes('!')) reasons.push('More casual than you write (an exclamation mark)');
  }
  if (profile.emojiPerPost < 0.5 && count(sentence, EMOJI) > 0) reasons.push('Uses emoji; your posts rarely do');
  if (profile.hashtagsPerPost < 0.5 && count(sentence, HASHTAG) > 0) reasons.push('Uses hashtags; your posts rarely do');
  return reasons;
}

/** Whole-draft habits: emoji and hashtags far from the owner's usual. */
function habitNotes(profile: VoiceProfile, text: string): string[] {
  const notes: string[] = [];
  const emoji = count(text, EMOJI);
  const hashtags = count(text, HASHTAG);
  if (profile.emojiPerPost >= 1 && emoji === 0) notes.push(`No emoji; your posts average ${profile.emojiPerPost}`);
  else if (profile.emojiPerPost >= 0.5 && emoji > profile.emojiPerPost * 3 + 2) notes.push(`${emoji} emoji; your posts average ${profile.emojiPerPost}`);
  if (profile.hashtagsPerPost >= 2 && hashtags === 0) notes.push(`No hashtags; your posts average ${profile.hashtagsPerPost}`);
  else if (profile.hashtagsPerPost >= 0.5 && hashtags > profile.hashtagsPerPost * 2 + 2)
    notes.push(`${hashtags} hashtags; your posts average ${profile.hashtagsPerPost}`);
  return notes;
}

/**
 * How closely a draft matches the owner's voice, 0–100, with each drifting sentence and why.
 * The share of drifting sentences costs up to 70 points, each never-used word 5 more (at most
 * 20), and each emoji or hashtag habit far off 8.
 */
export function scoreDraft(profile: VoiceProfile, text: string): VoiceScore {
  const sentences = sentencesOf(text);
  const drift: VoiceDrift[] = sentences
    .map((sentence) => ({ sentence, reasons: sentenceReasons(profile, sentence) }))
    .filter((entry) => entry.reasons.length > 0);
  const notes = habitNotes(profile, text);
  const neverWords = drift.flatMap((entry) => entry.reasons).filter((reason) => reason.endsWith('a word you never use')).length;
  const penalty = (drift.length / Math.max(1, sentences.length)) * 70 + Math.min(20, neverWords * 5) + notes.length * 8;
  return { score: Math.max(0, Math.min(100, Math.round(100 - penalty))), drift, notes };
}
