// Tracked short links against the local stack: the redirect's exact UTM'd location, counting a
// person once an hour however many times and however concurrently they click, never counting
// bots, link previews or HEAD requests, day counters equal to a recount of the click events,
// and a deleted or unknown code answering 404.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints as analytics, type LinkView } from '#contracts/analytics';
import { meEndpoints } from '#contracts/me';
import * as Clicks from '#domain/analytics/clicks';
import { callApi, callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { BOTS, BROWSER } from '../support/visitors.ts';

interface Person extends TestUser {
  userId: string;
}

let owner: Person;
let other: Person;

beforeAll(async () => {
  const [a, b] = await Promise.all([newUser({ fullName: 'Lina Links' }), newUser({ fullName: 'Otto Other' })]);
  const [meA, meB] = await Promise.all([callOk(meEndpoints.getMe, { token: a.accessToken }), callOk(meEndpoints.getMe, { token: b.accessToken })]);
  owner = { ...a, userId: meA.userId };
  other = { ...b, userId: meB.userId };
});

const newLink = (body: { url: string; title: string; campaign?: string; network?: 'linkedin' }) =>
  callOk(analytics.createLink, { token: owner.accessToken, body: { ...body, requestId: randomUUID() } });

/** Follows the short link as a browser at the app's origin would, without following the redirect. */
function click(link: Pick<LinkView, 'code'>, headers: Record<string, string> = {}, method = 'GET') {
  return fetch(`${stackUrl()}/l/${link.code}`, { method, redirect: 'manual', headers: { 'user-agent': BROWSER, ...headers } });
}

const clicksOf = async (link: LinkView) => (await callOk(analytics.getLink, { token: owner.accessToken, params: { linkId: link.id } })).link.clicks;

describe('a short link', () => {
  it('redirects (302, not stored) to its destination with UTM parameters added and its own kept', async () => {
    const link = await newLink({ url: 'https://shop.example/spring?ref=a%20b&utm_source=newsletter#menu', title: 'Spring sale', campaign: 'spring-sale' });
    expect(link.shortUrl).toBe(`${stackUrl()}/l/${link.code}`);

    const res = await click(link);

    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://shop.example/spring?ref=a%20b&utm_source=newsletter&utm_medium=referral&utm_campaign=spring-sale#menu');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await clicksOf(link)).toBe(1);
  });

  it('names the network as source and social as medium for a network’s link, "markk" as campaign when none is given', async () => {
    const link = await newLink({ url: 'https://shop.example/', title: 'For LinkedIn', network: 'linkedin' });

    const res = await click(link);

    expect(res.headers.get('location')).toBe('https://shop.example/?utm_source=linkedin&utm_medium=social&utm_campaign=markk');
  });

  it('counts 1,000 concurrent clicks from 100 visitors as exactly 100, and the day counters equal a recount of the events', async () => {
    const link = await newLink({ url: 'https://shop.example/rush', title: 'Rush' });
    const visitors = Array.from({ length: 100 }, (_, i) => ({
      'user-agent': `${BROWSER} Visitor/${i}`,
      'cloudfront-viewer-address': `203.0.113.${i}:4${String(i).padStart(4, '0')}`,
      'cloudfront-viewer-country': i % 2 === 0 ? 'GB' : 'FR',
      ...(i % 4 === 0 ? { referer: 'https://www.linkedin.com/feed/' } : {}),
    }));

    const replies = await Promise.all(Array.from({ length: 1000 }, (_, i) => click(link, visitors[i % 100]!)));

    expect(replies.map((r) => r.status).filter((s) => s !== 302)).toEqual([]);
    const detail = await callOk(analytics.getLink, { token: owner.accessToken, params: { linkId: link.id } });
    expect(detail.link.clicks).toBe(100);
    const today = new Date().toISOString().slice(0, 10);
    expect(detail.days.at(-1)).toEqual({ day: today, clicks: 100 });
    expect(detail.days).toHaveLength(30);
    expect(detail.countries).toEqual([
      { name: 'FR', clicks: 50 },
      { name: 'GB', clicks: 50 },
    ]);
    expect(detail.referrers).toEqual([
      { name: 'Direct', clicks: 75 },
      { name: 'www.linkedin.com', clicks: 25 },
    ]);
    const recount = await Clicks.recount(link.id);
    expect(recount).toEqual(Object.fromEntries(detail.days.filter((d) => d.clicks > 0).map((d) => [d.day, d.clicks])));
  });

  it('counts no bot, link-preview fetcher, tool or HEAD request, and still redirects them', async () => {
    const link = await newLink({ url: 'https://shop.example/preview', title: 'Previewed' });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => click(link, { 'user-agent': BOTS[i % BOTS.length]!, 'cloudfront-viewer-address': `198.51.100.${i}:443` })),
    );
    const head = await click(link, {}, 'HEAD');

    expect(replies.every((r) => r.status === 302)).toBe(true);
    expect(head.status).toBe(302);
    expect(head.headers.get('location')).toBe('https://shop.example/preview?utm_source=markk&utm_medium=referral&utm_campaign=markk');
    expect(await clicksOf(link)).toBe(0);
    expect(await Clicks.recount(link.id)).toEqual({});
  });

  it('answers 404 with a message for an unknown code and for a deleted link’s code', async () => {
    const link = await newLink({ url: 'https://shop.example/gone', title: 'Soon gone' });
    expect((await click(link)).status).toBe(302);

    await callOk(analytics.deleteLink, { token: owner.accessToken, params: { linkId: link.id } });
    const deleted = await click(link);
    const unknown = await click({ code: 'zzzzzzzz' });

    for (const res of [deleted, unknown]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: Clicks.LINK_GONE });
    }
    const list = await callOk(analytics.listLinks, { token: owner.accessToken, query: {} });
    expect(list.links.map((l) => l.id)).not.toContain(link.id);
  });
});

