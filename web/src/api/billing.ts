// Billing calls: check-subscription, create-checkout, customer-portal, and the local
// billing provider's pages (pay, cancel, its subscription).
import * as z from 'zod';
import { BillingUrl, FREE_STATUS, SubscriptionStatus } from '#contracts/billing';
import type { PaidTier } from '#contracts/plans';
import { apiFetch } from './client.ts';

/** Spec 01 §4: a failed check falls back to the free tier, silently. */
export async function checkSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  try {
    return await apiFetch('/billing/subscription', { schema: SubscriptionStatus, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return FREE_STATUS;
  }
}

export function createCheckout(tier: PaidTier): Promise<BillingUrl> {
  return apiFetch('/billing/checkout', { method: 'POST', body: { tier }, schema: BillingUrl });
}

export function customerPortal(): Promise<BillingUrl> {
  return apiFetch('/billing/portal', { method: 'POST', schema: BillingUrl });
}

export function localPay(tier: PaidTier): Promise<SubscriptionStatus> {
  return apiFetch('/billing/local/pay', { method: 'POST', body: { tier }, schema: SubscriptionStatus });
}

export function localCancel(): Promise<SubscriptionStatus> {
  return apiFetch('/billing/local/cancel', { method: 'POST', schema: SubscriptionStatus });
}

const LocalSubscription = z.object({
  subscription: z.object({ tier: z.enum(['premium', 'enterprise']), currentPeriodEnd: z.string(), cancelAtPeriodEnd: z.boolean() }).nullable(),
});
export type LocalSubscription = z.infer<typeof LocalSubscription>['subscription'];

export async function localSubscription(signal?: AbortSignal): Promise<LocalSubscription> {
  return (await apiFetch('/billing/local/subscription', { schema: LocalSubscription, signal })).subscription;
}

/**
 * Opens `load()`'s URL in a new tab. The tab is opened during the click (browsers block
 * windows opened after an await) and pointed at the URL once it is known; on failure it
 * is closed and the error rethrown.
 */
export async function openInNewTab(load: () => Promise<BillingUrl>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await load();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
