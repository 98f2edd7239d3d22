// A campaign's progress and results. Its posts are one Query of the scheduled posts' campaign
// index (sparse: only posts in a campaign are in it); the results of the published ones are one
// batch read of their metrics (one item per post and account), never a read per post.
import { CAMPAIGN_POSTS_MAX, type CampaignDayProgress, type CampaignProgress } from '#contracts/campaign-progress';
import { CAMPAIGN_MESSAGES } from '#contracts/campaigns';
import type { PostMetricItem } from '#data/entities/post-metric';
import type { ScheduledPostItem } from '#data/entities/scheduled-post';
import { db } from '#data/service';
import { NotFound } from '#lib/errors';
import { busy, untilProcessed } from '#lib/retry';
import { engagementsOf } from './analytics/post-metrics.ts';

type Status = keyof Omit<CampaignDayProgress, 'date'>;

/** Publishing counts as scheduled: it is not out yet. */
const statusOf = (post: Pick<ScheduledPostItem, 'status'>): Status => (post.status === 'publishing' ? 'scheduled' : post.status);

/** Posts by the day they go out where they were planned, oldest first, and the totals. */
export function progressByDay(posts: readonly Pick<ScheduledPostItem, 'status' | 'localTime'>[]): Pick<CampaignProgress, 'days' | 'totals'> {
  const days = new Map<string, CampaignDayProgress>();
  const totals = { scheduled: 0, published: 0, failed: 0 };
  for (const post of posts) {
    const date = post.localTime.slice(0, 10);
    const day = days.get(date) ?? { date, scheduled: 0, published: 0, failed: 0 };
    day[statusOf(post)] += 1;
    totals[statusOf(post)] += 1;
    days.set(date, day);
  }
  return { days: [...days.values()].sort((a, b) => a.date.localeCompare(b.date)), totals };
}

/** The published posts' clicks, impressions and engagements, and the post that did best. */
export function resultsOf(metrics: readonly PostMetricItem[]): CampaignProgress['results'] {
  const byPost = new Map<string, { caption: string; url: string | null; engagements: number; clicks: number }>();
  let clicks = 0;
  let impressions = 0;
  let engagements = 0;
  for (const m of metrics) {
    const own = { engagements: Math.max(0, engagementsOf(m)), clicks: Math.max(0, m.linkClicks ?? 0) };
    clicks += own.clicks;
    impressions += Math.max(0, m.impressions ?? 0);
    engagements += own.engagements;
    const post = byPost.get(m.postId) ?? { caption: m.caption ?? '', url: m.url ?? null, engagements: 0, clicks: 0 };
    post.engagements += own.engagements;
    post.clicks += own.clicks;
    byPost.set(m.postId, post);
  }
  const best = [...byPost.entries()].sort(([a, x], [b, y]) => y.engagements + y.clicks - (x.engagements + x.clicks) || a.localeCompare(b))[0];
  return { clicks, impressions, engagements, bestPost: best && best[1].engagements + best[1].clicks > 0 ? { postId: best[0], ...best[1] } : null };
}

export async function progress(userId: string, campaignId: string): Promise<CampaignProgress> {
  const { campaign, scheduledPost, postMetric } = db().entities;
  const [found, posts] = await Promise.all([
    campaign.get({ userId, campaignId }).go(),
    scheduledPost.query.byCampaign({ userId, campaignId }).go({ pages: 'all', limit: CAMPAIGN_POSTS_MAX }),
  ]);
  if (!found.data) throw new NotFound(CAMPAIGN_MESSAGES.notFound);
  // The campaign index is sparse and eventually consistent: a post taken out of the campaign a moment ago is dropped here.
  const own = posts.data.filter((p) => p.campaignId === campaignId);
  const keys = own.flatMap((p) => p.targets.filter((t) => t.status === 'published').map((t) => ({ userId, postId: p.postId, accountKey: t.accountKey })));
  const metrics = await untilProcessed(keys, (left) => postMetric.get(left).go(), busy('The campaign’s results'));
  return { ...progressByDay(own), results: resultsOf(metrics) };
}
