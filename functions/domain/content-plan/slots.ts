// Where a 30-day plan's posts go: the posting schedule's times per weekday over the next 30
// days (from tomorrow, in the owner's zone), 30 of them spread evenly, each given a network, a
// content pillar and a format so that the month mixes them. Pure: the run's first step reads
// the settings, the brand and the campaign, and hands them here.
import { TZDate } from '@date-fns/tz';
import { PLAN_DAYS, PLAN_FORMATS, PLAN_POSTS } from '#contracts/content-plan';
import type { Network } from '#contracts/connected-accounts';
import type { PostingQueue, Weekday } from '#contracts/publishing';
import type { PlanSlot } from '#lib/ai/content-plan';
import { DEFAULT_QUEUE } from '../publishing/settings.ts';

const WEEKDAY_OF: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const pad = (n: number) => String(n).padStart(2, '0');

export interface SlotInput {
  queue: PostingQueue;
  timeZone: string;
  now: Date;
  /** The networks the posts rotate through (at least one). */
  networks: readonly Network[];
  /** The content pillars the posts rotate through (at least one). */
  pillars: readonly string[];
}

/** The days of the plan, tomorrow first, as dates in the zone with their weekday. */
function planDays(timeZone: string, now: Date): { date: string; weekday: Weekday }[] {
  const today = new TZDate(now.getTime(), timeZone);
  return Array.from({ length: PLAN_DAYS }, (_, i) => {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + 1 + i, 12, 0, timeZone);
    return { date: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`, weekday: WEEKDAY_OF[day.getDay()]! };
  });
}

/** `count` of `items`, spread evenly from the first (all of them when there are no more). */
const spread = <T>(items: readonly T[], count: number): T[] =>
  items.length <= count ? [...items] : Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);

/**
 * The plan's 30 slots in time order. Times come from the queue; an empty queue uses Markk's
 * default week (`usedDefaults`, so the plan can say so). A queue with fewer than 30 times in
 * the 30 days is filled on the days it leaves free, at its own times.
 */
export function planSlots(input: SlotInput): { slots: Omit<PlanSlot, 'itemId'>[]; usedDefaults: boolean } {
  const usedDefaults = WEEKDAY_OF.every((day) => input.queue[day].length === 0);
  const queue = usedDefaults ? DEFAULT_QUEUE : input.queue;
  // The days start tomorrow in the owner's zone, so every time on them is after `now`: no
  // time needs converting to an instant to be kept.
  const days = planDays(input.timeZone, input.now);
  const fromQueue = days.flatMap(({ date, weekday }) => [...queue[weekday]].sort().map((time) => `${date}T${time}`));
  let times = spread(fromQueue, PLAN_POSTS);
  if (times.length < PLAN_POSTS) {
    // Every time the queue uses, on every day, until there are enough: the queue's rhythm, more often.
    const allTimes = [...new Set(WEEKDAY_OF.flatMap((day) => queue[day]))].sort();
    const taken = new Set(times);
    const more = allTimes.flatMap((time) => days.map(({ date }) => `${date}T${time}`)).filter((t) => !taken.has(t));
    times = [...times, ...spread(more, PLAN_POSTS - times.length)].sort();
  }
  const slots = times.map((localTime, i) => ({
    localTime,
    timeZone: input.timeZone,
    network: input.networks[i % input.networks.length]!,
    pillar: input.pillars[i % input.pillars.length]!,
    // Eight formats against (usually) three pillars: every pillar meets every format in a month.
    format: PLAN_FORMATS[i % PLAN_FORMATS.length]!,
  }));
  return { slots, usedDefaults };
}
