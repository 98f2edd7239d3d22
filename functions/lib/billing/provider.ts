// The billing provider interface: Stripe when STRIPE_SECRET_KEY is set, else (local stack
// and tests only) the local provider: a checkout page in the SPA whose "Pay" grants the plan
// through the same entitlement write the Stripe webhook uses. Domain code talks only to this
// interface.
import type { PaidTier } from '#contracts/plans';

/** A subscription as the provider reports it, normalised. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  /** From the subscription's metadata (set at checkout); may be absent for subscriptions made elsewhere. */
  userId?: string | undefined;
  tier: PaidTier | null;
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

/** A verified webhook event, reduced to what Markk acts on. */
export type BillingEvent =
  | { kind: 'checkoutCompleted'; eventId: string; type: string; created: number; userId?: string | undefined; customerId: string; subscriptionId: string }
  | { kind: 'subscriptionChanged'; eventId: string; type: string; created: number; subscription: SubscriptionSnapshot }
  | { kind: 'paymentFailed'; eventId: string; type: string; created: number; customerId: string; subscriptionId: string | null }
  | { kind: 'ignored'; eventId: string; type: string; created: number };

export interface CheckoutInput {
  userId: string;
  email?: string | undefined;
  tier: PaidTier;
  customerId?: string | undefined;
  appUrl: string;
}

export interface BillingProvider {
  readonly kind: 'local' | 'stripe';
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  createPortal(input: { customerId?: string | undefined; appUrl: string }): Promise<{ url: string }>;
}

export interface StripeBillingProvider extends BillingProvider {
  readonly kind: 'stripe';
  /** Verifies the Stripe-Signature header over the raw body; throws Invalid when it does not match. */
  parseWebhook(rawBody: string, signature: string | undefined): BillingEvent;
  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
}

/** Paths of the local provider's pages in the SPA. */
export const LOCAL_CHECKOUT_PATH = '/billing/checkout';
export const LOCAL_PORTAL_PATH = '/billing/portal';

export const localBillingProvider: BillingProvider = {
  kind: 'local',
  async createCheckout({ tier, appUrl }) {
    return { url: `${appUrl}${LOCAL_CHECKOUT_PATH}?tier=${tier}` };
  },
  async createPortal({ appUrl }) {
    return { url: `${appUrl}${LOCAL_PORTAL_PATH}` };
  },
};
