// Holds the page area back until GET /me answered: a spinner while loading, an error with Retry on failure.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useState, type ReactNode } from 'react';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useAuth } from '../auth/auth-context.ts';

const LOAD_FAILED = "We couldn't load your profile.";
const RETRY = 'Retry';

export function ProfileGate({ children }: { children: ReactNode }) {
  const { meState, refreshMe } = useAuth();
  const [retrying, setRetrying] = useState(false);

  if (meState.status === 'ready') return <>{children}</>;
  if (meState.status !== 'error') return <PageSpinner />;

  return (
    <Box padding={{ vertical: 'l' }}>
      <Alert
        type="error"
        header={LOAD_FAILED}
        action={
          <Button
            loading={retrying}
            onClick={async () => {
              setRetrying(true);
              try {
                await refreshMe();
              } catch {
                // the new failure is already in meState and shown by this alert
              } finally {
                setRetrying(false);
              }
            }}
          >
            {RETRY}
          </Button>
        }
      >
        {meState.message}
      </Alert>
    </Box>
  );
}
