// A campaign's mini calendar: the months it spans as Monday-first weeks, the days outside it
// marked, and each day's posts in words for screen readers.
import { describe, expect, it } from 'vitest';
import { campaignMonths, dayText } from '../../../web/src/pages/campaigns/mini-calendar.ts';

describe('campaignMonths', () => {
  it('lays March 2027 out from Monday, with the campaign’s days marked', () => {
    const [march, april, ...rest] = campaignMonths('2027-03-10', '2027-04-02');
    expect(rest).toEqual([]);
    expect(march!.label).toBe('March 2027');
    // 1 March 2027 is a Monday: no blank cells before it; 31 days make five weeks.
    expect(march!.weeks[0]![0]).toEqual({ date: '2027-03-01', day: 1, inCampaign: false });
    expect(march!.weeks).toHaveLength(5);
    expect(march!.weeks.every((week) => week.length === 7)).toBe(true);
    const cells = march!.weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(31);
    expect(cells.filter((cell) => cell.inCampaign).map((cell) => cell.day)).toEqual(Array.from({ length: 22 }, (_, i) => i + 10));
    // 1 April 2027 is a Thursday: three blank cells first.
    expect(april!.weeks[0]!.slice(0, 4)).toEqual([null, null, null, { date: '2027-04-01', day: 1, inCampaign: true }]);
  });

  it('spans a year’s campaign over thirteen months at most, across the new year', () => {
    const months = campaignMonths('2026-12-15', '2027-12-14');
    expect(months.map((m) => m.key)).toEqual(['2026-12', ...Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}`)]);
    expect(months[2]!.weeks.flat().filter(Boolean)).toHaveLength(28);
  });
});

describe('dayText', () => {
  it('names the day and what it holds, leaving out what it does not', () => {
    expect(dayText('2027-03-12', { date: '2027-03-12', scheduled: 2, published: 1, failed: 0 })).toBe('Friday 12 March: 1 published, 2 scheduled');
    expect(dayText('2027-03-13', undefined)).toBe('Saturday 13 March');
  });
});
