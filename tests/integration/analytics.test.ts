// Analytics results against the local stack and its network sandbox: a scheduled post's web
// address becomes a short link per account, the networks receive the short links, clicks on
// them count for the post and its network, the hourly pull reads each network's insights into
// the post and the day counters exactly once, and the overview, breakdowns and post detail
// say what the data holds. Growth gets the last 7 or 30 days and an upgrade message for the rest.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEndpoints as links } from '#contracts/analytics';
import { analyticsOverviewEndpoints as results, ADVANCED_ANALYTICS_LIMIT, GROWTH_RANGE_LIMIT } from '#contracts/analytics-overview';
import { billingEndpoints } from '#contracts/billing';
import { publishingEndpoints as pub, type ScheduledPostView } from '#contracts/publishing';
import { db } from '#data/service';
import { dayRows } from '#domain/analytics/overview';
import { publishedActions, pullDueMetrics } from '#domain/analytics/post-metrics';
import type { PostTarget, ScheduledPostItem } from '#data/entities/scheduled-post';
import { transactWrite } from '#data/transact';
import { localTimeOf } from '#domain/publishing/time';
import { advanceSandbox, connect, feed } from '../support/networks.ts';
import { pullMetricsNow } from '../support/analytics.ts';
import { userIdOf } from '../support/seed.ts';
import { BROWSER } from '../support/visitors.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

const HOUR = 3_600_000;
const PILLAR = 'What we bake: celebration cakes and sourdough';

let owner: TestUser;
let userId: string;
let post: ScheduledPostView;
let caption: string;

const click = (shortUrl: string, visitor: number) =>
  fetch(shortUrl, { redirect: 'manual', headers: { 'user-agent': `${BROWSER} Visitor/${visitor}`, 'cloudfront-viewer-country': 'GB' } });

async function published(user: TestUser, postId: string): Promise<ScheduledPostView> {
  return vi.waitFor(
    async () => {
      const { post: view } = await callOk(pub.get, { token: user.accessToken, params: { postId } });
      if (view.status !== 'published') throw new Error(`The post is ${view.status}`);
      return view;
    },
    { timeout: 30_000, interval: 250 },
  );
}

/** The sum of a metric over the owner's day counters: what the overview adds up. */
async function counted(metric: 'impressions' | 'engagements' | 'clicks' | 'published'): Promise<number> {
  const rows = await dayRows(userId, '2000-01-01', '2999-12-31');
  return rows.reduce((sum, day) => sum + day[metric], 0);
}

beforeAll(async () => {
  owner = await newUser({ fullName: 'Cara Crumb', companyName: 'Crumb & Co Bakery' });
  userId = await userIdOf(owner);
  await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
  const [facebook, linkedin] = [(await connect(owner, 'facebook')).account.id, (await connect(owner, 'linkedin')).account.id];
  const tag = randomUUID().slice(0, 6);
  caption = `Celebration cakes for Saturday collection ${tag}: order by Thursday at https://crumb.example/cakes?size=8in. Fresh sourdough too!`;
  // A draft of a package's, with the pillar its day of the plan served.
  const itemId = `analytics-${tag}-post-1`;
  await db().entities.contentItem.create({ userId, itemId, type: 'post', title: 'Celebration cakes', body: caption, pillar: PILLAR }).go();
  post = (
    await callOk(pub.schedule, {
      token: owner.accessToken,
      body: {
        requestId: randomUUID(),
        itemId,
        caption,
        accountIds: [facebook, linkedin],
        when: { kind: 'at', localTime: localTimeOf(new Date(), 'Europe/London'), timeZone: 'Europe/London' },
      },
    })
  ).post;
  post = await published(owner, post.id);
});

describe('tracked links in a scheduled post', () => {
  it('makes one short link per account, and each network receives its own short link in place of the address', async () => {
    const { links: made } = await callOk(links.listLinks, { token: owner.accessToken, query: {} });
    const mine = made.filter((l) => l.postId === post.id);
    expect(mine.map((l) => l.network).sort()).toEqual(['facebook', 'linkedin']);
    expect(mine.every((l) => l.url === 'https://crumb.example/cakes?size=8in')).toBe(true);
    const sent = await feed(caption);
    expect(sent).toEqual([]);
    for (const link of mine) {
      const [received] = await feed(caption.replace('https://crumb.example/cakes?size=8in', link.shortUrl));
      expect(received?.network).toBe(link.network);
    }
  });

  it('counts clicks for the post and its network, once per visitor, in the overview', async () => {
    const { links: made } = await callOk(links.listLinks, { token: owner.accessToken, query: {} });
    const facebookLink = made.find((l) => l.postId === post.id && l.network === 'facebook')!;
    const replies = await Promise.all([1, 2, 3, 1, 2].map((visitor) => click(facebookLink.shortUrl, visitor)));
    expect(replies.map((r) => r.status)).toEqual([302, 302, 302, 302, 302]);
    expect(replies[0]!.headers.get('location')).toBe(
      `https://crumb.example/cakes?size=8in&utm_source=facebook&utm_medium=social&utm_campaign=markk&utm_content=${post.id}`,
    );

    const overview = await callOk(results.overview, { token: owner.accessToken, query: { days: '7' } });
    expect(overview.totals.clicks.value).toBe(3);
    expect(overview.totals.postsPublished.value).toBe(2);
    expect(overview.clicksByNetwork).toEqual([{ source: 'facebook', clicks: 3 }]);
    expect(overview.topPosts[0]).toMatchObject({ postId: post.id, network: 'facebook', clicks: 3 });
    expect(overview.series).toHaveLength(7);
    expect(overview.series.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), clicks: 3 });
    expect(overview.sources).toEqual({ connectedAccounts: true, scheduledPosts: true, links: true });
    expect(await counted('clicks')).toBe(3);
  });
});

