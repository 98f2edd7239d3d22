// Spec 2: a spinner while authentication loads; the sign-in screen instead of every route when signed out.
import { Suspense, lazy } from 'react';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useAuth } from '../auth/auth-context.ts';

const AuthScreen = lazy(() => import('../../pages/auth/AuthScreen.tsx'));
const AppShell = lazy(() => import('../shell/AppShell.tsx'));

export function AuthGate() {
  const { session } = useAuth();
  if (session.status === 'loading') return <PageSpinner fullScreen />;
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>{session.status === 'signedOut' ? <AuthScreen /> : <AppShell />}</Suspense>
  );
}
