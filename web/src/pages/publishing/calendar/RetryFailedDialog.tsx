// "Retry all failed": the failed posts of the range shown, each with a checkbox (all ticked
// at first), and Retry for the ticked ones in one request.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useRef, useState } from 'react';
import type { CalendarQuery, ScheduledPostView } from '#contracts/publishing';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { captionStart, shownLocalTime, whenLabel } from '../../../lib/publishing.ts';
import { useCalendar, useRetryPosts } from '../../../queries/publishing.ts';

export const RETRY_FAILED_HEADER = 'Retry failed posts';
const RETRY = 'Retry selected';
const LOADING = 'Loading failed posts…';
const NONE = 'No failed posts in this range.';
const LOAD_FAILED = 'Could not load the failed posts';
const HINT = 'Markk tries each chosen post again on the accounts where it failed.';
const retrying = (n: number) => (n === 1 ? 'Retrying 1 post' : `Retrying ${n} posts`);
const RETRY_FAILED = 'Could not retry';
const MAX = 50;

type RetryFailedDialogProps = { range: Pick<CalendarQuery, 'from' | 'to'>; timeZone: string; onClose: () => void };

export function RetryFailedDialog({ range, timeZone, onClose }: RetryFailedDialogProps) {
  const { toast } = useToast();
  const failed = useCalendar({ from: range.from, to: range.to, status: 'failed' });
  const retry = useRetryPosts();
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = useRef(false);
  const posts: ScheduledPostView[] = (failed.data ?? []).filter((post) => post.status === 'failed').slice(0, MAX);
  const chosen = posts.filter((post) => !unticked.has(post.id)).map((post) => post.id);

  async function submit() {
    if (busy.current || chosen.length === 0) return;
    busy.current = true;
    setServerError(null);
    try {
      await retry.mutateAsync(chosen);
      toast({ title: retrying(chosen.length), variant: 'success' });
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      busy.current = false;
    }
  }

  return (
    <FormDialog
      visible
      header={RETRY_FAILED_HEADER}
      busy={retry.isPending}
      submitText={RETRY}
      canSubmit={chosen.length > 0}
      onSubmit={() => void submit()}
      onDismiss={onClose}
    >
      {failed.isPending ? (
        <StatusIndicator type="loading">{LOADING}</StatusIndicator>
      ) : failed.isError ? (
        <Alert type="error" header={LOAD_FAILED}>
          {errorMessage(failed.error)}
        </Alert>
      ) : posts.length === 0 ? (
        <Box>{NONE}</Box>
      ) : (
        <SpaceBetween size="xs">
          <Box color="text-body-secondary">{HINT}</Box>
          {posts.map((post) => {
            const reasons = post.targets.filter((target) => target.status === 'failed' && target.reason).map((target) => target.reason);
            return (
              <Checkbox
                key={post.id}
                checked={!unticked.has(post.id)}
                onChange={({ detail }) =>
                  setUnticked((current) => {
                    const next = new Set(current);
                    if (detail.checked) next.delete(post.id);
                    else next.add(post.id);
                    return next;
                  })
                }
                description={reasons.join(' ')}
              >
                {`${whenLabel(shownLocalTime(post, timeZone))}: ${captionStart(post.caption, 60)}`}
              </Checkbox>
            );
          })}
        </SpaceBetween>
      )}
      {serverError && (
        <Alert type="error" header={RETRY_FAILED}>
          {serverError}
        </Alert>
      )}
    </FormDialog>
  );
}
