// What a chat message asks for, read the way an owner writes it: how many ("3 post ideas",
// "five captions"), on which network ("Facebook", "IG", "Google Ads"), about what ("for
// boiler servicing in November": boiler servicing) and when (November). The offline expert
// answers that, in that number, before any general advice.

export const NETWORKS = ['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'Google', 'Pinterest', 'YouTube', 'X'] as const;
export type Network = (typeof NETWORKS)[number];

/** What can be counted in a question, as the answer names it. */
export const COUNTED = ['post ideas', 'captions', 'subject lines', 'hooks', 'hashtags', 'headlines'] as const;
export type Counted = (typeof COUNTED)[number];

export interface Ask {
  /** How many were asked for (1–10); null when no number was given. */
  count: number | null;
  /** What is counted; null when the question counts nothing. */
  counted: Counted | null;
  network: Network | null;
  /** The subject in the user's words ("boiler servicing"), or null. */
  topic: string | null;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  couple: 2,
  few: 3,
};

const NETWORK_PATTERNS: [RegExp, Network][] = [
  [/\b(instagram|insta|ig|reels?)\b/i, 'Instagram'],
  [/\b(facebook|fb|meta)\b/i, 'Facebook'],
  [/\btik ?tok\b/i, 'TikTok'],
  [/\blinked ?in\b/i, 'LinkedIn'],
  [/\b(google( ads| search| business( profile)?| maps)?|gbp|ppc)\b/i, 'Google'],
  [/\bpinterest\b/i, 'Pinterest'],
  [/\byou ?tube\b/i, 'YouTube'],
  [/\b(twitter|x\.com|on x)\b/i, 'X'],
];

const COUNTED_PATTERNS: [RegExp, Counted][] = [
  [/\bsubject lines?\b/i, 'subject lines'],
  [/\bcaptions?\b/i, 'captions'],
  [/\bhooks?\b/i, 'hooks'],
  [/\bhashtags?\b/i, 'hashtags'],
  [/\bheadlines?\b/i, 'headlines'],
  [/\b(post|content) ideas?\b|\bideas? for (a |some )?posts?\b|\bposts?\b|\bideas?\b/i, 'post ideas'],
];

const MONTHS = /\b(in|for|this|next)?\s*(january|february|march|april|may|june|july|august|september|october|november|december)\b/gi;
const NETWORK_WORDS =
  /\b(on|for|via)?\s*(instagram|insta|ig|facebook|fb|meta|tik ?tok|linked ?in|google( ads| search| business( profile)?| maps)?|gbp|pinterest|you ?tube|twitter)\b/gi;

/** The subject after "for", "about", "on" or "promoting", without the network, the month or a trailing question. */
function topicIn(message: string): string | null {
  const m = /\b(?:for|about|on|promoting|around|to promote|to sell|advertising)\s+(?:our|my|the|a|an)?\s*([^?.!,;\n]{3,80})/i.exec(message);
  if (!m) return null;
  const cleaned = m[1]!
    .replace(MONTHS, ' ')
    .replace(NETWORK_WORDS, ' ')
    .replace(/\b(this|next|the|our|my|a|an|and|posts?|ads?|ideas?|captions?|please|week|month|season)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.split(' ').length >= 1 && cleaned.length >= 3 ? cleaned.toLowerCase() : null;
}

export function askOf(message: string): Ask {
  const network = NETWORK_PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
  const counted = COUNTED_PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
  const number =
    /\b(\d{1,2}|a couple of|a few|one|two|three|four|five|six|seven|eight|nine|ten)\b(?=\s+(?:[\w-]+\s+){0,4}?(?:post|content|ideas?|captions?|subject|hooks?|hashtags?|headlines?|posts))/i.exec(
      message,
    )?.[1];
  const count = number ? Math.min(10, Math.max(1, Number(number) || NUMBER_WORDS[number.toLowerCase().replace(/^a (couple|few) of$/, '$1')] || 0)) : null;
  return { count: count || null, counted, network, topic: topicIn(message) };
}
