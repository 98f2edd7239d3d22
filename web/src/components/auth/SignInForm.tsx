// The "Sign In" tab: email and password, then the dashboard or onboarding (spec 2).
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { hasErrors, signInErrors, signInFailureMessage } from './auth-validation.ts';
import type { Credentials } from './credentials.ts';
import { useSignInAndRoute } from './use-sign-in-and-route.ts';

const EMAIL_LABEL = 'Email';
const PASSWORD_LABEL = 'Password';
const SUBMIT = 'Sign In';
const ERROR_TITLE = 'Error';
const FORGOT_PASSWORD = 'Forgot password?';

type SignInFormProps = {
  onNeedsConfirmation: (credentials: Credentials) => void;
  /** Opens the password reset with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
  /** The address to start with (a team invitation's). */
  initialEmail?: string;
};

export function SignInForm({ onNeedsConfirmation, onForgotPassword, initialEmail = '' }: SignInFormProps) {
  const { toast } = useToast();
  const signInAndRoute = useSignInAndRoute();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? signInErrors({ email, password }) : {};

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (hasErrors(signInErrors({ email, password }))) return;
    setBusy(true);
    try {
      const outcome = await signInAndRoute(email, password);
      if (outcome === 'confirm') onNeedsConfirmation({ email: email.trim(), password });
    } catch (error) {
      toast({ title: ERROR_TITLE, description: signInFailureMessage(error) ?? errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Form
        actions={
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Button variant="link" formAction="none" onClick={() => onForgotPassword(email.trim())}>
              {FORGOT_PASSWORD}
            </Button>
            <Button variant="primary" formAction="submit" loading={busy}>
              {SUBMIT}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">
          <FormField label={EMAIL_LABEL} errorText={errors.email}>
            <Input type="email" name="email" inputMode="email" autoComplete="username" value={email} onChange={({ detail }) => setEmail(detail.value)} />
          </FormField>
          <FormField label={PASSWORD_LABEL} errorText={errors.password}>
            <Input type="password" name="password" autoComplete="current-password" value={password} onChange={({ detail }) => setPassword(detail.value)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
