// The pure parts of analytics' results: ranges and their previous periods, when a post is
// pulled next, the addresses a caption's short links replace, the breakdowns and best times,
// and the insights' rules (each says something only when the numbers back it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROWTH_RANGE_LIMIT, type PostResult, type Total } from '#contracts/analytics-overview';
import { NOT_PULLED, type PostMetricItem } from '#data/entities/post-metric';
import { bestTimes, groupRows, GUIDANCE_NOTE } from '#domain/analytics/breakdowns';
import { insightsFrom, type InsightInput } from '#domain/analytics/insights';
import { captionWithLinks, MAX_TRACKED_URLS, urlsIn } from '#domain/analytics/post-links';
import { nextPullAt } from '#domain/analytics/post-metrics';
import { rangeOf } from '#domain/analytics/range';
import { postPillar } from '#contracts/generation';

const NOW = new Date('2026-11-27T15:00:00.000Z');

describe('ranges', () => {
  it('ends today and compares with the same number of days just before', () => {
    expect(rangeOf({ days: '7' }, false, NOW)).toEqual({ from: '2026-11-21', to: '2026-11-27', days: 7, previousFrom: '2026-11-14', previousTo: '2026-11-20' });
    expect(rangeOf({}, false, NOW)).toMatchObject({ from: '2026-10-29', days: 30, previousTo: '2026-10-28' });
    expect(rangeOf({ from: '2026-02-27', to: '2026-03-01' }, true, NOW)).toMatchObject({ days: 3, previousFrom: '2026-02-24', previousTo: '2026-02-26' });
  });

  it('gives Growth 7 or 30 days and the upgrade message for more', () => {
    expect(() => rangeOf({ days: '90' }, false, NOW)).toThrow(GROWTH_RANGE_LIMIT);
    expect(() => rangeOf({ from: '2026-11-01', to: '2026-11-02' }, false, NOW)).toThrow(GROWTH_RANGE_LIMIT);
    expect(rangeOf({ days: '90' }, true, NOW).days).toBe(90);
  });
});

describe('when a post is pulled next', () => {
  const published = '2026-11-01T09:00:00.000Z';
  it('hourly for 48 hours, then daily, and never after 30 days', () => {
    expect(nextPullAt(published, new Date('2026-11-01T10:00:00.000Z'))).toBe('2026-11-01T11:00:00.000Z');
    expect(nextPullAt(published, new Date('2026-11-03T08:59:00.000Z'))).toBe('2026-11-03T09:59:00.000Z');
    expect(nextPullAt(published, new Date('2026-11-03T09:00:00.000Z'))).toBe('2026-11-04T09:00:00.000Z');
    expect(nextPullAt(published, new Date('2026-11-30T10:00:00.000Z'))).toBe(NOT_PULLED);
  });
});

describe('short links in a caption', () => {
  it('finds each distinct address once, without the sentence’s punctuation, and skips Markk’s own short links', () => {
    const caption =
      'Order at https://crumb.example/cakes. Menu: https://crumb.example/menu?x=1, again https://crumb.example/cakes! Ours: https://app.markk.test/l/abcd1234';
    expect(urlsIn(caption, 'https://app.markk.test')).toEqual(['https://crumb.example/cakes', 'https://crumb.example/menu?x=1']);
    const many = Array.from({ length: 8 }, (_, i) => `https://shop.example/${i}`).join(' ');
    expect(urlsIn(many)).toHaveLength(MAX_TRACKED_URLS);
  });

  it('replaces each address by its short link and leaves the rest word for word', () => {
    const links = new Map([['https://crumb.example/cakes', 'https://app.markk.test/l/abcd1234']]);
    expect(captionWithLinks('Order at https://crumb.example/cakes. Thanks!', links, 2200)).toBe('Order at https://app.markk.test/l/abcd1234. Thanks!');
  });

  it('keeps the caption as written when the short links would take it over the network’s limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 10, max: 120 }), (words, limit) => {
        const caption = `${words} https://a.example/x`;
        const out = captionWithLinks(caption, new Map([['https://a.example/x', 'https://app.markk.test/l/abcd1234']]), limit);
        expect(out === caption || [...out].length <= limit).toBe(true);
        expect(out.startsWith(words)).toBe(true);
      }),
    );
  });
});

const metric = (over: Partial<PostMetricItem>): PostMetricItem =>
  ({
    userId: 'u',
    postId: 'p',
    accountKey: 'a',
    network: 'facebook',
    publishedAt: '2026-11-21T09:30:00.000Z',
    impressions: 100,
    reactions: 5,
    comments: 1,
    linkClicks: 2,
    ...over,
  }) as PostMetricItem;

