// Chooses the billing provider from configuration, once.
import { config } from '#lib/config';
import { localBillingProvider, type BillingProvider, type StripeBillingProvider } from './provider.ts';
import { createStripeProvider } from './stripe.ts';

export * from './provider.ts';

let stripeProvider: StripeBillingProvider | undefined;

/** Stripe when STRIPE_SECRET_KEY is set; the local provider otherwise. */
export function billingProvider(): BillingProvider {
  return stripeBilling() ?? localBillingProvider;
}

export function stripeBilling(): StripeBillingProvider | null {
  const c = config();
  if (!c.STRIPE_SECRET_KEY) return null;
  stripeProvider ??= createStripeProvider({
    secretKey: c.STRIPE_SECRET_KEY,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET,
    prices: { ...(c.STRIPE_PRICE_PREMIUM ? { premium: c.STRIPE_PRICE_PREMIUM } : {}), ...(c.STRIPE_PRICE_ENTERPRISE ? { enterprise: c.STRIPE_PRICE_ENTERPRISE } : {}) },
    apiUrl: c.STRIPE_API_URL,
  });
  return stripeProvider;
}

/** Tests change the configuration between cases. */
export function resetBilling(): void {
  stripeProvider = undefined;
}
