// Settings › Webhooks (?tab=webhooks, Enterprise, the workspace's admins and owner): add an
// endpoint (its signing secret shown once), the endpoints with Send test event, Turn off/on,
// Roll secret and Delete, and the latest deliveries with their status, attempts and last
// answer, each with Redeliver. Other plans see the plan message and the way to upgrade.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { WEBHOOK_MESSAGES, type WebhookDeliveryView, type WebhookEndpointView } from '#contracts/webhooks';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { ResponsiveTable } from '../../../components/common/ResponsiveTable.tsx';
import { EmptyState, LoadError } from '../../../components/common/states.tsx';
import { UpgradeButton } from '../../../components/common/upgrade.tsx';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { fullDateTime, relativeTime } from '../../../lib/format.ts';
import {
  useDeleteWebhook,
  useRedeliverWebhook,
  useRollWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../../../queries/webhooks.ts';
import { AddEndpointForm } from './AddEndpointForm.tsx';
import { EVENT_LABELS, STATUS_VIEW } from './labels.ts';
import { SecretNotice } from './SecretNotice.tsx';

const HEADING = 'Webhooks';
const DESCRIPTION = 'Markk sends signed events to your own systems when posts go out or fail, clients decide and bulk runs finish.';
const LOADING = 'Loading webhooks…';
const LOAD_FAILED = 'Could not load webhooks';
const ENDPOINTS = 'Endpoints';
const NO_ENDPOINTS = 'No endpoints yet';
const NO_ENDPOINTS_TEXT = 'Add one above to start receiving events.';
const DELIVERIES = 'Deliveries';
const DELIVERIES_TEXT = 'The latest 50, newest first. Failed attempts are retried for 24 hours.';
const NO_DELIVERIES = 'No deliveries yet';
const NO_DELIVERIES_TEXT = 'Send a test event to see one here.';
const DELIVERIES_FAILED = 'Could not load deliveries';
const SEND_TEST = 'Send test event';
const TEST_SENT = 'Test event sent';
const TURN_OFF = 'Turn off';
const TURN_ON = 'Turn on';
const ROLL = 'Roll secret';
const DELETE = 'Delete';
const REDELIVER = 'Redeliver';
const REDELIVERED = 'Sent again';
const ACTION_FAILED = 'Could not do that';
const DELETE_TITLE = 'Delete endpoint?';
const deleteText = (url: string) => `Markk will stop sending events to ${url}. Its deliveries stay listed.`;
const ON = 'On';
const OFF = 'Off';
const secretHint = (hint: string) => `whsec_…${hint}`;

function useAct() {
  const { toast } = useToast();
  return async (run: () => Promise<unknown>, success?: string) => {
    try {
      await run();
      if (success) toast({ title: success, variant: 'success' });
    } catch (error) {
      toast({ title: ACTION_FAILED, description: errorMessage(error), variant: 'destructive' });
    }
  };
}

function EndpointActions({
  endpoint,
  onSecret,
  onDelete,
}: {
  endpoint: WebhookEndpointView;
  onSecret: (secret: string, url: string) => void;
  onDelete: () => void;
}) {
  const act = useAct();
  const test = useSendWebhookTest();
  const update = useUpdateWebhook();
  const roll = useRollWebhookSecret();
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <Button
        disabled={!endpoint.enabled}
        loading={test.isPending}
        onClick={() => void act(() => test.mutateAsync(endpoint.endpointId), TEST_SENT)}
        ariaLabel={`${SEND_TEST} to ${endpoint.url}`}
      >
        {SEND_TEST}
      </Button>
      <Button
        loading={update.isPending}
        onClick={() => void act(() => update.mutateAsync({ endpointId: endpoint.endpointId, enabled: !endpoint.enabled }))}
        ariaLabel={`${endpoint.enabled ? TURN_OFF : TURN_ON} ${endpoint.url}`}
      >
        {endpoint.enabled ? TURN_OFF : TURN_ON}
      </Button>
      <Button
        loading={roll.isPending}
        onClick={() =>
          void act(async () => {
            const rolled = await roll.mutateAsync(endpoint.endpointId);
            onSecret(rolled.secret, rolled.endpoint.url);
          })
        }
        ariaLabel={`${ROLL} of ${endpoint.url}`}
      >
        {ROLL}
      </Button>
      <Button onClick={onDelete} ariaLabel={`${DELETE} ${endpoint.url}`}>
        {DELETE}
      </Button>
    </SpaceBetween>
  );
}