describe('post metrics from the networks', () => {
  it('pulls each network’s numbers an hour after publishing, and the counters equal the posts’ totals however often the pull runs', async () => {
    await advanceSandbox(6);
    const { postMetric } = db().entities;
    const due = new Date(Date.now() - 1000).toISOString();
    const { data: seeded } = await postMetric.query.byPost({ userId, postId: post.id }).go({ consistent: true });
    await Promise.all(
      seeded.map((t) => postMetric.patch({ userId, postId: post.id, accountKey: t.accountKey }).set({ nextPullAt: due, pullShard: t.pullShard! }).go()),
    );
    // Two jobs at once (the hourly timer and a retry): each post's numbers are counted once.
    const before = Date.now();
    await Promise.all([pullDueMetrics(new Date()), pullDueMetrics(new Date())]);
    const { data: tracked } = await postMetric.query.byPost({ userId, postId: post.id }).go({ consistent: true });
    expect(tracked).toHaveLength(2);
    for (const item of tracked) {
      expect(item.impressions).toBeGreaterThan(0);
      expect(item.pulls).toBe(1);
      // Hourly in the first 48 hours.
      expect(Date.parse(item.nextPullAt!) - before).toBeGreaterThanOrEqual(HOUR - 1000);
      expect(Date.parse(item.nextPullAt!) - before).toBeLessThan(HOUR + 60_000);
    }
    const impressions = tracked.reduce((sum, t) => sum + (t.impressions ?? 0), 0);
    expect(await counted('impressions')).toBe(impressions);

    // The numbers grow; the next pull adds only the difference.
    await advanceSandbox(24);
    expect(await pullMetricsNow(userId, post.id)).toBe(2);
    const { data: again } = await postMetric.query.byPost({ userId, postId: post.id }).go({ consistent: true });
    const grown = again.reduce((sum, t) => sum + (t.impressions ?? 0), 0);
    expect(grown).toBeGreaterThan(impressions);
    expect(await counted('impressions')).toBe(grown);

    const overview = await callOk(results.overview, { token: owner.accessToken, query: { days: '30' } });
    expect(overview.totals.impressions.value).toBe(grown);
    expect(overview.totals.engagementRate.value).toBeGreaterThan(0);
    expect(overview.topPosts.map((p) => p.network).sort()).toEqual(['facebook', 'linkedin']);
    expect(overview.insights.length).toBeGreaterThan(0);
    for (const insight of overview.insights) expect(insight.href).toMatch(/^\/analytics#/);
  });

  it('shows Premium the breakdowns (the draft’s pillar included), general best-time guidance below 20 posts, and the post’s detail', async () => {
    const breakdowns = await callOk(results.breakdowns, { token: owner.accessToken, query: { days: '30' } });
    expect(breakdowns.byNetwork.map((r) => r.name).sort()).toEqual(['Facebook', 'LinkedIn']);
    expect(breakdowns.byFormat).toEqual([expect.objectContaining({ name: 'Text only', posts: 2 })]);
    expect(breakdowns.byPillar).toEqual([expect.objectContaining({ name: PILLAR, posts: 2, clicks: 3 })]);
    expect(breakdowns.bestTimes).toMatchObject({ source: 'guidance', note: expect.stringContaining('General guidance') });
    const detail = await callOk(results.post, { token: owner.accessToken, params: { postId: post.id } });
    expect(detail.targets.map((t) => t.network).sort()).toEqual(['facebook', 'linkedin']);
    expect(detail.targets.find((t) => t.network === 'facebook')).toMatchObject({ linkClicks: 3, clicks: 3 });
    expect(detail.days).toHaveLength(30);
    expect(detail.days.reduce((sum, d) => sum + d.clicks, 0)).toBe(3);
  });
});

describe('what Growth sees', () => {
  it('gives the last 7 or 30 days, and the upgrade message for 90 days, custom ranges, breakdowns and post detail', async () => {
    const growth = await newUser({ fullName: 'Gus Growth' });
    const overview = await callOk(results.overview, { token: growth.accessToken, query: {} });
    expect(overview).toMatchObject({ advanced: false, range: { days: 30 }, topPosts: [], clicksByNetwork: [], insights: [] });
    expect(overview.sources).toEqual({ connectedAccounts: false, scheduledPosts: false, links: false });
    expect(overview.totals.clicks).toEqual({ value: 0, previous: 0, change: null });
    expect(await callApi(results.overview, { token: growth.accessToken, query: { days: '90' } })).toMatchObject({
      status: 402,
      body: { message: GROWTH_RANGE_LIMIT },
    });
    expect(await callApi(results.overview, { token: growth.accessToken, query: { from: '2026-01-01', to: '2026-01-31' } })).toMatchObject({
      status: 402,
      body: { message: GROWTH_RANGE_LIMIT },
    });
    expect(await callApi(results.breakdowns, { token: growth.accessToken, query: {} })).toMatchObject({
      status: 402,
      body: { message: ADVANCED_ANALYTICS_LIMIT },
    });
  });

  it('answers a range that is not one with a 400 a person can act on', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-03-10', to: '2026-03-01' }, 'The first day must come before the last day.'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'Those days are not on the calendar. Choose them again.'],
      [{ from: '2026-01-01' }, 'A custom range needs both a first and a last day.'],
      [{ from: '2099-01-01', to: '2099-01-02' }, 'The last day cannot be in the future.'],
    ];
    for (const [query, message] of cases) {
      const reply = await callApi(results.overview, { token: owner.accessToken, query });
      expect(reply, JSON.stringify(query)).toMatchObject({ status: 400, body: { message: expect.stringContaining(message) } });
    }
  });
});

