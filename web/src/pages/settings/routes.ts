// The settings' route: "/settings", page title "Settings", Brand, AI and Account tabs.
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const settingsRoute = defineRoute({
  path: ROUTE_PATHS.settings,
  title: 'Settings',
  nav: { text: 'Settings', icon: 'settings' },
});