function Deliveries() {
  const deliveries = useWebhookDeliveries();
  const redeliver = useRedeliverWebhook();
  const act = useAct();
  if (deliveries.isError)
    return (
      <LoadError
        header={DELIVERIES_FAILED}
        message={errorMessage(deliveries.error)}
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  const items = deliveries.data?.deliveries ?? [];
  return (
    <ResponsiveTable<WebhookDeliveryView>
      data-testid="webhook-deliveries"
      label={DELIVERIES}
      header={
        <Header variant="h2" description={DELIVERIES_TEXT}>
          {DELIVERIES}
        </Header>
      }
      items={items}
      trackBy="deliveryId"
      empty={deliveries.isPending ? <Box color="text-body-secondary">{LOADING}</Box> : <EmptyState title={NO_DELIVERIES} description={NO_DELIVERIES_TEXT} />}
      columns={[
        { id: 'event', header: 'Event', cell: (d) => `${EVENT_LABELS[d.type]} (${d.type})` },
        { id: 'url', header: 'Endpoint', cell: (d) => d.url },
        { id: 'time', header: 'Time', cell: (d) => <span title={fullDateTime(d.createdAt)}>{relativeTime(d.createdAt)}</span> },
        { id: 'status', header: 'Status', cell: (d) => <StatusIndicator type={STATUS_VIEW[d.status].type}>{STATUS_VIEW[d.status].label}</StatusIndicator> },
        { id: 'attempts', header: 'Attempts', cell: (d) => String(d.attempts) },
        { id: 'code', header: 'Last response', cell: (d) => (d.lastStatusCode !== null ? String(d.lastStatusCode) : (d.lastError ?? '—')) },
        {
          id: 'actions',
          header: 'Actions',
          cell: (d) => (
            <Button onClick={() => void act(() => redeliver.mutateAsync(d.deliveryId), REDELIVERED)} ariaLabel={`${REDELIVER} ${d.type} to ${d.url}`}>
              {REDELIVER}
            </Button>
          ),
        },
      ]}
    />
  );
}

export function WebhooksTab() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const act = useAct();
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointView | null>(null);
  const showSecret = (value: string, url: string) => setSecret({ secret: value, url });

  if (webhooks.isError)
    return <LoadError header={LOAD_FAILED} message={errorMessage(webhooks.error)} onRetry={() => void webhooks.refetch()} retrying={webhooks.isFetching} />;
  if (!webhooks.data) return <Box color="text-body-secondary">{LOADING}</Box>;
  const { available, endpoints } = webhooks.data;

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={DESCRIPTION}>
            {HEADING}
          </Header>
        }
      >
        {available ? (
          <AddEndpointForm onCreated={showSecret} />
        ) : (
          <Alert type="info" action={<UpgradeButton />}>
            {WEBHOOK_MESSAGES.plan}
          </Alert>
        )}
      </Container>
      {secret && <SecretNotice secret={secret.secret} url={secret.url} onDone={() => setSecret(null)} />}
      <ResponsiveTable<WebhookEndpointView>
        data-testid="webhook-endpoints"
        label={ENDPOINTS}
        header={<Header variant="h2">{ENDPOINTS}</Header>}
        items={endpoints}
        trackBy="endpointId"
        empty={<EmptyState title={NO_ENDPOINTS} description={NO_ENDPOINTS_TEXT} />}
        columns={[
          { id: 'url', header: 'URL', cell: (e) => e.url },
          { id: 'events', header: 'Events', cell: (e) => e.events.join(', ') },
          { id: 'state', header: 'State', cell: (e) => <StatusIndicator type={e.enabled ? 'success' : 'stopped'}>{e.enabled ? ON : OFF}</StatusIndicator> },
          { id: 'secret', header: 'Secret', cell: (e) => secretHint(e.secretHint) },
          { id: 'actions', header: 'Actions', cell: (e) => <EndpointActions endpoint={e} onSecret={showSecret} onDelete={() => setDeleting(e)} /> },
        ]}
      />
      <Deliveries />
      <ConfirmDialog
        visible={deleting !== null}
        header={DELETE_TITLE}
        confirmText={DELETE}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const endpoint = deleting;
          if (!endpoint) return;
          void act(() => remove.mutateAsync(endpoint.endpointId)).finally(() => setDeleting(null));
        }}
      >
        {deleting && deleteText(deleting.url)}
      </ConfirmDialog>
    </SpaceBetween>
  );
}
