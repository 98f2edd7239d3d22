// A team invitation link opened signed out: which team and who invited whom (the public
// look-up), above the usual Sign In / Sign Up screen, whose forms start with the invited
// address. Signing in or up here lands back on the link, which then accepts the invitation.
import Alert from '@cloudscape-design/components/alert';
import { ApiError } from '../../lib/api-client.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { errorMessage } from '../../app/errors.ts';
import { useTeamInviteLookup } from '../../queries/team.ts';
import AuthScreen from '../../components/auth/AuthScreen.tsx';
import { ROLE_LABELS } from './team-messages.ts';

const joinHeader = (teamName: string) => `Join ${teamName} on Markk`;
const joinText = (inviter: string, email: string, role: string) =>
  `${inviter} invited ${email} to join as ${role.toLowerCase()}. Sign up or sign in with that e-mail address to accept.`;
const GENERIC = 'Sign up or sign in to accept your team invitation.';
const CLOSED = {
  accepted: 'This invitation has already been accepted.',
  expired: 'This invitation has expired.',
  revoked: 'This invitation has been revoked.',
} as const;
const CLOSED_HINT = 'Ask the team owner or an admin for a new invitation.';
const UNKNOWN = 'This invitation link is not valid.';

export default function TeamInviteSignedOut({ token }: { token: string }) {
  const lookup = useTeamInviteLookup(token);

  // A moment's wait, so the forms start with the invited address.
  if (lookup.isPending) return <PageSpinner fullScreen />;
  let notice;
  if (lookup.isError) {
    const known = lookup.error instanceof ApiError && (lookup.error.status === 404 || lookup.error.status === 400);
    notice = known ? (
      <Alert type="warning" header={UNKNOWN}>
        {CLOSED_HINT}
      </Alert>
    ) : (
      <Alert type="info">{`${GENERIC} (${errorMessage(lookup.error)})`}</Alert>
    );
  } else if (lookup.data.status !== 'pending') {
    notice = (
      <Alert type="warning" header={CLOSED[lookup.data.status]}>
        {CLOSED_HINT}
      </Alert>
    );
  } else {
    const invitation = lookup.data;
    notice = (
      <Alert type="info" header={joinHeader(invitation.teamName)}>
        <span data-testid="team-invite-notice">{joinText(invitation.invitedByName, invitation.email, ROLE_LABELS[invitation.role])}</span>
      </Alert>
    );
  }

  const pendingEmail = lookup.data?.status === 'pending' ? lookup.data.email : undefined;
  return <AuthScreen notice={<div data-testid="team-invite-signed-out">{notice}</div>} initialEmail={pendingEmail} />;
}
