// Invitation landing for signed-in users (/invite/:token). Right after signing up through
// the viral signup page it accepts by itself; otherwise it shows the invitation with an
// Accept button (the server accepts only for accounts created in the last day) — except on
// the owner's own link, which explains what the link is for instead.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Alert from '@cloudscape-design/components/alert';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pendingAccept } from './pending-accept.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useAuth } from '../../app/auth/auth-context.ts';
import { useAcceptViralInvite, useViralInvites } from '../../queries/viral-invites.ts';
import { ClosedInvitation } from './ClosedInvitation.tsx';
import { BENEFIT_TITLE, CLOSED_TITLES, HEADING, INVITE_ERROR, WELCOME, invitedBy, inviterRewarded } from './invite-messages.ts';
import { usePublicInvitation } from './use-public-invitation.ts';

const ACCEPT = 'Accept invitation';
const ACCEPTING = 'Accepting your invitation…';
const rewardText = (days: number) => `You now have ${days} days of Premium.`;
const TO_DASHBOARD = { href: paths.dashboard(), label: 'Go to Dashboard' };
const OWN_LINK_TITLE = 'This is your own invitation link';
const OWN_LINK_TEXT = 'Share it with a partner: when they sign up with it, you both get 30 days of Premium.';
const TO_SHARE = 'Manage your invitations';

export default function InvitePage() {
  usePageTitle(HEADING);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const state = usePublicInvitation(token);
  const acceptInvite = useAcceptViralInvite();
  const { me } = useAuth();
  // Only owners create invitations, so only an owner's list can hold this link.
  const ownInvites = useViralInvites({ enabled: me?.role === 'owner' });
  const ownLink = ownInvites.data?.invitations.some((invitation) => invitation.token === token) ?? false;
  const checkingOwn = me?.role === 'owner' && ownInvites.isPending;
  const busy = acceptInvite.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const autoAccepted = useRef(false);

  function accept() {
    if (acceptInvite.isPending) return;
    setFailure(null);
    acceptInvite.mutate(token, {
      onSuccess: (result) => {
        toast({ title: WELCOME, description: rewardText(result.rewardDays), variant: 'success' });
        void navigate(paths.dashboard(), { replace: true });
      },
      onError: (error) => {
        const message = errorMessage(error);
        setFailure(message);
        toast({ title: INVITE_ERROR, description: message, variant: 'destructive' });
      },
    });
  }

  const pending = state.status === 'ready' && state.invitation.status === 'pending';
  useEffect(() => {
    if (!pending || checkingOwn || ownLink || autoAccepted.current) return;
    if (pendingAccept.take(token)) {
      autoAccepted.current = true;
      accept();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- accepts once when the invitation turns out pending, not when the accept handler is rebuilt
  }, [pending, checkingOwn, ownLink, token]);

  let body;
  if (state.status === 'loading' || checkingOwn) body = <Spinner size="large" />;
  else if (state.status === 'unknown') body = <ClosedInvitation title={state.message} action={TO_DASHBOARD} />;
  else if (state.status === 'error') body = <Alert type="error">{state.message}</Alert>;
  else if (state.invitation.status !== 'pending') body = <ClosedInvitation title={CLOSED_TITLES[state.invitation.status]} action={TO_DASHBOARD} />;
  else if (ownLink) {
    body = (
      <Container header={<Header variant="h2">{OWN_LINK_TITLE}</Header>}>
        <SpaceBetween size="m">
          <Box>{OWN_LINK_TEXT}</Box>
          <Button
            href={paths.share()}
            onFollow={(event) => {
              event.preventDefault();
              void navigate(paths.share());
            }}
          >
            {TO_SHARE}
          </Button>
        </SpaceBetween>
      </Container>
    );
  } else {
    const { inviterName } = state.invitation;
    body = (
      <Container
        header={
          <Header variant="h2" description={inviterRewarded(inviterName)}>
            {BENEFIT_TITLE}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <Box>{invitedBy(inviterName)}</Box>
          {failure && <Alert type="error">{failure}</Alert>}
          {busy && autoAccepted.current ? (
            <Box>
              <Spinner /> {ACCEPTING}
            </Box>
          ) : (
            <Button variant="primary" loading={busy} onClick={accept}>
              {ACCEPT}
            </Button>
          )}
        </SpaceBetween>
      </Container>
    );
  }

  return <ContentLayout header={<Header variant="h1">{HEADING}</Header>}>{body}</ContentLayout>;
}
