// Billing calls: check-subscription, create-checkout, customer-portal and the local
// billing provider's pay and cancel (spec 01 §7 "Server functions").
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { PaidTier, Tier } from './plans.ts';

/** check-subscription. `cancel_at_period_end` is ours: the pricing badge says "Renews" or "Ends". */
export const SubscriptionStatus = z.object({
  subscribed: z.boolean(),
  subscription_tier: Tier,
  subscription_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const FREE_STATUS: SubscriptionStatus = { subscribed: false, subscription_tier: 'free', subscription_end: null, cancel_at_period_end: false };

export const CreateCheckoutBody = z.object({
  tier: z.enum(PaidTier.options, { error: (issue) => (issue.input === undefined ? 'tier is required.' : 'Unknown plan. Choose premium or enterprise.') }),
});
export type CreateCheckoutBody = z.infer<typeof CreateCheckoutBody>;

/** create-checkout and customer-portal: the page to open in a new tab. */
export const BillingUrl = z.object({ url: z.string() });
export type BillingUrl = z.infer<typeof BillingUrl>;

/** The local billing provider's checkout "Pay". */
export const LocalPayBody = z.object({ tier: PaidTier });
export type LocalPayBody = z.infer<typeof LocalPayBody>;

/** The local billing provider's subscription, for its portal page. */
export const LocalSubscription = z.object({
  subscription: z.object({ tier: PaidTier, currentPeriodEnd: z.string(), cancelAtPeriodEnd: z.boolean() }).nullable(),
});
export type LocalSubscription = z.infer<typeof LocalSubscription>;

const Allowance = z.object({ used: z.number().int().nonnegative(), limit: z.number().int().positive().nullable() });

/** GET /billing/usage: the plan, this month's AI credits (the header) and today's expert replies (the chat); limit null = unlimited. */
export const Usage = z.object({
  tier: Tier,
  aiCredits: Allowance,
  chatReplies: Allowance,
});
export type Usage = z.infer<typeof Usage>;

/** What the Stripe webhook answers Stripe. */
export const WebhookReceipt = z.object({ received: z.literal(true), outcome: z.string() });

export const billingEndpoints = {
  checkSubscription: endpoint({
    name: 'CheckSubscription',
    area: 'billing',
    method: 'GET',
    path: '/billing/subscription',
    access: 'owner',
    response: SubscriptionStatus,
  }),
  usage: endpoint({ name: 'GetUsage', area: 'billing', method: 'GET', path: '/billing/usage', access: 'owner', response: Usage }),
  createCheckout: endpoint({
    name: 'CreateCheckout',
    area: 'billing',
    method: 'POST',
    path: '/billing/checkout',
    access: 'owner',
    body: CreateCheckoutBody,
    response: BillingUrl,
  }),
  customerPortal: endpoint({ name: 'CustomerPortal', area: 'billing', method: 'POST', path: '/billing/portal', access: 'owner', response: BillingUrl }),
  localPay: endpoint({
    name: 'LocalBillingPay',
    area: 'billing',
    method: 'POST',
    path: '/billing/local/pay',
    access: 'owner',
    body: LocalPayBody,
    response: SubscriptionStatus,
  }),
  localCancel: endpoint({
    name: 'LocalBillingCancel',
    area: 'billing',
    method: 'POST',
    path: '/billing/local/cancel',
    access: 'owner',
    response: SubscriptionStatus,
  }),
  localSubscription: endpoint({
    name: 'LocalBillingSubscription',
    area: 'billing',
    method: 'GET',
    path: '/billing/local/subscription',
    access: 'owner',
    response: LocalSubscription,
  }),
  /** Public: trusted only through Stripe's signature over the raw body. */
  stripeWebhook: endpoint({
    name: 'StripeWebhook',
    area: 'billing',
    method: 'POST',
    path: '/billing/stripe-webhook',
    access: 'public',
    response: WebhookReceipt,
  }),
};
