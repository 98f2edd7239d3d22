// The week view: hour rows (06:00–23:00, earlier when a post is) by day columns, Monday first.
// Each hour of a day is a drop target listing its posts, the 30-day plan's drafts still to
// review, and the posting schedule's empty queue slots ("Queue slot 09:00"). On a narrow
// screen the table scrolls sideways inside itself.
import { useDroppable } from '@dnd-kit/core';
import {
  colorBackgroundDropdownItemHover,
  colorBackgroundStatusInfo,
  colorBorderDividerDefault,
  colorBorderDividerSecondary,
  colorTextBodySecondary,
} from '@cloudscape-design/design-tokens';
import type { ContentPlanItem } from '#contracts/content-plan';
import type { ScheduledPostView } from '#contracts/publishing';
import { hourDropId, shownLocalTime, type QueueSlot } from '../../../lib/publishing.ts';
import { dayLabel, hourOf, shortDayLabel, type GridDay } from '../../../lib/zoned-time.ts';
import { TODAY } from './MonthGrid.tsx';
import { plannedLocalTime } from '../../../lib/content-plan.ts';
import { PlannedChip } from './PlannedChip.tsx';
import { PostChip } from './PostChip.tsx';

export const queueSlotText = (time: string) => `Queue slot ${time}`;
const WEEK_LABEL = 'Week';
const HOUR = 'Time';
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

type WeekGridProps = {
  days: readonly GridDay[];
  hours: readonly number[];
  posts: readonly ScheduledPostView[];
  slotsByDay: ReadonlyMap<string, QueueSlot[]>;
  timeZone: string;
  labelOf: (network: ScheduledPostView['targets'][number]['network']) => string;
  onOpen: (post: ScheduledPostView) => void;
  /** The 30-day plan's drafts still to review. */
  planned: readonly ContentPlanItem[];
  onOpenPlanned: (item: ContentPlanItem) => void;
};

type HourCellProps = Omit<WeekGridProps, 'days' | 'hours' | 'slotsByDay'> & { day: string; hour: number; slots: QueueSlot[] };

function HourCell({ day, hour, posts, planned, slots, timeZone, labelOf, onOpen, onOpenPlanned }: HourCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: hourDropId(day, hour) });
  return (
    <td ref={setNodeRef} style={{ border: `1px solid ${colorBorderDividerDefault}`, background: isOver ? colorBackgroundDropdownItemHover : undefined }}>
      {posts.length + planned.length + slots.length > 0 && (
        <ul className="markk-calendar__posts" aria-label={`${dayLabel(day)}, ${hourText(hour)}`}>
          {posts.map((post) => (
            <PostChip key={post.id} post={post} timeZone={timeZone} labelOf={labelOf} onOpen={onOpen} />
          ))}
          {planned.map((item) => (
            <PlannedChip key={item.id} item={item} timeZone={timeZone} labelOf={labelOf} onOpen={onOpenPlanned} />
          ))}
          {slots.map((slot) => (
            <li key={slot.time} className="markk-calendar__slot" style={{ border: `1px dashed ${colorBorderDividerSecondary}`, color: colorTextBodySecondary }}>
              {queueSlotText(slot.time)}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

export function WeekGrid({ days, hours, posts, planned, slotsByDay, timeZone, labelOf, onOpen, onOpenPlanned }: WeekGridProps) {
  const inHour = (local: string, day: string, hour: number) => local.startsWith(day) && hourOf(local) === hour;
  const at = (day: string, hour: number) => posts.filter((post) => inHour(shownLocalTime(post, timeZone), day, hour));
  const plannedAt = (day: string, hour: number) => planned.filter((item) => inHour(plannedLocalTime(item, timeZone), day, hour));
  return (
    <div className="markk-calendar__scroll" role="region" aria-label={WEEK_LABEL} tabIndex={0}>
      <table className="markk-calendar__table markk-calendar__table--week" data-testid="calendar-week">
        <thead>
          <tr>
            <th scope="col" className="markk-calendar__hour-row">
              <span className="markk-visually-hidden">{HOUR}</span>
            </th>
            {days.map((day) => (
              <th key={day.day} scope="col" aria-current={day.isToday ? 'date' : undefined}>
                <span style={day.isToday ? { background: colorBackgroundStatusInfo, borderRadius: 4, padding: '0 4px' } : undefined}>
                  {shortDayLabel(day.day)}
                </span>
                {day.isToday && <span className="markk-visually-hidden">, {TODAY}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour} className="markk-calendar__hour-row">
              <th scope="row">{hourText(hour)}</th>
              {days.map((day) => (
                <HourCell
                  key={day.day}
                  day={day.day}
                  hour={hour}
                  posts={at(day.day, hour)}
                  planned={plannedAt(day.day, hour)}
                  slots={(slotsByDay.get(day.day) ?? []).filter((slot) => Number(slot.time.slice(0, 2)) === hour)}
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
    </div>
  );
}
