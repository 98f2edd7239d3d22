// Pure dashboard rules: the week's start in the browser's time zone, the progress formula,
// the search term cleaning and the query contracts.
import { describe, expect, it } from 'vitest';
import { DashboardQuery } from '#contracts/dashboard';
import { SEARCH_TERM_MAX, SearchQuery, cleanSearchTerm } from '#contracts/search';
import { PAGE_SIZES, firstMatches, type PageReader } from '#data/paging';
import { startOfWeek, weeklyProgressPercent } from '#domain/week';

const week = (now: string, timeZone: string) => startOfWeek(new Date(now), timeZone).toISOString();

describe('startOfWeek: Monday 00:00 in the given time zone', () => {
  it('in UTC, a Sunday belongs to the week that began the Monday before', () => {
    expect(week('2026-11-22T23:59:59Z', 'UTC')).toBe('2026-11-16T00:00:00.000Z');
  });

  it('in UTC, Monday 00:00 itself starts a new week', () => {
    expect(week('2026-11-23T00:00:00Z', 'UTC')).toBe('2026-11-23T00:00:00.000Z');
  });

  it('in New York, Sunday 23:59 local is still last week although it is Monday in UTC', () => {
    expect(week('2026-11-23T04:59:00Z', 'America/New_York')).toBe('2026-11-16T05:00:00.000Z');
    expect(week('2026-11-23T05:00:00Z', 'America/New_York')).toBe('2026-11-23T05:00:00.000Z');
  });

  it('east of UTC the week starts the previous UTC day', () => {
    expect(week('2026-11-23T12:00:00Z', 'Asia/Tokyo')).toBe('2026-11-22T15:00:00.000Z');
    expect(week('2026-11-22T12:00:00Z', 'Asia/Kolkata')).toBe('2026-11-15T18:30:00.000Z');
    // UTC+14: already Monday 02:00 there while it is Sunday noon in UTC.
    expect(week('2026-11-22T12:00:00Z', 'Pacific/Kiritimati')).toBe('2026-11-22T10:00:00.000Z');
  });

  it('uses the offset in force at Monday midnight, not now, across a daylight-saving change', () => {
    // London moved to BST on Sunday 29 March 2026; the week before began on GMT.
    expect(week('2026-03-29T12:00:00Z', 'Europe/London')).toBe('2026-03-23T00:00:00.000Z');
    // The next week begins on BST: Monday 00:00 BST is Sunday 23:00 UTC.
    expect(week('2026-03-30T12:00:00Z', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    // New York left DST on Sunday 1 November 2026.
    expect(week('2026-11-01T12:00:00Z', 'America/New_York')).toBe('2026-10-26T04:00:00.000Z');
  });

  it('is a Monday at local midnight in every zone', () => {
    const now = new Date('2026-07-15T08:30:00Z');
    for (const timeZone of ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Australia/Adelaide', 'Asia/Kathmandu', 'Pacific/Pago_Pago']) {
      const start = startOfWeek(now, timeZone);
      const local = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
      expect(local, timeZone).toBe('Mon 00:00');
      expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - start.getTime()).toBeLessThan(7 * 86_400_000);
    }
  });
});

describe('weekly progress: completed tasks × 10, capped at 100', () => {
  it.each([
    [0, 0],
    [1, 10],
    [7, 70],
    [10, 100],
    [11, 100],
    [500, 100],
  ])('%i completed → %i%%', (completed, percent) => {
    expect(weeklyProgressPercent(completed)).toBe(percent);
  });
});

describe('dashboard query', () => {
  it('accepts an IANA time zone and defaults to UTC', () => {
    expect(DashboardQuery.parse({ timeZone: 'Europe/London' })).toEqual({ timeZone: 'Europe/London' });
    expect(DashboardQuery.parse({})).toEqual({ timeZone: 'UTC' });
  });

  it('refuses names that are not time zones', () => {
    for (const timeZone of ['Mars/Olympus', '', 'x'.repeat(65), '../../etc']) {
      expect(DashboardQuery.safeParse({ timeZone }).success, timeZone).toBe(false);
    }
  });
});

describe('search term', () => {
  it('is trimmed', () => {
    expect(cleanSearchTerm('  Launch plan \n')).toBe('Launch plan');
    expect(SearchQuery.parse({ q: '  abc  ' })).toEqual({ q: 'abc' });
  });

  it('an empty or blank term is refused', () => {
    expect(SearchQuery.safeParse({ q: '' }).success).toBe(false);
    expect(SearchQuery.safeParse({ q: '   ' }).success).toBe(false);
    expect(SearchQuery.safeParse({}).success).toBe(false);
  });

  it('counts characters, not UTF-16 units: 1,000 emoji pass, 1,001 letters do not', () => {
    expect(SearchQuery.safeParse({ q: '🚀'.repeat(SEARCH_TERM_MAX) }).success).toBe(true);
    expect(SearchQuery.safeParse({ q: 'a'.repeat(SEARCH_TERM_MAX + 1) }).success).toBe(false);
    expect(Array.from(cleanSearchTerm('🚀'.repeat(SEARCH_TERM_MAX + 5)))).toHaveLength(SEARCH_TERM_MAX);
  });
});

describe('firstMatches: paging a filtered partition', () => {
  /** A fake partition of `size` items where `isMatch` says which pass the filter, newest first. */
  function partition(size: number, isMatch: (i: number) => boolean) {
    const requests: (number | undefined)[] = [];
    const read: PageReader<number> = async (cursor, limit) => {
      requests.push(limit);
      const start = cursor ? Number(cursor) : 0;
      const end = Math.min(size, start + (limit ?? 2500)); // 1 MB of small items
      const data = [];
      for (let i = start; i < end; i++) if (isMatch(i)) data.push(i);
      return { data, cursor: end < size ? String(end) : null };
    };
    return { read, requests };
  }

  it('stops after the first small page when it already holds enough matches', async () => {
    const { read, requests } = partition(5000, (i) => i % 3 === 0);
    expect(await firstMatches(read, 5)).toEqual([0, 3, 6, 9, 12]);
    expect(requests).toEqual([PAGE_SIZES[0]]);
  });

  it('grows the page and walks to the end of the partition when nothing matches', async () => {
    const { read, requests } = partition(5000, () => false);
    expect(await firstMatches(read, 5)).toEqual([]);
    expect(requests).toEqual([...PAGE_SIZES, undefined, undefined]);
    expect(requests.length).toBeLessThan(6);
  });

  it('finds a single match near the end of the partition', async () => {
    const { read } = partition(6000, (i) => i === 5990);
    expect(await firstMatches(read, 5)).toEqual([5990]);
  });
});
