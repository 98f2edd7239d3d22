// Table: the words a playful rewrite uses instead.

export const PLAYFUL_WORDS: [string, string][] = [
  ['hello', 'hey there'],
  ['dear customers', 'hey friends'],
  ['purchase', 'grab'],
  ['assist', 'help'],
  ['utilise', 'use'],
  ['utilize', 'use'],
  ['however', 'but'],
  ['therefore', 'so'],
  ['additionally', 'plus'],
  ['excellent', 'awesome'],
  ['obtain', 'get'],
  ['commence', 'kick off'],
  ['kind regards', 'catch you soon'],
  ['best regards', 'catch you soon'],
];
