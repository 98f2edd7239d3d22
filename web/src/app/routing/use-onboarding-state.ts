// Whose onboarding the gate and the wizard follow: in the default workspace the profile's
// (GET /me), in another workspace that workspace's own (GET /workspaces, loaded by
// WorkspaceGate before any page shows), finished with POST /workspaces/{id}/onboarding.
import { roleMay } from '#contracts/workspaces';
import { useAuth, useMe } from '../auth/auth-context.ts';
import { useCompleteWorkspaceOnboarding, useCurrentWorkspace } from '../../queries/workspaces.ts';
import { completeOnboarding } from '../../queries/me.ts';
import type { OnboardingState } from './route-paths.ts';

export interface WorkspaceOnboarding {
  state: OnboardingState;
  /** The brand name the wizard starts from: the company's, or a client workspace's name. */
  brandName: string | null;
  /** "Go to Dashboard": records the finish, and resolves once the gate will see it. */
  complete: () => Promise<void>;
}

export function useWorkspaceOnboarding(): WorkspaceOnboarding {
  const me = useMe();
  const { refreshMe } = useAuth();
  const { workspaceId, workspace } = useCurrentWorkspace();
  const completeWorkspace = useCompleteWorkspaceOnboarding();
  if (workspaceId === null || !workspace) {
    return {
      state: me,
      brandName: me.companyName,
      complete: async () => {
        await completeOnboarding();
        await refreshMe();
      },
    };
  }
  return {
    // Only those who may edit the brand kit set a workspace up: the others are not sent to the wizard.
    state: { onboardingCompletedAt: workspace.onboardingCompletedAt, joinedByTeamInvite: !roleMay(workspace.role, 'manage') },
    brandName: workspace.name,
    complete: async () => {
      await completeWorkspace.mutateAsync(workspace.workspaceId);
    },
  };
}
