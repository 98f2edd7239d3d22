// Bulk generation without the stack: the offline writer's posts for 100- and 500-post runs of
// several brands (each within its network's limit, with a call to action and the trade's words,
// no opening sentence twice and no longer sentence repeated once the batch check has run; the
// writer alone already opens nearly every post its own way), a CSV row's subject in its post,
// the token bucket's slots, and the estimate of the time left.
import { describe, expect, it } from 'vitest';
import { PLAN_FORMATS } from '#contracts/content-plan';
import type { Network } from '#contracts/connected-accounts';
import type { BulkItemRecord } from '#data/entities/bulk-item';
import type { BulkRunRecord } from '#data/entities/bulk-run';
import { secondsLeft } from '#domain/bulk/runs';
import { startOf } from '#domain/bulk/bucket';
import { bulkPostOffline, checkBulkPost, distinctBatch, type BulkPostRequest } from '#lib/ai/bulk';
import { openingOf } from '#lib/ai/content-plan';
import { hasCallToAction, sentencesIn } from '#lib/ai/quality';
import { countWords } from '#lib/ai/types';
import { NETWORK_PROFILES } from '#lib/networks/index';

const brands = [
  {
    name: 'Corner Café',
    industry: 'Coffee shop in Didsbury',
    targetAudience: 'Busy parents',
    mainGoal: 'More weekday customers',
    platforms: ['Facebook'],
    toneOfVoice: 'Friendly',
  },
  {
    name: 'Bloom & Stem',
    industry: 'Florist',
    targetAudience: 'People planning weddings',
    mainGoal: 'Book more wedding consultations',
    platforms: ['Instagram'],
    toneOfVoice: 'Professional',
  },
  { name: 'Iron Temple', industry: 'Gym', targetAudience: 'Office workers', mainGoal: 'Sign up new members', platforms: ['TikTok'], toneOfVoice: 'Bold' },
];
const networks: Network[] = ['facebook', 'instagram', 'linkedin', 'x'];

const requestsFor = (brand: (typeof brands)[number], count: number): BulkPostRequest[] =>
  Array.from({ length: count }, (_, index) => ({
    brand,
    campaign: null,
    network: networks[index % networks.length]!,
    format: PLAN_FORMATS[Math.floor(index / networks.length) % PLAN_FORMATS.length]!,
    pillar: ['Know-how', 'Products', 'Community'][index % 3]!,
    index,
    subject: null,
    variant: 0,
    today: '2027-03-10',
  }));

const sentenceKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('the offline writer’s bulk runs', () => {
  for (const count of [100, 500]) {
    for (const brand of brands) {
      it(`writes ${count} varied posts for ${brand.name}: each passes the checks, no opening twice, no longer sentence repeated`, () => {
        const requests = requestsFor(brand, count);
        const written = requests.map((request) => ({ index: request.index, ...bulkPostOffline(request) }));
        // The writer alone opens nearly every post its own way; the batch check settles the rest.
        expect(new Set(written.map((p) => openingOf(p.caption))).size).toBeGreaterThanOrEqual(count * 0.95);
        const batch = distinctBatch(written);
        batch.forEach((post, i) => {
          expect(checkBulkPost(post, requests[i]!), `post ${i}`).toEqual([]);
          expect([...post.caption].length).toBeLessThanOrEqual(NETWORK_PROFILES[requests[i]!.network].captionLimit);
        });
        expect(new Set(batch.map((p) => openingOf(p.caption))).size).toBe(count);
        // A sentence of five words or more appears once in the batch, unless taking it out would
        // leave its post without a call to action or too short to say anything.
        const said = new Set<string>();
        for (const post of batch)
          for (const s of sentencesIn(post.caption).filter((x) => countWords(x) >= 5)) {
            if (said.has(sentenceKey(s))) {
              const without = post.caption.replace(s, '').trim();
              expect(!hasCallToAction(without) || [...without].length < 40, `post ${post.index} repeats "${s}"`).toBe(true);
            }
            said.add(sentenceKey(s));
          }
      });
    }
  }

  it('writes a CSV row’s subject and offer into its post, and the same request writes the same post', () => {
    const request = { ...requestsFor(brands[0]!, 1)[0]!, subject: { product: 'Oat milk flat white', offer: 'Two for one before 9am' } };
    const post = bulkPostOffline(request);
    expect(openingOf(post.caption)).toContain('oat milk flat white');
    expect(post.caption).toContain('Two for one before 9am');
    expect(post.title).toBe('Oat milk flat white');
    expect(bulkPostOffline(request)).toEqual(post);
    expect(bulkPostOffline({ ...request, variant: 1 }).caption).not.toBe(post.caption);
  });

  it('leads a post whose opening another has taken with its number, and leaves a post’s only call to action', () => {
    const twins = distinctBatch([
      { index: 0, title: 'A', caption: 'Fresh coffee every morning here. Book a table today.' },
      { index: 1, title: 'B', caption: 'Fresh coffee every morning here. Book a table today.' },
    ]);
    expect(twins[1]!.caption).toBe('Post 2: Fresh coffee every morning here. Book a table today.');
    expect(openingOf(twins[0]!.caption)).not.toBe(openingOf(twins[1]!.caption));
  });
});

describe('the token bucket', () => {
  it('lets a full bucket’s calls go at once, then one per interval', () => {
    const bucket = { rate: 10, burst: 3 };
    const now = 1_000_000;
    // The slots' ends as consecutive reservations leave them: now + 100, + 200, …
    const starts = [1, 2, 3, 4, 5].map((k) => startOf(now + k * 100, bucket) - now);
    expect(starts.map((s) => Math.max(0, s))).toEqual([0, 0, 0, 100, 200]);
  });
});

describe('the estimate of the time left', () => {
  const run = (fields: Partial<BulkRunRecord>) =>
    ({ userId: 'u', runId: 'r', status: 'running', count: 100, writingSince: '2027-03-10T10:00:00.000Z', ...fields }) as BulkRunRecord;
  const items = (done: number, queued: number) =>
    [
      ...Array.from({ length: done }, () => ({ status: 'done', writtenAt: '2027-03-10T10:00:05.000Z' })),
      ...Array.from({ length: queued }, () => ({ status: 'queued' })),
    ] as BulkItemRecord[];

  it('follows the pace so far, never faster than the rate limit, and is null when nothing is left', () => {
    const at = Date.parse('2027-03-10T10:00:10.000Z');
    // 20 written in 10 s: 0.5 s each, so 80 left take 40 s (the limit alone would allow 8 s).
    expect(secondsLeft(run({}), items(20, 80), at, 10)).toBe(40);
    // Faster than the limit: the limit bounds it.
    expect(secondsLeft(run({}), items(90, 10), at, 2)).toBe(5);
    expect(secondsLeft(run({}), items(0, 100), at, 10)).toBe(10);
    expect(secondsLeft(run({}), items(100, 0), at, 10)).toBeNull();
    expect(secondsLeft(run({ status: 'cancelled' }), items(10, 90), at, 10)).toBeNull();
  });
});
