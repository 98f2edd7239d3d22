// The signed-out screen (spec 2): replaces every route until a user signs in.
import Tabs from '@cloudscape-design/components/tabs';
import { useState } from 'react';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { PRODUCT_NAME } from '../../app/routing/titles.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ConfirmSignUpForm } from './ConfirmSignUpForm.tsx';
import type { Credentials } from './credentials.ts';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

const TAGLINE = 'Build your marketing department, no agency required';
const SIGN_IN_TAB = 'Sign In';
const SIGN_UP_TAB = 'Sign Up';

type TabId = 'sign-in' | 'sign-up';

export default function AuthScreen() {
  const [activeTab, setActiveTab] = useState<TabId>('sign-in');
  const [pending, setPending] = useState<Credentials | null>(null);
  usePageTitle(activeTab === 'sign-in' ? SIGN_IN_TAB : SIGN_UP_TAB);

  return (
    <AuthLayout heading={PRODUCT_NAME} subtitle={TAGLINE}>
      {pending ? (
        <ConfirmSignUpForm credentials={pending} onBack={() => setPending(null)} />
      ) : (
        <Tabs
          variant="container"
          activeTabId={activeTab}
          onChange={({ detail }) => setActiveTab(detail.activeTabId === 'sign-up' ? 'sign-up' : 'sign-in')}
          tabs={[
            { id: 'sign-in', label: SIGN_IN_TAB, content: <SignInForm onNeedsConfirmation={setPending} /> },
            { id: 'sign-up', label: SIGN_UP_TAB, content: <SignUpForm onNeedsConfirmation={setPending} /> },
          ]}
        />
      )}
    </AuthLayout>
  );
}
