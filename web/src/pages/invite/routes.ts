// The invite link's route: signed in, the invitation landing; signed out, the viral
// sign-up page (AuthGate shows that one instead of the sign-in screen).
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';
import { HEADING } from './invite-messages.ts';

export const inviteRoute = defineRoute({
  path: ROUTE_PATHS.invite,
  title: HEADING,
});
