// The "Sign Up" tab: full name, optional company, email and password, then email verification.
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { signUp } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { PASSWORD_RULE, hasErrors, signUpAttributes, signUpErrors } from './auth-validation.ts';
import type { Credentials } from './credentials.ts';
import { useSignInAndRoute } from './use-sign-in-and-route.ts';

const FULL_NAME_LABEL = 'Full Name';
const COMPANY_LABEL = 'Company Name (Optional)';
const EMAIL_LABEL = 'Email';
const PASSWORD_LABEL = 'Password';
const SUBMIT = 'Sign Up';
const ERROR_TITLE = 'Error';
const CREATED_TITLE = 'Account created!';
const CREATED_DESCRIPTION = 'Please check your email to verify your account.';

/** `initialEmail`: the address to start with (a team invitation's). */
export function SignUpForm({ onNeedsConfirmation, initialEmail = '' }: { onNeedsConfirmation: (credentials: Credentials) => void; initialEmail?: string }) {
  const { toast } = useToast();
  const signInAndRoute = useSignInAndRoute();
  const [fullName, setFullName] = useState('');
  const [company, setCompany] = useState('');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? signUpErrors({ fullName, email, password }) : {};

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (hasErrors(signUpErrors({ fullName, email, password }))) return;
    const credentials: Credentials = { email: email.trim(), password };
    setBusy(true);
    try {
      const result = await signUp({
        username: credentials.email,
        password,
        options: { userAttributes: signUpAttributes({ fullName, email, company }) },
      });
      if (result.nextStep.signUpStep === 'CONFIRM_SIGN_UP') {
        toast({ title: CREATED_TITLE, description: CREATED_DESCRIPTION, variant: 'success' });
        onNeedsConfirmation(credentials);
        return;
      }
      // A pool that confirms accounts itself: nothing to verify, sign straight in.
      const outcome = await signInAndRoute(credentials.email, password, { firstSignIn: true });
      if (outcome === 'confirm') onNeedsConfirmation(credentials);
    } catch (error) {
      toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={busy}>
            {SUBMIT}
          </Button>
        }
      >
        <SpaceBetween size="m">
          <FormField label={FULL_NAME_LABEL} errorText={errors.fullName}>
            <Input name="fullName" autoComplete="name" value={fullName} onChange={({ detail }) => setFullName(detail.value)} />
          </FormField>
          <FormField label={COMPANY_LABEL}>
            <Input name="company" autoComplete="organization" value={company} onChange={({ detail }) => setCompany(detail.value)} />
          </FormField>
          <FormField label={EMAIL_LABEL} errorText={errors.email}>
            <Input type="email" name="email" inputMode="email" autoComplete="username" value={email} onChange={({ detail }) => setEmail(detail.value)} />
          </FormField>
          <FormField label={PASSWORD_LABEL} constraintText={PASSWORD_RULE} errorText={errors.password}>
            <Input type="password" name="password" autoComplete="new-password" value={password} onChange={({ detail }) => setPassword(detail.value)} />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
