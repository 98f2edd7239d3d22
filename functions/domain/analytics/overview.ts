// The analytics overview: a range's totals against the period before, clicks and engagement
// by day, the top posts, clicks by source and three insights in words. Reads the owner's month
// counters (one Query, at most seven items for 90 days and the 90 before), the range's post
// scores (a few items a month), then the top five posts in full (one BatchGet), and whether
// accounts, posts and links exist — never every post, never a scan. Filtered by one of the
// owner's campaigns, the counters and scores read are that campaign's (the same few items).
// What it works out is kept per view (days and campaign) with the owner's analytics version
// (functions/data/entities/analytics-view.ts): until a click, a pull or a post going out moves
// that version on, the same view is answered from the one item, read beside the version.
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TOP_POSTS, type ClickSource, type Overview, type OverviewQuery, type PostResult, type Range, type Total } from '#contracts/analytics-overview';
import { db } from '#data/service';
import { CLICK_SCORE, ENGAGEMENT_SCORE, SCORE_PARTS, parsePostToken, type Metric, type PostToken } from '#data/entities/metrics';
import type { PostMetricItem } from '#data/entities/post-metric';
import type { Network } from '#lib/networks/types';
import { limitsOf } from '#domain/entitlements';
import { engagementsOf } from './post-metrics.ts';
import { queryAll } from './counters.ts';
import { insightsFrom } from './insights.ts';
import { eachDay, rangeOf } from './range.ts';

export interface DayRow {
  day: string;
  clicks: number;
  impressions: number;
  engagements: number;
  published: number;
  /** `{source}:{metric}` counters. */
  bySource: Record<string, number>;
}

const DAY_COUNTER = /^(\d{2}):(?:([a-z]+):)?(clicks|impressions|engagements|published)$/;

