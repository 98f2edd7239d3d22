// Publishing's routes: the content calendar (in the sidebar, after Content) and the page a
// network's sign-in screens return to.
import { defineRoute } from '../../app/routing/app-route.ts';
import { PUBLISHING_PATHS } from '../../app/routing/route-paths.ts';

export const calendarRoute = defineRoute({
  path: PUBLISHING_PATHS.calendar,
  title: 'Calendar',
  nav: { text: 'Calendar', icon: 'calendar' },
});

export const contentPlanRoute = defineRoute({
  path: PUBLISHING_PATHS.contentPlan,
  title: 'Plan my next 30 days',
});

export const connectionsCallbackRoute = defineRoute({
  path: PUBLISHING_PATHS.connectionsCallback,
  title: 'Connecting your account',
});
