// The Stripe billing provider: Checkout (subscription mode), the Billing Portal, webhook
// signature verification and subscription reads. STRIPE_API_URL points the SDK at another
// server (a fake in tests).
import Stripe from 'stripe';
import { Invalid } from '#lib/errors';
import { planFor, PaidTier } from '#contracts/plans';
import type { BillingEvent, CheckoutInput, StripeBillingProvider, SubscriptionSnapshot } from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string | undefined;
  prices: Partial<Record<PaidTier, string>>;
  apiUrl?: string | undefined;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

export function createStripeProvider(settings: StripeSettings): StripeBillingProvider {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1 };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'http:' ? '80' : '443');
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  const stripe = new Stripe(settings.secretKey, options);

  const tierOfPrice = (price: { id: string; lookup_key?: string | null } | undefined, metadataTier: string | undefined): PaidTier | null => {
    for (const [tier, id] of Object.entries(settings.prices)) if (price && id === price.id) return tier as PaidTier;
    const fromMetadata = PaidTier.safeParse(metadataTier);
    return fromMetadata.success ? fromMetadata.data : null;
  };

  const snapshot = (sub: Stripe.Subscription): SubscriptionSnapshot => {
    const item = sub.items?.data?.[0];
    // Since API 2025-03-31 the period lives on the subscription item.
    const periodEnd =
      (item as { current_period_end?: number } | undefined)?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end ?? 0;
    return {
      subscriptionId: sub.id,
      customerId: idOf(sub.customer) ?? '',
      userId: sub.metadata?.userId || undefined,
      tier: tierOfPrice(item?.price, sub.metadata?.tier),
      status: sub.status,
      currentPeriodEnd: iso(periodEnd),
      cancelAtPeriodEnd: sub.cancel_at_period_end ?? false,
    };
  };

  return {
    kind: 'stripe',

    async createCheckout({ userId, email, tier, customerId, appUrl }: CheckoutInput) {
      const plan = planFor(tier);
      const price = settings.prices[tier];
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          price
            ? { price, quantity: 1 }
            : {
                quantity: 1,
                price_data: { currency: 'gbp', unit_amount: plan.pricePence, recurring: { interval: 'month' }, product_data: { name: `Markk ${plan.name}` } },
              },
        ],
        client_reference_id: userId,
        ...(customerId ? { customer: customerId } : email ? { customer_email: email } : {}),
        metadata: { userId, tier },
        subscription_data: { metadata: { userId, tier } },
        success_url: `${appUrl}/pricing?checkout=success`,
        cancel_url: `${appUrl}/pricing?checkout=cancelled`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },

    async createPortal({ customerId, appUrl }) {
      if (!customerId) throw new Error('A billing portal session needs a customer');
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${appUrl}/pricing` });
      return { url: session.url };
    },

    parseWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new Invalid('The Stripe webhook is not configured.');
      if (!signature) throw new Invalid('Missing Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new Invalid('The Stripe signature does not match.');
      }
      const base = { eventId: event.id, type: event.type, created: event.created };
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const subscriptionId = idOf(session.subscription);
          const customerId = idOf(session.customer);
          if (session.mode !== 'subscription' || !subscriptionId || !customerId) return { kind: 'ignored', ...base };
          return {
            kind: 'checkoutCompleted',
            ...base,
            userId: session.client_reference_id ?? session.metadata?.userId ?? undefined,
            customerId,
            subscriptionId,
          };
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return { kind: 'subscriptionChanged', ...base, subscription: snapshot(event.data.object) };
        case 'invoice.payment_failed': {
          const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
          const fromParent = invoice.parent?.subscription_details?.subscription;
          return { kind: 'paymentFailed', ...base, customerId: idOf(invoice.customer) ?? '', subscriptionId: idOf(fromParent ?? invoice.subscription ?? null) };
        }
        default:
          return { kind: 'ignored', ...base } satisfies BillingEvent;
      }
    },

    async getSubscription(subscriptionId) {
      return snapshot(await stripe.subscriptions.retrieve(subscriptionId));
    },
  };
}
