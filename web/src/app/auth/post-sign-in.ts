// Where a user lands after signing in, and the toast that says so (spec 2 "Sign-in and sign-up screen").
import type { MeResponse } from '#contracts/me';
import { paths } from '../routing/paths.ts';
import type { ToastInput } from '../toast/toast-state.ts';

export const WELCOME_BACK = 'Welcome back!';
export const TO_DASHBOARD = 'Redirecting to dashboard...';
export const TO_ONBOARDING = 'Redirecting to onboarding...';

export function postSignInRoute(me: Pick<MeResponse, 'onboardingCompletedAt'>): { path: string; toast: ToastInput } {
  return me.onboardingCompletedAt
    ? { path: paths.dashboard(), toast: { title: WELCOME_BACK, description: TO_DASHBOARD, variant: 'success' } }
    : { path: paths.onboarding(), toast: { title: WELCOME_BACK, description: TO_ONBOARDING, variant: 'success' } };
}
