// Wall-clock times and the instants they fall on: 09:00 Europe/London is 09:00 UTC in
// winter and 08:00 UTC in summer, on both sides of the clock change; the queue's next free
// slot walks the posting schedule in the owner's zone.
import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { atExpression, instantOf, localTimeOf, nextFreeSlot } from '../../functions/domain/publishing/time.ts';
import { PostingQueue } from '../../functions/contracts/publishing.ts';

const emptyWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('a weekly 09:00 Europe/London post across the clock change', () => {
  // Clocks go forward on Sunday 28 March 2027 and back on Sunday 31 October 2027.
  const mondays = ['2027-03-22', '2027-03-29', '2027-10-25', '2027-11-01'];

  it('stays at 09:00 local time while its UTC instant moves by an hour', () => {
    const instants = mondays.map((day) => instantOf(`${day}T09:00`, 'Europe/London'));
    expect(instants).toEqual(['2027-03-22T09:00:00.000Z', '2027-03-29T08:00:00.000Z', '2027-10-25T08:00:00.000Z', '2027-11-01T09:00:00.000Z']);
    expect(instants.map((i) => localTimeOf(i, 'Europe/London'))).toEqual(mondays.map((day) => `${day}T09:00`));
  });

  it('gives EventBridge Scheduler the wall-clock time, read in the zone', () => {
    expect(atExpression('2027-03-29T09:00')).toBe('at(2027-03-29T09:00:00)');
  });

  it('finds the Monday slot on both sides of the change', () => {
    const queue = { ...emptyWeek, mon: ['09:00'] };
    const before = nextFreeSlot(queue, 'Europe/London', new Date('2027-03-23T12:00:00Z'), new Set());
    expect(before).toBe('2027-03-29T09:00');
    expect(instantOf(before!, 'Europe/London')).toBe('2027-03-29T08:00:00.000Z');
  });
});

describe('the next free queue slot', () => {
  const queue = { ...emptyWeek, mon: ['09:00', '12:30'], fri: ['17:00'] };
  const friday10 = new Date('2026-11-27T10:00:00Z');

  it('is the next time of the posting schedule after now', () => {
    expect(nextFreeSlot(queue, 'Europe/London', friday10, new Set())).toBe('2026-11-27T17:00');
  });

  it('skips slots a post already holds', () => {
    expect(nextFreeSlot(queue, 'Europe/London', friday10, new Set(['2026-11-27T17:00', '2026-11-30T09:00']))).toBe('2026-11-30T12:30');
  });

  it('is read in the owner’s zone, not the server’s', () => {
    // 10:00 UTC on Friday is 21:00 in Sydney: the Friday slot has passed there.
    expect(nextFreeSlot(queue, 'Australia/Sydney', friday10, new Set())).toBe('2026-11-30T09:00');
  });

  it('is null when the schedule has no times', () => {
    expect(nextFreeSlot(emptyWeek, 'UTC', friday10, new Set())).toBeNull();
  });

  test.prop([
    fc.date({ min: new Date('2025-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
    fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC'),
  ])('is always after now and on a queue time', (now, zone) => {
    const slot = nextFreeSlot(queue, zone, now, new Set());
    expect(slot).not.toBeNull();
    expect(Date.parse(instantOf(slot!, zone))).toBeGreaterThan(now.getTime());
    expect(['09:00', '12:30', '17:00']).toContain(slot!.slice(11));
  });
});

describe('the posting schedule contract', () => {
  it('sorts and de-duplicates each day’s times and refuses a time that is not one', () => {
    expect(PostingQueue.parse({ ...emptyWeek, mon: ['12:30', '09:00', '12:30'] }).mon).toEqual(['09:00', '12:30']);
    expect(PostingQueue.safeParse({ ...emptyWeek, mon: ['25:00'] }).success).toBe(false);
  });
});
