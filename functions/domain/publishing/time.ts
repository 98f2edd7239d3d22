// Wall-clock times in the owner's zone and the instants they fall on. A post is stored as a
// UTC instant together with its zone and local time, so 09:00 Europe/London stays 09:00 on
// both sides of a clock change (@date-fns/tz does the zone arithmetic).
import { TZDate } from '@date-fns/tz';
import type { PostingQueue, Weekday } from '#contracts/publishing';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The UTC instant (ISO) of a wall-clock time "2027-03-29T09:00" in `timeZone`. */
export function instantOf(localTime: string, timeZone: string): string {
  const m = LOCAL.exec(localTime);
  if (!m) throw new Error(`Not a local date-time: ${localTime}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime()).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time "2027-03-29T09:00" an instant shows in `timeZone`. */
export function localTimeOf(instant: string | Date, timeZone: string): string {
  const t = new TZDate(new Date(instant).getTime(), timeZone);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

/**
 * The EventBridge Scheduler expression of a wall-clock time: `at(2027-03-29T09:00:00)`,
 * read in the schedule's ScheduleExpressionTimezone.
 */
export const atExpression = (localTime: string): string => `at(${localTime}:00)`;

const WEEKDAY_OF: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** How many days ahead the queue is searched for a free slot. */
export const QUEUE_HORIZON_DAYS = 56;

/**
 * The first queue slot after `now` that no post holds: the posting schedule's times per
 * weekday, walked day by day in `timeZone`. `taken` holds local times already used.
 * Null when the queue has no times.
 */
export function nextFreeSlot(queue: PostingQueue, timeZone: string, now: Date, taken: ReadonlySet<string>): string | null {
  if (WEEKDAY_OF.every((day) => queue[day].length === 0)) return null;
  const today = new TZDate(now.getTime(), timeZone);
  for (let offset = 0; offset < QUEUE_HORIZON_DAYS; offset++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, 0, timeZone);
    const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    for (const time of queue[WEEKDAY_OF[day.getDay()]!]) {
      const localTime = `${date}T${time}`;
      if (taken.has(localTime)) continue;
      if (Date.parse(instantOf(localTime, timeZone)) <= now.getTime()) continue;
      return localTime;
    }
  }
  return null;
}
