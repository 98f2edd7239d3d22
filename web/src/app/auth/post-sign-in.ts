// Where a user lands after signing in, and the toast that says so (spec 2 "Sign-in and sign-up
// screen"). The first sign-in, right after verifying the e-mail, greets a new user. Signing in
// on a team invitation link stays on the link, which then accepts the invitation.
import { matchPath } from 'react-router-dom';
import { paths } from '../routing/paths.ts';
import { ROUTE_PATHS, needsOnboarding, type OnboardingState } from '../routing/route-paths.ts';
import type { ToastInput } from '../toast/toast-state.ts';

export const WELCOME_BACK = 'Welcome back!';
export const WELCOME_NEW = 'Welcome to Markk!';
export const TO_DASHBOARD = 'Redirecting to dashboard...';
export const TO_ONBOARDING = 'Redirecting to onboarding...';
export const TO_TEAM_INVITE = 'Opening your team invitation...';

export function postSignInRoute(
  me: OnboardingState,
  { firstSignIn = false, from }: { firstSignIn?: boolean; from?: string } = {},
): { path: string; toast: ToastInput } {
  const title = firstSignIn ? WELCOME_NEW : WELCOME_BACK;
  if (from && matchPath(ROUTE_PATHS.teamInvite, from)) return { path: from, toast: { title, description: TO_TEAM_INVITE, variant: 'success' } };
  return needsOnboarding(me)
    ? { path: paths.onboarding(), toast: { title, description: TO_ONBOARDING, variant: 'success' } }
    : { path: paths.dashboard(), toast: { title, description: TO_DASHBOARD, variant: 'success' } };
}
