// One draft of the 30-day plan on the calendar, still to review: a dashed button (network, time,
// "Planned" and its title) that opens the draft with Approve, Regenerate, Move and Dismiss, and
// a handle that picks it up to move it, like a scheduled post's.
import Icon from '@cloudscape-design/components/icon';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useDraggable } from '@dnd-kit/core';
import { colorBackgroundContainerContent, colorBorderStatusInfo } from '@cloudscape-design/design-tokens';
import type { ContentPlanItem } from '#contracts/content-plan';
import { NetworkIcon } from '../../../components/schedule-post/NetworkIcon.tsx';
import { onNetworks } from './PostChip.tsx';
import { plannedDragId, plannedLocalTime } from '../../../lib/content-plan.ts';
import { captionStart } from '../../../lib/publishing.ts';
import { clockOf } from '../../../lib/zoned-time.ts';

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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: plannedDragId(item), disabled: !movable });
  const time = clockOf(plannedLocalTime(item, timeZone));
  const title = captionStart(item.title, 60);
  return (
    <li
      ref={setNodeRef}
      className={`markk-calendar__chip${isDragging ? ' markk-calendar__chip--dragging' : ''}`}
      style={CHIP_STYLE}
      data-testid="calendar-planned"
      data-plan-item-id={item.id}
    >
      <button type="button" className="markk-calendar__chip-open" onClick={() => onOpen(item)}>
        <span className="markk-calendar__chip-line">
          <NetworkIcon network={item.network} decorative />
          <strong>{time}</strong>
        </span>
        <span className="markk-calendar__chip-line markk-calendar__chip-caption">{title}</span>
        <span>
          <StatusIndicator type="pending">{PLANNED}</StatusIndicator>
          <span className="markk-visually-hidden">{`${onNetworks(labelOf(item.network))}${NOT_YET}`}</span>
        </span>
      </button>
      {movable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="markk-calendar__chip-handle"
          aria-label={moveLabel(time, title)}
          {...attributes}
          {...listeners}
        >
          <Icon name="drag-indicator" size="small" />
        </button>
      )}
    </li>
  );
}

/** The draft as it follows the pointer while dragged. */
export function PlannedChipPreview({ item, timeZone }: { item: ContentPlanItem; timeZone: string }) {
  return (
    <div className="markk-calendar__chip" style={CHIP_STYLE}>
      <span className="markk-calendar__chip-open">
        <span className="markk-calendar__chip-line">
          <NetworkIcon network={item.network} decorative />
          <strong>{clockOf(plannedLocalTime(item, timeZone))}</strong>
        </span>
        <span className="markk-calendar__chip-caption">{captionStart(item.title)}</span>
      </span>
    </div>
  );
}
