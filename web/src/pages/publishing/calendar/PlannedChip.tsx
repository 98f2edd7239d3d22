// One draft of the 30-day plan on the calendar, still to review (CalendarChip, dashed): network,
// time, its title and "Planned"; it opens the draft with Approve, Regenerate, Move and Dismiss,
// and moves like a scheduled post.
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { colorBackgroundContainerContent, colorBorderStatusInfo } from '@cloudscape-design/design-tokens';
import type { ContentPlanItem } from '#contracts/content-plan';
import { plannedDragId, plannedLocalTime } from '../../../lib/content-plan.ts';
import { captionStart } from '../../../lib/publishing.ts';
import { clockOf } from '../../../lib/zoned-time.ts';
import { CalendarChip, ChipPreview, onNetworks } from './CalendarChip.tsx';

export const PLANNED = 'Planned';
const NOT_YET = ', not scheduled yet';
const moveLabel = (time: string, title: string) => `Move planned draft at ${time}: ${title}`;

const CHIP_STYLE = { background: colorBackgroundContainerContent, border: `1px dashed ${colorBorderStatusInfo}` } as const;

type PlannedChipProps = {
  item: ContentPlanItem;
  timeZone: string;
  labelOf: (network: ContentPlanItem['network']) => string;
  onOpen: (item: ContentPlanItem) => void;
  /** False where the chip cannot be dropped anywhere (the narrow agenda). */
  movable?: boolean;
};

export function PlannedChip({ item, timeZone, labelOf, onOpen, movable = true }: PlannedChipProps) {
  const time = clockOf(plannedLocalTime(item, timeZone));
  const title = captionStart(item.title, 60);
  return (
    <CalendarChip
      dragId={plannedDragId(item)}
      movable={movable}
      style={CHIP_STYLE}
      data={{ 'data-testid': 'calendar-planned', 'data-plan-item-id': item.id }}
      networks={[item.network]}
      time={time}
      text={title}
      status={<StatusIndicator type="pending">{PLANNED}</StatusIndicator>}
      spoken={`${onNetworks(labelOf(item.network))}${NOT_YET}`}
      moveLabel={moveLabel(time, title)}
      onOpen={() => onOpen(item)}
    />
  );
}

/** The draft as it follows the pointer while dragged. */
export function PlannedChipPreview({ item, timeZone }: { item: ContentPlanItem; timeZone: string }) {
  return <ChipPreview style={CHIP_STYLE} networks={[item.network]} time={clockOf(plannedLocalTime(item, timeZone))} text={captionStart(item.title)} />;
}
