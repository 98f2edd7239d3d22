// Every page of the signed-in app, from the areas' route modules, and the sidebar's links
// in their order (spec 2 "Application shell"; Content after Projects, Share last for owners).
import { assistantPersonaRoute, assistantRoute, assistantThreadRoute } from '../../pages/assistant/routes.ts';
import { checkoutRoute, portalRoute } from '../../pages/billing/routes.ts';
import { communityChannelRoute, communityModerationRoute, communityPostRoute, communityRoute } from '../../pages/community/routes.ts';
import { contentItemRoute, contentRoute } from '../../pages/content/routes.ts';
import { dashboardRoute } from '../../pages/dashboard/routes.ts';
import { inviteRoute } from '../../pages/invite/routes.ts';
import { notFoundRoute } from '../../pages/not-found/routes.ts';
import { onboardingRoute } from '../../pages/onboarding/routes.ts';
import { pricingRoute } from '../../pages/pricing/routes.ts';
import { projectRoute, projectsRoute, taskRoute } from '../../pages/projects/routes.ts';
import { resourcesRoute } from '../../pages/resources/routes.ts';
import { settingsRoute } from '../../pages/settings/routes.ts';
import { shareRoute } from '../../pages/share/routes.ts';
import { tasksRoute } from '../../pages/tasks/routes.ts';
import { teamInviteRoute, teamRoute } from '../../pages/team/routes.ts';
import type { AppRoute, NavRoute } from './app-route.ts';
import { ROUTE_PATHS } from './route-paths.ts';

/** The dashboard is the index route, behind the onboarding gate; the 404 page catches the rest. */
export { dashboardRoute, notFoundRoute };

/** Every other page inside the shell. */
export const SHELL_ROUTES: readonly AppRoute[] = [
  assistantRoute,
  assistantPersonaRoute,
  assistantThreadRoute,
  communityRoute,
  communityModerationRoute,
  communityPostRoute,
  communityChannelRoute,
  resourcesRoute,
  tasksRoute,
  projectsRoute,
  projectRoute,
  taskRoute,
  teamRoute,
  teamInviteRoute,
  inviteRoute,
  shareRoute,
  onboardingRoute,
  settingsRoute,
  pricingRoute,
  contentRoute,
  contentItemRoute,
  checkoutRoute,
  portalRoute,
];

/**
 * Every pattern router.tsx matches, in its order: the dashboard (the index route), the shell's
 * pages, /auth (back to the dashboard once signed in) and the 404 catch-all.
 */
export const ROUTER_PATHS: readonly string[] = [dashboardRoute.path, ...SHELL_ROUTES.map((route) => route.path), ROUTE_PATHS.auth, notFoundRoute.path];

export const SIDEBAR_ROUTES: readonly NavRoute[] = [
  dashboardRoute,
  assistantRoute,
  communityRoute,
  teamRoute,
  resourcesRoute,
  projectsRoute,
  contentRoute,
  settingsRoute,
  shareRoute,
];
