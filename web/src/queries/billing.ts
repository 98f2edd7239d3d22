// The plan: check-subscription (spec 01 §4: a failed check reads as the free plan, silently),
// and the local billing provider's subscription, pay and cancel.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { billingEndpoints, FREE_STATUS, type BillingUrl, type SubscriptionStatus } from '#contracts/billing';
import type { PaidTier } from '#contracts/plans';
import { call } from '../lib/api-client.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate } from './keys.ts';

/** Everything billing: the plan and the local provider's subscription. */
export const billingKey = [billingEndpoints.checkSubscription.area];
export const subscriptionKey = endpointKey(billingEndpoints.checkSubscription);
export const localSubscriptionKey = endpointKey(billingEndpoints.localSubscription);
/** The plan, this month's AI credits and today's expert replies (the header, the chat box). */
export const usageKey = endpointKey(billingEndpoints.usage);

export const usageQuery = () => queryOptions({ queryKey: usageKey, queryFn: ({ signal }) => call(billingEndpoints.usage, {}, { signal }) });

/** Spec 01 §4: a failed check falls back to the free tier, silently. */
async function checkSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  try {
    return await call(billingEndpoints.checkSubscription, {}, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return FREE_STATUS;
  }
}

export const subscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionKey,
    // checkSubscription answers the free plan when the call fails, so this query never errors.
    queryFn: ({ signal }) => checkSubscription(signal),
    // The plan changes in other tabs (checkout, portal): read it again when the user comes back.
    refetchOnWindowFocus: 'always',
  });

export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQuery(), enabled });
}

export const localSubscriptionQuery = () =>
  queryOptions({
    queryKey: localSubscriptionKey,
    queryFn: async ({ signal }) => (await call(billingEndpoints.localSubscription, {}, { signal })).subscription,
  });

export function useLocalSubscription() {
  return useQuery(localSubscriptionQuery());
}

/** After the plan changed here, in another tab or through a reward. */
export function invalidatePlan(queryClient: QueryClient): void {
  invalidate(queryClient, billingKey, dashboardKey);
}

export function localPayMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(billingEndpoints.localPay),
    mutationFn: (tier: PaidTier) => call(billingEndpoints.localPay, { body: { tier } }),
    onSuccess: () => invalidatePlan(queryClient),
  };
}

export function localCancelMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(billingEndpoints.localCancel),
    mutationFn: () => call(billingEndpoints.localCancel),
    onSuccess: () => invalidatePlan(queryClient),
  };
}

export function useLocalPay() {
  return useMutation(localPayMutation(useQueryClient()));
}

export function useLocalCancel() {
  return useMutation(localCancelMutation(useQueryClient()));
}

/** Stripe's checkout for `tier` (the pricing page opens it in a new tab). */
export function createCheckout(tier: PaidTier): Promise<BillingUrl> {
  return call(billingEndpoints.createCheckout, { body: { tier } });
}

/** Stripe's customer portal (the pricing page opens it in a new tab). */
export function customerPortal(): Promise<BillingUrl> {
  return call(billingEndpoints.customerPortal);
}
