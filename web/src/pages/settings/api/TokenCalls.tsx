// A token's calls of the last 30 days (route, time, status), newest first, in a modal.
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { ApiTokenView } from '#contracts/api-tokens';
import { errorMessage } from '../../../app/errors.ts';
import { EmptyState, LoadError } from '../../../components/common/states.tsx';
import { fullDateTime } from '../../../lib/format.ts';
import { useApiTokenCalls } from '../../../queries/api-tokens.ts';

const HEADING = (name: string) => `Calls made with "${name}"`;
const DESCRIPTION = 'The last 30 days, newest first.';
const NO_CALLS = 'No calls yet';
const NO_CALLS_HINT = 'Calls made with this token show here, with their route, time and status.';
const LOADING = 'Loading calls…';
const LOAD_FAILED = 'Could not load the calls';

export function TokenCalls({ token, onDismiss }: { token: ApiTokenView | null; onDismiss: () => void }) {
  const calls = useApiTokenCalls(token?.tokenId ?? null);
  return (
    <Modal visible={token !== null} onDismiss={onDismiss} header={token ? HEADING(token.name) : ''} size="large">
      {calls.isError ? (
        <LoadError header={LOAD_FAILED} message={errorMessage(calls.error)} onRetry={() => void calls.refetch()} retrying={calls.isFetching} />
      ) : (
        <Table
          variant="embedded"
          header={<Box color="text-body-secondary">{DESCRIPTION}</Box>}
          loading={calls.isPending}
          loadingText={LOADING}
          items={calls.data?.calls ?? []}
          empty={<EmptyState title={NO_CALLS} description={NO_CALLS_HINT} />}
          columnDefinitions={[
            { id: 'at', header: 'Time', cell: (call) => fullDateTime(call.at) },
            { id: 'route', header: 'Route', cell: (call) => `${call.method} ${call.route}` },
            {
              id: 'status',
              header: 'Status',
              cell: (call) => <StatusIndicator type={call.status < 400 ? 'success' : call.status === 429 ? 'warning' : 'error'}>{call.status}</StatusIndicator>,
            },
          ]}
        />
      )}
    </Modal>
  );
}
