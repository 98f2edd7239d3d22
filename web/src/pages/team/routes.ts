// The team's routes: the team page and the team invitation link (document 2).
import { lazy } from 'react';
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const teamRoute = defineRoute({
  path: ROUTE_PATHS.team,
  title: 'Team Management',
  nav: { text: 'Team', icon: 'user-profile' },
  page: lazy(() => import('./TeamPage.tsx')),
});

export const teamInviteRoute = defineRoute({
  path: ROUTE_PATHS.teamInvite,
  title: 'Processing your invite…',
  page: lazy(() => import('./TeamInvitePage.tsx')),
});
