// "Verify your email": the sign-up code, a resend link, then an automatic sign-in.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/errors.ts';
import { runtimeConfig } from '../../app/runtime-config.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import type { Credentials } from './credentials.ts';
import { useSignInAndRoute } from './use-sign-in-and-route.ts';

const HEADING = 'Verify your email';
const sentTo = (email: string) => `We sent a verification code to ${email}.`;
const CODE_LABEL = 'Verification code';
const CODE_REQUIRED = 'Enter the code from the email.';
const SUBMIT = 'Confirm';
const RESEND = 'Resend code';
const BACK = 'Back to Sign In';
const ERROR_TITLE = 'Error';
const RESENT_TITLE = 'Code sent';
const resentTo = (email: string) => `We sent a new verification code to ${email}.`;
const STILL_UNCONFIRMED = 'Your email is not verified yet. Check the code and try again.';
const LOCAL_NOTE = 'Running locally: find the code in the ';
const OUTBOX_LINK = 'dev outbox';
const OUTBOX_PATH = '/dev/outbox';

type ConfirmSignUpFormProps = {
  credentials: Credentials;
  /** Shows "Back to Sign In" when given. */
  onBack?: () => void;
  /** Title of failure toasts (the viral sign-up page words its own). */
  errorTitle?: string;
  /**
   * What happens once the code is accepted; by default sign in and route as spec 2 says.
   * Resolves 'confirm' if the account still is not verified.
   */
  afterConfirm?: (credentials: Credentials) => Promise<'signedIn' | 'confirm'>;
};

export function ConfirmSignUpForm({ credentials, onBack, errorTitle = ERROR_TITLE, afterConfirm }: ConfirmSignUpFormProps) {
  const { toast } = useToast();
  const signInAndRoute = useSignInAndRoute();
  const ERROR = errorTitle;
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const codeError = submitted && !code.trim() ? CODE_REQUIRED : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (!code.trim()) return;
    setBusy(true);
    try {
      await confirmSignUp({ username: credentials.email, confirmationCode: code.trim() });
      const outcome = afterConfirm ? await afterConfirm(credentials) : await signInAndRoute(credentials.email, credentials.password, { firstSignIn: true });
      if (outcome === 'confirm') {
        toast({ title: ERROR, description: STILL_UNCONFIRMED, variant: 'destructive' });
      }
    } catch (error) {
      toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      await resendSignUpCode({ username: credentials.email });
      toast({ title: RESENT_TITLE, description: resentTo(credentials.email), variant: 'success' });
    } catch (error) {
      toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setResending(false);
    }
  }

  return (
    <Container
      header={
        <Header variant="h2" description={sentTo(credentials.email)}>
          {HEADING}
        </Header>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Form
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              {onBack && (
                <Button variant="link" formAction="none" onClick={onBack}>
                  {BACK}
                </Button>
              )}
              <Button variant="link" formAction="none" loading={resending} onClick={() => void resend()}>
                {RESEND}
              </Button>
              <Button variant="primary" formAction="submit" loading={busy}>
                {SUBMIT}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormField label={CODE_LABEL} errorText={codeError}>
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus value={code} onChange={({ detail }) => setCode(detail.value)} />
            </FormField>
            {runtimeConfig().local && (
              <Box variant="small" color="text-body-secondary">
                {LOCAL_NOTE}
                <Link href={OUTBOX_PATH} external target="_blank" variant="primary" fontSize="body-s">
                  {OUTBOX_LINK}
                </Link>
              </Box>
            )}
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
