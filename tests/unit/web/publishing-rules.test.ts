// Publishing's rules the pages show: what stops a caption going to a network, the empty queue
// slots of a day, a connected account's state in words, when the calendar polls, and the
// message after scheduling.
import { describe, expect, it } from 'vitest';
import type { NetworkInfo, PostingQueue, ScheduledPostView } from '#contracts/publishing';
import {
  accountStateView,
  calendarPollInterval,
  captionCountText,
  captionProblems,
  freeQueueSlots,
  pickedLocalTime,
  rateWindowText,
  scheduledMessage,
  weekHours,
  withQueueTime,
  withoutQueueTime,
} from '../../../web/src/lib/publishing.ts';

const network = (info: Partial<NetworkInfo> & Pick<NetworkInfo, 'network' | 'label' | 'captionLimit'>): NetworkInfo => ({
  needsImage: false,
  imageTypes: [],
  rateLimit: { posts: 50, windowHours: 24 },
  available: true,
  ...info,
});
const X = network({ network: 'x', label: 'X', captionLimit: 280 });
const GOOGLE = network({ network: 'google', label: 'Google Business Profile', captionLimit: 1500 });
const INSTAGRAM = network({ network: 'instagram', label: 'Instagram', captionLimit: 2200, needsImage: true });
const TIKTOK = network({ network: 'tiktok', label: 'TikTok', captionLimit: 2200, needsImage: true });
const LINKEDIN = network({ network: 'linkedin', label: 'LinkedIn', captionLimit: 3000 });

const EMPTY_QUEUE: PostingQueue = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function post(overrides: Partial<ScheduledPostView>): ScheduledPostView {
  return {
    id: 'post-00000001',
    caption: 'Spring menu',
    imageUrl: null,
    imageId: null,
    altText: null,
    itemId: null,
    campaignId: null,
    dueAt: '2027-03-29T08:00:00.000Z',
    timeZone: 'Europe/London',
    localTime: '2027-03-29T09:00',
    status: 'scheduled',
    targets: [],
    createdAt: '2027-03-01T10:00:00.000Z',
    updatedAt: '2027-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('caption problems', () => {
  it('names a caption over X’s 280 characters, with the way out', () => {
    expect(captionProblems('a'.repeat(312), [X, LINKEDIN])).toEqual(['X allows 280 characters; this caption has 312. Shorten it or leave X out.']);
  });

  it('writes Google Business Profile’s limit with a thousands separator', () => {
    expect(captionProblems('b'.repeat(1600), [GOOGLE])).toEqual([
      'Google Business Profile allows 1,500 characters; this caption has 1,600. Shorten it or leave Google Business Profile out.',
    ]);
  });

  it('says Instagram and TikTok need an image, once each however many accounts', () => {
    expect(captionProblems('Hello', [INSTAGRAM, TIKTOK, INSTAGRAM])).toEqual([
      'Instagram needs an image: choose one from your gallery, or leave Instagram out.',
      'TikTok needs an image: choose one from your gallery, or leave TikTok out.',
    ]);
  });

  it('has nothing to say about a caption within every limit', () => {
    expect(captionProblems('a'.repeat(280), [X, LINKEDIN])).toEqual([]);
    expect(captionProblems('Hello', [INSTAGRAM], true)).toEqual([]);
  });

  it('counts the caption as stored: trimmed, an emoji as one character', () => {
    expect(captionProblems(`  ${'🙂'.repeat(280)}  \r\n`, [X])).toEqual([]);
    expect(captionCountText('a'.repeat(312), 280)).toBe('312 / 280');
  });
});

