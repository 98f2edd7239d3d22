// Publishing's rules the pages show, without React: a connected account's state in words,
// what stops a caption going to a network, the empty queue slots of a day, the local time a
// drop on the calendar means, when the calendar polls, and the "Scheduled for …" message.
import type { ConnectedAccountView, Network } from '#contracts/connected-accounts';
import type { NetworkInfo, PostingQueue, PostStatus, ScheduledPostView, Weekday } from '#contracts/publishing';
import { WEEKDAYS } from '#contracts/publishing';
import { clockOf, dayLabel, hourOf, localDateTimeAt, weekdayIndex, type Day } from './zoned-time.ts';

const NUMBER = new Intl.NumberFormat('en-US');

/** Short names for the network badges, read out by their labels. */
export const NETWORK_LETTERS: Readonly<Record<Network, string>> = {
  instagram: 'IG',
  facebook: 'f',
  linkedin: 'in',
  tiktok: 'TT',
  google: 'G',
  x: 'X',
};

/** Labels before the connections answer (the server's own labels win once it has). */
export const NETWORK_LABELS: Readonly<Record<Network, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  google: 'Google Business Profile',
  x: 'X',
};

export const STATUS_LABELS: Readonly<Record<PostStatus, string>> = {
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  published: 'Published',
  failed: 'Failed',
};

/** Cloudscape StatusIndicator types for a post's status. */
export const STATUS_INDICATORS: Readonly<Record<PostStatus, 'pending' | 'in-progress' | 'success' | 'error'>> = {
  scheduled: 'pending',
  publishing: 'in-progress',
  published: 'success',
  failed: 'error',
};

export type AccountStateView = { type: 'success' | 'warning' | 'error' | 'stopped'; text: string; reason: string | null };

/** "Connected", "Expires in 3 days", "Needs reconnecting" (with the reason) or "Revoked". */
export function accountStateView(account: Pick<ConnectedAccountView, 'state' | 'expiresInDays' | 'reason'>): AccountStateView {
  switch (account.state) {
    case 'connected':
      return { type: 'success', text: 'Connected', reason: null };
    case 'expiring': {
      const days = Math.max(0, account.expiresInDays ?? 0);
      return { type: 'warning', text: days === 0 ? 'Expires today' : `Expires in ${days} ${days === 1 ? 'day' : 'days'}`, reason: account.reason };
    }
    case 'needs_reconnect':
      return { type: 'error', text: 'Needs reconnecting', reason: account.reason };
    case 'revoked':
      return { type: 'stopped', text: 'Revoked', reason: account.reason };
  }
}

/** "12 of 50 posts in 24 h". */
export function rateWindowText(postsInWindow: number, network: Pick<NetworkInfo, 'rateLimit'>): string {
  return `${postsInWindow} of ${network.rateLimit.posts} posts in ${network.rateLimit.windowHours} h`;
}

/** A caption as the server stores it: line endings as \n, trimmed. */
export const normalizedCaption = (caption: string) => caption.replace(/\r\n?/g, '\n').trim();

/** Characters as the networks count them: one per code point, so an emoji is one. */
export const captionLength = (caption: string) => [...normalizedCaption(caption)].length;

/** "312 / 280". */
export const captionCountText = (caption: string, limit: number) => `${NUMBER.format(captionLength(caption))} / ${NUMBER.format(limit)}`;

/**
 * What stops a caption going to the chosen networks, one sentence each, in the networks'
 * order: too long for a network's limit, or a network that needs an image and has none.
 * Empty when the post can be scheduled.
 */
export function captionProblems(caption: string, networks: readonly NetworkInfo[], hasImage = false): string[] {
  const length = captionLength(caption);
  const problems: string[] = [];
  const seen = new Set<Network>();
  for (const info of networks) {
    if (seen.has(info.network)) continue;
    seen.add(info.network);
    if (info.needsImage && !hasImage) problems.push(`${info.label} needs an image: choose one from your gallery, or leave ${info.label} out.`);
    else if (length > info.captionLimit)
      problems.push(
        `${info.label} allows ${NUMBER.format(info.captionLimit)} characters; this caption has ${NUMBER.format(length)}. Shorten it or leave ${info.label} out.`,
      );
  }
  return problems;
}

/** The posting schedule's key for a day. */
export const weekdayOf = (day: Day): Weekday => WEEKDAYS[weekdayIndex(day)]!;

export type QueueSlot = { day: Day; time: string; localTime: string };

/**
 * The queue slots of `day` no post holds yet and that are still ahead at `now`: the posting
 * schedule's times for that weekday, minus those a post (other than a failed one) is planned
 * at, its time read in the schedule's zone. The week view shows them as "Queue slot 09:00".
 */
export function freeQueueSlots(queue: PostingQueue, day: Day, posts: readonly ScheduledPostView[], timeZone: string, now: Date): QueueSlot[] {
  const held = new Set(posts.filter((post) => post.status !== 'failed').map((post) => localDateTimeAt(post.dueAt, timeZone)));
  const nowLocal = localDateTimeAt(now, timeZone);
  return queue[weekdayOf(day)]
    .map((time) => ({ day, time, localTime: `${day}T${time}` }))
    .filter((slot) => !held.has(slot.localTime) && slot.localTime > nowLocal);
}