describe('breakdowns and best times', () => {
  it('sums each group and its engagement rate, best first', () => {
    const rows = groupRows(
      [metric({ format: 'image', impressions: 200, reactions: 20 }), metric({ format: 'image' }), metric({ format: 'text', reactions: 0, comments: 0 })],
      (p) => p.format!,
    );
    expect(rows).toEqual([
      { name: 'image', posts: 2, impressions: 300, engagements: 27, engagementRate: 0.09, clicks: 4 },
      { name: 'text', posts: 1, impressions: 100, engagements: 0, engagementRate: 0, clicks: 2 },
    ]);
  });

  it('gives general guidance, labelled, below 20 posts, and the owner’s own best slots from 20', () => {
    expect(bestTimes([metric({})], 'Europe/London')).toMatchObject({ source: 'guidance', note: GUIDANCE_NOTE });
    const posts = Array.from({ length: 20 }, (_, i) =>
      metric({ postId: `p${i}`, publishedAt: i < 4 ? '2026-11-21T09:30:00.000Z' : '2026-11-24T18:10:00.000Z', reactions: i < 4 ? 50 : 1 }),
    );
    const own = bestTimes(posts, 'Europe/London');
    expect(own.source).toBe('own');
    expect(own.slots[0]).toMatchObject({ weekday: 5, hour: 9, label: 'Saturday 9–10 am' });
  });
});

const total = (value: number, previous: number): Total => ({ value, previous, change: previous === 0 ? null : (value - previous) / previous });
const result = (over: Partial<PostResult> & { format?: string }): PostResult & { format: string } => ({
  postId: 'p',
  network: 'instagram',
  accountName: 'Crumb',
  caption: 'Cakes',
  publishedAt: '2026-11-21T09:30:00.000Z',
  url: null,
  impressions: 100,
  reach: 80,
  engagements: 5,
  clicks: 1,
  format: 'text',
  ...over,
});
const input = (over: Partial<InsightInput>): InsightInput => ({
  days: 30,
  totals: { clicks: total(0, 0), impressions: total(0, 0), engagementRate: total(0, 0), postsPublished: total(0, 0) },
  posts: [],
  clicksByNetwork: [],
  ...over,
});

describe('insights in words', () => {
  it('says nothing when there is nothing to go on', () => {
    expect(insightsFrom(input({}))).toEqual([]);
  });

  it('names a format that clearly wins, a slot most best posts share, and the trend, each with where to look', () => {
    const posts = [
      result({ postId: '1', format: 'image', clicks: 12, engagements: 30 }),
      result({ postId: '2', format: 'image', clicks: 9, engagements: 20 }),
      result({ postId: '3', format: 'text', clicks: 1, engagements: 4, publishedAt: '2026-11-24T18:00:00.000Z' }),
      result({ postId: '4', format: 'text', clicks: 0, engagements: 3, publishedAt: '2026-11-25T18:00:00.000Z' }),
    ];
    const insights = insightsFrom(input({ posts, totals: { ...input({}).totals, clicks: total(22, 10) } }));
    expect(insights.map((i) => i.text)).toEqual([
      'Posts with an image got 9× the clicks and engagements of text-only posts.',
      '2 of your 3 best posts went out on Saturday morning (UTC).',
      'Clicks are up 120 % on the previous 30 days (22 against 10).',
    ]);
    expect(insights.every((i) => i.href.startsWith('/analytics#'))).toBe(true);
  });

  it('says where most clicks came from only when one source brought at least half', () => {
    const fromLinkedIn = (linkedin: number, other: number) =>
      insightsFrom(
        input({
          totals: { ...input({}).totals, clicks: total(10, 0) },
          clicksByNetwork: [
            { source: 'linkedin', clicks: linkedin },
            { source: 'other', clicks: other },
          ],
        }),
      );
    expect(fromLinkedIn(7, 3)[0]?.text).toBe('LinkedIn brought 70 % of your clicks (7 of 10).');
    expect(fromLinkedIn(4, 3)).toEqual([]);
  });
});

describe('a post’s content pillar', () => {
  const strategy = {
    pillars: ['Know-how on bread', 'What we bake: cakes and sourdough', 'Life at Crumb & Co'],
    weeklyPlan: ['Monday: Tip on Instagram — Know-how on bread', 'Tuesday: Offer on Facebook — what we bake: cakes and sourdough', 'Wednesday: a day off'],
  };

  it('is the pillar the plan names for the post’s day, whatever its case, and none when the day names none', () => {
    expect([0, 1, 2, 3].map((i) => postPillar(strategy, i))).toEqual(['Know-how on bread', 'What we bake: cakes and sourdough', undefined, undefined]);
  });
});
