// What the header says about the user's plan: its name, the AI credits left this month, and
// whether there is a plan to upgrade to; and what the chat box says of today's expert replies.
import type { Usage } from '#contracts/billing';
import { planFor } from '#contracts/plans';

export const UNLIMITED_CREDITS = 'Unlimited AI credits';

export type PlanSummary = {
  /** "Growth plan" */
  plan: string;
  /** "12 of 20 AI credits left" or "Unlimited AI credits" */
  credits: string;
  /** Growth and Premium can move up; Enterprise is the top plan. */
  canUpgrade: boolean;
  /** No credit left this month: the header's Upgrade stands out. */
  outOfCredits: boolean;
};

export function planSummary(usage: Pick<Usage, 'tier' | 'aiCredits'>): PlanSummary {
  const { used, limit } = usage.aiCredits;
  const left = limit === null ? null : Math.max(0, limit - used);
  return {
    plan: `${planFor(usage.tier).name} plan`,
    credits: left === null || limit === null ? UNLIMITED_CREDITS : `${left} of ${limit} AI credit${limit === 1 ? '' : 's'} left`,
    canUpgrade: usage.tier !== 'enterprise',
    outOfCredits: left === 0,
  };
}

/** "27 of 30 expert replies left today", or null when replies are unlimited. */
export function repliesLeft(usage: Pick<Usage, 'chatReplies'>): string | null {
  const { used, limit } = usage.chatReplies;
  if (limit === null) return null;
  const left = Math.max(0, limit - used);
  return `${left} of ${limit} expert repl${limit === 1 ? 'y' : 'ies'} left today`;
}
