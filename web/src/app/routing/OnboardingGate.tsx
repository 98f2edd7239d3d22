// Spec 4: until onboarding is complete, "/" leads to the onboarding wizard (in a workspace
// other than the default one, until that workspace's onboarding is complete).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { onboardingRedirect } from './route-paths.ts';
import { useWorkspaceOnboarding } from './use-onboarding-state.ts';

export function OnboardingGate({ children }: { children: ReactNode }) {
  const { state } = useWorkspaceOnboarding();
  const { pathname } = useLocation();
  const target = onboardingRedirect(pathname, state);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
