// "Invite Partners & Get Rewards" (spec 01 "Invite panel"): owners create invitation links
// and follow them; both sides get 30 days of Premium when a partner signs up. Non-owners
// see why they cannot invite. Used on the dashboard and on /share.
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { borderWidthField, colorBorderInputDefault, colorTextBodySecondary } from '@cloudscape-design/design-tokens';
import { useState, type FormEvent } from 'react';
import { REFERRAL } from '#contracts/plans';
import type { InvitationView } from '#contracts/viral-invites';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../app/auth/auth-context.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { isOptimisticInvitation, useCreateViralInvite, useRevokeViralInvite } from '../../queries/viral-invites.ts';
import { EmptyState, LoadError } from '../common/states.tsx';
import { BADGE_COLOR, STATUS_BADGE } from './invite-format.ts';
import { LOAD_ERROR_TITLE, useViralInvites } from './use-viral-invites.ts';
import './invite-panel.css';
import { formatDate } from '../../lib/format.ts';

export const PANEL_TITLE = 'Invite Partners & Get Rewards';
const PANEL_DESCRIPTION = `When a partner signs up with your link, you both get ${REFERRAL.rewardDays} days of Premium.`;
const OWNERS_ONLY_TITLE = 'Only account owners can invite partners';
const OWNERS_ONLY_TEXT =
  'Partner invitations belong to the account owner, who receives the rewards. Ask the owner of your account to invite partners, or sign up with your own account to start your own programme.';
const REMAINING = 'Remaining invites';
const REFERRALS = 'Referrals';
const REWARD_DAYS = 'Total reward days';
const EMAIL_LABEL = 'Partner email (optional)';
const EMAIL_PLACEHOLDER = 'partner@example.com';
const CREATE = 'Create Invite';
const CREATED_TITLE = 'Invitation created';
const CREATED_TEXT = 'Copy the link and send it to your partner.';
const CREATE_ERROR = 'Error creating invitation';
const AUTH_REQUIRED = 'Authentication required';
const LOGIN_TO_CREATE = 'Please log in to create invitations';
const NO_INVITES_LEFT = 'No invites left';
const LIST_TITLE = 'Your invitations';
const EMPTY = 'No invitations yet';
const EMPTY_HINT = 'Create one to get your link.';
const CREATING = 'Creating link…';
const COLUMN_INVITATION = 'Invitation';
const COLUMN_STATUS = 'Status';
const COLUMN_ACTIONS = 'Actions';
const ANYONE = 'Anyone with the link';
const COPY = 'Copy link';
const COPIED_TITLE = 'Link copied';
const COPY_FAILED = 'Copy failed';
const COPY_FAILED_TEXT = 'Could not copy link to clipboard';
const REVOKE = 'Revoke';
const REVOKED_TITLE = 'Invitation revoked';
const ERROR_TITLE = 'Error';
const created = (date: string) => `Created ${date}`;
const expires = (date: string) => `Expires ${date}`;

export function InvitePanel() {
  const { me } = useAuth();
  if (!me) return <PanelSkeleton />;
  if (me.role !== 'owner') {
    return (
      <Container data-testid="invite-panel" header={<Header variant="h2">{PANEL_TITLE}</Header>}>
        <Alert type="info" header={OWNERS_ONLY_TITLE}>
          {OWNERS_ONLY_TEXT}
        </Alert>
      </Container>
    );
  }
  return <OwnerInvitePanel />;
}

function PanelSkeleton() {
  return (
    <Container data-testid="invite-panel-loading" header={<Header variant="h2">{PANEL_TITLE}</Header>}>
      <SpaceBetween size="s">
        <Skeleton height="2rem" width="60%" />
        <Skeleton height="2rem" />
        <Skeleton height="6rem" />
      </SpaceBetween>
    </Container>
  );
}

