// Advanced analytics (Premium): a range's results by network, content pillar, post format and
// campaign; the best days and hours to post — from the owner's own posts once there are
// OWN_TIMES_MIN_POSTS, otherwise general guidance, labelled as such; and one post's detail.
import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  ADVANCED_ANALYTICS_LIMIT,
  OWN_TIMES_MIN_POSTS,
  type BreakdownRow,
  type Breakdowns,
  type PostDetail,
  type BreakdownsQuery,
} from '#contracts/analytics-overview';
import { db } from '#data/service';
import type { PostMetricItem } from '#data/entities/post-metric';
import { limitsOf } from '#domain/entitlements';
import { LimitReached, NotFound } from '#lib/errors';
import { busy, untilProcessed } from '#lib/retry';
import { NETWORK_PROFILES } from '#lib/networks/index';
import type { Network } from '#lib/networks/types';
import { settingsOf } from '../publishing/settings.ts';
import { localTimeOf } from '../publishing/time.ts';
import { queryAll } from './counters.ts';
import { postsPublished, resultOf } from './overview.ts';
import { engagementsOf, TRACKED_DAYS } from './post-metrics.ts';
import { addDays, eachDay, rangeOf } from './range.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Slots the best-times list shows. */
const BEST_SLOTS = 3;
export const GUIDANCE_NOTE = `General guidance, not your own results: social networks and scheduling tools commonly report weekday mornings and lunchtimes as when people engage most. Once you have published ${OWN_TIMES_MIN_POSTS} posts in the range, these times come from your own posts.`;
/** Weekday (0 = Monday) and hour of the general guidance. */
const GUIDANCE: readonly (readonly [number, number])[] = [
  [1, 9],
  [2, 12],
  [3, 9],
];

async function assertAdvanced(userId: string): Promise<void> {
  if (!(await limitsOf(userId)).advancedAnalytics) throw new LimitReached(ADVANCED_ANALYTICS_LIMIT);
}

const hourLabel = (hour: number) => {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  const next = (hour + 1) % 12 === 0 ? 12 : (hour + 1) % 12;
  return `${h}–${next} ${hour + 1 < 12 || hour + 1 === 24 ? 'am' : 'pm'}`;
};
const slotLabel = (weekday: number, hour: number) => `${WEEKDAYS[weekday]} ${hourLabel(hour)}`;

/** Rows of `posts` grouped by `key`, most engagements and clicks first. */
export function groupRows(posts: readonly PostMetricItem[], key: (post: PostMetricItem) => string): BreakdownRow[] {
  const groups = new Map<string, BreakdownRow>();
  for (const post of posts) {
    const name = key(post);
    const row = groups.get(name) ?? { name, posts: 0, impressions: 0, engagements: 0, engagementRate: 0, clicks: 0 };
    row.posts += 1;
    row.impressions += Math.max(0, post.impressions ?? 0);
    row.engagements += Math.max(0, engagementsOf(post));
    row.clicks += Math.max(0, post.linkClicks ?? 0);
    groups.set(name, row);
  }
  return [...groups.values()]
    .map((row) => ({ ...row, engagementRate: row.impressions > 0 ? row.engagements / row.impressions : 0 }))
    .sort((a, b) => b.engagements + b.clicks - (a.engagements + a.clicks) || a.name.localeCompare(b.name));
}

