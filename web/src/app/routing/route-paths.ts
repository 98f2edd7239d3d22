// Every route of the signed-in application (spec 2 "Route list") and where the onboarding gate applies.
import type { MeResponse } from '#contracts/me';

export const ROUTE_PATHS = {
  dashboard: '/',
  assistant: '/assistant',
  community: '/community',
  resources: '/resources',
  tasks: '/tasks',
  projects: '/projects',
  project: '/projects/:projectId',
  task: '/projects/:projectId/tasks/:taskId',
  team: '/team',
  teamInvite: '/team-invite/:token',
  invite: '/invite/:token',
  share: '/share',
  onboarding: '/onboarding',
  settings: '/settings',
  pricing: '/pricing',
  auth: '/auth',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** Beyond the spec's list: where the drafts Approve & Publish creates are read and edited. */
export const CONTENT_PATHS = {
  content: '/content',
  contentItem: '/content/:itemId',
} as const;

/** Spec 4: until onboarding is complete, the dashboard sends the user to the wizard; other pages stay reachable. */
export function onboardingRedirect(pathname: string, me: Pick<MeResponse, 'onboardingCompletedAt'>): string | null {
  return pathname === ROUTE_PATHS.dashboard && !me.onboardingCompletedAt ? ROUTE_PATHS.onboarding : null;
}
