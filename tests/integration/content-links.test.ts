// "Track links" on a newsletter or blog draft, against the local stack: one short link per
// address, the body saved with them, the redirect's UTM naming the newsletter and the draft, a
// second run making nothing new, and the draft being only its owner's, and only a newsletter's
// or a blog post's.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints as analytics } from '#contracts/analytics';
import { contentEndpoints } from '#contracts/content';
import { DRAFT_NOT_FOUND, NO_ADDRESSES, NOT_A_NEWSLETTER_OR_BLOG } from '#domain/analytics/content-links';
import * as Content from '#domain/content';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { BROWSER } from '../support/visitors.ts';

let owner: TestUser & { userId: string };
let other: TestUser;

beforeAll(async () => {
  const [a, b] = await Promise.all([newUser({ fullName: 'Nora Newsletter' }), newUser({ fullName: 'Otto Other' })]);
  owner = { ...a, userId: await userIdOf(a) };
  other = b;
});

async function draft(type: 'email' | 'blog' | 'post', body: string, title = 'Spring news'): Promise<string> {
  const [itemId] = await Content.createMany(owner.userId, [{ type, title, body }]);
  return itemId!;
}

const track = (itemId: string, token = owner.accessToken) => callApi(analytics.trackContentLinks, { token, body: { itemId, requestId: randomUUID() } });

describe('Track links on a newsletter', () => {
  const BODY = 'Hello!\n\nOur cakes: https://crumb.example/cakes. Order [here](https://crumb.example/order?box=6), or at https://crumb.example/cakes again.';

  it('makes a link per address, saves the body with them, and the redirect names the newsletter and the draft', async () => {
    const itemId = await draft('email', BODY);

    const { item, links } = await callOk(analytics.trackContentLinks, { token: owner.accessToken, body: { itemId, requestId: randomUUID() } });

    expect(links.map((l) => l.url)).toEqual(['https://crumb.example/cakes', 'https://crumb.example/order?box=6']);
    expect(links.map((l) => l.title)).toEqual(['Newsletter: Spring news', 'Newsletter: Spring news']);
    const [cakes, order] = links;
    expect(item.body).toBe(`Hello!\n\nOur cakes: ${cakes!.shortUrl}. Order [here](${order!.shortUrl}), or at ${cakes!.shortUrl} again.`);
    expect((await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId } })).body).toBe(item.body);
    const res = await fetch(`${stackUrl()}/l/${order!.code}`, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `https://crumb.example/order?box=6&utm_source=newsletter&utm_medium=email&utm_campaign=markk&utm_content=${encodeURIComponent(itemId)}`,
    );
  });

  it('makes no new link when run again, and answers the same links and body', async () => {
    const itemId = await draft('email', BODY);
    const first = await callOk(analytics.trackContentLinks, { token: owner.accessToken, body: { itemId, requestId: randomUUID() } });
    const before = await callOk(analytics.listLinks, { token: owner.accessToken, query: {} });

    const again = await callOk(analytics.trackContentLinks, { token: owner.accessToken, body: { itemId, requestId: randomUUID() } });

    expect(again.links.map((l) => l.id)).toEqual(first.links.map((l) => l.id));
    expect(again.item).toEqual(first.item);
    const after = await callOk(analytics.listLinks, { token: owner.accessToken, query: {} });
    expect(after.links.map((l) => l.id)).toEqual(before.links.map((l) => l.id));
  });

  it('names the blog and referral for a blog post’s links', async () => {
    const itemId = await draft('blog', '## Visit\n\n<a href="https://crumb.example/visit">Come by</a>', 'Our café');

    const { links } = await callOk(analytics.trackContentLinks, { token: owner.accessToken, body: { itemId, requestId: randomUUID() } });

    expect(links.map((l) => l.title)).toEqual(['Blog: Our café']);
    const res = await fetch(`${stackUrl()}/l/${links[0]!.code}`, { redirect: 'manual', headers: { 'user-agent': BROWSER } });
    expect(res.headers.get('location')).toBe(
      `https://crumb.example/visit?utm_source=blog&utm_medium=referral&utm_campaign=markk&utm_content=${encodeURIComponent(itemId)}`,
    );
  });
});

describe('Track links refuses', () => {
  it('another user’s draft (404), and leaves it as it was', async () => {
    const itemId = await draft('email', 'Shop at https://crumb.example/shop');

    const res = await track(itemId, other.accessToken);

    expect(res).toMatchObject({ status: 404, body: { message: DRAFT_NOT_FOUND } });
    expect((await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId } })).body).toBe('Shop at https://crumb.example/shop');
  });

  it('a social post’s draft (400), which gets its links when scheduled', async () => {
    const itemId = await draft('post', 'New cakes! https://crumb.example/cakes');

    expect(await track(itemId)).toMatchObject({ status: 400, body: { message: NOT_A_NEWSLETTER_OR_BLOG } });
  });

  it('a draft without a web address (400), saying what to add', async () => {
    const itemId = await draft('email', 'Hello! Come by the shop this week.');

    expect(await track(itemId)).toMatchObject({ status: 400, body: { message: NO_ADDRESSES } });
  });
});