/**
 * The local time a post dropped on the calendar goes out at: on `day` at the post's own time
 * (the month view), or at `hour` of `day` keeping the post's minutes (the week view). The post's
 * time is read in the calendar's zone, where the user sees it.
 */
export function localTimeAfterDrop(postLocalTime: string, day: Day, hour?: number): string {
  const minutes = postLocalTime.slice(14, 16);
  const hours = hour === undefined ? postLocalTime.slice(11, 13) : String(hour).padStart(2, '0');
  return `${day}T${hours}:${minutes}`;
}

/** A drag target's id: "day:2027-03-28" (month) or "slot:2027-03-28T09" (week). */
export const dayDropId = (day: Day) => `day:${day}`;
export const hourDropId = (day: Day, hour: number) => `slot:${day}T${String(hour).padStart(2, '0')}`;

/** The day and hour a drop target's id names. */
export function dropTargetOf(id: string): { day: Day; hour?: number } | null {
  const month = /^day:(\d{4}-\d{2}-\d{2})$/.exec(id);
  if (month) return { day: month[1]! };
  const week = /^slot:(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(id);
  if (week) return { day: week[1]!, hour: Number(week[2]) };
  return null;
}

/** Only a post still waiting to go out moves; a publishing or published one stays. */
export const canReschedule = (post: Pick<ScheduledPostView, 'status'>) => post.status === 'scheduled';

/** How soon the calendar asks again: every 5 s while a shown post is publishing or due within 2 minutes. */
export const CALENDAR_POLL_MS = 5000;
const DUE_SOON_MS = 2 * 60_000;

export function calendarPollInterval(posts: readonly Pick<ScheduledPostView, 'status' | 'dueAt'>[] | undefined, now: number): number | false {
  const watching = (posts ?? []).some((post) => post.status === 'publishing' || (post.status === 'scheduled' && Date.parse(post.dueAt) - now <= DUE_SOON_MS));
  return watching ? CALENDAR_POLL_MS : false;
}

/** "Monday 30 March 2026, 09:00". */
export const whenLabel = (local: string) => `${dayLabel(local.slice(0, 10))}, ${clockOf(local)}`;

/** "Scheduled for Monday 30 March 2026, 09:00 on 2 accounts". */
export function scheduledMessage(post: Pick<ScheduledPostView, 'localTime' | 'targets'>): string {
  const n = post.targets.length;
  return `Scheduled for ${whenLabel(post.localTime)} on ${n} ${n === 1 ? 'account' : 'accounts'}`;
}

/** The first words of a caption, for a post's button on the calendar. */
export function captionStart(caption: string, max = 40): string {
  const line = normalizedCaption(caption).replace(/\s+/g, ' ');
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** A post's time as the calendar shows it: in the calendar's zone. */
export const shownLocalTime = (post: Pick<ScheduledPostView, 'dueAt'>, timeZone: string) => localDateTimeAt(post.dueAt, timeZone);

/** Posts grouped by their day in `timeZone`, each day's posts in time order. */
export function postsByDay(posts: readonly ScheduledPostView[], timeZone: string): Map<Day, ScheduledPostView[]> {
  const byDay = new Map<Day, ScheduledPostView[]>();
  for (const post of [...posts].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))) {
    const day = shownLocalTime(post, timeZone).slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), post]);
  }
  return byDay;
}

/** The hour rows of the week view: 06:00 to 23:00, widened to any earlier post or slot. */
export function weekHours(locals: readonly string[], first = 6, last = 23): number[] {
  const earliest = Math.min(first, ...locals.map(hourOf));
  return Array.from({ length: last - earliest + 1 }, (_, i) => earliest + i);
}

/** The posting schedule with a time added to or removed from one weekday, sorted and without repeats. */
export function withQueueTime(queue: PostingQueue, weekday: Weekday, time: string): PostingQueue {
  return { ...queue, [weekday]: [...new Set([...queue[weekday], time])].sort() };
}

export function withoutQueueTime(queue: PostingQueue, weekday: Weekday, time: string): PostingQueue {
  return { ...queue, [weekday]: queue[weekday].filter((t) => t !== time) };
}

/** The zones the Time zone select offers: the browser's list, with the current one even if the list lacks it. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The local time a date and a time field name, or why they do not name one Markk can plan:
 * empty or unfinished fields, or a time already past in the zone.
 */
export function pickedLocalTime(date: string, time: string, timeZone: string, now: Date): { localTime: string } | { problem: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return { problem: 'Pick a date and a time such as 09:00.' };
  const localTime = `${date}T${time}`;
  if (localTime <= localDateTimeAt(now, timeZone)) return { problem: `That time has passed in ${timeZone}. Pick a later one.` };
  return { localTime };
}

/** The zone posts are planned and shown in: the saved one, else the browser's own until the user saves. */
export function publishingTimeZone(settings: { saved: boolean; timeZone: string } | undefined, browserZone: string): string {
  return settings?.saved ? settings.timeZone : browserZone;
}
