// Analytics (in the sidebar, after Creative studio): for now its Links section, tracked short links and their clicks.
import { defineRoute } from '../../app/routing/app-route.ts';
import { ANALYTICS_PATHS } from '../../app/routing/route-paths.ts';

export const analyticsRoute = defineRoute({
  path: ANALYTICS_PATHS.analytics,
  title: 'Analytics',
  nav: { text: 'Analytics', icon: 'anchor-link' },
});
