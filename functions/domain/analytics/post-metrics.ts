// Post metrics from the networks. The publish worker starts tracking a post on each account in
// the transaction that records it published (`publishedActions`); the hourly job then pulls
// its numbers through the network's insights API (`pullDueMetrics`): hourly for its first
// 48 hours, then daily, for 30 days. Each pull SETs the post's latest totals on condition of
// the version it read and ADDs the difference to the owner's (and its campaign's) and the
// post's day counters in the same transaction, so a pull counted twice (a lagging index, two jobs) changes nothing.
// Each network's calls per account stay within its documented insights limit
// (NetworkProfile.metricsRateLimit); a rate-limited network waits for the next run.
import { createHash } from 'node:crypto';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite, type TransactAction } from '#data/transact';
import { postToken, type PostToken } from '#data/entities/metrics';
import { NOT_PULLED, PULL_SHARDS, type PostMetricItem } from '#data/entities/post-metric';
import type { PostTarget, ScheduledPostItem } from '#data/entities/scheduled-post';
import { logger } from '#lib/logger';
import { jitteredPause, withRetries } from '#lib/retry';
import { networkAdapter, NETWORK_PROFILES } from '#lib/networks/index';
import { NetworkError, type Network, type PostMetricsReading } from '#lib/networks/types';
import { accountOf, publishingAccess } from '../publishing/accounts.ts';
import { monthUpdate, monthUpdates, postDayUpdate, scoreUpdates, versionUpdate, type UpdateParams } from './counters.ts';

/** Pulled hourly for this long after publishing, then daily. */
export const HOURLY_PULL_HOURS = 48;
/** Pulled for this long after publishing, then no more. */
export const TRACKED_DAYS = 30;
/** Posts one run pulls at most (the rest stay due for the next hour). */
const PULLS_PER_RUN = 2_000;
/** Accounts pulled at once. */
const ACCOUNTS_AT_ONCE = 4;
const HOUR_MS = 3_600_000;
/** Tries of a pull's transaction that met another one. */
const CONFLICT_ATTEMPTS = 8;
/** The caption's start a tracked post keeps (what the top posts show). */
export const CAPTION_CHARS = 140;

export const dayOf = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString()).slice(0, 10);

/** The post's due-index partition. */
export const shardOf = (postId: string, accountKey: string) => createHash('sha256').update(`${postId}:${accountKey}`).digest()[0]! % PULL_SHARDS;

/** When a post published at `publishedAt` is pulled next after `now`: in an hour, in a day, or never again. */
export function nextPullAt(publishedAt: string, now: Date): string {
  const published = Date.parse(publishedAt);
  const step = now.getTime() - published < HOURLY_PULL_HOURS * HOUR_MS ? HOUR_MS : 24 * HOUR_MS;
  const next = now.getTime() + step;
  return next > published + TRACKED_DAYS * 24 * HOUR_MS ? NOT_PULLED : new Date(next).toISOString();
}

/** Reactions, comments, shares and saves: what the engagement rate counts. */
export const engagementsOf = (m: Pick<PostMetricItem, 'reactions' | 'comments' | 'shares' | 'saves'>) =>
  (m.reactions ?? 0) + (m.comments ?? 0) + (m.shares ?? 0) + (m.saves ?? 0);

/** The post's token among its month's scores. */
export const tokenOf = (postId: string, accountKey: string, format: string | undefined, publishedAt: string): PostToken => ({
  postId,
  accountKey,
  format: format === 'image' ? 'image' : 'text',
  day: dayOf(publishedAt),
  hour: new Date(publishedAt).getUTCHours(),
});

const excerpt = (caption: string) => (caption.length > CAPTION_CHARS ? `${caption.slice(0, CAPTION_CHARS - 1)}…` : caption);

/**
 * The worker's actions, in its transaction, for targets it has just published: each starts
 * being tracked (pulled in an hour) and counts as published on its day.
 */
