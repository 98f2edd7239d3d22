// The local billing provider's pages: checkout and the customer portal, what Stripe's are in AWS.
import { defineRoute } from '../../app/routing/app-route.ts';
import { BILLING_PATHS } from './billing-paths.ts';

export const checkoutRoute = defineRoute({
  path: BILLING_PATHS.checkout,
  title: 'Checkout',
});

export const portalRoute = defineRoute({
  path: BILLING_PATHS.portal,
  title: 'Manage Subscription',
});
