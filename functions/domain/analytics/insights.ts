// Insights in words: up to three sentences written by rules over the numbers, never invented.
// Each rule says something only when the data is there to back it, and links to where the
// numbers behind it are shown on /analytics. Pure: the overview passes what it read.
import type { ClickSource, Insight, PostResult, Total } from '#contracts/analytics-overview';
import { NETWORK_PROFILES } from '#lib/networks/index';
import type { Network } from '#lib/networks/types';

export interface InsightInput {
  days: number;
  totals: { clicks: Total; impressions: Total; engagementRate: Total; postsPublished: Total };
  /** Posts published in the range with their results (all of them, not only the top five). */
  posts: readonly (PostResult & { format: string })[];
  clicksByNetwork: readonly { source: ClickSource; clicks: number }[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PART_OF_DAY = (hour: number) => (hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening');

const sourceLabel = (source: ClickSource) => (source === 'other' ? 'Links you shared yourself' : NETWORK_PROFILES[source as Network].label);
const score = (p: PostResult) => p.clicks + p.engagements;
const times = (ratio: number) => (ratio >= 3 ? `${Math.round(ratio)}×` : `${Math.round(ratio * 10) / 10}×`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Rule = (input: InsightInput) => Insight | null;

/** The change in clicks against the period before, when both periods had clicks worth comparing. */
const clicksTrend: Rule = ({ totals, days }) => {
  const { value, previous, change } = totals.clicks;
  if (change === null || previous < 5 || Math.abs(change) < 0.1) return null;
  const percent = Math.round(Math.abs(change) * 100);
  return {
    text: `Clicks are ${change > 0 ? 'up' : 'down'} ${percent} % on the previous ${days} days (${value} against ${previous}).`,
    href: '/analytics#totals',
    basis: 'See the totals',
  };
};

/** Where most clicks came from, when one source brought at least half. */
const topSource: Rule = ({ clicksByNetwork, totals }) => {
  const [first] = clicksByNetwork;
  const all = totals.clicks.value;
  if (!first || all < 5 || first.clicks / all < 0.5) return null;
  return {
    text: `${sourceLabel(first.source)} brought ${Math.round((first.clicks / all) * 100)} % of your clicks (${first.clicks} of ${all}).`,
    href: '/analytics#clicks-by-network',
    basis: 'See clicks by network',
  };
};

/** Image posts against text-only posts, when there are at least two of each and one clearly wins. */
const formatGap: Rule = ({ posts }) => {
  const image = posts.filter((p) => p.format === 'image');
  const text = posts.filter((p) => p.format !== 'image');
  if (image.length < 2 || text.length < 2) return null;
  const avg = (list: typeof posts) => list.reduce((sum, p) => sum + score(p), 0) / list.length;
  const [a, b] = [avg(image), avg(text)];
  if (Math.min(a, b) <= 0 || Math.max(a, b) / Math.min(a, b) < 1.5) return null;
  const imageWins = a > b;
  return {
    text: `${imageWins ? 'Posts with an image' : 'Text-only posts'} got ${times(Math.max(a, b) / Math.min(a, b))} the clicks and engagements of ${imageWins ? 'text-only posts' : 'posts with an image'}.`,
    href: '/analytics#top-posts',
    basis: 'See the posts',
  };
};

/** When most of the best three posts went out on the same weekday and part of the day. */
const bestSlot: Rule = ({ posts }) => {
  const best = [...posts]
    .sort((x, y) => score(y) - score(x))
    .slice(0, 3)
    .filter((p) => score(p) > 0);
  if (best.length < 3) return null;
  const slots = new Map<string, number>();
  for (const p of best) {
    const at = new Date(p.publishedAt);
    const slot = `${WEEKDAYS[at.getUTCDay()]} ${PART_OF_DAY(at.getUTCHours())}`;
    slots.set(slot, (slots.get(slot) ?? 0) + 1);
  }
  const [slot, count] = [...slots].sort((x, y) => y[1] - x[1])[0]!;
  if (count < 2) return null;
  return { text: `${count} of your 3 best posts went out on ${slot} (UTC).`, href: '/analytics#top-posts', basis: 'See the top posts' };
};

/** The single best post, always worth naming once there is one with results. */
const bestPost: Rule = ({ posts }) => {
  const best = [...posts].sort((x, y) => score(y) - score(x))[0];
  if (!best || score(best) === 0) return null;
  const label = NETWORK_PROFILES[best.network].label;
  return {
    text: `Your best post went out on ${label} on ${WEEKDAYS[new Date(best.publishedAt).getUTCDay()]}: ${plural(best.clicks, 'click')} and ${plural(best.engagements, 'engagement')}.`,
    href: '/analytics#top-posts',
    basis: 'See the top posts',
  };
};

const RULES: readonly Rule[] = [formatGap, bestSlot, clicksTrend, topSource, bestPost];

export function insightsFrom(input: InsightInput): Insight[] {
  return RULES.map((rule) => rule(input))
    .filter((insight): insight is Insight => insight !== null)
    .slice(0, 3);
}