/** The owner's best weekday-and-hour slots (in their time zone), by average engagements + clicks per post. */
export function bestTimes(posts: readonly PostMetricItem[], timeZone: string): Breakdowns['bestTimes'] {
  if (posts.length < OWN_TIMES_MIN_POSTS) {
    return {
      source: 'guidance',
      note: GUIDANCE_NOTE,
      slots: GUIDANCE.map(([weekday, hour]) => ({ weekday, hour, label: slotLabel(weekday, hour), score: null })),
    };
  }
  const slots = new Map<string, { weekday: number; hour: number; total: number; posts: number }>();
  for (const post of posts) {
    const local = localTimeOf(post.publishedAt!, timeZone);
    const weekday = (new Date(`${local.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7;
    const hour = Number(local.slice(11, 13));
    const slot = slots.get(`${weekday}:${hour}`) ?? { weekday, hour, total: 0, posts: 0 };
    slot.total += engagementsOf(post) + (post.linkClicks ?? 0);
    slot.posts += 1;
    slots.set(`${weekday}:${hour}`, slot);
  }
  const ranked = [...slots.values()]
    .map((s) => ({ weekday: s.weekday, hour: s.hour, label: slotLabel(s.weekday, s.hour), score: Math.round((s.total / s.posts) * 10) / 10 }))
    .sort((a, b) => b.score - a.score || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, BEST_SLOTS);
  return { source: 'own', note: `From your ${posts.length} posts in this range: average engagements and clicks per post, in ${timeZone} time.`, slots: ranked };
}

/** The names of the owner's campaigns among `ids` (one batch read); a deleted one is not named. */
async function campaignNames(userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const data = await untilProcessed(
    wanted.map((campaignId) => ({ userId, campaignId })),
    (left) =>
      db()
        .entities.campaign.get(left)
        .go({ attributes: ['campaignId', 'name'] }),
    busy('The campaigns’ names'),
  );
  return new Map(data.map((c) => [c.campaignId, c.name]));
}

/** The range's breakdowns; with a campaign, of that campaign's posts only. */
export async function breakdowns(userId: string, query: BreakdownsQuery, now = new Date()): Promise<Breakdowns> {
  await assertAdvanced(userId);
  const range = rangeOf(query, true, now);
  const [published, settings] = await Promise.all([postsPublished(userId, range.from, range.to), settingsOf(userId)]);
  const posts = query.campaignId ? published.filter((p) => p.campaign === query.campaignId) : published;
  const campaigns = await campaignNames(
    userId,
    posts.map((p) => p.campaign ?? ''),
  );
  return {
    range,
    byNetwork: groupRows(posts, (p) => NETWORK_PROFILES[p.network as Network].label),
    byPillar: groupRows(posts, (p) => p.pillar ?? 'No pillar'),
    byFormat: groupRows(posts, (p) => (p.format === 'image' ? 'With an image' : 'Text only')),
    byCampaign: groupRows(posts, (p) => campaigns.get(p.campaign ?? '') ?? 'No campaign'),
    bestTimes: bestTimes(posts, settings.timeZone),
  };
}

/** One post's results on each account it went out on, and its first 30 days by day. */
export async function postDetail(userId: string, postId: string): Promise<PostDetail> {
  const { data: targets } = await db().entities.postMetric.query.byPost({ userId, postId }).go({ pages: 'all' });
  const published = targets.filter((t) => t.publishedAt);
  if (published.length === 0) throw new NotFound('This post has no results yet: it shows here once it is published.');
  await assertAdvanced(userId);
  const first = published
    .map((t) => t.publishedAt!)
    .sort()[0]!
    .slice(0, 10);
  const last = addDays(first, TRACKED_DAYS - 1);
  const query = db().entities.postMetricDay.query.byPost({ userId, postId }).between({ day: first }, { day: last }).params() as QueryCommandInput;
  const rows = new Map((await queryAll(query)).map((item) => [String(item.day), item]));
  const count = (item: Record<string, unknown> | undefined, metric: string) => Math.max(0, Number(item?.[metric] ?? 0));
  return {
    targets: published.map((t) => ({
      ...resultOf(t),
      reactions: Math.max(0, t.reactions ?? 0),
      comments: Math.max(0, t.comments ?? 0),
      shares: Math.max(0, t.shares ?? 0),
      saves: Math.max(0, t.saves ?? 0),
      linkClicks: Math.max(0, t.linkClicks ?? 0),
      networkClicks: Math.max(0, t.networkClicks ?? 0),
    })),
    days: eachDay(first, last).map((day) => {
      const row = rows.get(day);
      return { day, clicks: count(row, 'clicks'), impressions: count(row, 'impressions'), engagements: count(row, 'engagements') };
    }),
  };
}
