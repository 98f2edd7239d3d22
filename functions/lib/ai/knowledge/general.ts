// The fallback for a business Markk has no entry for: built from the brand's own words for its trade.
import type { BusinessKind } from './types.ts';

const STOP = new Set(['and', 'the', 'for', 'with', 'our', 'your', 'from', 'that', 'this', 'independent', 'local', 'small', 'family', 'business', 'company', 'services', 'service', 'shop', 'based', 'run', 'owned', 'ltd', 'limited']);

/** The words of a free-text industry that name the trade ("bespoke furniture maker" → furniture, maker). */
export const tradeWords = (industry: string) =>
  industry
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w));

/** A general kind for any trade, phrased around the brand's industry in its own words. */
export function generalKind(industry: string): BusinessKind {
  const trade = industry.trim().replace(/\s+/g, ' ').replace(/[.!?]+$/, '') || 'small business';
  const label = /^\p{Lu}\p{Ll}/u.test(trade) ? trade[0]!.toLowerCase() + trade.slice(1) : trade;
  const words = tradeWords(trade);
  const hashtag = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('') || 'SmallBusiness';
  return {
    id: 'general',
    label,
    topic: label,
    match: /$^/,
    terms: [...new Set([...words, label, 'service', 'customers', 'quality', 'order', 'book', 'quote', 'team'])],
    products: [
      [`signature ${label} service`, 'the thing people come back for, done properly every time'],
      ['first-time package', 'a simple way to try us, with everything explained upfront'],
      ['made-to-measure option', 'shaped around what you need, not a one-size-fits-all offer'],
      ['aftercare', 'a promise to stay in touch after the job, so questions never go unanswered'],
    ],
    seasonal: ['The start of a new season is a good moment to sort what you have been putting off.', 'The busy end of the year books up early, so plan ahead now.'],
    local: ['We are proud to be part of {place}, and most of our customers live nearby.', 'Word of mouth around {place} has brought us most of our customers.'],
    offers: [['A welcome offer for new customers', '10% off your first order or booking this month'], ['Refer a friend, both save', 'when a friend you recommend books with us, you both get a discount']],
    objections: [['Is it worth the price?', 'We explain the price upfront and show exactly what is included, with no hidden extras.'], ['What if something goes wrong?', 'We fix it quickly and without arguments; our reputation depends on it.']],
    proof: ['A first-time customer this spring has already sent us three friends.', 'Most of our reviews mention the same thing: we do what we say, when we say.'],
    tips: [
      [`Get the most from ${label}`, 'Tell your provider exactly what success looks like for you before any work starts.'],
      ['Compare quotes fairly', 'Check what is included in each price, not just the total at the bottom.'],
      ['Avoid the busy-season rush', 'Book four weeks before you need it, and ask for the first slot of the day.'],
    ],
    howTo: { goal: `choose the right ${label}`, steps: ['Write down what you need and your budget', 'Ask two or three providers what is included and how long it takes', 'Read recent reviews and ask for an example of similar work'] },
    behindScenes: ['Every job starts with a checklist, so nothing is left to memory.', 'Our team reviews each week’s work together every Friday afternoon.'],
    events: ['an open day', 'a free advice session'],
    hashtags: [hashtag, 'SmallBusiness', 'SupportLocal'],
  };
}
