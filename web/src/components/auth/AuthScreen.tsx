// The signed-out screen (spec 2): replaces every route until a user signs in.
import Container from '@cloudscape-design/components/container';
import Tabs from '@cloudscape-design/components/tabs';
import { useMemo, useState, type ReactNode } from 'react';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { PRODUCT_NAME } from '../../app/routing/titles.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ConfirmSignUpForm } from './ConfirmSignUpForm.tsx';
import type { Credentials } from './credentials.ts';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

const TAGLINE = 'Build your marketing department, no agency required';
const SIGN_IN_TAB = 'Sign In';
const SIGN_UP_TAB = 'Sign Up';
const RESET_TITLE = 'Reset password';

type TabId = 'sign-in' | 'sign-up';

/**
 * `notice`: what the link that led here is about (a team invitation), above the forms;
 * `initialEmail`: the address both forms start with (the invitation's).
 */
export default function AuthScreen({ notice, initialEmail }: { notice?: ReactNode; initialEmail?: string } = {}) {
  const [activeTab, setActiveTab] = useState<TabId>('sign-in');
  const [pending, setPending] = useState<Credentials | null>(null);
  /** The e-mail the reset starts with, while "Forgot password?" is open. */
  const [resetting, setResetting] = useState<string | null>(null);
  usePageTitle(resetting !== null ? RESET_TITLE : activeTab === 'sign-in' ? SIGN_IN_TAB : SIGN_UP_TAB);
  const tabs = useMemo(
    () => [
      {
        id: 'sign-in',
        label: SIGN_IN_TAB,
        content: <SignInForm onNeedsConfirmation={setPending} onForgotPassword={setResetting} initialEmail={initialEmail} />,
      },
      { id: 'sign-up', label: SIGN_UP_TAB, content: <SignUpForm onNeedsConfirmation={setPending} initialEmail={initialEmail} /> },
    ],
    [initialEmail],
  );

  return (
    <AuthLayout heading={PRODUCT_NAME} subtitle={TAGLINE}>
      {notice}
      {pending ? (
        <ConfirmSignUpForm credentials={pending} onBack={() => setPending(null)} />
      ) : resetting !== null ? (
        <ForgotPasswordForm initialEmail={resetting} onBack={() => setResetting(null)} />
      ) : (
        // Default tabs inside a Container, not variant="container": that variant re-mounts its
        // whole box (tab headers included) on every change, so the tab the arrow keys had just
        // focused was gone and focus fell to the page.
        <Container>
          <Tabs activeTabId={activeTab} onChange={({ detail }) => setActiveTab(detail.activeTabId === 'sign-up' ? 'sign-up' : 'sign-in')} tabs={tabs} />
        </Container>
      )}
    </AuthLayout>
  );
}
