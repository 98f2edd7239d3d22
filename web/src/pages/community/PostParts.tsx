// The pieces a post shows on its card and on its own page: who wrote it (name, company badge,
// relative time), the pinned mark, its moderation state for its author, its tags and its
// reaction counts.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { REACTION_LABELS } from '#contracts/community';
import { ReactionIcon } from '../../components/icons/ReactionIcon.tsx';
import { reactionsShown, type ReactionTypeValue } from './community-logic.ts';
import { PENDING_HINT, PENDING_REVIEW, PINNED, REJECTED, rejectedReason } from './community-messages.ts';
import { fullDateTime, relativeTime } from '../../lib/format.ts';

type AuthorView = { fullName: string; companyName: string | null };

export function Byline({ author, createdAt, isPinned }: { author: AuthorView; createdAt: string; isPinned: boolean }) {
  return (
    <div className="markk-community__byline">
      <Box variant="strong">{author.fullName}</Box>
      {author.companyName ? <Badge color="grey">{author.companyName}</Badge> : null}
      <Box variant="small" color="text-body-secondary">
        <time dateTime={createdAt} title={fullDateTime(createdAt)}>
          {relativeTime(createdAt)}
        </time>
      </Box>
      {isPinned ? (
        <span className="markk-community__pinned" data-testid="post-pinned">
          <span aria-hidden="true">📌</span>{' '}
          <Box variant="small" color="text-status-info" display="inline">
            {PINNED}
          </Box>
        </span>
      ) : null}
    </div>
  );
}

/** "Pending review" or "Rejected" with the reason: shown to the author (and moderators) only. */
export function ModerationState({ status, reason, hint = false }: { status: string; reason: string | null; hint?: boolean }) {
  if (status === 'pending') {
    return (
      <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
        <Badge color="severity-medium" data-testid="post-pending">
          {PENDING_REVIEW}
        </Badge>
        {hint ? (
          <Box variant="small" color="text-body-secondary">
            {PENDING_HINT}
          </Box>
        ) : null}
      </SpaceBetween>
    );
  }
  if (status === 'rejected') {
    return (
      <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
        <Badge color="red" data-testid="post-rejected">
          {REJECTED}
        </Badge>
        <Box variant="small" color="text-status-error">
          {rejectedReason(reason)}
        </Box>
      </SpaceBetween>
    );
  }
  return null;
}

export function Tags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="markk-community__tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge color="blue">#{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The card's reaction counts (read-only): those with a count, each with its accessible name. */
export function ReactionCounts({ counts }: { counts: Record<ReactionTypeValue, number> }) {
  const shown = reactionsShown(counts);
  if (shown.length === 0) return null;
  return (
    <ul className="markk-community__reaction-counts" aria-label="Reactions">
      {shown.map(({ type, count }) => (
        <li key={type}>
          <span aria-hidden="true">
            <ReactionIcon name={type} /> {count}
          </span>
          <span className="markk-visually-hidden">{`${REACTION_LABELS[type]}: ${count}`}</span>
        </li>
      ))}
    </ul>
  );
}
