// A running (or stopped) run's progress: the share of posts settled, how many are queued,
// being written, checked, done or failed, an estimate of the time left, and Cancel, which
// stops the posts that have not started.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { BulkItemStatus, BulkRun } from '#contracts/bulk';
import { errorMessage } from '../../../app/errors.ts';
import { useCancelBulkRun } from '../../../queries/bulk.ts';

const HEADER = (count: number) => `Writing ${count} posts`;
const PROGRESS = 'Bulk run progress';
const CANCEL = 'Cancel';
const CANCELLING = 'Cancelling…';
const CANCELLED = 'Cancelled: the posts that had not started will not be written.';

export const STATUS_LABELS: Record<BulkItemStatus, string> = {
  queued: 'Queued',
  writing: 'Writing',
  checked: 'Checked',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const STATUS_TYPES: Record<BulkItemStatus, StatusIndicatorProps.Type> = {
  queued: 'pending',
  writing: 'in-progress',
  checked: 'in-progress',
  done: 'success',
  failed: 'error',
  cancelled: 'stopped',
};

/** "About 2 minutes left", "About 40 seconds left". */
export function timeLeft(seconds: number): string {
  if (seconds < 60) return `About ${Math.max(5, Math.ceil(seconds / 5) * 5)} seconds left`;
  const minutes = Math.ceil(seconds / 60);
  return `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
}

export function BulkProgress({ run }: { run: BulkRun }) {
  const cancel = useCancelBulkRun(run.runId);
  const running = run.status === 'running';
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            running &&
            !run.cancelRequested && (
              <Button onClick={() => cancel.mutate()} loading={cancel.isPending} loadingText={CANCELLING}>
                {CANCEL}
              </Button>
            )
          }
        >
          {HEADER(run.count)}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ProgressBar
          value={run.percent}
          label={PROGRESS}
          description={run.secondsLeft !== null ? timeLeft(run.secondsLeft) : undefined}
          additionalInfo={`${run.counts.done} of ${run.count} written`}
        />
        <SpaceBetween size="m" direction="horizontal">
          {(Object.keys(STATUS_LABELS) as BulkItemStatus[]).map((status) => (
            <StatusIndicator key={status} type={STATUS_TYPES[status]}>
              {`${STATUS_LABELS[status]}: ${run.counts[status]}`}
            </StatusIndicator>
          ))}
        </SpaceBetween>
        {run.cancelRequested && <Box>{CANCELLED}</Box>}
        {cancel.isError && <Box color="text-status-error">{errorMessage(cancel.error)}</Box>}
      </SpaceBetween>
    </Container>
  );
}
