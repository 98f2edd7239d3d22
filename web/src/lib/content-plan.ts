// The 30-day plan's drafts on the calendar: which of them the calendar shows (drafts still to
// review, of the latest finished plan, matching the calendar's filters), where (their time read
// in the calendar's zone), and the time a dropped draft moves to (written in the plan's zone).
import type { Network } from '#contracts/connected-accounts';
import type { ContentPlan, ContentPlanItem } from '#contracts/content-plan';
import type { PostStatus } from '#contracts/publishing';
import { localTimeAfterDrop } from './publishing.ts';
import { instantOf, localDateTimeAt, type Day } from './zoned-time.ts';

/** What the calendar is filtered by. */
export interface CalendarFilters {
  network?: Network | undefined;
  status?: PostStatus | undefined;
  campaignId?: string | undefined;
}

/** The drag id of a planned draft (a scheduled post's is its own id). */
export const plannedDragId = (item: Pick<ContentPlanItem, 'id'>) => `plan:${item.id}`;

/** The plan item a drag id names, or null for a scheduled post's. */
export const plannedIdOf = (dragId: string): string | null => /^plan:(\d{2})$/.exec(dragId)?.[1] ?? null;

/**
 * The drafts of a finished plan still to review, in time order. A status filter shows posts
 * that are scheduled, published or failed, which drafts are not; a campaign filter shows a
 * plan's drafts only when the plan follows that campaign.
 */
export function plannedDrafts(plan: ContentPlan | null | undefined, filters: CalendarFilters): ContentPlanItem[] {
  if (!plan || plan.status !== 'succeeded' || filters.status !== undefined) return [];
  if (filters.campaignId !== undefined && plan.campaignId !== filters.campaignId) return [];
  return plan.items
    .filter((item) => item.status === 'draft' && (filters.network === undefined || item.network === filters.network))
    .sort((a, b) => instantOf(a.localTime, a.timeZone).getTime() - instantOf(b.localTime, b.timeZone).getTime());
}

/** A draft's time as the calendar shows it: in the calendar's zone. */
export const plannedLocalTime = (item: Pick<ContentPlanItem, 'localTime' | 'timeZone'>, timeZone: string) =>
  item.timeZone === timeZone ? item.localTime : localDateTimeAt(instantOf(item.localTime, item.timeZone), timeZone);

/** Drafts grouped by their day in `timeZone`, in time order. */
export function plannedByDay(items: readonly ContentPlanItem[], timeZone: string): Map<Day, ContentPlanItem[]> {
  const byDay = new Map<Day, ContentPlanItem[]>();
  for (const item of items) {
    const day = plannedLocalTime(item, timeZone).slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  return byDay;
}

/**
 * The plan-zone time a draft dropped on `day` (and `hour`, in the week view) moves to: the
 * drop is read in the calendar's zone, where the user sees it, and written in the plan's.
 */
export function plannedTimeAfterDrop(item: Pick<ContentPlanItem, 'localTime' | 'timeZone'>, timeZone: string, day: Day, hour?: number): string {
  const shown = localTimeAfterDrop(plannedLocalTime(item, timeZone), day, hour);
  return item.timeZone === timeZone ? shown : localDateTimeAt(instantOf(shown, timeZone), item.timeZone);
}
