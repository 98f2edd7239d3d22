// Viral invite signup (spec 02 §2.11), for signed-out visitors of /invite/:token: "You're
// Invited", the benefits card, Full Name / Email / Password (min 6) / Company Name
// (Optional) and a link to /auth. Sign-up verifies the e-mail with the code like the
// normal sign-up, then signs in; the signed-in landing accepts and goes to / with
// "Welcome to Markk!". A link that cannot be used shows why, and no form.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { signUp } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { pendingAccept } from './pending-accept.ts';
import { useAuth } from '../../app/auth/auth-context.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { PRODUCT_NAME } from '../../app/routing/titles.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { FeatureList } from '../../components/common/FeatureList.tsx';
import { PASSWORD_RULE, signUpAttributes } from '../../components/auth/auth-validation.ts';
import { AuthLayout } from '../../components/auth/AuthLayout.tsx';
import { ConfirmSignUpForm } from '../../components/auth/ConfirmSignUpForm.tsx';
import { ClosedInvitation } from './ClosedInvitation.tsx';
import { BENEFIT_TITLE, CLOSED_TITLES, HEADING, invitedBy, inviterRewarded } from './invite-messages.ts';
import { usePublicInvitation } from './use-public-invitation.ts';
import { viralSignupErrors } from './viral-signup-validation.ts';

const BENEFITS = ['Unlimited AI credits', 'Multi-platform scheduling', 'Advanced strategy and analytics', 'Full community'];
const FULL_NAME = 'Full Name';
const EMAIL = 'Email';
const PASSWORD = 'Password';
const COMPANY = 'Company Name (Optional)';
const SUBMIT = 'Sign Up & Claim Reward';
const HAVE_ACCOUNT = 'Already have an account?';
const SIGN_IN = 'Sign in';
const SIGNUP_FAILED = 'Signup failed';
const UNKNOWN_ERROR = 'Unknown error occurred';
const CREATED_TITLE = 'Account created!';
const CREATED_TEXT = 'Please check your email to verify your account.';
const TO_AUTH = { href: paths.auth(), label: 'Go to sign in' };

export default function ViralSignupPage({ token }: { token: string }) {
  usePageTitle(HEADING);
  const state = usePublicInvitation(token);

  let body;
  if (state.status === 'loading') body = <Spinner size="large" />;
  else if (state.status === 'unknown') body = <ClosedInvitation title={state.message} action={TO_AUTH} />;
  else if (state.status === 'error') body = <Alert type="error">{state.message}</Alert>;
  else if (state.invitation.status !== 'pending') body = <ClosedInvitation title={CLOSED_TITLES[state.invitation.status]} action={TO_AUTH} />;
  else body = <SignupFlow token={token} inviterName={state.invitation.inviterName} />;

  return (
    <AuthLayout heading={HEADING} subtitle={PRODUCT_NAME}>
      {body}
    </AuthLayout>
  );
}

function SignupFlow({ token, inviterName }: { token: string; inviterName: string }) {
  const [pending, setPending] = useState<{ email: string; password: string } | null>(null);
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={inviterRewarded(inviterName)}>
            {BENEFIT_TITLE}
          </Header>
        }
        data-testid="invite-benefits"
      >
        <SpaceBetween size="xs">
          <Box>{invitedBy(inviterName)}</Box>
          <FeatureList>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" variant="success" /> {benefit}
              </li>
            ))}
          </FeatureList>
        </SpaceBetween>
      </Container>
      {pending ? <VerifyStep token={token} credentials={pending} /> : <SignupForm onCreated={setPending} />}
    </SpaceBetween>
  );
}

function SignupForm({ onCreated }: { onCreated: (credentials: { email: string; password: string }) => void }) {
  const { toast } = useToast();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [company, setCompany] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = submitted ? viralSignupErrors({ fullName, email, password }) : {};

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (Object.values(viralSignupErrors({ fullName, email, password })).some(Boolean)) return;
    setBusy(true);
    try {
      await signUp({ username: email.trim(), password, options: { userAttributes: signUpAttributes({ fullName, email, company }) } });
      toast({ title: CREATED_TITLE, description: CREATED_TEXT, variant: 'success' });
      onCreated({ email: email.trim(), password });
    } catch (error) {
      toast({ title: SIGNUP_FAILED, description: errorMessage(error, UNKNOWN_ERROR), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container>
      <form onSubmit={onSubmit} noValidate>
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={busy}>
              {SUBMIT}
            </Button>
          }
          secondaryActions={
            <Box variant="small">
              {HAVE_ACCOUNT} <Link href={paths.auth()}>{SIGN_IN}</Link>
            </Box>
          }
        >
          <SpaceBetween size="m">
            <FormField label={FULL_NAME} errorText={errors.fullName}>
              <Input name="fullName" autoComplete="name" value={fullName} onChange={({ detail }) => setFullName(detail.value)} />
            </FormField>
            <FormField label={EMAIL} errorText={errors.email}>
              <Input type="email" name="email" inputMode="email" autoComplete="username" value={email} onChange={({ detail }) => setEmail(detail.value)} />
            </FormField>
            <FormField label={PASSWORD} constraintText={PASSWORD_RULE} errorText={errors.password}>
              <Input type="password" name="password" autoComplete="new-password" value={password} onChange={({ detail }) => setPassword(detail.value)} />
            </FormField>
            <FormField label={COMPANY}>
              <Input name="company" autoComplete="organization" value={company} onChange={({ detail }) => setCompany(detail.value)} />
            </FormField>
          </SpaceBetween>
        </Form>
      </form>
    </Container>
  );
}

/** The shared verify-your-email form; once confirmed, mark the invitation and sign in here. */
function VerifyStep({ token, credentials }: { token: string; credentials: { email: string; password: string } }) {
  const { signIn } = useAuth();
  return (
    <ConfirmSignUpForm
      credentials={credentials}
      errorTitle={SIGNUP_FAILED}
      afterConfirm={async ({ email, password }) => {
        // The signed-in landing at this same URL accepts the invitation once the session exists.
        pendingAccept.set(token);
        const outcome = await signIn(email, password);
        return outcome.kind === 'confirmSignUp' ? 'confirm' : 'signedIn';
      }}
    />
  );
}
