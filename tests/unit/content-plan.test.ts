// "Plan my next 30 days" without the stack: where the 30 posts go (the posting schedule's times
// over the next 30 days, an empty schedule's defaults, a thin one filled), how they mix
// networks, pillars and formats, and the offline writer's posts: each within its network's
// limit with a call to action and the campaign's link, no opening sentence twice; and the
// progress a running plan shows, counted from the drafts its batches have stored.
import { describe, expect, it } from 'vitest';
import { PLAN_FORMATS, PLAN_POSTS } from '#contracts/content-plan';
import type { PostingQueue } from '#contracts/publishing';
import type { ContentPlanRecord } from '#data/entities/content-plan';
import { BATCHES, BATCH_SIZE, percentOf, view } from '#domain/content-plan/runs';
import { planSlots } from '#domain/content-plan/slots';
import { DEFAULT_QUEUE } from '#domain/publishing/settings';
import { instantOf } from '#domain/publishing/time';
import { distinctOpenings, openingOf } from '#lib/ai/content-plan';
import { planPostsOffline } from '#lib/ai/offline/content-plan';
import { NETWORK_PROFILES } from '#lib/networks/index';

const now = new Date('2027-03-10T08:00:00Z');
const EMPTY: PostingQueue = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const weekday = (localTime: string) =>
  (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[new Date(`${localTime.slice(0, 10)}T12:00:00Z`).getUTCDay()]!;
const input = { timeZone: 'Europe/London', now, networks: ['facebook', 'x'] as const, pillars: ['Know-how', 'Products', 'Life at the café'] };

describe('the plan’s slots', () => {
  it('are 30 of the posting schedule’s times over the next 30 days, in order, none twice', () => {
    const { slots, usedDefaults } = planSlots({ ...input, queue: DEFAULT_QUEUE });
    expect(usedDefaults).toBe(false);
    expect(slots).toHaveLength(PLAN_POSTS);
    const times = slots.map((s) => s.localTime);
    expect(times).toEqual([...times].sort());
    expect(new Set(times).size).toBe(PLAN_POSTS);
    expect(times[0]! > '2027-03-10T23:59').toBe(true);
    expect(times.at(-1)! <= '2027-04-09T23:59').toBe(true);
    for (const slot of slots) expect(DEFAULT_QUEUE[weekday(slot.localTime)]).toContain(slot.localTime.slice(11));
  });

  it('all lie after the moment the plan is made, in any zone, late in the day too', () => {
    for (const [timeZone, at] of [
      ['Pacific/Kiritimati', '2027-03-10T23:30:00Z'],
      ['Pacific/Pago_Pago', '2027-03-10T10:59:00Z'],
      ['Europe/London', '2027-03-27T23:59:00Z'],
    ] as const) {
      const now = new Date(at);
      const { slots } = planSlots({ ...input, timeZone, now, queue: { ...DEFAULT_QUEUE, sun: ['00:00', '23:59'] } });
      for (const slot of slots) expect(Date.parse(instantOf(slot.localTime, timeZone))).toBeGreaterThan(now.getTime());
    }
  });

  it('mix the networks, the pillars and every format', () => {
    const { slots } = planSlots({ ...input, queue: DEFAULT_QUEUE });
    expect(new Set(slots.map((s) => s.network))).toEqual(new Set(['facebook', 'x']));
    expect(new Set(slots.map((s) => s.pillar)).size).toBe(3);
    expect(new Set(slots.map((s) => s.format))).toEqual(new Set(PLAN_FORMATS));
    expect(new Set(slots.slice(0, 8).map((s) => `${s.pillar}|${s.format}`)).size).toBe(8);
  });

  it('use the default week when the schedule is empty, and say so', () => {
    const { slots, usedDefaults } = planSlots({ ...input, queue: EMPTY });
    expect(usedDefaults).toBe(true);
    expect(slots).toHaveLength(PLAN_POSTS);
    for (const slot of slots) expect(DEFAULT_QUEUE[weekday(slot.localTime)]).toContain(slot.localTime.slice(11));
  });

  it('fill a thin schedule on the days it leaves free, at its own times', () => {
    const { slots } = planSlots({ ...input, queue: { ...EMPTY, mon: ['09:00'] } });
    expect(slots).toHaveLength(PLAN_POSTS);
    expect(new Set(slots.map((s) => s.localTime.slice(11)))).toEqual(new Set(['09:00']));
    expect(new Set(slots.map((s) => s.localTime)).size).toBe(PLAN_POSTS);
  });
});

describe('the offline writer’s plan', () => {
  it('fits every network, links to the campaign, ends with a call to action and opens each post its own way', () => {
    const { slots } = planSlots({ ...input, queue: DEFAULT_QUEUE });
    const numbered = slots.map((slot, i) => ({ ...slot, itemId: String(i).padStart(2, '0') }));
    const brand = {
      name: 'Corner Café',
      industry: 'Coffee shop in Didsbury',
      targetAudience: 'Busy parents who live nearby',
      mainGoal: 'Get more weekday morning customers',
      platforms: ['Facebook'],
      toneOfVoice: 'Friendly',
      today: '2027-03-10',
    };
    const campaign = { name: 'Weekday mornings', goal: 'Fill the café on weekday mornings', landingUrl: 'https://corner-cafe.example/mornings' };
    const posts = planPostsOffline({ brand, campaign, slots: numbered });
    const placed = distinctOpenings(posts.map((post, i) => ({ ...post, localTime: numbered[i]!.localTime })));
    placed.forEach((post, i) => {
      expect([...post.caption].length, post.itemId).toBeLessThanOrEqual(NETWORK_PROFILES[numbered[i]!.network].captionLimit);
      expect(post.caption).toContain(campaign.landingUrl);
      expect(post.title.length).toBeGreaterThan(0);
    });
    expect(new Set(placed.map((p) => openingOf(p.caption))).size).toBe(PLAN_POSTS);
    // The same brand and slots write the same plan.
    expect(planPostsOffline({ brand, campaign, slots: numbered })).toEqual(posts);
  });
});

describe('a running plan’s progress', () => {
  const plan = (fields: Partial<ContentPlanRecord>) =>
    ({
      userId: 'u',
      planId: 'p',
      status: 'running',
      campaignId: '',
      credits: 3,
      briefLoaded: true,
      batches: BATCHES,
      createdAt: '',
      updatedAt: '',
      ...fields,
    }) as ContentPlanRecord;

  it('moves with each batch whose drafts are stored, and a batch written twice counts once', () => {
    expect(percentOf(plan({ briefLoaded: false, batches: 0 }), 0)).toBe(0);
    expect(percentOf(plan({}), 0)).toBe(10);
    // A batch stored in part (a retried write) is not counted yet; stored again, its items are the same ones.
    expect(percentOf(plan({}), BATCH_SIZE - 1)).toBe(10);
    expect(percentOf(plan({}), BATCH_SIZE)).toBe(10 + Math.floor(85 / BATCHES));
    expect(percentOf(plan({}), PLAN_POSTS)).toBe(95);
    expect(percentOf(plan({ status: 'succeeded' }), PLAN_POSTS)).toBe(100);
  });

  it('shows the writing step done once every batch is stored, and the drafts only when the plan succeeded', () => {
    const drafts = Array.from({ length: PLAN_POSTS }, () => ({}) as never);
    expect(view(plan({}), drafts.slice(0, BATCH_SIZE)).steps.map((s) => s.status)).toEqual(['done', 'active', 'pending']);
    expect(view(plan({}), drafts).steps.map((s) => s.status)).toEqual(['done', 'done', 'active']);
    expect(view(plan({}), drafts).items).toEqual([]);
    expect(view(plan({ status: 'failed' }), drafts.slice(0, BATCH_SIZE)).steps.map((s) => s.status)).toEqual(['done', 'failed', 'pending']);
  });
});
