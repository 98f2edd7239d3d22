// Spec 4: until onboarding is complete, "/" leads to the onboarding wizard.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMe } from '../auth/auth-context.ts';
import { onboardingRedirect } from './route-paths.ts';

export function OnboardingGate({ children }: { children: ReactNode }) {
  const me = useMe();
  const { pathname } = useLocation();
  const target = onboardingRedirect(pathname, me);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
