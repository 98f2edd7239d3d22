// Analytics, second part: what the owner's posts and links achieved over a range of days.
// The overview (totals against the previous period, clicks and engagement by day, the top
// posts, clicks by network, three insights in words) is every plan's ("Basic analytics");
// the breakdowns (by network, pillar, format and campaign, best times to post) and a
// post's detail are Premium's ("Advanced analytics"). Days are UTC days.
import * as z from 'zod';
import { CampaignParams } from './campaigns.ts';
import { endpoint } from './endpoint.ts';
import { NETWORKS } from '../lib/networks/types.ts';

/** The ranges the page offers besides a custom one. */
export const RANGE_DAYS = ['7', '30', '90'] as const;
/** The longest custom range. */
export const CUSTOM_RANGE_MAX_DAYS = 366;
/** Posts the overview lists as its top posts. */
export const TOP_POSTS = 5;
/** A Premium owner's own best times need this many published posts; below it the networks' general guidance is shown. */
export const OWN_TIMES_MIN_POSTS = 20;

export const GROWTH_RANGE_LIMIT = 'Growth shows the last 7 or 30 days. Upgrade to Premium for 90 days and custom ranges.';
export const ADVANCED_ANALYTICS_LIMIT =
  'Advanced analytics is part of Premium. Upgrade to see results by network, pillar, format and campaign, and your best times to post.';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Days are written YYYY-MM-DD.');

/** `days` (default 30), or a custom `from`–`to` (both, at most 366 days, not in the future). */
export const RangeQuery = z
  .object({
    days: z.enum(RANGE_DAYS, { error: 'The range must be 7, 30 or 90 days.' }).optional(),
    from: Day.optional(),
    to: Day.optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { error: 'A custom range needs both a first and a last day.' })
  .refine((q) => !(q.days && q.from), { error: 'Choose either a number of days or a custom range, not both.' });
export type RangeQuery = z.input<typeof RangeQuery>;

/** A range's breakdowns, of every post or of one campaign's. */
export const BreakdownsQuery = RangeQuery.safeExtend({ campaignId: CampaignParams.shape.campaignId.optional() });
export type BreakdownsQuery = z.input<typeof BreakdownsQuery>;

/** A range's overview, of every post and link or of one campaign's (its posts and its links' clicks). */
export const OverviewQuery = BreakdownsQuery;
export type OverviewQuery = z.input<typeof OverviewQuery>;

const Count = z.number().int().nonnegative();

/** A total for the range, the same total for the period just before it, and the change (0.25 = +25 %; null when the previous total was 0). */
export const Total = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });
export type Total = z.infer<typeof Total>;

export const Range = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int().positive(),
  previousFrom: z.string(),
  previousTo: z.string(),
});
export type Range = z.infer<typeof Range>;

export const PostResult = z.object({
  postId: z.string(),
  network: z.enum(NETWORKS),
  accountName: z.string(),
  /** The caption's first 140 characters. */
  caption: z.string(),
  publishedAt: z.string(),
  /** The live post on its network. */
  url: z.string().nullable(),
  impressions: Count,
  reach: Count,
  /** Reactions + comments + shares + saves. */
  engagements: Count,
  /** Clicks on the post's Markk links (PostDetail adds the clicks the network itself reports). */
  clicks: Count,
});
export type PostResult = z.infer<typeof PostResult>;

/** A tracked link's network; "other" for a link made by hand without one. */
export const ClickSource = z.enum([...NETWORKS, 'other']);
export type ClickSource = z.infer<typeof ClickSource>;

export const Insight = z.object({
  /** One sentence written from the numbers by a rule ("Your Saturday posts got 3× the clicks of the rest"). */
  text: z.string(),
  /** Where the numbers behind it are shown: a path in the app. */
  href: z.string(),
  /** The link's words ("See the posts"). */
  basis: z.string(),
});
export type Insight = z.infer<typeof Insight>;

