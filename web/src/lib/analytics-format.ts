// How Markk writes analytics numbers, on /analytics and on the dashboard's "This week" card:
// counts with thousands separators, rates as percentages, a total's change against the
// period before ("+25 % vs previous 30 days"), and UTC days as short dates.
import type { Total } from '#contracts/analytics-overview';
import { formatDate } from './format.ts';

const COUNT = new Intl.NumberFormat('en-US');
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const NO_EARLIER_DATA = 'No earlier data';

/** 1234 → "1,234". */
export const formatCount = (n: number) => COUNT.format(n);

/** An axis label: 1234 → "1.2K". */
export const formatCompact = (n: number) => COMPACT.format(n);

/** A rate (0.0345) as "3.5 %"; whole numbers without a decimal ("25 %"). */
export function formatPercent(rate: number): string {
  const percent = Math.round(rate * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)} %`;
}

/** "previous 30 days", "previous day". */
export const previousPeriod = (days: number) => (days === 1 ? 'previous day' : `previous ${days} days`);

/** Whether a total went up, down, stayed (under half a percent either way), or has nothing to compare with. */
export type Trend = 'up' | 'down' | 'flat' | 'none';

export function trendOf(change: number | null): Trend {
  if (change === null) return 'none';
  const percent = Math.round(change * 100);
  return percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
}

/** "+25 % vs previous 30 days", "−10 % vs previous 7 days", "Same as the previous 7 days", or "No earlier data". */
export function changeText(change: number | null, days: number): string {
  const trend = trendOf(change);
  if (change === null || trend === 'none') return NO_EARLIER_DATA;
  if (trend === 'flat') return `Same as the ${previousPeriod(days)}`;
  const percent = Math.abs(Math.round(change * 100));
  return `${trend === 'up' ? '+' : '−'}${COUNT.format(percent)} % vs ${previousPeriod(days)}`;
}

/** A total's value as shown: a rate as a percentage, anything else as a count. */
export const formatTotal = (total: Pick<Total, 'value'>, kind: 'count' | 'rate') => (kind === 'rate' ? formatPercent(total.value) : formatCount(total.value));

/** A UTC day (YYYY-MM-DD) as a point in time on a chart's axis. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A UTC day or a chart's date as "Nov 5". */
export const shortDay = (day: string | Date) => SHORT_DAY.format(typeof day === 'string' ? dayDate(day) : day);

/** "Nov 1 – Nov 30, 2026" for a range of UTC days. */
export const rangeText = (range: { from: string; to: string }) => `${shortDay(range.from)} – ${formatDate(range.to)}`;
