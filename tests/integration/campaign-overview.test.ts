// The analytics overview of one campaign, against the local stack: with ?campaignId= the totals,
// the days and the top posts count only what the campaign holds — the posts published in it
// (their metrics) and the clicks on its links (its posts' and those made by hand in it) —
// while the overview without it counts everything; another campaign, and another owner's view
// of this one, count nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEndpoints as links, type LinkView } from '#contracts/analytics';
import { analyticsOverviewEndpoints as results, type Overview } from '#contracts/analytics-overview';
import { billingEndpoints } from '#contracts/billing';
import type { Campaign } from '#contracts/campaigns';
import { publishingEndpoints as pub, type ScheduledPostView } from '#contracts/publishing';
import { localTimeOf } from '#domain/publishing/time';
import { pullMetricsNow } from '../support/analytics.ts';
import { newCampaign } from '../support/campaigns.ts';
import { advanceSandbox, connect } from '../support/networks.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';
import { BROWSER } from '../support/visitors.ts';

const ZONE = 'Europe/London';
let owner: TestUser;
let other: TestUser;
let spring: Campaign;
let summer: Campaign;
let inSpring: ScheduledPostView;
let outside: ScheduledPostView;

async function publishNow(caption: string, accountId: string, campaignId?: string): Promise<ScheduledPostView> {
  const { post } = await callOk(pub.schedule, {
    token: owner.accessToken,
    body: {
      requestId: randomUUID(),
      caption,
      accountIds: [accountId],
      when: { kind: 'at', localTime: localTimeOf(new Date(), ZONE), timeZone: ZONE },
      ...(campaignId ? { campaignId } : {}),
    },
  });
  return vi.waitFor(
    async () => {
      const { post: now } = await callOk(pub.get, { token: owner.accessToken, params: { postId: post.id } });
      if (now.status !== 'published') throw new Error(`The post is ${now.status}`);
      return now;
    },
    { timeout: 30_000, interval: 250 },
  );
}

/** A visitor clicks the short link once (a new visitor each time, so each click counts). */
async function click(link: LinkView): Promise<void> {
  const reply = await fetch(link.shortUrl, { redirect: 'manual', headers: { 'user-agent': `${BROWSER} Visitor/${randomUUID()}` } });
  expect(reply.status).toBe(302);
}

const overviewOf = (campaignId?: string, user = owner) =>
  callOk(results.overview, { token: user.accessToken, query: { days: '7', ...(campaignId ? { campaignId } : {}) } });

const seriesClicks = (overview: Overview) => overview.series.reduce((n, day) => n + day.clicks, 0);

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser({ fullName: 'Cara Campaigns', companyName: 'Corner Café' }), newUser({ fullName: 'Otto Other' })]);
  await Promise.all([owner, other].map((u) => callOk(billingEndpoints.localPay, { token: u.accessToken, body: { tier: 'premium' } })));
  const facebook = (await connect(owner, 'facebook')).account.id;
  [spring, summer] = await Promise.all([newCampaign(owner, 'Spring open day'), newCampaign(owner, 'Summer terrace')]);
  const tag = randomUUID().slice(0, 6);
  [inSpring, outside] = await Promise.all([
    publishNow(`Open day ${tag}: book at https://corner-cafe.example/open-day`, facebook, spring.id),
    publishNow(`Tuesday soup ${tag}: see https://corner-cafe.example/soup`, facebook),
  ]);
  const byHand = await callOk(links.createLink, {
    token: owner.accessToken,
    body: { url: 'https://corner-cafe.example/flyer', title: 'Open day flyer', campaignId: spring.id, requestId: randomUUID() },
  });
  const loose = await callOk(links.createLink, {
    token: owner.accessToken,
    body: { url: 'https://corner-cafe.example/menu', title: 'Menu', campaign: 'menu', requestId: randomUUID() },
  });
  const { links: made } = await callOk(links.listLinks, { token: owner.accessToken, query: {} });
  const ofPost = (post: ScheduledPostView) => made.find((l) => l.postId === post.id)!;
  for (const link of [ofPost(inSpring), ofPost(outside), byHand, loose]) await click(link);
  await advanceSandbox(12);
  const userId = await userIdOf(owner);
  await pullMetricsNow(userId, inSpring.id);
  await pullMetricsNow(userId, outside.id);
});

describe('the overview of one campaign', () => {
  it('counts the clicks on its links, its published posts and their metrics, and lists only its posts', async () => {
    const all = await overviewOf();
    const ofSpring = await overviewOf(spring.id);
    expect(all.totals.clicks.value).toBe(4);
    expect(all.totals.postsPublished.value).toBe(2);
    expect(all.topPosts.map((p) => p.postId).sort()).toEqual([inSpring.id, outside.id].sort());

    expect(ofSpring.totals.clicks.value).toBe(2);
    expect(ofSpring.totals.postsPublished.value).toBe(1);
    expect(seriesClicks(ofSpring)).toBe(2);
    expect(ofSpring.topPosts.map((p) => p.postId)).toEqual([inSpring.id]);
    const [top] = ofSpring.topPosts;
    expect(ofSpring.totals.impressions.value).toBe(top!.impressions);
    expect(ofSpring.totals.impressions.value).toBeGreaterThan(0);
    expect(ofSpring.totals.impressions.value).toBeLessThan(all.totals.impressions.value);
    expect(ofSpring.clicksByNetwork).toEqual(
      expect.arrayContaining([
        { source: 'facebook', clicks: 1 },
        { source: 'other', clicks: 1 },
      ]),
    );
  });

  it('counts nothing for another campaign, nor for another owner who names this one', async () => {
    for (const overview of [await overviewOf(summer.id), await overviewOf(spring.id, other)]) {
      expect(overview.totals.clicks.value).toBe(0);
      expect(overview.totals.postsPublished.value).toBe(0);
      expect(overview.totals.impressions.value).toBe(0);
      expect(overview.topPosts).toEqual([]);
    }
  });

  it('says what is wrong with a campaign id that is not one', async () => {
    const reply = await callApi(results.overview, { token: owner.accessToken, query: { days: '7', campaignId: 'spring' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: expect.stringContaining('campaign id is not valid') });
  });
});
