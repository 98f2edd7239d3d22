// One post on the calendar (CalendarChip): network badges, local time, the caption's start and
// its status; it opens the post's detail, and moves while it is still scheduled.
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { colorBackgroundContainerContent, colorBorderDividerDefault } from '@cloudscape-design/design-tokens';
import type { ScheduledPostView } from '#contracts/publishing';
import { STATUS_INDICATORS, STATUS_LABELS, canReschedule, captionStart, shownLocalTime } from '../../../lib/publishing.ts';
import { clockOf } from '../../../lib/zoned-time.ts';
import { CalendarChip, ChipPreview, onNetworks } from './CalendarChip.tsx';

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

export function PostChip({ post, timeZone, labelOf, onOpen, movable = true }: PostChipProps) {
  const time = clockOf(shownLocalTime(post, timeZone));
  const caption = captionStart(post.caption, 60);
  const networks = networksOf(post);
  return (
    <CalendarChip
      dragId={post.id}
      movable={movable && canReschedule(post)}
      style={CHIP_STYLE}
      data={{ 'data-testid': 'calendar-post', 'data-post-id': post.id }}
      networks={networks}
      time={time}
      text={caption}
      status={<StatusIndicator type={STATUS_INDICATORS[post.status]}>{STATUS_LABELS[post.status]}</StatusIndicator>}
      spoken={onNetworks(networks.map(labelOf).join(', '))}
      moveLabel={moveLabel(time, caption)}
      onOpen={() => onOpen(post)}
    />
  );
}

/** The chip as it follows the pointer while dragged. */
export function PostChipPreview({ post, timeZone }: { post: ScheduledPostView; timeZone: string }) {
  return <ChipPreview style={CHIP_STYLE} networks={networksOf(post)} time={clockOf(shownLocalTime(post, timeZone))} text={captionStart(post.caption)} />;
}
