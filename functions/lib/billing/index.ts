// Chooses the billing provider from configuration: Stripe, the local provider (local stack
// and tests only) or none.
import { config } from '#lib/config';
import { localBillingProvider, type BillingProvider, type StripeBillingProvider } from './provider.ts';

export * from './provider.ts';

let stripeProvider: Promise<StripeBillingProvider> | undefined;

/**
 * Stripe when STRIPE_SECRET_KEY is set; else the local provider where it is allowed (the
 * local stack and tests); else null: this installation takes no payments yet.
 */
export async function billingProvider(): Promise<BillingProvider | null> {
  return (await stripeBilling()) ?? (localBillingAllowed() ? localBillingProvider : null);
}

/**
 * The local provider grants plans without payment, so it needs LOCAL_BILLING=true (set only
 * by the local stack and tests, never by CDK or the stage secret) and is refused inside AWS
 * Lambda and on the prod stage whatever the environment says.
 */
export function localBillingAllowed(): boolean {
  const c = config();
  return c.LOCAL_BILLING === 'true' && !c.AWS_LAMBDA_FUNCTION_NAME && c.STAGE !== 'prod';
}

/**
 * The Stripe provider when STRIPE_SECRET_KEY is set, else null. Stripe's SDK (≈250 KB) is
 * imported here, on first use, not when a billing function loads: a function that never
 * talks to Stripe (no key, the local provider, a refused request) never evaluates it.
 */
export async function stripeBilling(): Promise<StripeBillingProvider | null> {
  const c = config();
  if (!c.STRIPE_SECRET_KEY) return null;
  if (!stripeProvider) {
    const settings = {
      secretKey: c.STRIPE_SECRET_KEY,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET,
      prices: {
        ...(c.STRIPE_PRICE_PREMIUM ? { premium: c.STRIPE_PRICE_PREMIUM } : {}),
        ...(c.STRIPE_PRICE_ENTERPRISE ? { enterprise: c.STRIPE_PRICE_ENTERPRISE } : {}),
      },
      apiUrl: c.STRIPE_API_URL,
    };
    const pending = import('./stripe.ts').then(({ createStripeProvider }) => createStripeProvider(settings));
    stripeProvider = pending;
    // A failed load is not kept: the next request tries again.
    pending.catch(() => {
      if (stripeProvider === pending) stripeProvider = undefined;
    });
  }
  return stripeProvider;
}

/** Tests change the configuration between cases. */
export function resetBilling(): void {
  stripeProvider = undefined;
}
