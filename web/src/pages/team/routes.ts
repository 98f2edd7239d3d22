// The team's routes: the team page and the team invitation link (document 2). Signed out, the
// link shows the invitation above the sign-in screen (AuthGate shows that one instead).
import { lazy } from 'react';
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';
import { PAGE_TITLE, PROCESSING } from './team-messages.ts';

export const teamRoute = defineRoute({
  path: ROUTE_PATHS.team,
  title: PAGE_TITLE,
  nav: { text: 'Team', icon: 'user-profile' },
  page: lazy(() => import('./TeamPage.tsx')),
});

export const teamInviteRoute = defineRoute({
  path: ROUTE_PATHS.teamInvite,
  title: PROCESSING,
  page: lazy(() => import('./TeamInvitePage.tsx')),
});

export const teamInviteSignedOutPage = lazy(() => import('./TeamInviteSignedOut.tsx'));
