// The light voice pass the offline writer's text goes through, and the lines that carry the
// owner's voice profile into an AI prompt: plain words for the clichés the owner never uses, no
// emoji or hashtags where the owner's posts have none.
import type { VoiceProfile } from '#contracts/brand-voice';

/** Plain words for the marketing clichés (MARKETING_CLICHES) an owner may never use. */
const PLAIN: Readonly<Record<string, string>> = {
  elevate: 'lift',
  unlock: 'open up',
  'game-changer': 'big help',
  delve: 'look',
  seamless: 'smooth',
  curated: 'hand-picked',
  synergy: 'teamwork',
  leverage: 'use',
  'world-class': 'first-rate',
  'cutting-edge': 'newest',
  revolutionize: 'change',
  revolutionise: 'change',
  unparalleled: 'rare',
  'best-in-class': 'top',
  'next-level': 'better',
  empower: 'help',
  holistic: 'all-round',
  robust: 'sturdy',
  innovative: 'new',
  utilize: 'use',
  utilise: 'use',
  bespoke: 'made to order',
};

const EMOJI = /\p{Extended_Pictographic}\uFE0F?/gu;
const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalised = (word: string, like: string) => (/^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** `text` in the owner's habits: never-used clichés in plain words, emoji and hashtags dropped where the owner uses none. */
export function applyVoice(profile: VoiceProfile, text: string): string {
  let out = text;
  for (const word of profile.wordsYouNeverUse) {
    const plain = PLAIN[word];
    if (!plain) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}-])${escape(word)}(?![\\p{L}-])`, 'giu'), (found) => capitalised(plain, found));
  }
  if (profile.emojiPerPost < 0.5) out = out.replace(EMOJI, '');
  if (profile.hashtagsPerPost < 0.5) out = out.replace(HASHTAG, '');
  // What the removals left behind: doubled spaces, spaces before punctuation or a line's end, empty last lines.
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,!?])/g, '$1')
    .replace(/[ \t]+$/gm, '')
    .trimEnd();
}

/** The owner's voice profile as prompt lines for the AI writers. */
export function voicePromptLines(profile: VoiceProfile): string[] {
  const lines = [
    "Write in the owner's own voice, learned from their posts:",
    `- Sentences of about ${profile.averageSentenceWords} words (usually ${profile.sentenceWordsRange.min}–${profile.sentenceWordsRange.max}).`,
    `- Formality: ${profile.formality}.`,
    `- About ${profile.emojiPerPost} emoji and ${profile.hashtagsPerPost} hashtags per post.`,
  ];
  if (profile.wordsYouUse.length) lines.push(`- Words they use: ${profile.wordsYouUse.join(', ')}.`);
  if (profile.wordsYouNeverUse.length) lines.push(`- Words they never use (do not use them): ${profile.wordsYouNeverUse.join(', ')}.`);
  if (profile.signaturePhrases.length)
    lines.push(`- Their signature phrases, where they fit: ${profile.signaturePhrases.map((phrase) => `"${phrase}"`).join(', ')}.`);
  return lines;
}
