// Accepting a team invitation (/team-invite/:token, spec 02 §2.10): "Processing your invite…",
// accept, "Welcome! You joined the team successfully." and on to /team. A refusal (expired,
// revoked, already used, sent to another e-mail, already a member) toasts "Invite error" with
// the server's message and shows it here under the heading "Invite error" (never beside
// "Processing your invite…"); an invitation for another e-mail address offers to
// sign out here, so the invitee can sign in with that one and land back on the link.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../app/auth/auth-context.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useAcceptTeamInvite } from '../../queries/team.ts';
import { INVITE_ERROR, JOINED_TEXT, JOINED_TITLE, PROCESSING, SOMETHING_WENT_WRONG, inviteErrorText } from './team-messages.ts';
import { appHref } from '../../app/workspace.ts';

const TO_TEAM = 'Go to Team';
const TO_DASHBOARD = 'Go to Dashboard';
const SWITCH_ACCOUNT = 'Sign out to use another account';
const SIGN_OUT_FAILED = 'Sign out failed';

export default function TeamInvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { refreshMe, signOut } = useAuth();
  const accept = useAcceptTeamInvite();
  const [failure, setFailure] = useState<{ message: string; otherAccount: boolean } | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  // Accept once per link, even when React runs the effect twice (StrictMode) or the page re-renders.
  const acceptedFor = useRef<string | null>(null);
  // One state at a time: the processing heading gives way to the error's.
  const title = failure ? INVITE_ERROR : PROCESSING;
  usePageTitle(title);

  useEffect(() => {
    if (acceptedFor.current === token) return;
    acceptedFor.current = token;
    setFailure(null);
    accept
      .mutateAsync(token)
      .then(() => {
        toast({ title: JOINED_TITLE, description: JOINED_TEXT, variant: 'success' });
        // The profile's team, role and onboarding gate are the new team's now.
        refreshMe().catch(() => undefined);
        void navigate(paths.team(), { replace: true });
      })
      .catch((error: unknown) => {
        const message = inviteErrorText(errorMessage(error, SOMETHING_WENT_WRONG));
        // 403: the invitation is for another e-mail address than this account's.
        setFailure({ message, otherAccount: error instanceof ApiError && error.status === 403 });
        toast({ title: INVITE_ERROR, description: message, variant: 'destructive' });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- accepted once per invitation token
  }, [token]);

  const go = (href: string) => (event: CustomEvent) => {
    event.preventDefault();
    void navigate(href);
  };

  // Signing out keeps this address: the signed-out link shows the invitation above the sign-in form.
  async function switchAccount() {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      toast({ title: SIGN_OUT_FAILED, description: errorMessage(error), variant: 'destructive' });
      setSigningOut(false);
    }
  }

  return (
    <ContentLayout header={<Header variant="h1">{title}</Header>}>
      <Container>
        {failure ? (
          <Alert type="error" data-testid="team-invite-error">
            <SpaceBetween size="s">
              <span>{failure.message}</span>
              <SpaceBetween size="xs" direction="horizontal">
                {failure.otherAccount && (
                  <Button variant="primary" loading={signingOut} onClick={() => void switchAccount()}>
                    {SWITCH_ACCOUNT}
                  </Button>
                )}
                <Button href={appHref(paths.team())} onFollow={go(paths.team())}>
                  {TO_TEAM}
                </Button>
                <Button variant="link" href={appHref(paths.dashboard())} onFollow={go(paths.dashboard())}>
                  {TO_DASHBOARD}
                </Button>
              </SpaceBetween>
            </SpaceBetween>
          </Alert>
        ) : (
          <Box textAlign="center" color="text-body-secondary">
            <Spinner size="large" />
            <Box variant="p" color="inherit">
              {PROCESSING}
            </Box>
          </Box>
        )}
      </Container>
    </ContentLayout>
  );
}
