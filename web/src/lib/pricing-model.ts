// Pure rules of the pricing page: each card's button and the current-plan badge text.
import type { SubscriptionStatus } from '#contracts/billing';
import { planFor, TIER_RANK, type Tier } from '#contracts/plans';
import { formatDate } from './format.ts';

export const SIGN_UP_TO_START = 'Sign up to get started';
export const GET_STARTED = 'Get started';
export const ACTIVE = 'Active';
export const DOWNGRADE = 'Downgrade';
export const UPGRADE = 'Upgrade';
export const SUBSCRIBE = 'Subscribe';

export type CardAction =
  { kind: 'signUp'; label: string } | { kind: 'active'; label: string } | { kind: 'downgrade'; label: string } | { kind: 'checkout'; label: string };

/** Spec 01 "Pricing": Active (disabled) on the current card, "Downgrade" on free for a paid user, "Sign up to get started" signed out. */
export function cardAction(planTier: Tier, current: Tier | null): CardAction {
  if (current === null) return { kind: 'signUp', label: planTier === 'free' ? GET_STARTED : SIGN_UP_TO_START };
  if (planTier === current) return { kind: 'active', label: ACTIVE };
  if (planTier === 'free') return { kind: 'downgrade', label: DOWNGRADE };
  return { kind: 'checkout', label: TIER_RANK[planTier] > TIER_RANK[current] && current !== 'free' ? UPGRADE : SUBSCRIBE };
}

/** "Current plan: Premium · Renews Dec 22, 2026" (or "Ends …" when it will not renew). */
export function currentPlanText(status: SubscriptionStatus): string {
  const name = planFor(status.subscription_tier).name;
  if (!status.subscribed || !status.subscription_end) return `Current plan: ${name}`;
  const when = formatDate(status.subscription_end);
  return `Current plan: ${name} · ${status.cancel_at_period_end ? 'Ends' : 'Renews'} ${when}`;
}

export const priceText = (tier: Tier) => {
  const plan = planFor(tier);
  return plan.pricePence === 0 ? plan.priceLabel : `${plan.priceLabel}/month`;
};

/** Tells other tabs (the pricing page) that the plan changed in this one (local checkout, portal). */
export const BILLING_CHANNEL = 'markk-billing';
