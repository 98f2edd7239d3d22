// A campaign holds its tracked links, against the local stack: a link made by hand in one of the
// owner's campaigns sends the campaign's slug as utm_campaign and is listed by the links'
// campaign filter (with its clicks); a link without a campaign keeps its free-text
// utm_campaign and is in no campaign; another owner's campaign is refused with nothing made;
// the links of a post scheduled into a campaign (and those an edit of its caption makes) are
// the campaign's too.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEndpoints as analytics, type LinkView } from '#contracts/analytics';
import { billingEndpoints } from '#contracts/billing';
import { CAMPAIGN_MESSAGES, type Campaign } from '#contracts/campaigns';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { localTimeOf } from '#domain/publishing/time';
import { connect } from '../support/networks.ts';
import { newCampaign } from '../support/campaigns.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';
import { BROWSER } from '../support/visitors.ts';

const ZONE = 'Europe/London';
let owner: TestUser;
let other: TestUser;
let spring: Campaign;
let summer: Campaign;
let theirs: Campaign;

const linksIn = async (user: TestUser, campaignId?: string): Promise<LinkView[]> =>
  (await callOk(analytics.listLinks, { token: user.accessToken, query: campaignId ? { campaignId } : {} })).links;

/** Follows the short link as a visitor would, without following the redirect: its utm_campaign. */
async function utmCampaignOf(link: LinkView): Promise<string | null> {
  const reply = await fetch(link.shortUrl, { redirect: 'manual', headers: { 'user-agent': `${BROWSER} Visitor/${randomUUID()}` } });
  expect(reply.status).toBe(302);
  return new URL(reply.headers.get('location')!).searchParams.get('utm_campaign');
}

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser({ fullName: 'Cara Campaigns', companyName: 'Corner Café' }), newUser({ fullName: 'Otto Other' })]);
  await Promise.all([owner, other].map((u) => callOk(billingEndpoints.localPay, { token: u.accessToken, body: { tier: 'premium' } })));
  [spring, summer, theirs] = await Promise.all([newCampaign(owner, 'Spring open day!'), newCampaign(owner, 'Summer terrace'), newCampaign(other, 'Not yours')]);
});

describe('a link made by hand', () => {
  it('in a campaign: utm_campaign is the campaign’s slug, and the campaign lists it with its clicks', async () => {
    const link = await callOk(analytics.createLink, {
      token: owner.accessToken,
      body: { url: 'https://corner-cafe.example/open-day', title: 'Open day flyer', campaignId: spring.id, campaign: 'ignored', requestId: randomUUID() },
    });
    expect(link).toMatchObject({ campaignId: spring.id, campaign: 'spring-open-day' });
    expect(await utmCampaignOf(link)).toBe('spring-open-day');

    await vi.waitFor(async () => expect((await linksIn(owner, spring.id)).map((l) => [l.id, l.clicks])).toEqual([[link.id, 1]]), { timeout: 10_000 });
    expect(await linksIn(owner, summer.id)).toEqual([]);
    expect((await linksIn(owner)).map((l) => l.id)).toContain(link.id);
  });

  it('without a campaign: the free-text utm_campaign as before, in no campaign', async () => {
    const link = await callOk(analytics.createLink, {
      token: owner.accessToken,
      body: { url: 'https://corner-cafe.example/menu', title: 'Menu', campaign: 'spring', requestId: randomUUID() },
    });
    expect(link).toMatchObject({ campaignId: null, campaign: 'spring' });
    expect(await utmCampaignOf(link)).toBe('spring');
    for (const campaign of [spring, summer]) expect((await linksIn(owner, campaign.id)).map((l) => l.id)).not.toContain(link.id);
  });

  it('refuses another owner’s campaign, as it refuses an unknown one, and makes nothing', async () => {
    const before = (await linksIn(owner)).length;
    for (const campaignId of [theirs.id, 'e'.repeat(32)]) {
      const refused = await callApi(analytics.createLink, {
        token: owner.accessToken,
        body: { url: 'https://corner-cafe.example/theirs', title: 'Not mine', campaignId, requestId: randomUUID() },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: CAMPAIGN_MESSAGES.notFound });
    }
    expect(await linksIn(owner)).toHaveLength(before);
  });

  it('lists none of an owner’s campaign links for anyone else who names the campaign', async () => {
    const link = await callOk(analytics.createLink, {
      token: other.accessToken,
      body: { url: 'https://elsewhere.example/', title: 'Their link', campaignId: theirs.id, requestId: randomUUID() },
    });
    expect((await linksIn(other, theirs.id)).map((l) => l.id)).toEqual([link.id]);
    expect(await linksIn(owner, theirs.id)).toEqual([]);
  });
});

describe('the links of a post scheduled into a campaign', () => {
  it('are the campaign’s, and so are those an edit of its caption makes', async () => {
    const facebook = (await connect(owner, 'facebook')).account.id;
    const localTime = `${localTimeOf(new Date(Date.now() + 2 * 86_400_000), ZONE).slice(0, 10)}T10:00`;
    const { post } = await callOk(pub.schedule, {
      token: owner.accessToken,
      body: {
        requestId: randomUUID(),
        caption: 'Summer terrace opens: book at https://corner-cafe.example/terrace',
        accountIds: [facebook],
        when: { kind: 'at', localTime, timeZone: ZONE },
        campaignId: summer.id,
      },
    });
    const ofPost = async () => (await linksIn(owner, summer.id)).filter((l) => l.postId === post.id).map((l) => l.url);
    expect(await ofPost()).toEqual(['https://corner-cafe.example/terrace']);
    const [made] = (await linksIn(owner, summer.id)).filter((l) => l.postId === post.id);
    expect(made).toMatchObject({ campaignId: summer.id, campaign: 'summer-terrace', network: 'facebook' });

    await callOk(pub.update, {
      token: owner.accessToken,
      params: { postId: post.id },
      body: { caption: 'Summer terrace opens: book at https://corner-cafe.example/terrace or see https://corner-cafe.example/drinks' },
    });
    expect((await ofPost()).sort()).toEqual(['https://corner-cafe.example/drinks', 'https://corner-cafe.example/terrace']);
  });
});
