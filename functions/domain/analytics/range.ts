// The range of days an analytics view covers, and the same length of days just before it.
// Days are UTC days (YYYY-MM-DD), as the counters are kept.
import { CUSTOM_RANGE_MAX_DAYS, GROWTH_RANGE_LIMIT, type Range, type RangeQuery } from '#contracts/analytics-overview';
import { Invalid, LimitReached } from '#lib/errors';

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day from `from` to `to`, inclusive. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The range a query asks for, checked against the plan: Growth gets the last 7 or 30 days. */
export function rangeOf(query: RangeQuery, advanced: boolean, now = new Date()): Range {
  const today = now.toISOString().slice(0, 10);
  let from: string;
  let to: string;
  if (query.from && query.to) {
    if (!advanced) throw new LimitReached(GROWTH_RANGE_LIMIT);
    ({ from, to } = query);
    if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`)) || addDays(from, 0) !== from || addDays(to, 0) !== to)
      throw new Invalid('Those days are not on the calendar. Choose them again.');
    if (from > to) throw new Invalid('The first day must come before the last day.');
    if (to > today) throw new Invalid('The last day cannot be in the future.');
    if (daysBetween(from, to) > CUSTOM_RANGE_MAX_DAYS) throw new Invalid(`A custom range can be at most ${CUSTOM_RANGE_MAX_DAYS} days.`);
  } else {
    const days = Number(query.days ?? '30');
    if (days > 30 && !advanced) throw new LimitReached(GROWTH_RANGE_LIMIT);
    to = today;
    from = addDays(today, -(days - 1));
  }
  const days = daysBetween(from, to);
  return { from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}