describe('the overview kept per view', () => {
  it('answers the overview worked out at the owner’s analytics version, and works it out again once a click moves the version on', async () => {
    const query = { days: '7' } as const;
    const first = await callOk(results.overview, { token: owner.accessToken, query });
    const view = [first.range.from, first.range.to, ''].join('/');
    const { data: kept } = await db().entities.analyticsView.get({ viewsOf: userId, view }).go({ consistent: true });
    const { data: version } = await db().entities.analyticsVersion.get({ userId }).go({ consistent: true });
    expect(kept?.version).toBe(version?.version);
    expect(JSON.parse(kept!.overview)).toEqual(first);

    // What is kept is what is answered while the version stands (marked here to tell it apart).
    const marked = { ...first, totals: { ...first.totals, clicks: { value: 999, previous: 0, change: null } } };
    await db()
      .entities.analyticsView.patch({ viewsOf: userId, view })
      .set({ overview: JSON.stringify(marked) })
      .go();
    expect((await callOk(results.overview, { token: owner.accessToken, query })).totals.clicks.value).toBe(999);

    const { links: made } = await callOk(links.listLinks, { token: owner.accessToken, query: {} });
    const facebookLink = made.find((l) => l.postId === post.id && l.network === 'facebook')!;
    expect((await click(facebookLink.shortUrl, 42)).status).toBe(302);
    const after = await callOk(results.overview, { token: owner.accessToken, query });
    expect(after.totals.clicks.value).toBe(first.totals.clicks.value + 1);
  });
});

describe('a post whose networks publish either side of midnight', () => {
  it('counts each day once, both on the month’s one counters item, in the transaction that records the post published', async () => {
    // Another owner, so the counters of the posts above stay as they are.
    const someone = `midnight-${randomUUID()}`;
    const sent = {
      userId: someone,
      postId: randomUUID(),
      caption: 'Hot cross buns from 7am on Saturday: order at the counter or online.',
    } as ScheduledPostItem;
    const targets: PostTarget[] = [
      {
        accountKey: 'facebook-1',
        network: 'facebook',
        accountName: 'Crumb & Co',
        status: 'published',
        remoteId: 'fb-1',
        publishedAt: '2026-11-14T23:59:59.400Z',
      },
      {
        accountKey: 'linkedin-1',
        network: 'linkedin',
        accountName: 'Crumb & Co',
        status: 'published',
        remoteId: 'li-1',
        publishedAt: '2026-11-15T00:00:00.600Z',
      },
    ];
    await transactWrite({ tracking: publishedActions(sent, targets) });
    const rows = await dayRows(someone, '2026-11-14', '2026-11-15');
    expect(rows.map((row) => [row.day, row.published])).toEqual([
      ['2026-11-14', 1],
      ['2026-11-15', 1],
    ]);
    expect(rows[1]!.bySource['linkedin:published']).toBe(1);
  });
});
