// The route table (spec 2 "Route list"); every page is its own lazily loaded chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { AuthGate } from './AuthGate.tsx';
import { OnboardingGate } from './OnboardingGate.tsx';
import { CONTENT_PATHS, ROUTE_PATHS, type RouteName } from './route-paths.ts';
import { RouteError } from './RouteError.tsx';
import { BILLING_PATHS } from '../../pages/billing/billing-paths.ts';

type Page = LazyExoticComponent<ComponentType>;

const pages: Record<Exclude<RouteName, 'auth'>, Page> = {
  dashboard: lazy(() => import('../../pages/dashboard/DashboardPage.tsx')),
  assistant: lazy(() => import('../../pages/assistant/AssistantPage.tsx')),
  community: lazy(() => import('../../pages/community/CommunityPage.tsx')),
  resources: lazy(() => import('../../pages/resources/ResourcesPage.tsx')),
  tasks: lazy(() => import('../../pages/tasks/TasksPage.tsx')),
  projects: lazy(() => import('../../pages/projects/ProjectsPage.tsx')),
  project: lazy(() => import('../../pages/projects/ProjectPage.tsx')),
  task: lazy(() => import('../../pages/projects/TaskPage.tsx')),
  team: lazy(() => import('../../pages/team/TeamPage.tsx')),
  teamInvite: lazy(() => import('../../pages/team/TeamInvitePage.tsx')),
  invite: lazy(() => import('../../pages/invite/InvitePage.tsx')),
  share: lazy(() => import('../../pages/share/SharePage.tsx')),
  onboarding: lazy(() => import('../../pages/onboarding/OnboardingPage.tsx')),
  settings: lazy(() => import('../../pages/settings/SettingsPage.tsx')),
  pricing: lazy(() => import('../../pages/pricing/PricingPage.tsx')),
};
const NotFoundPage = lazy(() => import('../../pages/not-found/NotFoundPage.tsx'));
const ContentListPage = lazy(() => import('../../pages/content/list/ContentListPage.tsx'));
const ContentItemPage = lazy(() => import('../../pages/content/item/ContentItemPage.tsx'));
// The local billing provider's checkout and portal pages (issue 5).
const LocalCheckoutPage = lazy(() => import('../../pages/billing/LocalCheckoutPage.tsx'));
const LocalPortalPage = lazy(() => import('../../pages/billing/LocalPortalPage.tsx'));

function Root() {
  return (
    <AuthProvider>
      <AuthGate />
    </AuthProvider>
  );
}

const Dashboard = pages.dashboard;

const children: RouteObject[] = [
  {
    index: true,
    element: (
      <OnboardingGate>
        <Dashboard />
      </OnboardingGate>
    ),
  },
  ...(Object.entries(pages) as [Exclude<RouteName, 'auth'>, Page][])
    .filter(([name]) => name !== 'dashboard')
    .map(([name, Page]): RouteObject => ({ path: ROUTE_PATHS[name], element: <Page /> })),
  { path: CONTENT_PATHS.content, element: <ContentListPage /> },
  { path: CONTENT_PATHS.contentItem, element: <ContentItemPage /> },
  { path: BILLING_PATHS.checkout, element: <LocalCheckoutPage /> },
  { path: BILLING_PATHS.portal, element: <LocalPortalPage /> },
  { path: ROUTE_PATHS.auth, element: <Navigate to="/" replace /> },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([{ element: <Root />, errorElement: <RouteError />, children }]);
