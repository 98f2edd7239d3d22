// What every item on the calendar is drawn with: a compact button (network badges, local time,
// its text and status, and its networks said after them, so the button's name begins with what
// it shows — WCAG 2.5.3) that opens the item, and, when it can move, a handle that picks it up
// (mouse, touch, or Space and the arrow keys). Posts and the plan's drafts differ only in what
// they pass in.
import Icon from '@cloudscape-design/components/icon';
import { useDraggable } from '@dnd-kit/core';
import type { CSSProperties, ReactNode } from 'react';
import type { Network } from '#contracts/connected-accounts';
import { NetworkIcon } from '../../../components/schedule-post/NetworkIcon.tsx';

/** Said after what the chip shows: ", on Facebook, Instagram". */
export const onNetworks = (networks: string) => `, on ${networks}`;

type CalendarChipProps = {
  /** The drag id: the post's id, or the draft's plannedDragId. */
  dragId: string;
  movable: boolean;
  style: CSSProperties;
  /** The data-* attributes the chip carries (its test id and its item's id). */
  data: Record<`data-${string}`, string>;
  networks: readonly Network[];
  time: string;
  text: string;
  status: ReactNode;
  /** Said after the status: the networks, and anything else a listener needs. */
  spoken: string;
  moveLabel: string;
  onOpen: () => void;
};

export function CalendarChip({ dragId, movable, style, data, networks, time, text, status, spoken, moveLabel, onOpen }: CalendarChipProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: dragId, disabled: !movable });
  return (
    <li
      ref={setNodeRef}
      className={`markk-calendar__chip${isDragging ? ' markk-calendar__chip--dragging' : ''}`}
      // The original stays in place, faded, while its preview follows the pointer (DragOverlay).
      style={style}
      {...data}
    >
      <button type="button" className="markk-calendar__chip-open" onClick={onOpen}>
        <ChipLines networks={networks} time={time} text={text} />
        <span>
          {status}
          <span className="markk-visually-hidden">{spoken}</span>
        </span>
      </button>
      {movable && (
        <button type="button" ref={setActivatorNodeRef} className="markk-calendar__chip-handle" aria-label={moveLabel} {...attributes} {...listeners}>
          <Icon name="drag-indicator" size="small" />
        </button>
      )}
    </li>
  );
}

function ChipLines({ networks, time, text }: { networks: readonly Network[]; time: string; text: string }) {
  return (
    <>
      <span className="markk-calendar__chip-line">
        {networks.map((network) => (
          <NetworkIcon key={network} network={network} decorative />
        ))}
        <strong>{time}</strong>
      </span>
      <span className="markk-calendar__chip-line markk-calendar__chip-caption">{text}</span>
    </>
  );
}

/** The chip as it follows the pointer while dragged. */
export function ChipPreview({ style, networks, time, text }: { style: CSSProperties; networks: readonly Network[]; time: string; text: string }) {
  return (
    <div className="markk-calendar__chip" style={style}>
      <span className="markk-calendar__chip-open">
        <ChipLines networks={networks} time={time} text={text} />
      </span>
    </div>
  );
}