describe('queue slots', () => {
  const queue: PostingQueue = { ...EMPTY_QUEUE, mon: ['09:00', '12:30', '17:00'] };
  const monday = '2027-03-29';
  const before = new Date('2027-03-28T12:00:00Z');

  it('offers the weekday’s times that no post holds', () => {
    const held = post({ dueAt: '2027-03-29T11:30:00.000Z' }); // 12:30 summer time

    expect(freeQueueSlots(queue, monday, [held], 'Europe/London', before).map((slot) => slot.time)).toEqual(['09:00', '17:00']);
  });

  it('frees a slot whose post failed', () => {
    const failed = post({ status: 'failed' });

    expect(freeQueueSlots(queue, monday, [failed], 'Europe/London', before).map((slot) => slot.localTime)).toContain('2027-03-29T09:00');
  });

  it('leaves out slots already past and days without queue times', () => {
    expect(freeQueueSlots(queue, monday, [], 'Europe/London', new Date('2027-03-29T12:00:00Z')).map((slot) => slot.time)).toEqual(['17:00']);
    expect(freeQueueSlots(queue, '2027-03-30', [], 'Europe/London', before)).toEqual([]);
  });

  it('adds a time once, in order, and removes it', () => {
    const added = withQueueTime(withQueueTime(queue, 'mon', '08:15'), 'mon', '08:15');

    expect(added.mon).toEqual(['08:15', '09:00', '12:30', '17:00']);
    expect(withoutQueueTime(added, 'mon', '12:30').mon).toEqual(['08:15', '09:00', '17:00']);
  });

  it('widens the week’s hour rows to an early post', () => {
    expect(weekHours([])).toHaveLength(18);
    expect(weekHours(['2027-03-29T05:30'])[0]).toBe(5);
  });
});

describe('connected accounts', () => {
  it('describes each state', () => {
    expect(accountStateView({ state: 'connected', expiresInDays: null, reason: null })).toEqual({ type: 'success', text: 'Connected', reason: null });
    expect(accountStateView({ state: 'expiring', expiresInDays: 5, reason: null }).text).toBe('Expires in 5 days');
    expect(accountStateView({ state: 'expiring', expiresInDays: 1, reason: null }).text).toBe('Expires in 1 day');
    expect(accountStateView({ state: 'needs_reconnect', expiresInDays: null, reason: 'The token expired.' })).toEqual({
      type: 'error',
      text: 'Needs reconnecting',
      reason: 'The token expired.',
    });
    expect(accountStateView({ state: 'revoked', expiresInDays: null, reason: null }).text).toBe('Revoked');
  });

  it('counts posts in the rate-limit window', () => {
    expect(rateWindowText(12, X)).toBe('12 of 50 posts in 24 h');
  });
});

describe('calendar polling', () => {
  const now = Date.parse('2027-03-29T07:59:00Z');

  it('polls every 5 s while a post is due within 2 minutes or publishing', () => {
    expect(calendarPollInterval([post({})], now)).toBe(5000);
    expect(calendarPollInterval([post({ status: 'publishing', dueAt: '2027-03-29T07:00:00Z' })], now)).toBe(5000);
  });

  it('does not poll for later or finished posts', () => {
    expect(calendarPollInterval([post({ dueAt: '2027-03-29T09:00:00Z' })], now)).toBe(false);
    expect(calendarPollInterval([post({ status: 'published' }), post({ status: 'failed' })], now)).toBe(false);
    expect(calendarPollInterval(undefined, now)).toBe(false);
  });
});

describe('scheduling', () => {
  it('says when and on how many accounts', () => {
    const target = {
      accountId: 'x-0123456789abcdef',
      network: 'x' as const,
      accountName: 'Cafe',
      status: 'scheduled' as const,
      url: null,
      reason: null,
      publishedAt: null,
    };

    expect(scheduledMessage(post({ targets: [target, { ...target, accountId: 'linkedin-0123456789abcdef' }] }))).toBe(
      'Scheduled for Monday 29 March 2027, 09:00 on 2 accounts',
    );
    expect(scheduledMessage(post({ targets: [target] }))).toBe('Scheduled for Monday 29 March 2027, 09:00 on 1 account');
  });

  it('accepts a picked date and time only when it is complete and still ahead', () => {
    const now = new Date('2027-03-29T08:00:00Z');

    expect(pickedLocalTime('2027-03-29', '09:30', 'Europe/London', now)).toEqual({ localTime: '2027-03-29T09:30' });
    expect(pickedLocalTime('2027-03-29', '08:30', 'Europe/London', now)).toEqual({ problem: 'That time has passed in Europe/London. Pick a later one.' });
    expect(pickedLocalTime('', '09:30', 'Europe/London', now)).toEqual({ problem: 'Pick a date and a time such as 09:00.' });
  });
});
