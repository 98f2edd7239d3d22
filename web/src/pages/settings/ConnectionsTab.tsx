// Settings › Connected accounts (?tab=connections): a Connect button per network (disabled
// with the reason when the network is not set up or the plan's limit is reached), the
// connected accounts with their state, rate-limit window, Reconnect and Disconnect, and the
// posting schedule (time zone and queue times) below.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ConnectedAccountView, Network } from '#contracts/connected-accounts';
import type { NetworkInfo } from '#contracts/publishing';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { UpgradeButton, UpgradeLink } from '../../components/common/upgrade.tsx';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { NetworkIcon } from '../../components/schedule-post/NetworkIcon.tsx';
import { accountStateView, rateWindowText } from '../../lib/publishing.ts';
import { useConnections, useDisconnect, useStartConnect } from '../../queries/publishing.ts';
import { PostingScheduleEditor } from './PostingScheduleEditor.tsx';
import { rememberWorkspaceForReturn } from '../../app/workspace.ts';

const NETWORKS_HEADING = 'Connect an account';
const NETWORKS_HINT = 'Markk posts to these networks for you. You sign in on the network itself; Markk never sees your password.';
const CONNECT = 'Connect';
const connectLabel = (network: string) => `Connect ${network}`;
const NOT_AVAILABLE = 'Not available yet: Markk is not set up for this network.';
const AT_LIMIT = 'Your plan’s account limit is reached.';
const NEEDS_IMAGE = 'Posts need an image.';
const captionLimitText = (limit: number) => `Captions up to ${limit.toLocaleString('en-US')} characters.`;
const ACCOUNTS_HEADING = 'Connected accounts';
const LOADING = 'Loading connected accounts…';
const LOAD_FAILED = 'Could not load connected accounts';
const EMPTY = 'No accounts connected yet. Connect one to schedule posts.';
const NETWORK = 'Network';
const STATE = 'State';
const POSTS_IN_WINDOW = 'Posts in the rate-limit window';
const RECONNECT = 'Reconnect';
const DISCONNECT = 'Disconnect';
const actionLabel = (action: string, account: ConnectedAccountView, network: string) => `${action} ${account.name} (${network})`;
const DISCONNECT_TITLE = 'Disconnect account?';
const disconnectText = (name: string, network: string) =>
  `Markk will stop posting to ${name} on ${network}. Posts already published stay on ${network}. You can connect it again later.`;
const DISCONNECTED = 'Account disconnected';
const disconnectedText = (name: string, network: string) => `${name} (${network}) is no longer connected.`;
const DISCONNECT_FAILED = 'Could not disconnect';
const CONNECT_FAILED = 'Could not start connecting';
const PICTURE_STYLE = { inlineSize: 32, blockSize: 32, borderRadius: '50%', objectFit: 'cover', flex: 'none' } as const;

