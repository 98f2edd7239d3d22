// "Invite Partners & Get Rewards" (spec 01 "Invite panel"): owners create invitation links
// and follow them; both sides get 30 days of Premium when a partner signs up. Non-owners
// see why they cannot invite. Used on the dashboard and on /share.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { REFERRAL } from '#contracts/plans';
import type { InvitationView } from '#contracts/viral-invites';
import { ApiError } from '../../api/client.ts';
import { createViralInvite, revokeViralInvite } from '../../api/viral-invites.ts';
import { useAuth } from '../../app/auth/auth-context.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { STATUS_BADGE, formatInviteDate } from './invite-format.ts';
import { useViralInvites } from './use-viral-invites.ts';
import './invite-panel.css';

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
const EMPTY = 'No invitations yet. Create one to get your link.';
const ANYONE = 'Anyone with the link';
const COPY = 'Copy link';
const COPIED_TITLE = 'Link copied';
const COPY_FAILED = 'Copy failed';
const COPY_FAILED_TEXT = 'Could not copy link to clipboard';
const REVOKE = 'Revoke';
const REVOKED_TITLE = 'Invitation revoked';
const ERROR_TITLE = 'Error';
const RETRY = 'Retry';
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
  const { state, reload } = useViralInvites(true);
  const [email, setEmail] = useState('');
  const [creating, setCreating] = useState(false);
  const [latest, setLatest] = useState<InvitationView | null>(null);

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    if (creating) return;
    setCreating(true);
    try {
      const result = await createViralInvite(email);
      setLatest(result.invitation);
      setEmail('');
      toast({ title: CREATED_TITLE, description: CREATED_TEXT, variant: 'success' });
      reload();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast({ title: AUTH_REQUIRED, description: LOGIN_TO_CREATE, variant: 'destructive' });
      } else {
        toast({ title: CREATE_ERROR, description: errorMessage(error), variant: 'destructive' });
      }
    } finally {
      setCreating(false);
    }
  }

  if (state.status === 'loading') return <PanelSkeleton />;
  if (state.status === 'error') {
    return (
      <Container data-testid="invite-panel" header={<Header variant="h2">{PANEL_TITLE}</Header>}>
        <Alert type="error" header="Error loading invitations" action={<Button onClick={reload}>{RETRY}</Button>}>
          {state.message}
        </Alert>
      </Container>
    );
  }

  const { data } = state;
  const outOfInvites = data.remainingInvites <= 0;
  return (
    <Container data-testid="invite-panel" header={<Header variant="h2" description={PANEL_DESCRIPTION}>{PANEL_TITLE}</Header>}>
      <SpaceBetween size="l">
        <ColumnLayout columns={3} variant="text-grid">
          <Stat label={REMAINING} value={data.remainingInvites} testId="remaining-invites" />
          <Stat label={REFERRALS} value={data.referralCount} testId="referral-count" />
          <Stat label={REWARD_DAYS} value={data.totalRewardDays} testId="reward-days" />
        </ColumnLayout>
        <form onSubmit={onCreate} noValidate>
          <SpaceBetween size="xs" direction="horizontal" alignItems="end">
            <FormField label={EMAIL_LABEL}>
              <Input type="email" name="inviteeEmail" inputMode="email" placeholder={EMAIL_PLACEHOLDER} value={email} onChange={({ detail }) => setEmail(detail.value)} />
            </FormField>
            <Button variant="primary" formAction="submit" loading={creating} disabled={outOfInvites}>
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
          {data.invitations.length === 0 ? (
            <Box color="text-body-secondary">{EMPTY}</Box>
          ) : (
            <div className="markk-invite-list" data-testid="invite-list">
              {data.invitations.map((invitation) => (
                <InvitationRow key={invitation.token} invitation={invitation} onChanged={reload} />
              ))}
            </div>
          )}
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

export function StatusBadge({ status }: { status: InvitationView['status'] }) {
  const badge = STATUS_BADGE[status];
  return <span className={`markk-badge markk-badge--${badge.variant}`}>{badge.label}</span>;
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

function InvitationRow({ invitation, onChanged }: { invitation: InvitationView; onChanged: () => void }) {
  const { toast } = useToast();
  const [revoking, setRevoking] = useState(false);
  async function revoke() {
    setRevoking(true);
    try {
      await revokeViralInvite(invitation.token);
      toast({ title: REVOKED_TITLE, variant: 'success' });
      onChanged();
    } catch (error) {
      toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setRevoking(false);
    }
  }
  return (
    <div className="markk-invite-row" data-testid="invite-row">
      <div className="markk-invite-row__main">
        <SpaceBetween size="xxxs">
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Box fontWeight="bold">{invitation.invitee_email ?? ANYONE}</Box>
            <StatusBadge status={invitation.status} />
          </SpaceBetween>
          <Box variant="small" color="text-body-secondary">
            {created(formatInviteDate(invitation.created_at))}
            {invitation.status === 'pending' ? ` · ${expires(formatInviteDate(invitation.expires_at))}` : ''}
          </Box>
        </SpaceBetween>
      </div>
      {invitation.status === 'pending' && (
        <SpaceBetween size="xs" direction="horizontal">
          <CopyLinkButton url={invitation.inviteUrl} />
          <Button variant="normal" loading={revoking} onClick={() => void revoke()}>
            {REVOKE}
          </Button>
        </SpaceBetween>
      )}
    </div>
  );
}
