// "Forgot password?": the e-mail gets a code (the local outbox locally), then the code and a
// new password (the pool's rule stated up front) reset it and sign the user in. The answer is
// the same whether or not the e-mail has an account, as the user pool's is.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/errors.ts';
import { runtimeConfig } from '../../app/runtime-config.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { PASSWORD_RULE, forgotPasswordErrors, hasErrors, resetPasswordErrors } from './auth-validation.ts';
import { useSignInAndRoute } from './use-sign-in-and-route.ts';

const HEADING = 'Reset your password';
const REQUEST_DESCRIPTION = "Enter your account's email and we'll send you a code to choose a new password.";
const sentTo = (email: string) => `If ${email} has a Markk account, we sent it a code. Enter it with your new password.`;
const EMAIL_LABEL = 'Email';
const CODE_LABEL = 'Code';
const NEW_PASSWORD_LABEL = 'New password';
const SEND_CODE = 'Send code';
const RESET = 'Reset password';
const RESEND = 'Send a new code';
const BACK = 'Back to Sign In';
const ERROR_TITLE = 'Error';
const CODE_SENT_TITLE = 'Check your email';
const RESET_DONE_TITLE = 'Password reset';
const RESET_DONE = 'Your password has been changed. Signing you in…';
const LOCAL_NOTE = 'Running locally: find the code in the ';
const OUTBOX_LINK = 'dev outbox';
const OUTBOX_PATH = '/dev/outbox';

type ForgotPasswordFormProps = {
  /** What the user had typed on the Sign In tab, if anything. */
  initialEmail: string;
  onBack: () => void;
};

export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { toast } = useToast();
  const signInAndRoute = useSignInAndRoute();
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const requestErrors = submitted && step === 'request' ? forgotPasswordErrors({ email }) : {};
  const confirmErrors = submitted && step === 'confirm' ? resetPasswordErrors({ code, password }) : {};

  async function sendCode() {
    await resetPassword({ username: email.trim() });
  }

  async function onRequest(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (hasErrors(forgotPasswordErrors({ email }))) return;
    setBusy(true);
    try {
      await sendCode();
      setSubmitted(false);
      setStep('confirm');
    } catch (error) {
      toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function onResend() {
    setBusy(true);
    try {
      await sendCode();
      toast({ title: CODE_SENT_TITLE, description: sentTo(email.trim()), variant: 'success' });
    } catch (error) {
      toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (hasErrors(resetPasswordErrors({ code, password }))) return;
    setBusy(true);
    try {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword: password });
      toast({ title: RESET_DONE_TITLE, description: RESET_DONE, variant: 'success' });
      await signInAndRoute(email, password);
    } catch (error) {
      toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' });
      setBusy(false);
    }
  }

  const localNote = runtimeConfig().local && (
    <Box variant="small" color="text-body-secondary">
      {LOCAL_NOTE}
      <Link href={OUTBOX_PATH} external target="_blank" variant="primary" fontSize="body-s">
        {OUTBOX_LINK}
      </Link>
    </Box>
  );

  const back = (
    <Button variant="link" formAction="none" onClick={onBack}>
      {BACK}
    </Button>
  );

  if (step === 'request') {
    return (
      <Container
        header={
          <Header variant="h2" description={REQUEST_DESCRIPTION}>
            {HEADING}
          </Header>
        }
      >
        <form onSubmit={onRequest} noValidate>
          <Form
            actions={
              <SpaceBetween size="xs" direction="horizontal">
                {back}
                <Button variant="primary" formAction="submit" loading={busy}>
                  {SEND_CODE}
                </Button>
              </SpaceBetween>
            }
          >
            <FormField label={EMAIL_LABEL} errorText={requestErrors.email}>
              <Input
                type="email"
                name="email"
                inputMode="email"
                autoComplete="username"
                autoFocus
                value={email}
                onChange={({ detail }) => setEmail(detail.value)}
              />
            </FormField>
          </Form>
        </form>
      </Container>
    );
  }

  return (
    <Container
      header={
        <Header variant="h2" description={sentTo(email.trim())}>
          {HEADING}
        </Header>
      }
    >
      <form onSubmit={onConfirm} noValidate>
        <Form
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              {back}
              <Button variant="link" formAction="none" disabled={busy} onClick={() => void onResend()}>
                {RESEND}
              </Button>
              <Button variant="primary" formAction="submit" loading={busy}>
                {RESET}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween size="m">
            <FormField label={CODE_LABEL} errorText={confirmErrors.code}>
              <Input name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus value={code} onChange={({ detail }) => setCode(detail.value)} />
            </FormField>
            <FormField label={NEW_PASSWORD_LABEL} constraintText={PASSWORD_RULE} errorText={confirmErrors.password}>
              <Input type="password" name="newPassword" autoComplete="new-password" value={password} onChange={({ detail }) => setPassword(detail.value)} />
            </FormField>
            {localNote}
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}
