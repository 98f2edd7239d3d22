// The dashboard's route: "/" (behind the onboarding gate), "Marketing Dashboard", first in the sidebar.
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const dashboardRoute = defineRoute({
  path: ROUTE_PATHS.dashboard,
  title: 'Marketing Dashboard',
  nav: { text: 'Dashboard', icon: 'grid-view' },
});
