// The local billing provider's pages (the server's LOCAL_CHECKOUT_PATH and LOCAL_PORTAL_PATH).
export const BILLING_PATHS = {
  checkout: '/billing/checkout',
  portal: '/billing/portal',
} as const;
