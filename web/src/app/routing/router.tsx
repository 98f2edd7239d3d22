// The route table (spec 2 "Route list") from the areas' route modules; every page is its own
// lazily loaded chunk. A workspace other than the default one is the basename
// (/w/{workspaceId}), so the same routes and links serve every workspace.
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { currentWorkspaceId, workspaceBasename } from '../workspace.ts';
import { AuthGate } from './AuthGate.tsx';
import { OnboardingGate } from './OnboardingGate.tsx';
import { paths } from './paths.ts';
import { ROUTE_PATHS } from './route-paths.ts';
import type { PageRoute } from './app-route.ts';
import { RouteError } from './RouteError.tsx';
import { SHELL_ROUTES, approvalPage, dashboardPage, notFoundPage } from './routes.ts';

function Root() {
  return (
    <AuthProvider>
      <AuthGate />
    </AuthProvider>
  );
}

const Dashboard = dashboardPage.page;
const NotFound = notFoundPage.page;
const Approval = approvalPage.page;

/** The route's declaration (title, sidebar link) travels with it as react-router's `handle`: pages read their title there. */
const handleOf = ({ path, title, nav }: PageRoute) => ({ path, title, ...(nav ? { nav } : {}) });

const children: RouteObject[] = [
  {
    index: true,
    handle: handleOf(dashboardPage),
    element: (
      <OnboardingGate>
        <Dashboard />
      </OnboardingGate>
    ),
  },
  ...SHELL_ROUTES.map((route): RouteObject => ({ path: route.path, handle: handleOf(route), element: <route.page /> })),
  { path: approvalPage.path, handle: handleOf(approvalPage), element: <Approval /> },
  { path: ROUTE_PATHS.auth, element: <Navigate to={paths.dashboard()} replace /> },
  { path: notFoundPage.path, handle: handleOf(notFoundPage), element: <NotFound /> },
];

export const router = createBrowserRouter([{ element: <Root />, errorElement: <RouteError />, children }], {
  basename: workspaceBasename(currentWorkspaceId()),
});
