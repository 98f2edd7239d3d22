// Billing calls: check-subscription, create-checkout, customer-portal and the local
// billing provider's pay and cancel (spec 01 §7 "Server functions").
import * as z from 'zod';
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

export const BillingMode = z.object({ provider: z.enum(['local', 'stripe']) });
