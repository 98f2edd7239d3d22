// The onboarding wizard's route: where "/" leads until onboarding is complete.
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const onboardingRoute = defineRoute({
  path: ROUTE_PATHS.onboarding,
  title: 'Onboarding',
});
