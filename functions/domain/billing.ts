// Billing verbs: checkout, the customer portal, the local provider's Pay and Cancel, and
// the Stripe webhook. Every change of a paid plan goes through Entitlements.applySubscription.
import { db } from '#data/service';
import { billingProvider, stripeBilling, type BillingEvent, type SubscriptionSnapshot } from '#lib/billing/index';
import { appUrl, NotSetUp } from '#lib/app-url';
import { Conflict, NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import type { PaidTier } from '#contracts/plans';
import * as Entitlements from './entitlements.ts';
import { notify } from './notifications.ts';

/** The local provider's subscription: one per user, renewed monthly by "Pay". */
export const localSubscriptionId = (userId: string) => `local-${userId}`;

/** What a deployed stage without Stripe keys answers to checkout and the portal. */
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up for this Markk installation yet, so plans cannot be bought here. Please contact the administrator.';

async function paymentsProvider() {
  const provider = await billingProvider();
  if (!provider) {
    logger.warn('Checkout or portal requested, but STRIPE_SECRET_KEY is not set: payments are not set up');
    throw new NotSetUp(PAYMENTS_NOT_SET_UP);
  }
  return provider;
}

async function customerIdOf(userId: string): Promise<string | undefined> {
  const { data } = await db().entities.billingCustomer.get({ userId }).go();
  return data?.customerId;
}

/** Checkout for `tier`; its return links lead to the configured app URL, never to a request's Origin. */
export async function createCheckout(caller: { userId: string; email?: string | undefined }, tier: PaidTier) {
  const provider = await paymentsProvider();
  const app = await appUrl();
  const customerId = provider.kind === 'stripe' ? await customerIdOf(caller.userId) : undefined;
  return provider.createCheckout({ userId: caller.userId, email: caller.email, tier, customerId, appUrl: app });
}

/** The billing portal (Stripe's, or the local page); it returns to the configured app URL. */
export async function createPortal(userId: string) {
  const provider = await paymentsProvider();
  const app = await appUrl();
  if (provider.kind === 'local') return provider.createPortal({ appUrl: app });
  const customerId = await customerIdOf(userId);
  if (!customerId) throw new Conflict('You have no subscription to manage yet.');
  return provider.createPortal({ customerId, appUrl: app });
}

async function assertLocalBilling(): Promise<void> {
  // The local provider grants plans without payment: only in the local stack and tests
  // (functions/lib/billing), never beside Stripe. Its routes are not deployed to AWS either.
  if ((await billingProvider())?.kind !== 'local') throw new NotFound('Not found.');
}

const MONTH_DAYS = 30;

/** Local checkout's "Pay": a month of `tier`, written as Stripe's webhook would write it. */
export async function localPay(userId: string, tier: PaidTier, now = new Date()) {
  await assertLocalBilling();
  await Entitlements.applySubscription({
    userId,
    source: 'local',
    subscriptionId: localSubscriptionId(userId),
    tier,
    status: 'active',
    currentPeriodEnd: new Date(now.getTime() + MONTH_DAYS * 86_400_000).toISOString(),
    cancelAtPeriodEnd: false,
    eventCreated: now.getTime() / 1000,
  });
  recordEvent('CheckoutCompleted');
  return Entitlements.statusOf(userId, now);
}

/** Local portal's "Cancel subscription": the plan stays until the period end, then free. */
export async function localCancel(userId: string, now = new Date()) {
  await assertLocalBilling();
  const current = await Entitlements.subscriptionOf(userId, 'local', localSubscriptionId(userId));
  if (!current?.currentPeriodEnd || !current.status || Date.parse(current.currentPeriodEnd) <= now.getTime()) {
    throw new Conflict('You have no active subscription to cancel.');
  }
  await Entitlements.applySubscription({
    userId,
    source: 'local',
    subscriptionId: current.entitlementId,
    tier: current.tier,
    status: current.status,
    currentPeriodEnd: current.currentPeriodEnd,
    cancelAtPeriodEnd: true,
    eventCreated: Math.max(now.getTime() / 1000, current.eventCreated ?? 0),
  });
  return Entitlements.statusOf(userId, now);
}

/** Local portal: the caller's local subscription, for the page to show. */
export async function localSubscription(userId: string) {
  await assertLocalBilling();
  const current = await Entitlements.subscriptionOf(userId, 'local', localSubscriptionId(userId));
  return current?.currentPeriodEnd
    ? { tier: current.tier, currentPeriodEnd: current.currentPeriodEnd, cancelAtPeriodEnd: current.cancelAtPeriodEnd ?? false }
    : null;
}

async function userIdForCustomer(customerId: string): Promise<string | undefined> {
  if (!customerId) return undefined;
  const { data } = await db().entities.billingCustomer.query.byCustomer({ customerId }).go({ limit: 1 });
  return data[0]?.userId;
}

async function applySnapshot(event: Extract<BillingEvent, { eventId: string }>, sub: SubscriptionSnapshot, userIdHint?: string) {
  const userId = sub.userId ?? userIdHint ?? (await userIdForCustomer(sub.customerId));
  if (!userId) {
    logger.warn('Stripe subscription for an unknown customer; ignored', { eventId: event.eventId, subscriptionId: sub.subscriptionId });
    return 'ignored' as const;
  }
  if (!sub.tier) {
    logger.warn('Stripe subscription with a price Markk does not know; ignored', { eventId: event.eventId, subscriptionId: sub.subscriptionId });
    return 'ignored' as const;
  }
  return Entitlements.applySubscription(
    {
      userId,
      source: 'stripe',
      subscriptionId: sub.subscriptionId,
      customerId: sub.customerId,
      tier: sub.tier,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      eventCreated: event.created,
    },
    { eventId: event.eventId, type: event.type },
  );
}

/**
 * POST /billing/stripe-webhook: verifies the signature (bad → 400, nothing read or
 * written), then applies the event once. Subscription state is read back from Stripe for
 * checkout and invoice events, so the stored state is Stripe's, not the event's.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | undefined): Promise<{ received: true; outcome: string }> {
  const stripe = await stripeBilling();
  if (!stripe) throw new NotFound('Stripe billing is not configured.');
  const event = stripe.parseWebhook(rawBody, signature);
  if (event.kind === 'ignored') return { received: true, outcome: 'ignored' };

  const seen = await db().entities.stripeEvent.get({ eventId: event.eventId }).go();
  if (seen.data) return { received: true, outcome: 'duplicate' };

  switch (event.kind) {
    case 'checkoutCompleted': {
      if (event.userId) await db().entities.billingCustomer.put({ userId: event.userId, customerId: event.customerId }).go({ response: 'none' });
      const sub = await stripe.getSubscription(event.subscriptionId);
      recordEvent('CheckoutCompleted');
      return { received: true, outcome: await applySnapshot(event, sub, event.userId) };
    }
    case 'subscriptionChanged':
      return { received: true, outcome: await applySnapshot(event, event.subscription) };
    case 'paymentFailed': {
      if (!event.subscriptionId) return { received: true, outcome: 'ignored' };
      const sub = await stripe.getSubscription(event.subscriptionId);
      const userId = sub.userId ?? (await userIdForCustomer(event.customerId));
      const outcome = await applySnapshot(event, sub, userId);
      if (outcome === 'applied' && userId) {
        await notify(userId, {
          title: 'Payment failed',
          message: 'We could not take your subscription payment. Please update your payment method in Manage Subscription.',
        });
      }
      return { received: true, outcome };
    }
  }
}
