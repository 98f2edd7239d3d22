// Wall-clock dates and times in a named time zone, without a date library: the calendar's
// month and week grids, the instants that bound them, and an instant as a local time there.
// Days are "YYYY-MM-DD" and local times "YYYY-MM-DDTHH:mm", the contract's LocalDateTime.

/** A calendar day, "2027-03-28". */
export type Day = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`, as numbers. */
function wallClock(instant: Date, timeZone: string) {
  const parts = partsFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute'), second: part('second') };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(timeZone: string, instant: Date): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** "2027-03-28T09:30" in `timeZone` at `instant`. */
export function localDateTimeAt(instant: Date | string, timeZone: string): string {
  const c = wallClock(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** The day it is in `timeZone` at `instant`. */
export function dayAt(instant: Date | string, timeZone: string): Day {
  return localDateTimeAt(instant, timeZone).slice(0, 10);
}

function parseLocal(local: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const [date = '', time = '00:00'] = local.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { year, month, day, hour, minute };
}

/**
 * The instant a wall-clock time in `timeZone` names. A time the clocks skip (01:30 on the
 * night they go forward) is read with the offset before the change, landing an hour later
 * (02:30 summer time); a time that happens twice takes its first occurrence.
 */
export function instantOf(local: string, timeZone: string): Date {
  const { year, month, day, hour, minute } = parseLocal(local);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const before = zoneOffsetMs(timeZone, new Date(asUtc - 86_400_000));
  const after = zoneOffsetMs(timeZone, new Date(asUtc + 86_400_000));
  // Try the earlier offset first (a repeated hour's first occurrence), then the later one.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = new Date(asUtc - offset);
    if (localDateTimeAt(candidate, timeZone) === local.slice(0, 16)) return candidate;
  }
  return new Date(asUtc - before);
}

/** An ISO instant with offset `Z`, for the calendar's query. */
export const isoOf = (date: Date) => date.toISOString();

/** `day` plus `days` calendar days. */
export function addDays(day: Day, days: number): Day {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 0 for Monday … 6 for Sunday: Markk's weeks start on Monday, as the posting schedule does. */
export function weekdayIndex(day: Day): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/** The Monday of `day`'s week. */
export const weekStart = (day: Day): Day => addDays(day, -weekdayIndex(day));

/** The first day of `day`'s month. */
export const monthStart = (day: Day): Day => `${day.slice(0, 7)}-01`;

/** The first day of the month `months` after `day`'s. */
export function addMonths(day: Day, months: number): Day {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1 + months, 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-01`;
}

export type GridDay = { day: Day; inMonth: boolean; isToday: boolean };

/** The days a view shows, and the instants its posts fall between (the calendar query's range). */
export type ViewRange = { days: GridDay[]; from: string; to: string };

function rangeOf(first: Day, count: number, month: string | null, today: Day, timeZone: string): ViewRange {
  const days = Array.from({ length: count }, (_, i) => {
    const day = addDays(first, i);
    return { day, inMonth: month === null || day.startsWith(month), isToday: day === today };
  });
  return {
    days,
    from: isoOf(instantOf(`${first}T00:00`, timeZone)),
    to: isoOf(instantOf(`${addDays(first, count)}T00:00`, timeZone)),
  };
}

/**
 * The month grid of `anyDay`'s month in `timeZone`: whole weeks, Monday to Sunday, from the
 * week of the 1st to the week of the last day (35 or 42 days, within the API's 45), each day
 * marked in the month or not and today or not; `from`/`to` are midnight there, so a month
 * with a clock change spans its real number of hours.
 */
export function monthGrid(anyDay: Day, today: Day, timeZone: string): ViewRange {
  const first = monthStart(anyDay);
  const last = addDays(addMonths(first, 1), -1);
  const start = weekStart(first);
  const end = addDays(weekStart(last), 7);
  const count = Math.round((Date.parse(`${end}T00:00Z`) - Date.parse(`${start}T00:00Z`)) / 86_400_000);
  return rangeOf(start, count, first.slice(0, 7), today, timeZone);
}

/** Monday to Sunday of `anyDay`'s week in `timeZone`. */
export function weekGrid(anyDay: Day, today: Day, timeZone: string): ViewRange {
  return rangeOf(weekStart(anyDay), 7, null, today, timeZone);
}

/** The hour of a local time, 0–23. */
export const hourOf = (local: string) => Number(local.slice(11, 13));

/** "09:30" of a local time. */
export const clockOf = (local: string) => local.slice(11, 16);

const DAY_PARTS = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_DAY_PARTS = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const MONTH_LABEL = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const noonUtc = (day: Day) => new Date(`${day}T12:00:00Z`);

/** The named parts joined by spaces: ICU versions differ on the commas between them. */
function joined(format: Intl.DateTimeFormat, day: Day): string {
  const parts = format.formatToParts(noonUtc(day));
  return (['weekday', 'day', 'month', 'year'] as const)
    .map((type) => parts.find((part) => part.type === type)?.value)
    .filter(Boolean)
    .join(' ');
}

/** "Sunday 28 March 2027". */
export const dayLabel = (day: Day) => joined(DAY_PARTS, day);
/** "Sun 28 Mar". */
export const shortDayLabel = (day: Day) => joined(SHORT_DAY_PARTS, day);
/** "March 2027". */
export const monthLabel = (day: Day) => MONTH_LABEL.format(noonUtc(day));
