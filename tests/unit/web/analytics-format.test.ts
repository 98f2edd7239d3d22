// How /analytics and the dashboard's "This week" card word numbers: changes against the
// previous period, rates, days, and the range kept in the page's address.
import { describe, expect, it } from 'vitest';
import { changeText, formatCount, formatPercent, rangeText, shortDay, trendOf } from '../../../web/src/lib/analytics-format.ts';
import { choiceOf, customRangeProblem, daysBetween, rangeFromParams, withRange } from '../../../web/src/pages/analytics/range.ts';

describe('a total’s change', () => {
  it('says how much it went up or down against the previous period', () => {
    expect(changeText(0.25, 30)).toBe('+25 % vs previous 30 days');
    expect(changeText(-0.1, 7)).toBe('−10 % vs previous 7 days');
    expect(changeText(2.5, 90)).toBe('+250 % vs previous 90 days');
    expect(changeText(12.345, 7)).toBe('+1,235 % vs previous 7 days');
    expect(changeText(0.5, 1)).toBe('+50 % vs previous day');
  });

  it('says "No earlier data" when there was nothing to compare with', () => {
    expect(changeText(null, 30)).toBe('No earlier data');
    expect(trendOf(null)).toBe('none');
  });

  it('calls a change under half a percent the same', () => {
    expect(changeText(0.004, 30)).toBe('Same as the previous 30 days');
    expect(changeText(-0.004, 30)).toBe('Same as the previous 30 days');
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(0.01)).toBe('up');
    expect(trendOf(-0.01)).toBe('down');
  });
});

describe('numbers and days', () => {
  it('writes rates as percentages with at most one decimal', () => {
    expect(formatPercent(0.0345)).toBe('3.5 %');
    expect(formatPercent(0.25)).toBe('25 %');
    expect(formatPercent(0)).toBe('0 %');
  });

  it('writes counts with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('writes UTC days without shifting them by the time zone', () => {
    expect(shortDay('2026-11-05')).toBe('Nov 5');
    expect(rangeText({ from: '2026-11-01', to: '2026-11-30' })).toBe('Nov 1 – Nov 30, 2026');
  });
});

describe('the range in the address', () => {
  it('reads 7, 30 or 90 days, or a custom first and last day', () => {
    expect(rangeFromParams(new URLSearchParams('days=7'))).toEqual({ days: '7' });
    expect(rangeFromParams(new URLSearchParams('from=2026-10-01&to=2026-10-31'))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(choiceOf({ days: '90' })).toBe('90');
    expect(choiceOf({ from: '2026-10-01', to: '2026-10-31' })).toBe('custom');
  });

  it('falls back to 30 days for a missing or wrong range', () => {
    expect(rangeFromParams(new URLSearchParams(''))).toEqual({ days: '30' });
    expect(rangeFromParams(new URLSearchParams('days=14'))).toEqual({ days: '30' });
    expect(rangeFromParams(new URLSearchParams('from=2026-10-01'))).toEqual({ days: '30' });
  });

  it('writes a range over the previous one, keeping other parameters', () => {
    const custom = withRange(new URLSearchParams('days=7&tab=x'), { from: '2026-10-01', to: '2026-10-31' });
    expect(custom.toString()).toBe('tab=x&from=2026-10-01&to=2026-10-31');
    expect(withRange(custom, { days: '90' }).toString()).toBe('tab=x&days=90');
  });

  it('refuses a custom range in the future or over 366 days', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
    expect(customRangeProblem('2026-11-01', '2026-11-30', '2026-11-30')).toBeNull();
    expect(customRangeProblem('2026-11-01', '2026-12-01', '2026-11-30')).toBe('Choose days up to today.');
    expect(customRangeProblem('2025-11-29', '2026-11-30', '2026-11-30')).toBe('A custom range can be at most 366 days.');
    expect(customRangeProblem('2025-11-30', '2026-11-30', '2026-11-30')).toBeNull();
    expect(customRangeProblem('', '', '2026-11-30')).toBe('Choose a first and a last day.');
  });
});
