// Whether the caller's plan includes a feature that is yes or no (campaigns, SEO outlines, …), read
// on the client only to spare a Free owner a form the server would refuse: the server decides.
import { useQuery } from '@tanstack/react-query';
import { PLAN_LIMITS, type PlanLimits } from '#contracts/plans';
import { subscriptionQuery } from '../../queries/billing.ts';

/** The plan limits that a plan either has or lacks. */
export type PlanFeature = { [K in keyof PlanLimits]: PlanLimits[K] extends boolean ? K : never }[keyof PlanLimits];

/** True when the plan includes `feature`, false when it does not; null until the plan is known. */
export function usePlanIncludes(feature: PlanFeature): boolean | null {
  const subscription = useQuery(subscriptionQuery());
  return subscription.data ? PLAN_LIMITS[subscription.data.subscription_tier][feature] : null;
}
