// Signs in and routes as spec 2 says: dashboard or onboarding, with the "Welcome back!" toast.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth/auth-context.ts';
import { postSignInRoute } from '../../app/auth/post-sign-in.ts';
import { useToast } from '../../app/toast/toast-context.ts';

/** Resolves 'confirm' when the account still needs its email verified; throws what Amplify throws. */
export function useSignInAndRoute(): (email: string, password: string) => Promise<'signedIn' | 'confirm'> {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useCallback(
    async (email, password) => {
      const outcome = await signIn(email.trim(), password);
      if (outcome.kind === 'confirmSignUp') return 'confirm';
      const route = postSignInRoute(outcome.me);
      void navigate(route.path, { replace: true });
      toast(route.toast);
      return 'signedIn';
    },
    [signIn, navigate, toast],
  );
}
