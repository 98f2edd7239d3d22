// The calendar's grid for its view: the month, the month as a list of days (narrow screens), or
// the week with its hour rows (06:00–23:00, widened to any earlier post, draft or free slot)
// and the posting schedule's free queue slots.
import type { ContentPlanItem } from '#contracts/content-plan';
import type { PostingQueue, ScheduledPostView } from '#contracts/publishing';
import { plannedLocalTime } from '../../../lib/content-plan.ts';
import { freeQueueSlots, shownLocalTime, weekHours } from '../../../lib/publishing.ts';
import type { GridDay } from '../../../lib/zoned-time.ts';
import { AgendaList } from './AgendaList.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { WeekGrid } from './WeekGrid.tsx';

type CalendarGridProps = {
  view: 'month' | 'agenda' | 'week';
  days: readonly GridDay[];
  posts: readonly ScheduledPostView[];
  postsByDay: ReadonlyMap<string, ScheduledPostView[]>;
  planned: readonly ContentPlanItem[];
  plannedByDay: ReadonlyMap<string, ContentPlanItem[]>;
  /** The posting schedule, once loaded: the week shows its free slots. */
  queue: PostingQueue | undefined;
  timeZone: string;
  labelOf: (network: ScheduledPostView['targets'][number]['network']) => string;
  onOpen: (post: ScheduledPostView) => void;
  onOpenPlanned: (item: ContentPlanItem) => void;
};

export function CalendarGrid({ view, days, posts, postsByDay, planned, plannedByDay, queue, timeZone, labelOf, onOpen, onOpenPlanned }: CalendarGridProps) {
  const shared = { days, timeZone, labelOf, onOpen, onOpenPlanned };
  if (view === 'agenda') return <AgendaList {...shared} postsByDay={postsByDay} plannedByDay={plannedByDay} />;
  if (view === 'month') return <MonthGrid {...shared} postsByDay={postsByDay} plannedByDay={plannedByDay} />;
  const slotsByDay = new Map(queue ? days.map((day) => [day.day, freeQueueSlots(queue, day.day, posts, timeZone, new Date())] as const) : []);
  const hours = weekHours([
    ...posts.map((post) => shownLocalTime(post, timeZone)),
    ...planned.map((item) => plannedLocalTime(item, timeZone)),
    ...[...slotsByDay.values()].flat().map((slot) => slot.localTime),
  ]);
  return <WeekGrid {...shared} hours={hours} posts={posts} planned={planned} slotsByDay={slotsByDay} />;
}
