// /connections/callback: where a network's sign-in screens send the browser back. It posts
// what came back (state, code or the provider's error) to the server once, says "Connecting
// your account…" meanwhile, then goes back where the user started (Connected accounts or the
// calendar) with "Connected {name} ({network})"; a refusal shows the server's message and a
// link back to Connected accounts. A sign-in that reaches several new accounts asks which to
// connect first (AccountChoice). A sign-in started in a client workspace comes back to the
// plain address: the page goes on inside that workspace before completing it.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ConnectionChoice } from '#contracts/connection-choice';
import type { CompleteConnectBody, CompleteConnectResponse } from '#contracts/publishing';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { useRouteTitle } from '../../../app/routing/app-route.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { NETWORK_LABELS } from '../../../lib/publishing.ts';
import { useCompleteConnect } from '../../../queries/publishing.ts';
import { AccountChoice } from './AccountChoice.tsx';
import { appHref, workspaceReturnAddress } from '../../../app/workspace.ts';

const CONNECTING = 'Connecting your account…';
const FAILED = 'Could not connect the account';
const BACK = 'Back to Connected accounts';
const connected = (names: string[], network: string) => `Connected ${names.join(' and ')} (${network})`;

/**
 * One completion per `state`, shared by every mount: React's StrictMode mounts the page twice
 * in development, and the server accepts a state once.
 */
const completions = new Map<string, Promise<CompleteConnectResponse>>();

function bodyFrom(params: URLSearchParams): CompleteConnectBody {
  const text = (name: string) => params.get(name) ?? undefined;
  const body: CompleteConnectBody = { state: params.get('state') ?? '' };
  const code = text('code');
  const error = text('error');
  const description = text('error_description');
  if (code !== undefined) body.code = code;
  if (error !== undefined) body.error = error;
  if (description !== undefined) body.error_description = description;
  return body;
}

export default function ConnectionsCallbackPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const complete = useCompleteConnect();
  const [failure, setFailure] = useState<string | null>(null);
  const [choice, setChoice] = useState<{ choice: ConnectionChoice; from: 'settings' | 'calendar' } | null>(null);
  const { mutateAsync } = complete;

  useEffect(() => {
    const inWorkspace = workspaceReturnAddress(window.location);
    if (inWorkspace) {
      window.location.replace(inWorkspace);
      return undefined;
    }
    const body = bodyFrom(params);
    let completion = completions.get(body.state);
    if (!completion) {
      completion = mutateAsync(body);
      completions.set(body.state, completion);
    }
    let live = true;
    completion.then(
      ({ account, choice: offered, from }) => {
        if (!live) return;
        if (offered) return setChoice({ choice: offered, from });
        if (!account) return;
        toast({ title: connected([account.name], NETWORK_LABELS[account.network]), variant: 'success' });
        void navigate(from === 'calendar' ? paths.calendar() : paths.settings('connections'), { replace: true });
      },
      (error: unknown) => {
        if (live) setFailure(errorMessage(error));
      },
    );
    return () => {
      live = false;
    };
  }, [params, mutateAsync, navigate, toast]);

  const back = (
    <Link
      href={appHref(paths.settings('connections'))}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(paths.settings('connections'));
      }}
    >
      {BACK}
    </Link>
  );

  return (
    <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
      {choice ? (
        <AccountChoice
          choice={choice.choice}
          onConnected={({ accounts, from }) => {
            toast({
              title: connected(
                accounts.map((a) => a.name),
                NETWORK_LABELS[choice.choice.network],
              ),
              variant: 'success',
            });
            void navigate(from === 'calendar' ? paths.calendar() : paths.settings('connections'), { replace: true });
          }}
          onCancel={() => void navigate(choice.from === 'calendar' ? paths.calendar() : paths.settings('connections'), { replace: true })}
        />
      ) : failure ? (
        <SpaceBetween size="m">
          <Alert type="error" header={FAILED}>
            {failure}
          </Alert>
          {back}
        </SpaceBetween>
      ) : (
        <Box textAlign="center" padding={{ vertical: 'xl' }}>
          <div role="status">
            <SpaceBetween size="s" alignItems="center">
              <Spinner size="large" />
              <Box variant="p">{CONNECTING}</Box>
            </SpaceBetween>
          </div>
        </Box>
      )}
    </ContentLayout>
  );
}
