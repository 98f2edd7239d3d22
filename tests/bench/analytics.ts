// Analytics bench: the public redirect `GET /l/{code}` (every request a new visitor, so each
// one is counted: the heaviest path, one GetItem, the click event's conditional put, then the
// counters' ADDs) and the overview of 90 days for an owner with 1,000 published posts and
// 100,000 counted clicks, both against GET /me on the same stack; then, one request at a time,
// /me and the overview just after a change (worked out from the counters, not the kept one). The overview reads counters and the range's posts, never click
// events, so the clicks are seeded as the counters they made (one item a day) and the posts
// as their tracked items (batch writes) with their scores on their publish days.
import autocannon from 'autocannon';
import { db } from '#data/service';
import * as Entitlements from '#domain/entitlements';
import * as Links from '#domain/analytics/links';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { monthUpdate, scoreUpdates, versionUpdate } from '#domain/analytics/counters';
import { shardOf, tokenOf } from '#domain/analytics/post-metrics';
import { dynamo } from '#lib/clients';
import { NETWORKS } from '#lib/networks/types';
import { CONNECTIONS, DURATION_S, fmt, load, type Measured } from './load.ts';
import { runAlone } from './alone.ts';

export const SEED = { posts: 1000, clicks: 100_000, days: 90 } as const;

export interface AnalyticsBench {
  seedMs: number;
  me: Measured;
  redirect: Measured;
  overview: Measured;
  /** One request at a time: /me, and the overview each time after the owner's analytics version moved on (worked out from the counters). */
  meOneAtATime: { p50: number; p99: number };
  workedOut: { p50: number; p99: number };
}

