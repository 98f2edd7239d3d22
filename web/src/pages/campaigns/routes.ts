// Campaigns (in the sidebar, after Analytics): the list, a new campaign's form, and one campaign.
import { defineRoute } from '../../app/routing/app-route.ts';
import { CAMPAIGN_PATHS } from '../../app/routing/route-paths.ts';

export const campaignsRoute = defineRoute({
  path: CAMPAIGN_PATHS.campaigns,
  title: 'Campaigns',
  nav: { text: 'Campaigns', icon: 'flag' },
});

export const campaignNewRoute = defineRoute({
  path: CAMPAIGN_PATHS.campaignNew,
  title: 'New campaign',
});

export const campaignRoute = defineRoute({
  path: CAMPAIGN_PATHS.campaign,
  /** Until the campaign is loaded; then its own name. */
  title: 'Campaign',
});
