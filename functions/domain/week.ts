// "This week" for Weekly Progress: Monday 00:00 in the user's time zone (from the browser),
// as a UTC instant, without a date library. Pure, so it is unit-tested across zones and
// daylight-saving changes.

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time at `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
    weekday: WEEKDAY_INDEX[parts['weekday'] ?? ''] ?? 0,
  };
}

/** Milliseconds `timeZone` is ahead of UTC at `instant` (e.g. +3,600,000 for BST). */
export function offsetAt(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return asUtc - wholeSeconds;
}

const DAY_MS = 86_400_000;

/**
 * Monday 00:00 of the week containing `now`, in `timeZone`, as a UTC instant. Where a
 * daylight-saving change skips that midnight, the week starts at the first instant of Monday.
 */
export function startOfWeek(now: Date, timeZone: string): Date {
  const today = localParts(now, timeZone);
  // Monday's midnight as if the zone were UTC; Date.UTC normalises day underflow.
  const wall = Date.UTC(today.year, today.month - 1, today.day - today.weekday, 0, 0, 0);
  const monday = new Date(wall);
  const isMonday = (p: LocalParts) => p.year === monday.getUTCFullYear() && p.month === monday.getUTCMonth() + 1 && p.day === monday.getUTCDate();
  // Every offset the zone uses around that midnight (two at most, on a DST change).
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((delta) => offsetAt(new Date(wall + delta), timeZone)));
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const onMonday = candidates.filter((c) => isMonday(localParts(new Date(c), timeZone)));
  const exact = onMonday.find((c) => {
    const p = localParts(new Date(c), timeZone);
    return p.hour === 0 && p.minute === 0 && p.second === 0;
  });
  const chosen = exact ?? onMonday[0] ?? candidates[0]!;
  return new Date(chosen);
}

/** Spec §9: completed tasks × 10, capped at 100. */
export const weeklyProgressPercent = (completedThisWeek: number): number => Math.min(100, Math.max(0, completedThisWeek) * 10);