export function ConnectionsTab() {
  const [params] = useSearchParams();
  // Opened from the calendar: after the provider's screens, the callback page goes back there.
  const from = params.get('from') === 'calendar' ? 'calendar' : 'settings';
  const { toast } = useToast();
  const connections = useConnections();
  const start = useStartConnect();
  const disconnect = useDisconnect();
  const [starting, setStarting] = useState<string | null>(null);
  const [disconnecting, setDisconnecting] = useState<ConnectedAccountView | null>(null);

  const networks = connections.data?.networks ?? [];
  const infoOf = (network: Network): NetworkInfo | undefined => networks.find((info) => info.network === network);
  const labelOf = (network: Network) => infoOf(network)?.label ?? network;
  const limitMessage = connections.data?.limits.message ?? null;

  /** Connect or Reconnect: the server hands back the network's sign-in address, and the browser goes there. */
  async function connect(network: Network, key: string) {
    if (starting) return;
    setStarting(key);
    try {
      const { authorizeUrl } = await start.mutateAsync({ network, from });
      rememberWorkspaceForReturn();
      window.location.assign(authorizeUrl);
    } catch (error) {
      setStarting(null);
      toast({ title: CONNECT_FAILED, description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function confirmDisconnect() {
    const account = disconnecting;
    if (!account || disconnect.isPending) return;
    try {
      await disconnect.mutateAsync(account.id);
      toast({ title: DISCONNECTED, description: disconnectedText(account.name, labelOf(account.network)), variant: 'success' });
    } catch (error) {
      toast({ title: DISCONNECT_FAILED, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setDisconnecting(null);
    }
  }

  const cardDefinition: CardsProps.CardDefinition<ConnectedAccountView> = {
    header: (account) => (
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        {account.pictureUrl ? <img src={account.pictureUrl} alt="" style={PICTURE_STYLE} /> : <NetworkIcon network={account.network} decorative />}
        <Box variant="h3" tagOverride="h3">
          {account.name}
        </Box>
      </SpaceBetween>
    ),
    sections: [
      {
        id: 'network',
        header: NETWORK,
        content: (account) => (
          <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
            <NetworkIcon network={account.network} decorative />
            <span>{labelOf(account.network)}</span>
          </SpaceBetween>
        ),
      },
      {
        id: 'state',
        header: STATE,
        content: (account) => {
          const state = accountStateView(account);
          return (
            <SpaceBetween size="xxs">
              <StatusIndicator type={state.type}>{state.text}</StatusIndicator>
              {state.reason && <Box color="text-body-secondary">{state.reason}</Box>}
            </SpaceBetween>
          );
        },
      },
      {
        id: 'window',
        header: POSTS_IN_WINDOW,
        content: (account) => {
          const info = infoOf(account.network);
          return info ? rateWindowText(account.postsInWindow, info) : String(account.postsInWindow);
        },
      },
      {
        id: 'actions',
        content: (account) => {
          const label = labelOf(account.network);
          return (
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                onClick={() => void connect(account.network, account.id)}
                loading={starting === account.id}
                disabled={starting !== null && starting !== account.id}
                ariaLabel={actionLabel(RECONNECT, account, label)}
              >
                {RECONNECT}
              </Button>
              <Button onClick={() => setDisconnecting(account)} ariaLabel={actionLabel(DISCONNECT, account, label)}>
                {DISCONNECT}
              </Button>
            </SpaceBetween>
          );
        },
      },
    ],
  };

  if (connections.isError && !connections.data) {
    return (
      <SpaceBetween size="l">
        <LoadError
          header={LOAD_FAILED}
          message={errorMessage(connections.error)}
          onRetry={() => void connections.refetch()}
          retrying={connections.isFetching}
        />
        <PostingScheduleEditor />
      </SpaceBetween>
    );
  }

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={NETWORKS_HINT}>
            {NETWORKS_HEADING}
          </Header>
        }
      >
        {connections.isPending ? (
          <StatusIndicator type="loading">{LOADING}</StatusIndicator>
        ) : (
          <SpaceBetween size="m">
            {limitMessage && (
              <Alert type="info" header={AT_LIMIT} action={<UpgradeButton />}>
                {limitMessage}
              </Alert>
            )}
            <ColumnLayout columns={3} minColumnWidth={220}>
              {networks.map((info) => (
                <SpaceBetween key={info.network} size="xs">
                  <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                    <NetworkIcon network={info.network} label={info.label} decorative />
                    <Box variant="h3" tagOverride="h3">
                      {info.label}
                    </Box>
                  </SpaceBetween>
                  <Box variant="small" color="text-body-secondary">
                    {captionLimitText(info.captionLimit)}
                    {info.needsImage ? ` ${NEEDS_IMAGE}` : ''}
                  </Box>
                  <Button
                    onClick={() => void connect(info.network, info.network)}
                    disabled={!info.available || limitMessage !== null || (starting !== null && starting !== info.network)}
                    loading={starting === info.network}
                    ariaLabel={connectLabel(info.label)}
                  >
                    {CONNECT}
                  </Button>
                  {!info.available && (
                    <Box variant="small" color="text-body-secondary">
                      {NOT_AVAILABLE}
                    </Box>
                  )}
                  {info.available && limitMessage && (
                    <Box variant="small" color="text-body-secondary">
                      {limitMessage} <UpgradeLink />
                    </Box>
                  )}
                </SpaceBetween>
              ))}
            </ColumnLayout>
          </SpaceBetween>
        )}
      </Container>

      <Cards
        items={connections.data?.accounts ?? []}
        cardDefinition={cardDefinition}
        trackBy="id"
        loading={connections.isPending}
        loadingText={LOADING}
        cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }]}
        ariaLabels={{ cardsLabel: ACCOUNTS_HEADING, itemSelectionLabel: () => '', selectionGroupLabel: '' }}
        header={
          <Header variant="h2" counter={connections.data ? `(${connections.data.accounts.length})` : undefined}>
            {ACCOUNTS_HEADING}
          </Header>
        }
        empty={<EmptyState title={EMPTY} />}
      />

      <PostingScheduleEditor />

      <ConfirmDialog
        visible={disconnecting !== null}
        header={DISCONNECT_TITLE}
        confirmText={DISCONNECT}
        busy={disconnect.isPending}
        onConfirm={() => void confirmDisconnect()}
        onCancel={() => setDisconnecting(null)}
      >
        {disconnecting ? disconnectText(disconnecting.name, labelOf(disconnecting.network)) : null}
      </ConfirmDialog>
    </SpaceBetween>
  );
}
