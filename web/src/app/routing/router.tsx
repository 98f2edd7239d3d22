// The route table (spec 2 "Route list") from the areas' route modules; every page is its own
// lazily loaded chunk.
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider.tsx';
import { AuthGate } from './AuthGate.tsx';
import { OnboardingGate } from './OnboardingGate.tsx';
import { paths } from './paths.ts';
import { ROUTE_PATHS } from './route-paths.ts';
import { RouteError } from './RouteError.tsx';
import { SHELL_ROUTES, dashboardRoute, notFoundRoute } from './routes.ts';

function Root() {
  return (
    <AuthProvider>
      <AuthGate />
    </AuthProvider>
  );
}

const Dashboard = dashboardRoute.page;
const NotFound = notFoundRoute.page;

const children: RouteObject[] = [
  {
    index: true,
    element: (
      <OnboardingGate>
        <Dashboard />
      </OnboardingGate>
    ),
  },
  ...SHELL_ROUTES.map(({ path, page: Page }): RouteObject => ({ path, element: <Page /> })),
  { path: ROUTE_PATHS.auth, element: <Navigate to={paths.dashboard()} replace /> },
  { path: notFoundRoute.path, element: <NotFound /> },
];

export const router = createBrowserRouter([{ element: <Root />, errorElement: <RouteError />, children }]);