export const Overview = z.object({
  range: Range,
  /** The plan includes the Premium views (breakdowns, best times, post detail, 90 days and custom ranges). */
  advanced: z.boolean(),
  totals: z.object({ clicks: Total, impressions: Total, engagementRate: Total, postsPublished: Total }),
  /** Every day of the range, oldest first (0 when nothing happened). */
  series: z.array(z.object({ day: z.string(), clicks: Count, impressions: Count, engagements: Count })),
  /** At most TOP_POSTS posts published in the range, most clicks and engagements first. */
  topPosts: z.array(PostResult),
  /** Most clicks first; sources with no clicks are left out. */
  clicksByNetwork: z.array(z.object({ source: ClickSource, clicks: Count })),
  /** Up to three, from rules over the numbers; none when there is too little data to say anything. */
  insights: z.array(Insight),
  /** What the owner has set up, for the empty states ("connect an account", "schedule a post", "add a link"): true when there is at least one (a range with published posts has both accounts and posts). */
  sources: z.object({ connectedAccounts: z.boolean(), scheduledPosts: z.boolean(), links: z.boolean() }),
});
export type Overview = z.infer<typeof Overview>;

export const BreakdownRow = z.object({
  name: z.string(),
  posts: Count,
  impressions: Count,
  engagements: Count,
  /** engagements / impressions; 0 when there were no impressions. */
  engagementRate: z.number(),
  clicks: Count,
});
export type BreakdownRow = z.infer<typeof BreakdownRow>;

export const BestTime = z.object({
  /** 0 = Monday … 6 = Sunday. */
  weekday: z.number().int().min(0).max(6),
  /** Hour of day, 0–23, in the owner's time zone (guidance: the network's local time). */
  hour: z.number().int().min(0).max(23),
  /** "Saturday 9–10 am". */
  label: z.string(),
  /** Own results: average engagements + clicks per post in that slot. Guidance: null. */
  score: z.number().nullable(),
});

export const Breakdowns = z.object({
  range: Range,
  byNetwork: z.array(BreakdownRow),
  byPillar: z.array(BreakdownRow),
  byFormat: z.array(BreakdownRow),
  byCampaign: z.array(BreakdownRow),
  bestTimes: z.object({
    /** `own`: from the owner's published posts (≥ OWN_TIMES_MIN_POSTS); `guidance`: the networks' published general guidance. */
    source: z.enum(['own', 'guidance']),
    /** Says where the times come from, e.g. "General guidance from Hootsuite's 2025 study, until you have 20 posts". */
    note: z.string(),
    slots: z.array(BestTime),
  }),
});
export type Breakdowns = z.infer<typeof Breakdowns>;

export const PostParams = z.object({ postId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'This post id is not valid.') });

export const PostDetail = z.object({
  /** One row per account the post went out on. */
  targets: z.array(PostResult.extend({ comments: Count, shares: Count, saves: Count, reactions: Count, linkClicks: Count, networkClicks: Count })),
  /** The post's first 30 days, oldest first (0 when nothing happened). */
  days: z.array(z.object({ day: z.string(), clicks: Count, impressions: Count, engagements: Count })),
});
export type PostDetail = z.infer<typeof PostDetail>;

export const analyticsOverviewEndpoints = {
  overview: endpoint({
    name: 'GetAnalyticsOverview',
    area: 'analytics',
    method: 'GET',
    path: '/analytics/overview',
    access: 'owner',
    workspace: 'view',
    query: OverviewQuery,
    response: Overview,
    exposure: 'public',
    scope: 'analytics:read',
    summary: 'The analytics overview: reach, engagement, clicks and the best posts over a range.',
  }),
  breakdowns: endpoint({
    name: 'GetAnalyticsBreakdowns',
    area: 'analytics',
    method: 'GET',
    path: '/analytics/breakdowns',
    access: 'owner',
    workspace: 'view',
    query: BreakdownsQuery,
    response: Breakdowns,
  }),
  post: endpoint({
    name: 'GetPostAnalytics',
    area: 'analytics',
    method: 'GET',
    path: '/analytics/posts/{postId}',
    access: 'owner',
    workspace: 'view',
    params: PostParams,
    response: PostDetail,
  }),
};
