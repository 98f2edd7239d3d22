// The range the page shows, kept in the address (?days=7, or ?from=…&to=…) so a reload or a
// shared link opens the same numbers; 30 days when the address names none or a wrong one.
import { CUSTOM_RANGE_MAX_DAYS, RangeQuery } from '#contracts/analytics-overview';

export const DEFAULT_RANGE: RangeQuery = { days: '30' };

/** What the range control shows as chosen. */
export type RangeChoice = '7' | '30' | '90' | 'custom';

export function rangeFromParams(params: URLSearchParams): RangeQuery {
  const days = params.get('days') ?? undefined;
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const parsed = RangeQuery.safeParse(from || to ? { from, to } : { days });
  return parsed.success && (parsed.data.days || parsed.data.from) ? parsed.data : DEFAULT_RANGE;
}

export const choiceOf = (range: RangeQuery): RangeChoice => range.days ?? 'custom';

/** The address's query for `range`, other parameters left as they were. */
export function withRange(params: URLSearchParams, range: RangeQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['days', 'from', 'to']) next.delete(name);
  if (range.from && range.to) {
    next.set('from', range.from);
    next.set('to', range.to);
  } else if (range.days) {
    next.set('days', range.days);
  }
  return next;
}

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const CUSTOM_TOO_LONG = `A custom range can be at most ${CUSTOM_RANGE_MAX_DAYS} days.`;
export const CUSTOM_IN_FUTURE = 'Choose days up to today.';
export const CUSTOM_INCOMPLETE = 'Choose a first and a last day.';

/** Why a custom range cannot be asked for, or null; `today` is YYYY-MM-DD (UTC, as the server counts days). */
export function customRangeProblem(from: string, to: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return CUSTOM_INCOMPLETE;
  if (to > today) return CUSTOM_IN_FUTURE;
  if (daysBetween(from, to) > CUSTOM_RANGE_MAX_DAYS) return CUSTOM_TOO_LONG;
  return null;
}

/** Today as the server counts days (UTC), YYYY-MM-DD. */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);
