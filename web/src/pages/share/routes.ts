// The share page's route (spec 01: titled "Share"); its sidebar link is for owners only.
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const shareRoute = defineRoute({
  path: ROUTE_PATHS.share,
  title: 'Share',
  nav: { text: 'Share', icon: 'share', ownerOnly: true },
});
