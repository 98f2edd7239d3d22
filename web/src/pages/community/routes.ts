// The community's route (document 2).
import { lazy } from 'react';
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const communityRoute = defineRoute({
  path: ROUTE_PATHS.community,
  title: 'Community',
  nav: { text: 'Community', icon: 'group' },
  page: lazy(() => import('./CommunityPage.tsx')),
});
