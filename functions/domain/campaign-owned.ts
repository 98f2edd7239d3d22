// An item (a scheduled post, a draft) put into a campaign must name one of the owner's own:
// the campaign is read by the owner's key, so another owner's id is simply not found.
import { CAMPAIGN_MESSAGES } from '#contracts/campaigns';
import type { CampaignItem } from '#data/entities/campaign';
import { db } from '#data/service';
import { Invalid } from '#lib/errors';

/** The owner's campaign `campaignId`, or a 400 naming the problem. */
export async function ownCampaign(userId: string, campaignId: string): Promise<CampaignItem> {
  const { data } = await db().entities.campaign.get({ userId, campaignId }).go({ consistent: true });
  if (!data) throw new Invalid(CAMPAIGN_MESSAGES.notFound);
  return data;
}
