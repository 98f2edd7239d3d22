// One post on the calendar: a compact button (network badges, local time, the caption's start
// and its status) that opens the post's detail, and, while it is still scheduled, a handle that
// picks it up to move it (mouse, touch, or Space and the arrow keys).
import Icon from '@cloudscape-design/components/icon';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useDraggable } from '@dnd-kit/core';
import { colorBackgroundContainerContent, colorBorderDividerDefault } from '@cloudscape-design/design-tokens';
import type { ScheduledPostView } from '#contracts/publishing';
import { NetworkIcon } from '../../../components/schedule-post/NetworkIcon.tsx';
import { STATUS_INDICATORS, STATUS_LABELS, canReschedule, captionStart, shownLocalTime } from '../../../lib/publishing.ts';
import { clockOf } from '../../../lib/zoned-time.ts';

/** Said after what the chip shows, so its name begins with its visible text (WCAG 2.5.3). */
export const onNetworks = (networks: string) => `, on ${networks}`;
export const moveLabel = (time: string, caption: string) => `Move post at ${time}: ${caption}`;

const CHIP_STYLE = { background: colorBackgroundContainerContent, border: `1px solid ${colorBorderDividerDefault}` } as const;

type PostChipProps = {
  post: ScheduledPostView;
  timeZone: string;
  labelOf: (network: ScheduledPostView['targets'][number]['network']) => string;
  onOpen: (post: ScheduledPostView) => void;
  /** False where the chip cannot be dropped anywhere (the narrow agenda). */
  movable?: boolean;
};

/** The distinct networks a post goes to, in order. */
const networksOf = (post: ScheduledPostView) => [...new Set(post.targets.map((target) => target.network))];

export function PostChip({ post, timeZone, labelOf, onOpen, movable: canMove = true }: PostChipProps) {
  const movable = canMove && canReschedule(post);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: post.id, disabled: !movable });
  const time = clockOf(shownLocalTime(post, timeZone));
  const caption = captionStart(post.caption, 60);
  const networks = networksOf(post);
  return (
    <li
      ref={setNodeRef}
      className={`markk-calendar__chip${isDragging ? ' markk-calendar__chip--dragging' : ''}`}
      // The original stays in place, faded, while its preview follows the pointer (DragOverlay).
      style={CHIP_STYLE}
      data-testid="calendar-post"
      data-post-id={post.id}
    >
      <button type="button" className="markk-calendar__chip-open" onClick={() => onOpen(post)}>
        <span className="markk-calendar__chip-line">
          {networks.map((network) => (
            <NetworkIcon key={network} network={network} decorative />
          ))}
          <strong>{time}</strong>
        </span>
        <span className="markk-calendar__chip-line markk-calendar__chip-caption">{caption}</span>
        <span>
          <StatusIndicator type={STATUS_INDICATORS[post.status]}>{STATUS_LABELS[post.status]}</StatusIndicator>
          <span className="markk-visually-hidden">{onNetworks(networks.map(labelOf).join(', '))}</span>
        </span>
      </button>
      {movable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="markk-calendar__chip-handle"
          aria-label={moveLabel(time, caption)}
          {...attributes}
          {...listeners}
        >
          <Icon name="drag-indicator" size="small" />
        </button>
      )}
    </li>
  );
}

/** The chip as it follows the pointer while dragged. */
export function PostChipPreview({ post, timeZone }: { post: ScheduledPostView; timeZone: string }) {
  return (
    <div className="markk-calendar__chip" style={CHIP_STYLE}>
      <span className="markk-calendar__chip-open">
        <span className="markk-calendar__chip-line">
          {networksOf(post).map((network) => (
            <NetworkIcon key={network} network={network} decorative />
          ))}
          <strong>{clockOf(shownLocalTime(post, timeZone))}</strong>
        </span>
        <span className="markk-calendar__chip-caption">{captionStart(post.caption)}</span>
      </span>
    </div>
  );
}
