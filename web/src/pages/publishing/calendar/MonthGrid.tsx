// The month view: a table of whole weeks, Monday first, each day a drop target listing its
// posts and the 30-day plan's drafts still to review; days outside the month are dimmed and today is marked (and said: "Today").
import { useDroppable } from '@dnd-kit/core';
import {
  colorBackgroundStatusInfo,
  colorBorderDividerDefault,
  colorBackgroundDropdownItemHover,
  colorTextBodySecondary,
} from '@cloudscape-design/design-tokens';
import type { ContentPlanItem } from '#contracts/content-plan';
import type { ScheduledPostView } from '#contracts/publishing';
import { dayDropId } from '../../../lib/publishing.ts';
import { dayLabel, monthLabel, type GridDay } from '../../../lib/zoned-time.ts';
import { PlannedChip } from './PlannedChip.tsx';
import { PostChip } from './PostChip.tsx';

export const WEEKDAY_HEADERS = [
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
  { short: 'Sun', long: 'Sunday' },
] as const;
export const TODAY = 'Today';

type GridProps = {
  days: readonly GridDay[];
  postsByDay: ReadonlyMap<string, ScheduledPostView[]>;
  timeZone: string;
  labelOf: (network: ScheduledPostView['targets'][number]['network']) => string;
  onOpen: (post: ScheduledPostView) => void;
  /** The 30-day plan's drafts still to review, by day. */
  plannedByDay: ReadonlyMap<string, ContentPlanItem[]>;
  onOpenPlanned: (item: ContentPlanItem) => void;
};

type DayCellProps = { day: GridDay; posts: ScheduledPostView[]; planned: ContentPlanItem[] } & Omit<GridProps, 'days' | 'postsByDay' | 'plannedByDay'>;

function DayCell({ day, posts, planned, timeZone, labelOf, onOpen, onOpenPlanned }: DayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: dayDropId(day.day) });
  return (
    <td
      ref={setNodeRef}
      className="markk-calendar__day"
      aria-current={day.isToday ? 'date' : undefined}
      style={{
        border: `1px solid ${colorBorderDividerDefault}`,
        background: isOver ? colorBackgroundDropdownItemHover : undefined,
        color: day.inMonth ? undefined : colorTextBodySecondary,
      }}
    >
      <span className="markk-calendar__day-number" style={day.isToday ? { background: colorBackgroundStatusInfo } : undefined}>
        <span aria-hidden="true">{Number(day.day.slice(8))}</span>
        <span className="markk-visually-hidden">
          {dayLabel(day.day)}
          {day.isToday ? `, ${TODAY}` : ''}
        </span>
      </span>
      {posts.length + planned.length > 0 && (
        <ul className="markk-calendar__posts" aria-label={dayLabel(day.day)}>
          {posts.map((post) => (
            <PostChip key={post.id} post={post} timeZone={timeZone} labelOf={labelOf} onOpen={onOpen} />
          ))}
          {planned.map((item) => (
            <PlannedChip key={item.id} item={item} timeZone={timeZone} labelOf={labelOf} onOpen={onOpenPlanned} />
          ))}
        </ul>
      )}
    </td>
  );
}

export function MonthGrid({ days, postsByDay, plannedByDay, timeZone, labelOf, onOpen, onOpenPlanned }: GridProps) {
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const month = days.find((day) => day.inMonth)?.day ?? days[0]?.day ?? '';
  return (
    <table className="markk-calendar__table" data-testid="calendar-month">
      <caption className="markk-visually-hidden">{monthLabel(month)}</caption>
      <thead>
        <tr>
          {WEEKDAY_HEADERS.map((weekday) => (
            <th key={weekday.short} scope="col">
              <abbr title={weekday.long}>{weekday.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.day}>
            {week.map((day) => (
              <DayCell
                key={day.day}
                day={day}
                posts={postsByDay.get(day.day) ?? []}
                planned={plannedByDay.get(day.day) ?? []}
                timeZone={timeZone}
                labelOf={labelOf}
                onOpen={onOpen}
                onOpenPlanned={onOpenPlanned}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
