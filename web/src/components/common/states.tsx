// The shared empty, no-match and failed-to-load states of lists and pages (after
// cloudscape-design/demos' common components): the same layout everywhere, each caller's own words.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

const CLEAR_FILTER = 'Clear filter';
const RETRY = 'Retry';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** A way forward, such as a button to where the first item is made. */
  action?: ReactNode;
};

/** A list with nothing in it yet: inside a Table or Cards `empty` slot, or on its own in a card. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Box margin={{ vertical: 'xs' }} textAlign="center" color="inherit">
      <SpaceBetween size="xxs">
        <div>
          <Box variant="strong" color="inherit">
            {title}
          </Box>
          {description && (
            <Box variant="p" color="inherit">
              {description}
            </Box>
          )}
        </div>
        {action}
      </SpaceBetween>
    </Box>
  );
}

/** A filter that matches nothing, with the button that clears it. */
export function NoMatchState({ title, description, onClear }: { title: string; description?: ReactNode; onClear: () => void }) {
  return <EmptyState title={title} description={description} action={<Button onClick={onClear}>{CLEAR_FILTER}</Button>} />;
}

/** A one-line note where a list is empty, such as "You're all caught up." */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <Box color="text-body-secondary">{children}</Box>;
}

type LoadErrorProps = {
  header: string;
  message?: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  'data-testid'?: string;
};

/** A read that failed for good (after its retries): what failed, why, and Retry. */
export function LoadError({ header, message, onRetry, retrying = false, 'data-testid': testId }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      header={header}
      data-testid={testId}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {RETRY}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
