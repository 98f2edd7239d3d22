// A campaign holds its scheduled posts, against the local stack: a post scheduled into one of
// the owner's campaigns (never another owner's) stays in it through edits, leaves it when taken
// out, and shows on the calendar's campaign filter; its tracked link carries the campaign as
// utm_campaign; the campaign's progress counts its posts by day and state, and its results
// (clicks, impressions, engagements, best post) come from the published posts' metrics, which
// the analytics breakdowns name and filter by campaign too. A draft is put into a campaign the same way.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEndpoints as links } from '#contracts/analytics';
import { analyticsOverviewEndpoints as results } from '#contracts/analytics-overview';
import { contentEndpoints } from '#contracts/content';
import { db } from '#data/service';
import { billingEndpoints } from '#contracts/billing';
import { campaignProgressEndpoints } from '#contracts/campaign-progress';
import { CAMPAIGN_MESSAGES, type Campaign } from '#contracts/campaigns';
import { publishingEndpoints as pub, type ScheduledPostView } from '#contracts/publishing';
import { localTimeOf } from '#domain/publishing/time';
import { pullMetricsNow } from '../support/analytics.ts';
import { advanceSandbox, connect } from '../support/networks.ts';
import { userIdOf } from '../support/seed.ts';
import { newCampaign } from '../support/campaigns.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';
import { BROWSER } from '../support/visitors.ts';

const ZONE = 'Europe/London';
let owner: TestUser;
let other: TestUser;
let facebook: string;
let spring: Campaign;
let summer: Campaign;
let theirs: Campaign;

const schedule = (caption: string, campaignId: string | undefined, localTime = localTimeOf(new Date(), ZONE)) =>
  callApi(pub.schedule, {
    token: owner.accessToken,
    body: { requestId: randomUUID(), caption, accountIds: [facebook], when: { kind: 'at', localTime, timeZone: ZONE }, ...(campaignId ? { campaignId } : {}) },
  });

const progressOf = (campaign: Campaign, user = owner) =>
  callApi(campaignProgressEndpoints.progress, { token: user.accessToken, params: { campaignId: campaign.id } });

async function published(postId: string): Promise<ScheduledPostView> {
  return vi.waitFor(
    async () => {
      const { post } = await callOk(pub.get, { token: owner.accessToken, params: { postId } });
      if (post.status !== 'published') throw new Error(`The post is ${post.status}`);
      return post;
    },
    { timeout: 30_000, interval: 250 },
  );
}

/** Two days from now at 10:00, in the owner's zone. */
const later = () => `${localTimeOf(new Date(Date.now() + 2 * 86_400_000), ZONE).slice(0, 10)}T10:00`;

let live: ScheduledPostView;
let upcoming: ScheduledPostView;

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser({ fullName: 'Cara Campaigns', companyName: 'Corner Café' }), newUser({ fullName: 'Otto Other' })]);
  await Promise.all([owner, other].map((u) => callOk(billingEndpoints.localPay, { token: u.accessToken, body: { tier: 'premium' } })));
  facebook = (await connect(owner, 'facebook')).account.id;
  [spring, summer, theirs] = await Promise.all([newCampaign(owner, 'Spring open day!'), newCampaign(owner, 'Summer terrace'), newCampaign(other, 'Not yours')]);

  const tag = randomUUID().slice(0, 6);
  const first = await schedule(`Open day this Saturday ${tag}: tastings from 10am, book a table at https://corner-cafe.example/open-day`, spring.id);
  const second = await schedule(`Open day countdown ${tag}: two days to go, the terrace is ready.`, spring.id, later());
  const third = await schedule(`Summer terrace menu ${tag}: iced lattes are back.`, summer.id, later());
  if (!first.ok || !second.ok || !third.ok) throw new Error('Scheduling failed');
  upcoming = second.body.post;
  live = await published(first.body.post.id);
});

describe('scheduling into a campaign', () => {
  it('keeps the campaign on the post, and refuses another owner’s campaign with nothing saved', async () => {
    expect(live.campaignId).toBe(spring.id);
    const refused = await schedule('A post for someone else’s campaign.', theirs.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: CAMPAIGN_MESSAGES.notFound });
    const month = await callOk(pub.calendar, {
      token: owner.accessToken,
      query: { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 20 * 86_400_000).toISOString() },
    });
    expect(month.posts.some((p) => p.caption.startsWith('A post for someone else'))).toBe(false);
  });

  it('shows only the campaign’s posts on the calendar when filtered by it', async () => {
    const query = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 20 * 86_400_000).toISOString(), campaignId: spring.id };
    const { posts } = await callOk(pub.calendar, { token: owner.accessToken, query });
    expect(posts.map((p) => p.id).sort()).toEqual([live.id, upcoming.id].sort());
  });

  it('carries the campaign as utm_campaign on the post’s tracked link', async () => {
    const { links: made } = await callOk(links.listLinks, { token: owner.accessToken, query: {} });
    const link = made.find((l) => l.postId === live.id)!;
    expect(link.campaign).toBe('spring-open-day');
    const reply = await fetch(link.shortUrl, { redirect: 'manual', headers: { 'user-agent': `${BROWSER} Visitor/1` } });
    expect(reply.status).toBe(302);
    expect(new URL(reply.headers.get('location')!).searchParams.get('utm_campaign')).toBe('spring-open-day');
  });
});

