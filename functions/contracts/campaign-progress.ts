// A campaign's progress and results: its posts by day (scheduled, published, failed), for the
// mini calendar on its page, and what the published ones achieved — clicks on Markk's links,
// impressions, engagements — with its best post.
import * as z from 'zod';
import { CampaignParams } from './campaigns.ts';
import { endpoint } from './endpoint.ts';

/** The most posts one campaign's page reads (a year of four posts a day fits). */
export const CAMPAIGN_POSTS_MAX = 1500;

const Count = z.number().int().nonnegative();

export const CampaignDayProgress = z.object({
  /** YYYY-MM-DD, the day the post goes out where it was planned. */
  date: z.string(),
  scheduled: Count,
  published: Count,
  failed: Count,
});
export type CampaignDayProgress = z.infer<typeof CampaignDayProgress>;

export const CampaignProgress = z.object({
  days: z.array(CampaignDayProgress),
  totals: z.object({ scheduled: Count, published: Count, failed: Count }),
  results: z.object({
    clicks: Count,
    impressions: Count,
    engagements: Count,
    /** The published post with the most engagements and clicks, if any. */
    bestPost: z.object({ postId: z.string(), caption: z.string(), url: z.string().nullable(), engagements: Count, clicks: Count }).nullable(),
  }),
});
export type CampaignProgress = z.infer<typeof CampaignProgress>;

export const campaignProgressEndpoints = {
  progress: endpoint({
    name: 'GetCampaignProgress',
    area: 'campaigns',
    method: 'GET',
    path: '/campaigns/{campaignId}/progress',
    access: 'owner',
    workspace: 'view',
    params: CampaignParams,
    response: CampaignProgress,
  }),
};
