// The team's routes: the team page and the team invitation link (document 2). Signed out, the
// link shows the invitation above the sign-in screen (AuthGate shows that one instead).
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';
import { PAGE_TITLE, PROCESSING } from './team-messages.ts';

export const teamRoute = defineRoute({
  path: ROUTE_PATHS.team,
  title: PAGE_TITLE,
  nav: { text: 'Team', icon: 'user-profile' },
});

export const teamInviteRoute = defineRoute({
  path: ROUTE_PATHS.teamInvite,
  title: PROCESSING,
});
