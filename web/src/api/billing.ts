// Billing calls: check-subscription, create-checkout, customer-portal, and the local
// billing provider's pages (pay, cancel, its subscription).
import {
  billingEndpoints,
  FREE_STATUS,
  type BillingUrl,
  type LocalSubscription as LocalSubscriptionResponse,
  type SubscriptionStatus,
} from '#contracts/billing';
import type { PaidTier } from '#contracts/plans';
import { call } from './client.ts';

/** Spec 01 §4: a failed check falls back to the free tier, silently. */
export async function checkSubscription(signal?: AbortSignal): Promise<SubscriptionStatus> {
  try {
    return await call(billingEndpoints.checkSubscription, {}, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return FREE_STATUS;
  }
}

export function createCheckout(tier: PaidTier): Promise<BillingUrl> {
  return call(billingEndpoints.createCheckout, { body: { tier } });
}

export function customerPortal(): Promise<BillingUrl> {
  return call(billingEndpoints.customerPortal);
}

export function localPay(tier: PaidTier): Promise<SubscriptionStatus> {
  return call(billingEndpoints.localPay, { body: { tier } });
}

export function localCancel(): Promise<SubscriptionStatus> {
  return call(billingEndpoints.localCancel);
}

export type LocalSubscription = LocalSubscriptionResponse['subscription'];

export async function localSubscription(signal?: AbortSignal): Promise<LocalSubscription> {
  return (await call(billingEndpoints.localSubscription, {}, { signal })).subscription;
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
