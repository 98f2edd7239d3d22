// The click tally against the local stack's table, handed stream batches as Lambda hands them:
// a batch delivered again — after the first delivery and at the same time — adds its clicks
// once; a batch whose counters need more than one transaction is cut into chunks and every
// click is counted; only new click events are taken from the stream; and a click on a link
// deleted since still counts for its owner's day, not for the gone link.
import { randomUUID } from 'node:crypto';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsEndpoints as analytics, type LinkView } from '#contracts/analytics';
import { analyticsOverviewEndpoints as results } from '#contracts/analytics-overview';
import { meEndpoints } from '#contracts/me';
import type { LinkClickItem } from '#data/entities/link-click';
import { db } from '#data/service';
import { chunksOf, tally, type ClickEvent } from '#domain/analytics/click-tally';
import { readDays } from '#domain/analytics/counters';
import { handler } from '../../functions/triggers/count-clicks.ts';
import { callOk, newUser, type TestUser } from '../support/users.ts';

let owner: TestUser & { userId: string };

beforeAll(async () => {
  const user = await newUser({ fullName: 'Tilly Tally' });
  owner = { ...user, userId: (await callOk(meEndpoints.getMe, { token: user.accessToken })).userId };
});

const newLink = (title: string) =>
  callOk(analytics.createLink, { token: owner.accessToken, body: { url: 'https://shop.example/tally', title, requestId: randomUUID() } });

const totalOf = async (link: LinkView) => (await callOk(analytics.getLink, { token: owner.accessToken, params: { linkId: link.id } })).link.clicks;
const ownerClicks = async () => (await callOk(results.overview, { token: owner.accessToken, query: { days: '7' } })).totals.clicks.value;

const DAY = 86_400_000;

/** Click events of new visitors on `link`, `daysAgo(i)` days back (today by default), as the redirect writes them. */
function events(link: LinkView, count: number, daysAgo: (i: number) => number = () => 0): ClickEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.now() - daysAgo(i) * DAY);
    const click: LinkClickItem = {
      linkId: link.id,
      hour: at.toISOString().slice(0, 13),
      visitor: randomUUID(),
      day: at.toISOString().slice(0, 10),
      userId: owner.userId,
      at: at.toISOString(),
      expiresAt: Math.floor(at.getTime() / 1000) + 90 * 86_400,
      country: 'GB',
    };
    return { eventId: randomUUID(), click };
  });
}

/** The stream records Lambda would hand over for these events (the items as stored, marshalled). */
function streamOf(clicks: readonly ClickEvent[], eventName: DynamoDBRecord['eventName'] = 'INSERT'): DynamoDBStreamEvent {
  return {
    Records: clicks.map(({ eventId, click }) => ({
      eventID: eventId,
      eventName,
      eventSource: 'aws:dynamodb',
      dynamodb: { NewImage: marshall(db().entities.linkClick.create(click).params().Item as Record<string, unknown>) as never },
    })),
  };
}

describe('the click tally', () => {
  it('adds a batch delivered again, one after the other or at once, exactly once', async () => {
    const link = await newLink('Delivered twice');
    const before = await ownerClicks();
    const batch = streamOf(events(link, 5));

    await handler(batch);
    await Promise.all([handler(batch), handler(batch)]);
    await handler(batch);

    expect(await totalOf(link)).toBe(5);
    expect(await ownerClicks()).toBe(before + 5);
    const today = new Date().toISOString().slice(0, 10);
    expect(await readDays(link.id, today, today)).toEqual([{ day: today, clicks: 5, countries: { GB: 5 }, referrers: { '': 5 } }]);
  });

  it('takes only new click events from the stream', async () => {
    const link = await newLink('Only inserts');
    const project = { ...streamOf(events(link, 1)).Records[0]!, dynamodb: { NewImage: marshall({ pk: 'x', sk: 'y', __edb_e__: 'project' }) as never } };

    await handler({ Records: [...streamOf(events(link, 2), 'MODIFY').Records, ...streamOf(events(link, 2), 'REMOVE').Records, project] });

    expect(await totalOf(link)).toBe(0);
  });

  it('cuts a batch whose counters need more than one transaction into chunks, and counts every click', async () => {
    const link = await newLink('Many days');
    // 250 clicks over 150 days: 150 day items and 6 months, more than a transaction holds.
    const batch = events(link, 250, (i) => i % 150);
    const chunks = chunksOf(batch);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toEqual(batch);

    expect(await tally(batch)).toEqual({ added: 250, before: 0 });
    expect(await tally(batch)).toEqual({ added: 0, before: 250 });

    expect(await totalOf(link)).toBe(250);
    const from = new Date(Date.now() - 150 * DAY).toISOString().slice(0, 10);
    const days = await readDays(link.id, from, new Date().toISOString().slice(0, 10));
    expect(days).toHaveLength(150);
    expect(days.reduce((n, d) => n + d.clicks, 0)).toBe(250);
  });

  it('counts a click on a link deleted since for the owner’s day, not for the gone link', async () => {
    const link = await newLink('Deleted before the tally');
    const before = await ownerClicks();
    await callOk(analytics.deleteLink, { token: owner.accessToken, params: { linkId: link.id } });

    expect(await tally(events(link, 3))).toEqual({ added: 3, before: 0 });

    expect(await ownerClicks()).toBe(before + 3);
    const { data } = await db().entities.trackedLink.get({ userId: owner.userId, linkId: link.id }).go({ consistent: true });
    expect(data).toBeNull();
  });
});
