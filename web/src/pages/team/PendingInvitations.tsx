// Pending invitations, for the team owner and admins: who was invited, as what, until when;
// copy the link, send the e-mail again, or revoke it.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { TeamInvitationView } from '#contracts/team';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyState } from '../../components/common/states.tsx';
import { useResendTeamInvite, useRevokeTeamInvite } from '../../queries/team.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { ResponsiveTable } from '../../components/common/ResponsiveTable.tsx';
import { ACTION_FAILED, INVITATION_SENT, ROLE_LABELS, SOMETHING_WENT_WRONG } from './team-messages.ts';
import './team.css';
import { formatDate } from '../../lib/format.ts';

const TITLE = 'Pending invitations';
const COLUMN_EMAIL = 'Email';
const COLUMN_ROLE = 'Role';
const COLUMN_EXPIRES = 'Expires';
const COLUMN_ACTIONS = 'Actions';
const COPY = 'Copy link';
const RESEND = 'Resend';
const REVOKE = 'Revoke';
const copyLabel = (email: string) => `Copy link for ${email}`;
const resendLabel = (email: string) => `Resend invitation to ${email}`;
const revokeLabel = (email: string) => `Revoke invitation for ${email}`;
const resentText = (email: string) => `We e-mailed ${email} again.`;
const REVOKED_TITLE = 'Invitation revoked';
const revokedText = (email: string) => `The link sent to ${email} no longer works.`;
const EMPTY = 'No pending invitations';
const EMPTY_HINT = 'Invitations you send appear here until they are accepted.';
const invitedBy = (name: string) => `Invited by ${name}`;

export function PendingInvitations({ invitations }: { invitations: TeamInvitationView[] }) {
  const { toast } = useToast();
  const resend = useResendTeamInvite();
  const revoke = useRevokeTeamInvite();

  function onResend(invitation: TeamInvitationView) {
    resend.mutate(invitation.token, {
      onSuccess: () => toast({ title: INVITATION_SENT, description: resentText(invitation.email), variant: 'success' }),
      onError: (error) => toast({ title: ACTION_FAILED, description: errorMessage(error, SOMETHING_WENT_WRONG), variant: 'destructive' }),
    });
  }

  function onRevoke(invitation: TeamInvitationView) {
    revoke.mutate(invitation.token, {
      onSuccess: () => toast({ title: REVOKED_TITLE, description: revokedText(invitation.email), variant: 'success' }),
      onError: (error) => toast({ title: ACTION_FAILED, description: errorMessage(error, SOMETHING_WENT_WRONG), variant: 'destructive' }),
    });
  }

  const columns = [
    {
      id: 'email',
      header: COLUMN_EMAIL,
      cell: (invitation) => (
        <SpaceBetween size="xxxs">
          <span className="markk-team-wrap">{invitation.email}</span>
          <Box variant="small" color="text-body-secondary">
            {invitedBy(invitation.invitedByName)}
          </Box>
        </SpaceBetween>
      ),
    },
    { id: 'role', header: COLUMN_ROLE, cell: (invitation) => ROLE_LABELS[invitation.role] },
    { id: 'expires', header: COLUMN_EXPIRES, cell: (invitation) => formatDate(invitation.expiresAt) },
    {
      id: 'actions',
      header: COLUMN_ACTIONS,
      cell: (invitation) => (
        <SpaceBetween size="xs" direction="horizontal">
          <CopyLinkButton url={invitation.inviteUrl} label={COPY} ariaLabel={copyLabel(invitation.email)} />
          <Button
            wrapText={false}
            ariaLabel={resendLabel(invitation.email)}
            loading={resend.isPending && resend.variables === invitation.token}
            onClick={() => onResend(invitation)}
          >
            {RESEND}
          </Button>
          <Button
            wrapText={false}
            ariaLabel={revokeLabel(invitation.email)}
            loading={revoke.isPending && revoke.variables === invitation.token}
            onClick={() => onRevoke(invitation)}
          >
            {REVOKE}
          </Button>
        </SpaceBetween>
      ),
    },
  ] satisfies { id: string; header: string; cell: (invitation: TeamInvitationView) => ReactNode }[];

  return (
    <ResponsiveTable
      data-testid="team-invitations"
      header={
        <Header variant="h2" counter={`(${invitations.length})`}>
          {TITLE}
        </Header>
      }
      items={invitations}
      columns={columns}
      trackBy="token"
      label={TITLE}
      empty={<EmptyState title={EMPTY} description={EMPTY_HINT} />}
    />
  );
}
