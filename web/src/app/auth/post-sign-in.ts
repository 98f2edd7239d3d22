// Where a user lands after signing in, and the toast that says so (spec 2 "Sign-in and sign-up
// screen"). The first sign-in, right after verifying the e-mail, greets a new user.
import type { MeResponse } from '#contracts/me';
import { paths } from '../routing/paths.ts';
import type { ToastInput } from '../toast/toast-state.ts';

export const WELCOME_BACK = 'Welcome back!';
export const WELCOME_NEW = 'Welcome to Markk!';
export const TO_DASHBOARD = 'Redirecting to dashboard...';
export const TO_ONBOARDING = 'Redirecting to onboarding...';

export function postSignInRoute(
  me: Pick<MeResponse, 'onboardingCompletedAt'>,
  { firstSignIn = false }: { firstSignIn?: boolean } = {},
): { path: string; toast: ToastInput } {
  const title = firstSignIn ? WELCOME_NEW : WELCOME_BACK;
  return me.onboardingCompletedAt
    ? { path: paths.dashboard(), toast: { title, description: TO_DASHBOARD, variant: 'success' } }
    : { path: paths.onboarding(), toast: { title, description: TO_ONBOARDING, variant: 'success' } };
}
