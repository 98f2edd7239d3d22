// The plans' route: "/pricing", in the shell when signed in and public when signed out.
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const pricingRoute = defineRoute({
  path: ROUTE_PATHS.pricing,
  title: 'Pricing',
});