describe('a campaign’s progress and results', () => {
  it('counts its posts by day and state, and what the published one achieved', async () => {
    await advanceSandbox(12);
    expect(await pullMetricsNow(await userIdOf(owner), live.id)).toBe(1);
    const reply = await progressOf(spring);
    expect(reply.status).toBe(200);
    if (!reply.ok) return;
    const { days, totals, results: got } = reply.body;
    expect(totals).toEqual({ scheduled: 1, published: 1, failed: 0 });
    expect(days).toEqual([
      { date: live.localTime.slice(0, 10), scheduled: 0, published: 1, failed: 0 },
      { date: upcoming.localTime.slice(0, 10), scheduled: 1, published: 0, failed: 0 },
    ]);
    expect(got.clicks).toBe(1);
    expect(got.impressions).toBeGreaterThan(0);
    expect(got.bestPost).toMatchObject({ postId: live.id, clicks: 1 });
    expect(got.bestPost!.caption).toMatch(/^Open day this Saturday/);

    const breakdowns = await callOk(results.breakdowns, { token: owner.accessToken, query: { days: '7' } });
    expect(breakdowns.byCampaign.map((row) => row.name)).toContain('Spring open day!');
    // Filtered by a campaign: only its published posts.
    const ofSpring = await callOk(results.breakdowns, { token: owner.accessToken, query: { days: '7', campaignId: spring.id } });
    expect(ofSpring.byCampaign).toEqual([expect.objectContaining({ name: 'Spring open day!', posts: 1 })]);
    const ofSummer = await callOk(results.breakdowns, { token: owner.accessToken, query: { days: '7', campaignId: summer.id } });
    expect(ofSummer.byNetwork).toEqual([]);
  });

  it('keeps a post in its campaign through an edit, and lets it go when taken out', async () => {
    await callOk(pub.update, {
      token: owner.accessToken,
      params: { postId: upcoming.id },
      body: { caption: 'Open day countdown: two days to go, tastings from 10am.' },
    });
    await vi.waitFor(async () =>
      expect((await callOk(campaignProgressEndpoints.progress, { token: owner.accessToken, params: { campaignId: spring.id } })).totals.scheduled).toBe(1),
    );

    const moved = await callOk(pub.update, { token: owner.accessToken, params: { postId: upcoming.id }, body: { campaignId: summer.id } });
    expect(moved.post.campaignId).toBe(summer.id);
    await vi.waitFor(async () => {
      const [a, b] = await Promise.all(
        [spring, summer].map((c) => callOk(campaignProgressEndpoints.progress, { token: owner.accessToken, params: { campaignId: c.id } })),
      );
      expect(a!.totals).toEqual({ scheduled: 0, published: 1, failed: 0 });
      expect(b!.totals).toEqual({ scheduled: 2, published: 0, failed: 0 });
    });

    const out = await callOk(pub.update, { token: owner.accessToken, params: { postId: upcoming.id }, body: { campaignId: null } });
    expect(out.post.campaignId).toBeNull();
    await vi.waitFor(async () =>
      expect((await callOk(campaignProgressEndpoints.progress, { token: owner.accessToken, params: { campaignId: summer.id } })).totals.scheduled).toBe(1),
    );
  });

  it('is not found for another owner', async () => {
    const reply = await progressOf(spring, other);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: CAMPAIGN_MESSAGES.notFound });
  });
});

describe('a draft in a campaign', () => {
  it('is put in one of the owner’s campaigns with an edit, refused another owner’s, and taken out again', async () => {
    const userId = await userIdOf(owner);
    const itemId = `campaign-draft-${randomUUID().slice(0, 8)}`;
    await db().entities.contentItem.create({ userId, itemId, type: 'post', title: 'Open day tastings', body: 'Tastings from 10am on Saturday.' }).go();
    const edit = (campaignId: string | null | undefined) =>
      callApi(contentEndpoints.update, {
        token: owner.accessToken,
        params: { itemId },
        body: { title: 'Open day tastings', body: 'Tastings from 10am on Saturday.', ...(campaignId !== undefined ? { campaignId } : {}) },
      });

    const put = await edit(spring.id);
    expect(put.ok && put.body.campaignId).toBe(spring.id);
    // An edit that does not name a campaign leaves it as it is.
    const kept = await edit(undefined);
    expect(kept.ok && kept.body.campaignId).toBe(spring.id);

    const refused = await edit(theirs.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: CAMPAIGN_MESSAGES.notFound });
    expect((await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId } })).campaignId).toBe(spring.id);

    const out = await edit(null);
    expect(out.ok && out.body.campaignId).toBeUndefined();
  });
});