async function userIdOf(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /me answered ${res.status}`);
  return ((await res.json()) as { userId: string }).userId;
}

async function seed(userId: string): Promise<number> {
  const started = Date.now();
  const at = Date.now();
  await Entitlements.applySubscription({
    userId,
    source: 'local',
    subscriptionId: `bench-analytics-${userId}`,
    tier: 'premium',
    cancelAtPeriodEnd: false,
    status: 'active',
    currentPeriodEnd: new Date(at + 86_400_000).toISOString(),
    eventCreated: at / 1000,
  });
  const DAY = 86_400_000;
  const posts = Array.from({ length: SEED.posts }, (_, i) => {
    const publishedAt = new Date(at - (i % SEED.days) * DAY - (i % 12) * 3_600_000).toISOString();
    const postId = `bench${String(i).padStart(6, '0')}`;
    const accountKey = `facebook-${i % 3}`;
    return {
      userId,
      postId,
      accountKey,
      network: NETWORKS[i % NETWORKS.length]!,
      accountName: 'Bench Bakery',
      caption: `Fresh bread and celebration cakes, post ${i}: order for the weekend.`,
      remoteId: `remote-${i}`,
      publishedAt,
      format: i % 2 ? 'image' : 'text',
      pullShard: shardOf(postId, accountKey),
      nextPullAt: 'done',
      pulls: 30,
      impressions: 200 + (i % 97) * 11,
      reach: 150 + (i % 89) * 7,
      reactions: 10 + (i % 13),
      comments: i % 7,
      shares: i % 5,
      saves: i % 3,
      networkClicks: i % 11,
      linkClicks: Math.floor(SEED.clicks / SEED.posts),
      version: 31,
    };
  });
  await db().entities.postMetric.put(posts).go();
  // The days' counters as the clicks, pulls and publishing made them, and the posts' scores.
  const perDay = Math.floor(SEED.clicks / SEED.days);
  const updates = [
    ...Array.from({ length: SEED.days * 2 }, (_, i) =>
      monthUpdate(userId, new Date(at - i * DAY).toISOString().slice(0, 10), {
        facebook: { clicks: perDay, impressions: perDay * 12, engagements: perDay, published: Math.round(SEED.posts / SEED.days) },
      }),
    ),
    // One post at a time, as each pull and click writes them (an expression holds some dozens of names).
    ...posts.flatMap((post) =>
      scoreUpdates(userId, [
        {
          token: tokenOf(post.postId, post.accountKey, post.format, post.publishedAt),
          engagements: post.reactions + post.comments + post.shares + post.saves,
          clicks: post.linkClicks,
        },
      ]),
    ),
  ];
  for (let i = 0; i < updates.length; i += 20)
    await Promise.all(updates.slice(i, i + 20).map((params) => dynamo().send(new UpdateCommand(params as UpdateCommandInput))));
  return Date.now() - started;
}

/** autocannon against the redirect, each request from another visitor (user agent), so every click is counted. */
export async function loadRedirect(url: string): Promise<Measured> {
  let visitor = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'user-agent': `Mozilla/5.0 Bench/${visitor++}` } }) }],
  });
  // A 302 is the redirect's success: count only what was not one.
  const redirects = result['3xx'] ?? 0;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx - redirects };
}

/** 30 requests one after another, `before` each: p50 and p99 in ms. */
async function oneAtATime(url: string, headers: Record<string, string>, before: () => Promise<unknown> = async () => undefined) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    await before();
    const started = performance.now();
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(times[Math.floor(times.length / 2)]!), p99: Math.round(times.at(-1)!) };
}

export async function benchAnalytics(stack: { url: string }, token: string): Promise<AnalyticsBench> {
  const userId = await userIdOf(stack.url, token);
  const seedMs = await seed(userId);
  const link = await Links.make(userId, 'bench-redirect', { url: 'https://bakery.example/order', title: 'Bench link' });
  const headers = { authorization: `Bearer ${token}` };
  const urls = { me: `${stack.url}/api/me`, overview: `${stack.url}/api/analytics/overview?days=90`, redirect: `${stack.url}/l/${link.code}` };
  const check = await fetch(urls.overview, { headers });
  if (!check.ok) throw new Error(`The overview answered ${check.status}: ${await check.text()}`);
  await load(urls.overview, headers, 3); // warm-up, not reported
  const me = await load(urls.me, headers);
  const redirect = await loadRedirect(urls.redirect);
  const overview = await load(urls.overview, headers);
  await new Promise((resolve) => setTimeout(resolve, overview.p99 + 1000));
  // The overview when what it shows has just changed (the version moved on, as a click or a pull does), against /me, one request at a time.
  const meOneAtATime = await oneAtATime(urls.me, headers);
  const workedOut = await oneAtATime(urls.overview, headers, () => dynamo().send(new UpdateCommand(versionUpdate(userId) as UpdateCommandInput)));
  return { seedMs, me, redirect, overview, meOneAtATime, workedOut };
}

export function printAnalyticsBench(result: AnalyticsBench, write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  write(
    `\nAnalytics: ${SEED.posts} posts and ${SEED.clicks.toLocaleString('en-GB')} clicks over ${SEED.days} days (seeded in ${(result.seedMs / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  write(`  GET /me (baseline):                         ${fmt(result.me)}`);
  write(`  GET /l/{code}, every request counted:       ${fmt(result.redirect)}`);
  write(`  GET /analytics/overview?days=90:            ${fmt(result.overview)}`);
  write(
    `  one request at a time: GET /me p50 ${result.meOneAtATime.p50} ms; the overview just after a change (worked out from the counters) p50 ${result.workedOut.p50} ms, p99 ${result.workedOut.p99} ms`,
  );
  write(`  redirect throughput / /me: ${(result.redirect.rps / Math.max(result.me.rps, 1)).toFixed(2)} (goal ≥ 1)`);
  write(`  overview p50 / /me p50: ${(result.overview.p50 / Math.max(result.me.p50, 1)).toFixed(1)} (goal ≤ 3)`);
}

// `npx tsx tests/bench/analytics.ts`: this bench alone, on its own in-memory stack.
await runAlone(import.meta.url, benchAnalytics, (result) => printAnalyticsBench(result));
