// Spec 2: a spinner while authentication loads; the sign-in screen instead of every route when
// signed out — except the invite link (the viral signup page), the public pricing page, the API
// reference, and
// the team invitation link (the invitation above the sign-in screen); and a client's approval
// link, shown to everyone without the shell.
import { Suspense, lazy } from 'react';
import { Outlet, matchPath, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { DOCS_PATHS, ROUTE_PATHS } from './route-paths.ts';
import {
  approvalPage,
  publicApiDocsPage as PublicApiDocsPage,
  publicPricingPage as PublicPricingPage,
  teamInviteSignedOutPage as TeamInviteSignedOut,
  viralSignupPage as ViralSignupPage,
} from './routes.ts';

const AuthScreen = lazy(() => import('../../components/auth/AuthScreen.tsx'));
const AppShell = lazy(() => import('../shell/AppShell.tsx'));

/** Pages a signed-out visitor sees instead of the sign-in screen. */
function signedOutPage(pathname: string) {
  const invite = matchPath(ROUTE_PATHS.invite, pathname);
  if (invite?.params.token) return <ViralSignupPage token={invite.params.token} />;
  if (matchPath(ROUTE_PATHS.pricing, pathname)) return <PublicPricingPage />;
  if (matchPath(DOCS_PATHS.apiDocs, pathname)) return <PublicApiDocsPage />;
  const teamInvite = matchPath(ROUTE_PATHS.teamInvite, pathname);
  if (teamInvite?.params.token) return <TeamInviteSignedOut token={teamInvite.params.token} />;
  return <AuthScreen />;
}

export function AuthGate() {
  const { session } = useAuth();
  const { pathname } = useLocation();
  // A client's approval link needs no account and never shows the signed-in shell.
  if (matchPath(approvalPage.path, pathname)) {
    return (
      <Suspense fallback={<PageSpinner fullScreen />}>
        <Outlet />
      </Suspense>
    );
  }
  if (session.status === 'loading') return <PageSpinner fullScreen />;
  return <Suspense fallback={<PageSpinner fullScreen />}>{session.status === 'signedOut' ? signedOutPage(pathname) : <AppShell />}</Suspense>;
}
