// Settings › API (?tab=api, Enterprise): the workspace's API tokens — create one (its secret shown
// once), the list with scopes, workspace, created, expires and last used, each token's calls, and
// Revoke — with a link to the API reference. Admins and the owner of the workspace manage them.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { API_TOKEN_MESSAGES, type ApiTokenView } from '#contracts/api-tokens';
import { roleMay } from '#contracts/workspace-roles';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { EmptyState, LoadError } from '../../../components/common/states.tsx';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useApiTokens, useRevokeApiToken } from '../../../queries/api-tokens.ts';
import { useCurrentWorkspace } from '../../../queries/workspaces.ts';
import { CreateTokenForm } from './CreateTokenForm.tsx';
import { NewTokenSecret } from './NewTokenSecret.tsx';
import { TokenCalls } from './TokenCalls.tsx';

const HEADING = 'API tokens';
const DESCRIPTION = 'Tokens let your own tools and integrations use Markk’s API in this workspace.';
const REFERENCE = 'API reference';
const UPGRADE = 'See plans';
const LOADING = 'Loading tokens…';
const LOAD_FAILED = 'Could not load the API tokens';
const NONE = 'No API tokens';
const NONE_HINT = 'Create a token above to call the API.';
const NEVER = 'Never';
const NOT_YET = 'Not yet';
const CALLS = 'Calls';
const REVOKE = 'Revoke';
const REVOKE_HEADER = 'Revoke this token?';
const REVOKE_BODY = (name: string) => `Tools using "${name}" stop working at once. This cannot be undone.`;
const ADMINS_ONLY = 'Admins and the owner of this workspace manage its API tokens.';
const STATUS_LABELS = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;
const STATUS_TYPES = { active: 'success', expired: 'stopped', revoked: 'stopped' } as const;

export function ApiTab() {
  const { workspace } = useCurrentWorkspace();
  const manages = workspace ? roleMay(workspace.role, 'manage') : true;
  const tokens = useApiTokens(manages);
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<{ token: ApiTokenView; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const [showCalls, setShowCalls] = useState<ApiTokenView | null>(null);

  if (!manages) {
    return (
      <Alert type="info" action={<Link href="/docs/api">{REFERENCE}</Link>}>
        {ADMINS_ONLY}
      </Alert>
    );
  }
  if (tokens.isError) {
    return <LoadError header={LOAD_FAILED} message={errorMessage(tokens.error)} onRetry={() => void tokens.refetch()} retrying={tokens.isFetching} />;
  }
  const enabled = tokens.data?.enabled ?? true;

  return (
    <SpaceBetween size="l">
      {!enabled && (
        <Alert type="info" action={<Button href={paths.pricing()}>{UPGRADE}</Button>}>
          {API_TOKEN_MESSAGES.upgrade}
        </Alert>
      )}
      {created && <NewTokenSecret name={created.token.name} secret={created.secret} onDismiss={() => setCreated(null)} />}
      {enabled && tokens.data && <CreateTokenForm onCreated={setCreated} />}
      <Table
        header={
          <Header variant="h2" description={DESCRIPTION} actions={<Link href="/docs/api">{REFERENCE}</Link>}>
            {HEADING}
          </Header>
        }
        loading={tokens.isPending}
        loadingText={LOADING}
        items={tokens.data?.tokens ?? []}
        trackBy="tokenId"
        wrapLines
        empty={<EmptyState title={NONE} description={enabled ? NONE_HINT : undefined} />}
        columnDefinitions={[
          { id: 'name', header: 'Name', cell: (token) => token.name, isRowHeader: true },
          { id: 'prefix', header: 'Token', cell: (token) => <Box variant="code">{`${token.prefix}…`}</Box> },
          { id: 'scopes', header: 'Scopes', cell: (token) => token.scopes.join(', ') },
          { id: 'workspace', header: 'Workspace', cell: () => workspace?.name ?? '' },
          { id: 'created', header: 'Created', cell: (token) => formatDate(token.createdAt) },
          { id: 'expires', header: 'Expires', cell: (token) => (token.expiresAt ? formatDate(token.expiresAt) : NEVER) },
          { id: 'lastUsed', header: 'Last used', cell: (token) => (token.lastUsedAt ? formatDate(token.lastUsedAt) : NOT_YET) },
          {
            id: 'status',
            header: 'Status',
            cell: (token) => <StatusIndicator type={STATUS_TYPES[token.status]}>{STATUS_LABELS[token.status]}</StatusIndicator>,
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (token) => (
              <SpaceBetween size="xs" direction="horizontal">
                <Button variant="inline-link" ariaLabel={`Calls made with ${token.name}`} onClick={() => setShowCalls(token)}>
                  {CALLS}
                </Button>
                {token.status === 'active' && (
                  <Button variant="inline-link" ariaLabel={`Revoke ${token.name}`} onClick={() => setRevoking(token)}>
                    {REVOKE}
                  </Button>
                )}
              </SpaceBetween>
            ),
          },
        ]}
      />
      {revoke.error && <Alert type="error">{errorMessage(revoke.error)}</Alert>}
      <ConfirmDialog
        visible={revoking !== null}
        header={REVOKE_HEADER}
        confirmText={REVOKE}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.tokenId, { onSettled: () => setRevoking(null) })}
      >
        {revoking ? REVOKE_BODY(revoking.name) : ''}
      </ConfirmDialog>
      <TokenCalls token={showCalls} onDismiss={() => setShowCalls(null)} />
    </SpaceBetween>
  );
}
