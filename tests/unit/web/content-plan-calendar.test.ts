// The 30-day plan's drafts on the calendar: which show under which filters, on which day in
// the calendar's zone, and the plan-zone time a dropped draft moves to.
import { describe, expect, it } from 'vitest';
import type { ContentPlan, ContentPlanItem } from '#contracts/content-plan';
import { plannedByDay, plannedDrafts, plannedIdOf, plannedDragId, plannedLocalTime, plannedTimeAfterDrop } from '../../../web/src/lib/content-plan.ts';

const item = (id: string, localTime: string, over: Partial<ContentPlanItem> = {}): ContentPlanItem => ({
  id,
  title: `Post ${id}`,
  caption: `Caption ${id}`,
  network: 'facebook',
  localTime,
  timeZone: 'Europe/London',
  pillar: 'Coffee',
  format: 'tip',
  status: 'draft',
  scheduledPostId: null,
  ...over,
});

const plan = (items: ContentPlanItem[], over: Partial<ContentPlan> = {}): ContentPlan => ({
  planId: 'a'.repeat(32),
  status: 'succeeded',
  percent: 100,
  steps: [],
  campaignId: null,
  credits: 3,
  error: null,
  note: null,
  items,
  createdAt: '2027-03-01T08:00:00.000Z',
  ...over,
});

describe('the drafts the calendar shows', () => {
  const items = [
    item('02', '2027-03-10T12:30'),
    item('00', '2027-03-09T09:00'),
    item('01', '2027-03-09T18:00', { network: 'linkedin' }),
    item('03', '2027-03-11T09:00', { status: 'approved', scheduledPostId: 'p' }),
    item('04', '2027-03-12T09:00', { status: 'dismissed' }),
  ];

  it('are the drafts still to review, in time order', () => {
    expect(plannedDrafts(plan(items), {}).map((i) => i.id)).toEqual(['00', '01', '02']);
  });

  it('follow the network filter, and none show under a status filter', () => {
    expect(plannedDrafts(plan(items), { network: 'linkedin' }).map((i) => i.id)).toEqual(['01']);
    expect(plannedDrafts(plan(items), { status: 'scheduled' })).toEqual([]);
  });

  it('show under a campaign filter only when the plan follows that campaign', () => {
    const campaignId = 'c'.repeat(32);
    expect(plannedDrafts(plan(items), { campaignId })).toEqual([]);
    expect(plannedDrafts(plan(items, { campaignId }), { campaignId })).toHaveLength(3);
  });

  it('are none while a plan runs, fails, or when there is no plan', () => {
    expect(plannedDrafts(plan(items, { status: 'running' }), {})).toEqual([]);
    expect(plannedDrafts(plan(items, { status: 'failed' }), {})).toEqual([]);
    expect(plannedDrafts(null, {})).toEqual([]);
  });
});

describe('where a draft shows and where a drop moves it', () => {
  const late = item('00', '2027-03-09T23:30');

  it('reads the draft in the calendar’s zone: 23:30 in London is the next day in Tokyo', () => {
    expect(plannedLocalTime(late, 'Europe/London')).toBe('2027-03-09T23:30');
    expect(plannedLocalTime(late, 'Asia/Tokyo')).toBe('2027-03-10T08:30');
    expect([...plannedByDay([late], 'Asia/Tokyo').keys()]).toEqual(['2027-03-10']);
  });

  it('writes a drop in the plan’s zone, keeping the minutes', () => {
    expect(plannedTimeAfterDrop(late, 'Europe/London', '2027-03-12')).toBe('2027-03-12T23:30');
    expect(plannedTimeAfterDrop(late, 'Europe/London', '2027-03-12', 9)).toBe('2027-03-12T09:30');
    // Dropped on 12 March at 08:30 in Tokyo: 23:30 on 11 March in London.
    expect(plannedTimeAfterDrop(late, 'Asia/Tokyo', '2027-03-12')).toBe('2027-03-11T23:30');
  });

  it('tells a draft’s drag id from a post’s', () => {
    expect(plannedIdOf(plannedDragId(late))).toBe('00');
    expect(plannedIdOf('0d5f9a1c2b3e4f5a6b7c8d9e0f1a2b3c')).toBeNull();
  });
});
