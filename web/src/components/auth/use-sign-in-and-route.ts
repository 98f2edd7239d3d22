// Signs in and routes as spec 2 says: dashboard or onboarding (or back to the team invitation
// link it was opened on), with "Welcome back!" (or
// "Welcome to Markk!" on the first sign-in after verifying), then focus on the page heading.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth/auth-context.ts';
import { postSignInRoute } from '../../app/auth/post-sign-in.ts';
import { focusHeadingOnNextPage } from '../../app/shell/focus-heading.ts';
import { useToast } from '../../app/toast/toast-context.ts';

export type SignInAndRoute = (email: string, password: string, options?: { firstSignIn?: boolean }) => Promise<'signedIn' | 'confirm'>;

/** Resolves 'confirm' when the account still needs its email verified; throws what Amplify throws. */
export function useSignInAndRoute(): SignInAndRoute {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toast } = useToast();

  return useCallback(
    async (email, password, options) => {
      const outcome = await signIn(email.trim(), password);
      if (outcome.kind === 'confirmSignUp') return 'confirm';
      const route = postSignInRoute(outcome.me, { ...options, from: pathname });
      focusHeadingOnNextPage();
      void navigate(route.path, { replace: true });
      toast(route.toast);
      return 'signedIn';
    },
    [signIn, navigate, pathname, toast],
  );
}
