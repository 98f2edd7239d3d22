// Table: the words and phrasings of the offline SEO outline and its blog draft. Each list ends
// with a phrasing short enough for any business, so a field always has one that fits.

/** Words a topic shares with a draft's title that say nothing of what either is about. */
export const SEO_STOP_WORDS = new Set([
  'about',
  'after',
  'all',
  'and',
  'are',
  'before',
  'best',
  'can',
  'choose',
  'choosing',
  'does',
  'for',
  'from',
  'get',
  'guide',
  'how',
  'into',
  'its',
  'make',
  'more',
  'most',
  'need',
  'new',
  'our',
  'should',
  'some',
  'than',
  'that',
  'the',
  'this',
  'tips',
  'top',
  'was',
  'way',
  'ways',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
]);

/** How a question-like topic starts: it is asked as it is, with its question mark. */
export const QUESTION_START = /^(how|what|why|when|where|which|who|can|could|do|does|did|is|are|should|will|would)\b/i;

/**
 * Title phrasings after the topic ("{topic}: a Harrogate bakery's guide"), richest first:
 * `{trade}`, `{name}` and `{newPlace}` (the place, unless the topic names it already) are filled;
 * one with a missing part is passed over.
 */
export const TITLE_TAILS = [': a {newPlace} {trade}’s guide', ': advice from {name}', ' in {newPlace}: what to know', ': what to know', ''];

/** Titles without the topic, for a topic too long for any of the above. */
export const TITLE_FALLBACKS = ['{Product}: a {trade}’s guide', 'A {trade}’s guide to {subject}', 'Your questions about {subject}', 'A practical guide'];

/** The H2 that opens the outline, after the topic. */
export const START_HEADINGS = ['{topic}: where to start', '{topic}: the short answer', 'Where to start'];
export const OPTIONS_HEADINGS = ['{Product} and the other options, compared', 'The options, compared'];
export const TIPS_HEADINGS = ['Tips from a {trade}', 'Tips from our team'];
export const PROOF_HEADINGS = ['What {name}’s customers tell us', 'What customers tell us'];
export const LOCAL_HEADINGS = ['{topic} in {newPlace}', 'Finding a good {trade} in {place}', 'Local to {place}'];
export const HELP_HEADINGS = ['How {name} can help', 'How we can help'];

/** The meta description: what the post gives the reader, then the goal's call to action where it fits. */
export const META_LEADS = [
  '{topic}: {name}, a {trade}{where}, on {product}, tips that work and the questions customers ask most.',
  '{topic}: {name}, a {trade}{where}, shares tips and answers the questions customers ask most.',
  '{topic}: tips from {name}{where}, and answers to the questions customers ask most.',
  'Tips from {name}{where} on {subject}, and answers to the questions customers ask most.',
  'Tips from a {trade} on {subject}, and answers to the questions customers ask most.',
  'Practical tips and answers to the questions customers ask most.',
];

/** How the blog draft opens: on the topic (a subject, or a question as asked), then what it covers. */
export const DRAFT_OPENINGS = {
  subject: '{topic} is one of the things customers ask {name} about most, so here is what we tell them.',
  question: '“{question}” is one of the questions {name} hears most, so here is the answer we give.',
  guide: 'This guide goes from where to start to the questions people ask, with what we have learned as a {trade}{where}.',
  closing: 'If you would like a hand with {topic}, {name} is here to help.',
  closingAsked: 'If you would like a hand with it, {name} is here to help.',
} as const;

/** Questions anyone asks whatever the business, for when the trade's own do not fit. */
export const FALLBACK_QUESTIONS = ['How much does it cost?', 'How do I get started?', 'What do customers ask most?'];

/** Phrases for a business whose own words are all too long to be searched for. */
export const FALLBACK_PHRASES = ['local business', 'small business near me', 'independent business'];

/**
 * Sections any business's post can have, for when the trade's own lines are too long to fit
 * (a brand kit's industry of many words): an outline always has its minimum of four.
 */
export const FALLBACK_SECTIONS: { heading: string; points: string[] }[] = [
  {
    heading: 'Questions to ask before you decide',
    points: [
      'Ask what is included in the price, and what costs extra.',
      'Ask how long it takes and when it could start.',
      'Ask for an example of similar work.',
    ],
  },
  {
    heading: 'Mistakes to avoid',
    points: ['Choosing on price alone, without comparing what is included.', 'Leaving it until the busiest weeks of the year.'],
  },
  {
    heading: 'How to get the most from it',
    points: ['Say exactly what a good result looks like before anything starts.', 'Keep in touch afterwards: questions are easier to answer early.'],
  },
  {
    heading: 'What to do next',
    points: ['Write down what you need and your budget.', 'Get in touch and ask the questions above.'],
  },
];

export const FAQ_HEADING = 'Frequently asked questions';
export const RELATED_HEADING = 'Read next';
export const NEXT_HEADING = 'Next steps';