function OwnerInvitePanel() {
  const { toast } = useToast();
  const invites = useViralInvites(true);
  const create = useCreateViralInvite();
  const [email, setEmail] = useState('');
  const [latest, setLatest] = useState<InvitationView | null>(null);

  function onCreate(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(email, {
      onSuccess: (result) => {
        setLatest(result.invitation);
        setEmail('');
        toast({ title: CREATED_TITLE, description: CREATED_TEXT, variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast({ title: AUTH_REQUIRED, description: LOGIN_TO_CREATE, variant: 'destructive' });
        } else {
          toast({ title: CREATE_ERROR, description: errorMessage(error), variant: 'destructive' });
        }
      },
    });
  }

  if (invites.isPending) return <PanelSkeleton />;
  if (invites.isError) {
    return (
      <Container data-testid="invite-panel" header={<Header variant="h2">{PANEL_TITLE}</Header>}>
        <LoadError header={LOAD_ERROR_TITLE} message={errorMessage(invites.error)} onRetry={() => void invites.refetch()} retrying={invites.isFetching} />
      </Container>
    );
  }

  const data = invites.data;
  const outOfInvites = data.remainingInvites <= 0;
  return (
    <Container
      data-testid="invite-panel"
      header={
        <Header variant="h2" description={PANEL_DESCRIPTION}>
          {PANEL_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={3} variant="text-grid">
          <Stat label={REMAINING} value={data.remainingInvites} testId="remaining-invites" />
          <Stat label={REFERRALS} value={data.referralCount} testId="referral-count" />
          <Stat label={REWARD_DAYS} value={data.totalRewardDays} testId="reward-days" />
        </ColumnLayout>
        <form onSubmit={onCreate} noValidate>
          <SpaceBetween size="xs" direction="horizontal" alignItems="end">
            <FormField label={EMAIL_LABEL}>
              <Input
                type="email"
                name="inviteeEmail"
                inputMode="email"
                placeholder={EMAIL_PLACEHOLDER}
                value={email}
                onChange={({ detail }) => setEmail(detail.value)}
              />
            </FormField>
            <Button variant="primary" formAction="submit" loading={create.isPending} disabled={outOfInvites}>
              {CREATE}
            </Button>
          </SpaceBetween>
          {outOfInvites && (
            <Box color="text-status-error" variant="small">
              {NO_INVITES_LEFT}
            </Box>
          )}
        </form>
        {latest && (
          <Alert type="success" dismissible onDismiss={() => setLatest(null)} action={<CopyLinkButton url={latest.inviteUrl} />}>
            <span data-testid="latest-invite-url">{latest.inviteUrl}</span>
          </Alert>
        )}
        <SpaceBetween size="xs">
          <Box variant="h3">{LIST_TITLE}</Box>
          <div className="markk-invite-list" data-testid="invite-list">
            <InvitationsTable invitations={data.invitations} />
          </div>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box fontSize="display-l" fontWeight="bold" data-testid={testId}>
        {value}
      </Box>
    </div>
  );
}

/** Spec 01's outline badge: Cloudscape has no outline colour, so the badge is drawn with the input border token. */
const OUTLINE_BADGE: NonNullable<Parameters<typeof Badge>[0]['style']> = {
  root: { background: 'transparent', borderColor: colorBorderInputDefault, borderWidth: borderWidthField, color: colorTextBodySecondary },
};

export function StatusBadge({ status }: { status: InvitationView['status'] }) {
  const badge = STATUS_BADGE[status];
  return badge.variant === 'outline' ? <Badge style={OUTLINE_BADGE}>{badge.label}</Badge> : <Badge color={BADGE_COLOR[badge.variant]}>{badge.label}</Badge>;
}

function CopyLinkButton({ url }: { url: string }) {
  const { toast } = useToast();
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast({ title: COPIED_TITLE, description: url, variant: 'success' });
    } catch {
      toast({ title: COPY_FAILED, description: COPY_FAILED_TEXT, variant: 'destructive' });
    }
  }
  return (
    <Button iconName="copy" onClick={() => void copy()}>
      {COPY}
    </Button>
  );
}

function InvitationsTable({ invitations }: { invitations: InvitationView[] }) {
  const { toast } = useToast();
  const revoke = useRevokeViralInvite();

  function onRevoke(token: string) {
    revoke.mutate(token, {
      onSuccess: () => toast({ title: REVOKED_TITLE, variant: 'success' }),
      onError: (error) => toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  const columns: TableProps.ColumnDefinition<InvitationView>[] = [
    {
      id: 'invitation',
      header: COLUMN_INVITATION,
      cell: (invitation) => (
        <SpaceBetween size="xxxs">
          <Box fontWeight="bold">{invitation.invitee_email ?? ANYONE}</Box>
          <Box variant="small" color="text-body-secondary">
            {created(formatDate(invitation.created_at))}
            {invitation.status === 'pending' ? ` · ${expires(formatDate(invitation.expires_at))}` : ''}
          </Box>
        </SpaceBetween>
      ),
      isRowHeader: true,
    },
    { id: 'status', header: COLUMN_STATUS, cell: (invitation) => <StatusBadge status={invitation.status} /> },
    {
      id: 'actions',
      header: COLUMN_ACTIONS,
      cell: (invitation) => {
        if (isOptimisticInvitation(invitation)) return <StatusIndicator type="loading">{CREATING}</StatusIndicator>;
        if (invitation.status !== 'pending') return null;
        return (
          <SpaceBetween size="xs" direction="horizontal">
            <CopyLinkButton url={invitation.inviteUrl} />
            <Button variant="normal" loading={revoke.isPending && revoke.variables === invitation.token} onClick={() => onRevoke(invitation.token)}>
              {REVOKE}
            </Button>
          </SpaceBetween>
        );
      },
    },
  ];

  return (
    <Table
      variant="embedded"
      items={invitations}
      columnDefinitions={columns}
      trackBy="token"
      wrapLines
      ariaLabels={{ tableLabel: LIST_TITLE }}
      empty={<EmptyState title={EMPTY} description={EMPTY_HINT} />}
    />
  );
}
