// The router list: every page of the signed-in app, each area's route declaration with the page
// it shows (its own chunk, loaded on first visit), and the sidebar's links in their order (spec 2
// "Application shell"; Content after Projects, Calendar after Content, Share last for owners). Adding a page: declare it
// in its area's routes.ts, then list it here.
import { lazy, type ComponentType } from 'react';
import { assistantPersonaRoute, assistantRoute, assistantThreadRoute } from '../../pages/assistant/routes.ts';
import { checkoutRoute, portalRoute } from '../../pages/billing/routes.ts';
import { campaignNewRoute, campaignRoute, campaignsRoute } from '../../pages/campaigns/routes.ts';
import { communityChannelRoute, communityModerationRoute, communityPostRoute, communityRoute } from '../../pages/community/routes.ts';
import { bulkRoute, contentItemRoute, contentRoute, seoOutlinesRoute } from '../../pages/content/routes.ts';
import { dashboardRoute } from '../../pages/dashboard/routes.ts';
import { inviteRoute } from '../../pages/invite/routes.ts';
import { notFoundRoute } from '../../pages/not-found/routes.ts';
import { onboardingRoute } from '../../pages/onboarding/routes.ts';
import { pricingRoute } from '../../pages/pricing/routes.ts';
import { calendarRoute, connectionsCallbackRoute, contentPlanRoute } from '../../pages/publishing/routes.ts';
import { projectRoute, projectsRoute, taskRoute } from '../../pages/projects/routes.ts';
import { resourcesRoute } from '../../pages/resources/routes.ts';
import { studioRoute } from '../../pages/studio/routes.ts';
import { analyticsRoute } from '../../pages/analytics/routes.ts';
import { settingsRoute } from '../../pages/settings/routes.ts';
import { shareRoute } from '../../pages/share/routes.ts';
import { tasksRoute } from '../../pages/tasks/routes.ts';
import { teamInviteRoute, teamRoute } from '../../pages/team/routes.ts';
import { approvalRoute } from '../../pages/approve/routes.ts';
import { apiDocsRoute } from '../../pages/docs/routes.ts';
import type { AppRoute, NavRoute, PageRoute } from './app-route.ts';
import { ROUTE_PATHS } from './route-paths.ts';

const withPage = (route: AppRoute, page: PageRoute['page']): PageRoute => ({ ...route, page });
const load = (page: () => Promise<{ default: ComponentType }>) => lazy(page);

// One component for the three assistant addresses (and for a channel and the feed), so moving between them keeps the page mounted.
const assistantPage = load(() => import('../../pages/assistant/AssistantPage.tsx'));
const communityFeedPage = load(() => import('../../pages/community/CommunityPage.tsx'));

/** The dashboard is the index route, behind the onboarding gate; the 404 page catches the rest. */
export const dashboardPage = withPage(
  dashboardRoute,
  load(() => import('../../pages/dashboard/DashboardPage.tsx')),
);
export const notFoundPage = withPage(
  notFoundRoute,
  load(() => import('../../pages/not-found/NotFoundPage.tsx')),
);
export { dashboardRoute, notFoundRoute };
/** The client's approval link: outside the shell for everyone (AuthGate). */
export const approvalPage = withPage(
  approvalRoute,
  load(() => import('../../pages/approve/ApprovalPage.tsx')),
);

