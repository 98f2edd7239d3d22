// How a campaign reads on its pages: its phase as a status, its dates as a range, its budget in
// its currency, and whether the plan lets the owner write campaigns (the server decides; this
// only spares a Free owner a form that would be refused).
import { useQuery } from '@tanstack/react-query';
import type { Campaign, CampaignPhase } from '#contracts/campaigns';
import { PLAN_LIMITS } from '#contracts/plans';
import { formatDate } from '../../lib/format.ts';
import { NETWORK_LABELS } from '../../lib/publishing.ts';
import { subscriptionQuery } from '../../queries/billing.ts';

export const PHASE_LABELS: Readonly<Record<CampaignPhase, string>> = {
  planned: 'Planned',
  active: 'Running',
  ended: 'Ended',
  archived: 'Archived',
};

export const PHASE_INDICATORS: Readonly<Record<CampaignPhase, 'pending' | 'in-progress' | 'success' | 'stopped'>> = {
  planned: 'pending',
  active: 'in-progress',
  ended: 'success',
  archived: 'stopped',
};

/** "Mar 1, 2027 – Mar 31, 2027", or one day. */
export const dateRange = ({ startDate, endDate }: Pick<Campaign, 'startDate' | 'endDate'>) =>
  startDate === endDate ? formatDate(startDate) : `${formatDate(startDate)} – ${formatDate(endDate)}`;

/** "£250.50", or "No budget". */
export function budgetText({ budget, currency }: Pick<Campaign, 'budget' | 'currency'>): string {
  if (budget === null) return 'No budget';
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(budget);
}

export const networksText = (campaign: Pick<Campaign, 'networks'>) => campaign.networks.map((n) => NETWORK_LABELS[n]).join(', ');

/** Whether the plan lets the owner create and edit campaigns: null until the plan is known. */
export function useCanRunCampaigns(): boolean | null {
  const subscription = useQuery(subscriptionQuery());
  return subscription.data ? PLAN_LIMITS[subscription.data.subscription_tier].campaigns : null;
}