export function publishedActions(post: ScheduledPostItem, targets: readonly PostTarget[]): TransactAction[] {
  const { postMetric } = db().entities;
  const actions: TransactAction[] = [];
  const byDay = new Map<string, Record<string, { published: number }>>();
  const format = post.imageId || post.imageUrl ? ('image' as const) : ('text' as const);
  // One instant for targets without their own, so they fall on one day.
  const now = new Date().toISOString();
  for (const target of targets) {
    const publishedAt = target.publishedAt ?? now;
    actions.push({
      // An update, not a put: a click on the post's link may have counted already.
      Update: postMetric
        .upsert({
          userId: post.userId,
          postId: post.postId,
          accountKey: target.accountKey,
          network: target.network,
          accountName: target.accountName,
          caption: excerpt(post.caption),
          remoteId: target.remoteId ?? '',
          ...(target.url ? { url: target.url } : {}),
          publishedAt,
          format,
          ...(post.pillar ? { pillar: post.pillar } : {}),
          // The campaign's id: its name is read when results are shown, so a renamed campaign stays one row.
          ...(post.campaignId ? { campaign: post.campaignId } : {}),
          pullShard: shardOf(post.postId, target.accountKey),
          nextPullAt: new Date(Date.parse(publishedAt) + HOUR_MS).toISOString(),
          pulls: 0,
          version: 1,
        })
        .params(),
    });
    const sources = byDay.get(dayOf(publishedAt)) ?? {};
    sources[target.network] = { published: (sources[target.network]?.published ?? 0) + 1 };
    byDay.set(dayOf(publishedAt), sources);
  }
  // A post in a campaign counts for the campaign too: its counters and scores beside the owner's.
  const scopes = post.campaignId ? [undefined, post.campaignId] : [undefined];
  const changes = targets.map((t) => ({ token: tokenOf(post.postId, t.accountKey, format, t.publishedAt ?? now), engagements: 0 }));
  for (const campaignId of scopes) {
    for (const params of monthUpdates(post.userId, byDay, campaignId)) actions.push({ Update: params });
    for (const params of scoreUpdates(post.userId, changes, campaignId)) actions.push({ Update: params });
  }
  if (targets.length > 0) actions.push({ Update: versionUpdate(post.userId) });
  return actions;
}

/** A published target with the day and token that score it (for its links). */
export const scoredTarget = (post: ScheduledPostItem, target: PostTarget) => {
  const publishedAt = target.publishedAt ?? new Date().toISOString();
  const format = post.imageId || post.imageUrl ? 'image' : 'text';
  return { accountKey: target.accountKey, network: target.network, token: postToken(tokenOf(post.postId, target.accountKey, format, publishedAt)) };
};

