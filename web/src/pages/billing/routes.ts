// The local billing provider's pages: checkout and the customer portal, what Stripe's are in AWS.
import { lazy } from 'react';
import { defineRoute } from '../../app/routing/app-route.ts';
import { BILLING_PATHS } from './billing-paths.ts';

export const checkoutRoute = defineRoute({
  path: BILLING_PATHS.checkout,
  title: 'Checkout',
  page: lazy(() => import('./LocalCheckoutPage.tsx')),
});

export const portalRoute = defineRoute({
  path: BILLING_PATHS.portal,
  title: 'Manage Subscription',
  page: lazy(() => import('./LocalPortalPage.tsx')),
});
