// The month on a narrow screen: the days that have posts or planned drafts, in order, each a
// heading and its posts, so the calendar stays readable at 375 px. Moving a post here is Reschedule in its detail.
import Box from '@cloudscape-design/components/box';
import { spaceScaledM } from '@cloudscape-design/design-tokens';
import { DndContext } from '@dnd-kit/core';
import type { ContentPlanItem } from '#contracts/content-plan';
import type { ScheduledPostView } from '#contracts/publishing';
import { dayLabel, type GridDay } from '../../../lib/zoned-time.ts';
import { TODAY } from './MonthGrid.tsx';
import { PlannedChip } from './PlannedChip.tsx';
import { PostChip } from './PostChip.tsx';

type AgendaListProps = {
  days: readonly GridDay[];
  postsByDay: ReadonlyMap<string, ScheduledPostView[]>;
  timeZone: string;
  labelOf: (network: ScheduledPostView['targets'][number]['network']) => string;
  onOpen: (post: ScheduledPostView) => void;
  plannedByDay: ReadonlyMap<string, ContentPlanItem[]>;
  onOpenPlanned: (item: ContentPlanItem) => void;
};

export function AgendaList({ days, postsByDay, plannedByDay, timeZone, labelOf, onOpen, onOpenPlanned }: AgendaListProps) {
  const shown = days.filter((day) => day.inMonth && (postsByDay.get(day.day)?.length ?? 0) + (plannedByDay.get(day.day)?.length ?? 0) > 0);
  return (
    // No drop targets here: the chips show without their move handles.
    <DndContext>
      <ul className="markk-calendar__agenda" style={{ display: 'flex', flexDirection: 'column', gap: spaceScaledM }} data-testid="calendar-agenda">
        {shown.map((day) => (
          <li key={day.day} aria-current={day.isToday ? 'date' : undefined}>
            <Box variant="h3" tagOverride="h3">
              {dayLabel(day.day)}
              {day.isToday ? ` · ${TODAY}` : ''}
            </Box>
            <ul className="markk-calendar__posts">
              {(postsByDay.get(day.day) ?? []).map((post) => (
                <PostChip key={post.id} post={post} timeZone={timeZone} labelOf={labelOf} onOpen={onOpen} movable={false} />
              ))}
              {(plannedByDay.get(day.day) ?? []).map((item) => (
                <PlannedChip key={item.id} item={item} timeZone={timeZone} labelOf={labelOf} onOpen={onOpenPlanned} movable={false} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </DndContext>
  );
}