/** Pulls every post whose pull is due at `now`; answers how many were pulled. */
export async function pullDueMetrics(now = new Date()): Promise<number> {
  const due = await duePosts(now);
  const byAccount = new Map<string, PostMetricItem[]>();
  for (const item of due) {
    const key = `${item.userId}\u0000${item.accountKey}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), item]);
  }
  const limited = new Set<Network>();
  let pulled = 0;
  const queue = [...byAccount.values()];
  const worker = async () => {
    for (let items = queue.shift(); items; items = queue.shift()) {
      const count = await pullAccount(items, limited, now);
      pulled += count;
    }
  };
  await Promise.all(Array.from({ length: ACCOUNTS_AT_ONCE }, worker));
  return pulled;
}

async function duePosts(now: Date): Promise<PostMetricItem[]> {
  const shards = await Promise.all(
    Array.from({ length: PULL_SHARDS }, (_, pullShard) =>
      db().entities.postMetric.query.duePull({ pullShard }).lte({ nextPullAt: now.toISOString() }).go({ pages: 'all', limit: PULLS_PER_RUN }),
    ),
  );
  return shards.flatMap(({ data }) => data).slice(0, PULLS_PER_RUN);
}

/** One account's due posts, oldest due first, within the network's insights limit. */
async function pullAccount(items: PostMetricItem[], limited: Set<Network>, now: Date): Promise<number> {
  const first = items[0]!;
  const network = first.network!;
  const { calls, windowHours } = NETWORK_PROFILES[network].metricsRateLimit;
  const budget = Math.max(1, Math.floor(calls / windowHours));
  const account = await accountOf(first.userId, first.accountKey);
  if (!account || account.state !== 'connected') {
    // Nothing can be read until it is connected again: look once a day (tracking still ends after 30 days).
    await Promise.all(items.map((item) => settle(item, null, now, true)));
    return 0;
  }
  let access;
  try {
    access = await publishingAccess(account);
  } catch (error) {
    logger.warn('Metrics could not be read: no working token', { network, error: (error as Error).name });
    return 0;
  }
  const adapter = networkAdapter(network);
  let pulled = 0;
  for (const item of items.slice(0, budget)) {
    if (limited.has(network)) break;
    let reading: PostMetricsReading;
    try {
      reading = await adapter.metrics(access, item.remoteId ?? '');
    } catch (error) {
      if (!(error instanceof NetworkError) || error.kind === 'transient') {
        continue;
      }
      if (error.kind === 'rate_limited') {
        limited.add(network);
        break;
      }
      // Gone (deleted on the network) stops tracking; a refused token waits a day.
      logger.warn('A network did not give a post’s metrics', { network, kind: error.kind, reason: error.reason });
      await settle(item, null, now, error.kind !== 'invalid');
      continue;
    }
    if (await settle(item, reading, now, true)) pulled++;
  }
  return pulled;
}

/**
 * Records a pull: the totals read (or none), the next pull, and the differences added to the
 * day counters, all on condition of the version read. `keep` false stops tracking the post.
 */
async function settle(item: PostMetricItem, reading: PostMetricsReading | null, now: Date, keep: boolean): Promise<boolean> {
  const { postMetric } = db().entities;
  const next = keep ? (reading ? nextPullAt(item.publishedAt!, now) : laterOf(item, now)) : NOT_PULLED;
  const totals = reading
    ? {
        impressions: reading.impressions ?? 0,
        reach: reading.reach ?? 0,
        reactions: reading.reactions ?? 0,
        comments: reading.comments ?? 0,
        shares: reading.shares ?? 0,
        saves: reading.saves ?? 0,
        networkClicks: reading.clicks ?? 0,
      }
    : {};
  const deltas = reading ? { impressions: (totals.impressions ?? 0) - (item.impressions ?? 0), engagements: engagementsOf(totals) - engagementsOf(item) } : {};
  const day = dayOf(now);
  const owner = monthUpdate(item.userId, day, { [item.network!]: deltas });
  const scored = deltas.engagements ? [{ token: tokenOf(item.postId, item.accountKey, item.format, item.publishedAt!), engagements: deltas.engagements }] : [];
  const [score] = scoreUpdates(item.userId, scored);
  // A post published in a campaign (postMetric.campaign is its id) counts for the campaign too.
  const campaign = item.campaign ? monthUpdate(item.userId, day, { [item.network!]: deltas }, item.campaign) : undefined;
  const [campaignScore] = item.campaign ? scoreUpdates(item.userId, scored, item.campaign) : [];
  const post = postDayUpdate(item.userId, item.postId, day, deltas);
  const actions = {
    metric: {
      Update: postMetric
        .patch({ userId: item.userId, postId: item.postId, accountKey: item.accountKey })
        .set({ ...totals, nextPullAt: next, pullShard: item.pullShard ?? shardOf(item.postId, item.accountKey), version: (item.version ?? 0) + 1 })
        .add({ pulls: reading ? 1 : 0 })
        .where(({ version }, { eq }) => eq(version, item.version ?? 0))
        .params(),
    },
    ...(owner ? { owner: { Update: owner } } : {}),
    ...(score ? { score: { Update: score } } : {}),
    ...(campaign ? { campaign: { Update: campaign } } : {}),
    ...(campaignScore ? { campaignScore: { Update: campaignScore } } : {}),
    ...(post ? { post: { Update: post as UpdateParams } } : {}),
    // New totals change what the overview shows (its top posts' numbers too).
    ...(reading ? { version: { Update: versionUpdate(item.userId) } } : {}),
  };
  try {
    // Pulls of the owner's other accounts add to the same month's counters at the same time: a
    // transaction that met another is tried again.
    await withRetries(
      { attempts: CONFLICT_ATTEMPTS, retryIf: (error) => error instanceof TransactionCanceled && error.conflicted, pause: jitteredPause(20) },
      () => transactWrite(actions),
    );
    return true;
  } catch (error) {
    // Another pull changed the post first (its version moved on): the next run reads it again.
    if (error instanceof TransactionCanceled) return false;
    throw error;
  }
}

/** A day from now, unless tracking ends first. */
function laterOf(item: PostMetricItem, now: Date): string {
  const next = now.getTime() + 24 * HOUR_MS;
  return next > Date.parse(item.publishedAt!) + TRACKED_DAYS * 24 * HOUR_MS ? NOT_PULLED : new Date(next).toISOString();
}
