// The fallback for a business Markk has no entry for: built from the brand's own words for its trade.
import type { BusinessKind } from './types.ts';

const STOP = new Set([
  'and',
  'the',
  'for',
  'with',
  'our',
  'your',
  'from',
  'that',
  'this',
  'independent',
  'local',
  'small',
  'family',
  'business',
  'company',
  'services',
  'service',
  'shop',
  'based',
  'run',
  'owned',
  'ltd',
  'limited',
]);

/** The words of a free-text industry that name the trade ("bespoke furniture maker" → furniture, maker). */
export const tradeWords = (industry: string) =>
  industry
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w));

/** A general kind for any trade, phrased around the brand's industry in its own words. */
export function generalKind(industry: string): BusinessKind {
  const trade =
    industry
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/[.!?]+$/, '') || 'small business';
  const label = /^\p{Lu}\p{Ll}/u.test(trade) ? trade[0]!.toLowerCase() + trade.slice(1) : trade;
  const words = tradeWords(trade);
  const hashtag = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('') || 'SmallBusiness';
  return {
    id: 'general',
    label,
    topic: label,
    match: /$^/,
    // Only the brand's own trade words count as the trade: "service" or "order" would pass any post.
    terms: [...new Set([...words, label])],
    products: [
      [`signature ${label} service`, 'the thing people come back for, done properly every time'],
      [`${label} starter package`, 'a simple way to try us, with everything explained upfront'],
      [`made-to-measure ${label}`, 'shaped around what you need, not a one-size-fits-all offer'],
      [`${label} aftercare`, 'a promise to stay in touch after the job, so questions never go unanswered'],
    ],
    seasonal: [
      `The start of a new season is a good moment to book ${label}.`,
      `The festive season books up early, so plan your ${label} now.`,
      `Plan ahead this winter and book your ${label} before the busy months.`,
      `Spring feels like a fresh start for many of our customers, and a good time to try ${label}.`,
      `Summer books up quickly for ${label}, so reserve the date you want early.`,
      `People start planning the year ahead in autumn, so now is a good moment to talk to us about ${label}.`,
    ],
    local: ['We are proud to be part of {place}, and most of our customers live nearby.', 'Word of mouth around {place} has brought us most of our customers.'],
    offers: [
      [`A welcome offer on ${label}`, '10% off your first order or booking this month'],
      ['Refer a friend, both save', `when a friend you recommend books ${label} with us, you both get a discount`],
    ],
    objections: [
      [`Is ${label} worth the price?`, 'We explain the price upfront and show exactly what is included, with no hidden extras.'],
      ['What if something goes wrong?', 'We fix it quickly and without arguments; our reputation depends on it.'],
    ],
    proof: [
      `A first-time ${label} customer from last month has already sent us three friends.`,
      `Most of our ${label} reviews mention the same thing: we do what we say, when we say.`,
    ],
    tips: [
      [`Get the most from ${label}`, 'Say exactly what success looks like for you before any work starts, and write it down.'],
      ['Compare quotes fairly', `Check what is included in each ${label} quote, not just the total at the bottom.`],
      ['Avoid the busy-season rush', `Book ${label} four weeks before you need it, and ask for the first slot of the day.`],
    ],
    howTo: {
      goal: `choose the right ${label}`,
      steps: [
        `Write down what you need from ${label} and your budget`,
        `Ask two or three ${label} providers what is included and how long it takes`,
        `Read recent ${label} reviews and ask for an example of similar work`,
      ],
    },
    behindScenes: [
      `Every ${label} job starts with a checklist, so nothing is left to memory.`,
      `Our ${label} team reviews each week’s work together every Friday afternoon.`,
    ],
    events: [`a ${label} open day`, `a free ${label} advice session`],
    hashtags: [hashtag, 'SmallBusiness', 'SupportLocal'],
  };
}