/** Every other page inside the shell. */
export const SHELL_ROUTES: readonly PageRoute[] = [
  withPage(assistantRoute, assistantPage),
  withPage(assistantPersonaRoute, assistantPage),
  withPage(assistantThreadRoute, assistantPage),
  withPage(communityRoute, communityFeedPage),
  withPage(
    communityModerationRoute,
    load(() => import('../../pages/community/ModerationPage.tsx')),
  ),
  withPage(
    communityPostRoute,
    load(() => import('../../pages/community/post/PostPage.tsx')),
  ),
  withPage(communityChannelRoute, communityFeedPage),
  withPage(
    resourcesRoute,
    load(() => import('../../pages/resources/ResourcesPage.tsx')),
  ),
  withPage(
    tasksRoute,
    load(() => import('../../pages/tasks/TasksPage.tsx')),
  ),
  withPage(
    projectsRoute,
    load(() => import('../../pages/projects/ProjectsPage.tsx')),
  ),
  withPage(
    projectRoute,
    load(() => import('../../pages/projects/ProjectPage.tsx')),
  ),
  withPage(
    taskRoute,
    load(() => import('../../pages/projects/TaskPage.tsx')),
  ),
  withPage(
    teamRoute,
    load(() => import('../../pages/team/TeamPage.tsx')),
  ),
  withPage(
    teamInviteRoute,
    load(() => import('../../pages/team/TeamInvitePage.tsx')),
  ),
  withPage(
    inviteRoute,
    load(() => import('../../pages/invite/InvitePage.tsx')),
  ),
  withPage(
    shareRoute,
    load(() => import('../../pages/share/SharePage.tsx')),
  ),
  withPage(
    onboardingRoute,
    load(() => import('../../pages/onboarding/OnboardingPage.tsx')),
  ),
  withPage(
    settingsRoute,
    load(() => import('../../pages/settings/SettingsPage.tsx')),
  ),
  withPage(
    pricingRoute,
    load(() => import('../../pages/pricing/PricingPage.tsx')),
  ),
  withPage(
    contentRoute,
    load(() => import('../../pages/content/list/ContentListPage.tsx')),
  ),
  withPage(
    contentItemRoute,
    load(() => import('../../pages/content/item/ContentItemPage.tsx')),
  ),
  withPage(
    seoOutlinesRoute,
    load(() => import('../../pages/content/seo/SeoOutlinesPage.tsx')),
  ),
  withPage(
    bulkRoute,
    load(() => import('../../pages/content/bulk/BulkPage.tsx')),
  ),
  withPage(
    calendarRoute,
    load(() => import('../../pages/publishing/calendar/CalendarPage.tsx')),
  ),
  withPage(
    contentPlanRoute,
    load(() => import('../../pages/publishing/content-plan/ContentPlanPage.tsx')),
  ),
  withPage(
    studioRoute,
    load(() => import('../../pages/studio/StudioPage.tsx')),
  ),
  withPage(
    analyticsRoute,
    load(() => import('../../pages/analytics/AnalyticsPage.tsx')),
  ),
  withPage(
    campaignsRoute,
    load(() => import('../../pages/campaigns/CampaignsPage.tsx')),
  ),
  withPage(
    campaignNewRoute,
    load(() => import('../../pages/campaigns/NewCampaignPage.tsx')),
  ),
  withPage(
    campaignRoute,
    load(() => import('../../pages/campaigns/CampaignPage.tsx')),
  ),
  withPage(
    connectionsCallbackRoute,
    load(() => import('../../pages/publishing/callback/ConnectionsCallbackPage.tsx')),
  ),
  withPage(
    checkoutRoute,
    load(() => import('../../pages/billing/LocalCheckoutPage.tsx')),
  ),
  withPage(
    portalRoute,
    load(() => import('../../pages/billing/LocalPortalPage.tsx')),
  ),
  withPage(
    apiDocsRoute,
    load(() => import('../../pages/docs/ApiDocsPage.tsx')),
  ),
];

/** Pages a signed-out visitor sees (AuthGate): the invite link's signup, the public pricing page, the team invitation. */
export const viralSignupPage = lazy(() => import('../../pages/invite/ViralSignupPage.tsx'));
export const publicPricingPage = load(() => import('../../pages/pricing/PublicPricingPage.tsx'));
export const teamInviteSignedOutPage = lazy(() => import('../../pages/team/TeamInviteSignedOut.tsx'));
export const publicApiDocsPage = load(() => import('../../pages/docs/PublicApiDocsPage.tsx'));

/**
 * Every pattern router.tsx matches, in its order: the dashboard (the index route), the shell's
 * pages, /auth (back to the dashboard once signed in) and the 404 catch-all.
 */
export const ROUTER_PATHS: readonly string[] = [
  dashboardRoute.path,
  ...SHELL_ROUTES.map((route) => route.path),
  approvalRoute.path,
  ROUTE_PATHS.auth,
  notFoundRoute.path,
];

export const SIDEBAR_ROUTES: readonly NavRoute[] = [
  dashboardRoute,
  assistantRoute,
  communityRoute,
  teamRoute,
  resourcesRoute,
  projectsRoute,
  contentRoute,
  calendarRoute,
  studioRoute,
  analyticsRoute,
  campaignsRoute,
  settingsRoute,
  shareRoute,
];