/** The owner's day counters (with `campaignId`, that campaign's) from `from` to `to`: one Query of the months' items. */
export async function dayRows(userId: string, from: string, to: string, campaignId?: string): Promise<DayRow[]> {
  const { metricMonth, campaignMonth } = db().entities;
  const months = [{ month: from.slice(0, 7) }, { month: to.slice(0, 7) }] as const;
  const query = (
    campaignId
      ? campaignMonth.query
          .byCampaign({ userId, campaignId })
          .between(...months)
          .params()
      : metricMonth.query
          .byUser({ userId })
          .between(...months)
          .params()
  ) as QueryCommandInput;
  const rows = new Map<string, DayRow>();
  for (const item of await queryAll(query)) {
    for (const [name, value] of Object.entries(item)) {
      const match = DAY_COUNTER.exec(name);
      if (!match) continue;
      const [, dd, source, metric] = match as unknown as [string, string, string | undefined, Metric];
      const day = `${String(item.month)}-${dd}`;
      if (day < from || day > to) continue;
      const row = rows.get(day) ?? { day, clicks: 0, impressions: 0, engagements: 0, published: 0, bySource: {} };
      if (source) row.bySource[`${source}:${metric}`] = Number(value);
      else row[metric] = Number(value);
      rows.set(day, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export interface ScoredPost extends PostToken {
  network: Network;
  publishedAt: string;
  engagements: number;
  clicks: number;
}

/** The posts published from `from` to `to` (with `campaignId`, in that campaign) with their scores: one Query of the months' score items. */
export async function scoredPosts(userId: string, from: string, to: string, campaignId?: string): Promise<ScoredPost[]> {
  const { metricScores, campaignScores } = db().entities;
  const parts = [
    { month: from.slice(0, 7), part: 0 },
    { month: to.slice(0, 7), part: SCORE_PARTS - 1 },
  ] as const;
  const query = (
    campaignId
      ? campaignScores.query
          .byCampaign({ userId, campaignId })
          .between(...parts)
          .params()
      : metricScores.query
          .byUser({ userId })
          .between(...parts)
          .params()
  ) as QueryCommandInput;
  const items = await queryAll(query);
  const posts = new Map<string, ScoredPost>();
  for (const item of items)
    for (const [name, value] of Object.entries(item)) {
      const kind = name.startsWith(ENGAGEMENT_SCORE) ? 'engagements' : name.startsWith(CLICK_SCORE) ? 'clicks' : null;
      if (!kind) continue;
      const key = name.slice(ENGAGEMENT_SCORE.length);
      const token = parsePostToken(key);
      if (!token || token.day < from || token.day > to) continue;
      const post = posts.get(key) ?? {
        ...token,
        network: token.accountKey.split('-')[0] as Network,
        publishedAt: `${token.day}T${String(token.hour).padStart(2, '0')}:00:00.000Z`,
        engagements: 0,
        clicks: 0,
      };
      post[kind] = Math.max(0, Number(value));
      posts.set(key, post);
    }
  return [...posts.values()];
}

/** The posts (per account) published from the start of `from` to the end of `to`. */
export async function postsPublished(userId: string, from: string, to: string): Promise<PostMetricItem[]> {
  const { data } = await db()
    .entities.postMetric.query.byPublished({ userId })
    .between({ publishedAt: `${from}T00:00:00.000Z` }, { publishedAt: `${to}T23:59:59.999Z` })
    .go({ pages: 'all' });
  return data;
}

export const resultOf = (item: PostMetricItem): PostResult => ({
  postId: item.postId,
  network: item.network!,
  accountName: item.accountName ?? '',
  caption: item.caption ?? '',
  publishedAt: item.publishedAt!,
  url: item.url ?? null,
  impressions: Math.max(0, item.impressions ?? 0),
  reach: Math.max(0, item.reach ?? 0),
  engagements: Math.max(0, engagementsOf(item)),
  clicks: Math.max(0, item.linkClicks ?? 0),
});

const total = (value: number, previous: number): Total => ({ value, previous, change: previous === 0 ? null : (value - previous) / previous });
const rate = (engagements: number, impressions: number) => (impressions > 0 ? engagements / impressions : 0);
const sum = (rows: readonly DayRow[], metric: Metric) => rows.reduce((n, row) => n + row[metric], 0);

async function exists(query: Promise<{ data: unknown[] }>): Promise<boolean> {
  return (await query).data.length > 0;
}

/** What the owner has set up, for the empty states; a range with published posts has accounts and posts. */
async function sourcesOf(userId: string, published: boolean): Promise<Overview['sources']> {
  const { connectedAccount, scheduledPost, trackedLink } = db().entities;
  const [connectedAccounts, scheduledPosts, links] = await Promise.all([
    published || exists(connectedAccount.query.byUser({ userId }).go({ limit: 1, attributes: ['accountKey'] })),
    published || exists(scheduledPost.query.byUser({ userId }).go({ limit: 1, attributes: ['postId'] })),
    exists(trackedLink.query.byUser({ userId }).go({ limit: 1, attributes: ['linkId'] })),
  ]);
  return { connectedAccounts, scheduledPosts, links };
}

/** How long a worked-out overview is kept: its view names its days, so it is of no use after tomorrow. */
const VIEW_DAYS = 2;

/** The view an overview answers: its days and its campaign (or every post). */
const viewOf = (range: Range, campaignId: string | undefined) => [range.from, range.to, campaignId ?? ''].join('/');

/** The owner's analytics version, and the view's overview when it was worked out at that version: one TransactGetItems. */
async function readView(userId: string, view: string): Promise<{ version: number; overview: Overview | null }> {
  const { data } = await db()
    .transaction.get(({ analyticsVersion, analyticsView }) => [
      analyticsVersion.get({ userId }).commit(),
      analyticsView.get({ viewsOf: userId, view }).commit(),
    ])
    .go();
  // In the order asked: the version, then the view.
  const [current, kept] = (data as unknown as { item: { version?: number; overview?: string } | null }[]).map((read) => read.item);
  const version = current?.version ?? 0;
  return { version, overview: kept?.overview && kept.version === version ? (JSON.parse(kept.overview) as Overview) : null };
}

/**
 * The range's results: of every post and link, or of one campaign's (`query.campaignId`). The
 * overview worked out for the same view at the owner's present analytics version is answered
 * as it was (nothing it was made from has changed since); otherwise it is worked out from the
 * counters and kept for the next time.
 */
export async function overview(userId: string, query: OverviewQuery, now = new Date()): Promise<Overview> {
  const asked = rangeOf(query, true, now);
  const view = viewOf(asked, query.campaignId);
  const [{ advancedAnalytics }, kept] = await Promise.all([limitsOf(userId, now), readView(userId, view)]);
  // A range the plan does not allow answers 402 here.
  const range = rangeOf(query, advancedAnalytics, now);
  // Kept under another plan, it shows (or hides) the Premium views wrongly: worked out again.
  if (kept.overview?.advanced === advancedAnalytics) return kept.overview;
  const result = await workOut(userId, query.campaignId, range, advancedAnalytics);
  // An owner with nothing yet sees the empty states, which follow what they set up next: not kept.
  if (Object.values(result.sources).every(Boolean))
    await db()
      .entities.analyticsView.put({
        viewsOf: userId,
        view,
        version: kept.version,
        overview: JSON.stringify(result),
        expiresAt: Math.floor(now.getTime() / 1000) + VIEW_DAYS * 86_400,
      })
      .go();
  return result;
}

/** The overview from the counters: the month items of the range and the one before, the range's scores, the top five posts. */
async function workOut(userId: string, campaignId: string | undefined, range: Range, advancedAnalytics: boolean): Promise<Overview> {
  const [rows, scored] = await Promise.all([dayRows(userId, range.previousFrom, range.to, campaignId), scoredPosts(userId, range.from, range.to, campaignId)]);
  const current = rows.filter((r) => r.day >= range.from);
  const previous = rows.filter((r) => r.day < range.from);
  const byDay = new Map(current.map((r) => [r.day, r]));

  const totals = {
    clicks: total(sum(current, 'clicks'), sum(previous, 'clicks')),
    impressions: total(sum(current, 'impressions'), sum(previous, 'impressions')),
    engagementRate: total(rate(sum(current, 'engagements'), sum(current, 'impressions')), rate(sum(previous, 'engagements'), sum(previous, 'impressions'))),
    postsPublished: total(sum(current, 'published'), sum(previous, 'published')),
  };

  const bySource = new Map<ClickSource, number>();
  for (const row of current)
    for (const [name, value] of Object.entries(row.bySource)) {
      const [source, metric] = name.split(':') as [ClickSource, string];
      if (metric === 'clicks') bySource.set(source, (bySource.get(source) ?? 0) + value);
    }
  const clicksByNetwork = [...bySource]
    .filter(([, clicks]) => clicks > 0)
    .map(([source, clicks]) => ({ source, clicks }))
    .sort((a, b) => b.clicks - a.clicks);

  // The top posts by their scores, then read in full (one BatchGet).
  const byScore = (a: { clicks: number; engagements: number; publishedAt: string }, b: typeof a) =>
    b.clicks + b.engagements - (a.clicks + a.engagements) || b.publishedAt.localeCompare(a.publishedAt);
  const best = [...scored].sort(byScore).slice(0, TOP_POSTS);
  const [{ data: details }, sources] = await Promise.all([
    best.length
      ? db()
          .entities.postMetric.get(best.map(({ postId, accountKey }) => ({ userId, postId, accountKey })))
          .go()
      : { data: [] },
    sourcesOf(userId, scored.length > 0),
  ]);
  const topPosts = details
    .filter((item) => item.publishedAt)
    .map(resultOf)
    .sort(byScore);
  const results = scored.map((post) => ({
    postId: post.postId,
    network: post.network,
    accountName: '',
    caption: '',
    publishedAt: post.publishedAt,
    url: null,
    impressions: 0,
    reach: 0,
    engagements: post.engagements,
    clicks: post.clicks,
    format: post.format,
  }));

  return {
    range,
    advanced: advancedAnalytics,
    totals,
    series: eachDay(range.from, range.to).map((day) => {
      const row = byDay.get(day);
      return { day, clicks: Math.max(0, row?.clicks ?? 0), impressions: Math.max(0, row?.impressions ?? 0), engagements: Math.max(0, row?.engagements ?? 0) };
    }),
    topPosts,
    clicksByNetwork,
    insights: insightsFrom({ days: range.days, totals, posts: results, clicksByNetwork }),
    sources,
  };
}