describe('the owner’s links', () => {
  it('makes one link for a double-clicked Create (same request id) and lists links newest first', async () => {
    const requestId = randomUUID();
    const body = { url: 'https://shop.example/once', title: 'Once', requestId };
    const [first, second] = await Promise.all([
      callOk(analytics.createLink, { token: owner.accessToken, body }),
      callOk(analytics.createLink, { token: owner.accessToken, body }),
    ]);
    const newest = await newLink({ url: 'https://shop.example/newest', title: 'Newest' });

    expect(second.id).toBe(first.id);
    expect(second.code).toBe(first.code);
    const { links } = await callOk(analytics.listLinks, { token: owner.accessToken, query: {} });
    expect(links[0]!.id).toBe(newest.id);
    expect(links.filter((l) => l.id === first.id)).toHaveLength(1);
  });

  it('refuses a destination that is not http or https, and a title over 120 characters, saying why', async () => {
    const script = await callApi(analytics.createLink, { token: owner.accessToken, body: { url: 'javascript:alert(1)', title: 'x', requestId: randomUUID() } });
    const long = await callApi(analytics.createLink, {
      token: owner.accessToken,
      body: { url: 'https://a.example', title: 'x'.repeat(121), requestId: randomUUID() },
    });

    expect(script).toMatchObject({ status: 400, body: { message: 'Enter a full web address starting with https:// or http://.' } });
    expect(long).toMatchObject({ status: 400, body: { message: 'The title must be at most 120 characters.' } });
  });

  it('are not another user’s to read or delete (404), and stay as they were', async () => {
    const link = await newLink({ url: 'https://shop.example/mine', title: 'Mine' });

    const read = await callApi(analytics.getLink, { token: other.accessToken, params: { linkId: link.id } });
    const removed = await callApi(analytics.deleteLink, { token: other.accessToken, params: { linkId: link.id } });

    expect(read.status).toBe(404);
    expect(removed.status).toBe(404);
    expect((await click(link)).status).toBe(302);
  });
});
