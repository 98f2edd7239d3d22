// Bulk generation end to end on the local stack (its AI provider the fake OpenAI server, which
// this file tells through its control route to answer 429s or fail for chosen posts): a
// 120-post run from a CSV with injected rate limits and three failing posts retries on its own
// and finishes with 120 drafts for 120 credits; a post that keeps failing is recorded failed,
// charged nothing, and written once by "Retry"; a post written again never adds a draft or a
// credit; Cancel stops what has not started; the drafts are scheduled into free slots once;
// the token bucket holds an owner's calls from every run to its rate.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BULK_MESSAGES, bulkEndpoints as bulk, type BulkRow, type BulkRun, type StartBulkBody } from '#contracts/bulk';
import { db } from '#data/service';
import { openingOf } from '#lib/ai/content-plan';
import { NETWORK_PROFILES } from '#lib/networks/index';
import { hasCallToAction } from '#lib/ai/quality';
import * as BulkRuns from '#domain/bulk/runs';
import * as BulkWrite from '#domain/bulk/write';
import { takeToken } from '#domain/bulk/bucket';
import { cafeOwner } from '../support/brand.ts';
import { callsAt, failForAt } from '../support/fake-openai.ts';
import { connect } from '../support/networks.ts';
import { pollUntil } from '../support/runs.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, type TestUser } from '../support/users.ts';
import { webhookEndpoints as hooks } from '#contracts/webhooks';

const control = () => inject('openAiControlUrl');
const month = () => new Date().toISOString().slice(0, 7);
const credits = async (userId: string) => (await db().entities.aiUsage.get({ userId, month: month() }).go({ consistent: true })).data?.credits ?? 0;

/** CSV rows whose topics carry `tag`, so the fake's misbehaviour reaches this file's posts only. */
const rowsOf = (tag: string, count: number): BulkRow[] => Array.from({ length: count }, (_, i) => ({ topic: `${tag} topic ${i + 1}` }));
/** The fake sees a post by its topic line: "Topic: <tag> topic 7" (the trailing newline tells 7 from 70). */
const markerOf = (tag: string, index: number) => `Topic: ${tag} topic ${index + 1}\n`;

async function enterpriseOwner(): Promise<TestUser & { userId: string }> {
  const user = await cafeOwner({ fullName: 'Bea Bulk', companyName: 'Corner Café' }, { tier: 'enterprise' });
  return { ...user, userId: await userIdOf(user) };
}

const stopped = (user: TestUser, runId: string) =>
  pollUntil(
    async () => (await callOk(bulk.get, { token: user.accessToken, params: { runId } })).run,
    (run: BulkRun) => run.status !== 'running',
    `Bulk run ${runId}`,
    { timeout: 90_000, interval: 100 },
  );

async function started(user: TestUser, body: Omit<StartBulkBody, 'requestId'>) {
  const answer = await callApi(bulk.start, { token: user.accessToken, body: { requestId: randomUUID(), ...body } });
  if (!answer.ok) throw new Error(`start answered ${answer.status}: ${answer.body.message}`);
  expect(answer.status).toBe(202);
  return answer.body.run;
}

describe('a 120-post run from a CSV, with rate limits and three failing posts', () => {
  let owner: TestUser & { userId: string };
  let run: BulkRun;
  const tag = `csv${randomUUID().slice(0, 6)}`;
  const failing = [4, 57, 118];

  beforeAll(async () => {
    owner = await enterpriseOwner();
    // Rate limits on ten posts (twice each), and three posts whose first call fails outright.
    for (let i = 10; i < 20; i++) await failForAt(control(), 'bulkPost', markerOf(tag, i), 'http429', 2);
    for (const i of failing) await failForAt(control(), 'bulkPost', markerOf(tag, i), 'http500', 1);
    const queued = await started(owner, { count: 120, networks: ['facebook', 'x'], formats: ['tip', 'offer', 'question'], rows: rowsOf(tag, 120) });
    expect(queued.counts.queued + queued.counts.writing + queued.counts.done).toBe(120);
    run = await stopped(owner, queued.runId);
  }, 120_000);

  it('retries on its own and finishes with 120 drafts, for 120 AI credits', async () => {
    expect(run).toMatchObject({ status: 'finished', count: 120, percent: 100, secondsLeft: null, credits: 120, error: null });
    expect(run.counts).toMatchObject({ done: 120, failed: 0, queued: 0, cancelled: 0 });
    expect(await credits(owner.userId)).toBe(120);
    // The failing posts were asked again; the rate-limited ones waited and asked again.
    for (const i of failing) expect(await callsAt(control(), markerOf(tag, i))).toBe(2);
    expect(await callsAt(control(), markerOf(tag, 10))).toBe(3);
  });

  it('keeps one draft per post, each about its row, within its network, with a call to action and an opening of its own', async () => {
    const stored = await db().entities.bulkItem.query.byRun({ userId: owner.userId, runId: run.runId }).go({ pages: 'all', consistent: true });
    expect(stored.data).toHaveLength(120);
    run.items.forEach((item, i) => {
      expect(item).toMatchObject({ index: i, status: 'done', review: 'draft', subject: `${tag} topic ${i + 1}` });
      expect([...item.caption!].length).toBeLessThanOrEqual(NETWORK_PROFILES[item.network].captionLimit);
      expect(hasCallToAction(item.caption!)).toBe(true);
    });
    expect(new Set(run.items.map((i) => i.network))).toEqual(new Set(['facebook', 'x']));
    expect(new Set(run.items.map((i) => openingOf(i.caption!))).size).toBe(120);
  });

  it('does not write or charge a post again when its iteration runs twice', async () => {
    expect(await BulkWrite.writeOne(owner.userId, run.runId, 3)).toBe('skipped');
    await BulkRuns.storeWritten(owner.userId, run.runId, 3, { title: 'Again', caption: run.items[3]!.caption! });
    expect(await credits(owner.userId)).toBe(120);
    expect((await BulkRuns.itemsOf(owner.userId, run.runId, true)).length).toBe(120);
  });

  it('regenerates one draft with an opening no other post has, for no credit', async () => {
    const before = run.items[7]!;
    const { item } = await callOk(bulk.regenerate, { token: owner.accessToken, params: { runId: run.runId, index: '7' } });
    expect(item.caption).not.toBe(before.caption);
    expect(run.items.filter((i) => i.index !== 7).map((i) => openingOf(i.caption!))).not.toContain(openingOf(item.caption!));
    expect(await credits(owner.userId)).toBe(120);
  });

  it('approves drafts and schedules a selection into free slots within the run’s dates, once however often it is sent', async () => {
    const facebook = (await connect(owner, 'facebook')).account.id;
    const x = (await connect(owner, 'x')).account.id;
    const indexes = Array.from({ length: 12 }, (_, i) => i);
    const approved = await callOk(bulk.approve, { token: owner.accessToken, params: { runId: run.runId }, body: { indexes: [0, 1] } });
    expect(approved.run.items.slice(0, 2).map((i) => i.review)).toEqual(['approved', 'approved']);
    const send = () => callOk(bulk.schedule, { token: owner.accessToken, params: { runId: run.runId }, body: { indexes, accountIds: [facebook, x] } });
    const first = await send();
    expect(first.problems).toEqual([]);
    const scheduled = first.run.items.slice(0, 12);
    expect(scheduled.every((i) => i.review === 'scheduled' && i.scheduledPostId && i.localTime)).toBe(true);
    const times = scheduled.map((i) => i.localTime!);
    expect(new Set(times).size).toBe(12);
    expect(times).toEqual([...times].sort());
    for (const time of times) expect(time.slice(0, 10) >= run.from && time.slice(0, 10) <= run.to).toBe(true);
    const again = await send();
    expect(again.run.items.slice(0, 12).map((i) => i.scheduledPostId)).toEqual(scheduled.map((i) => i.scheduledPostId));
    // The next selection takes the next free slots, never one already held.
    const next = await callOk(bulk.schedule, { token: owner.accessToken, params: { runId: run.runId }, body: { indexes: [12, 13], accountIds: [facebook] } });
    const later = next.run.items.slice(12, 14).map((i) => i.localTime!);
    expect(later.every((t) => !times.includes(t) && t > times.at(-1)!)).toBe(true);
  });
});

describe('a post that keeps failing', () => {
  it('is recorded failed and charged nothing; Retry writes it once', async () => {
    const owner = await enterpriseOwner();
    const tag = `fail${randomUUID().slice(0, 6)}`;
    // More failures than the workflow's tries.
    await failForAt(control(), 'bulkPost', markerOf(tag, 5), 'http500', 3);
    const queued = await started(owner, { count: 10, networks: ['linkedin'], formats: ['howto'], rows: rowsOf(tag, 10) });
    const run = await stopped(owner, queued.runId);
    expect(run.status).toBe('finished');
    expect(run.counts).toMatchObject({ done: 9, failed: 1 });
    expect(run.items[5]).toMatchObject({ status: 'failed', caption: null });
    expect(run.items[5]!.error).toMatch(/try again/i);
    expect(await credits(owner.userId)).toBe(9);

    const retry = await callApi(bulk.retry, { token: owner.accessToken, params: { runId: run.runId }, body: { requestId: randomUUID(), indexes: [5] } });
    expect(retry.status).toBe(202);
    const after = await stopped(owner, run.runId);
    expect(after.counts).toMatchObject({ done: 10, failed: 0 });
    expect(await credits(owner.userId)).toBe(10);
    expect((await BulkRuns.itemsOf(owner.userId, run.runId, true)).length).toBe(10);
    expect(await callApi(bulk.retry, { token: owner.accessToken, params: { runId: run.runId }, body: { requestId: randomUUID() } })).toMatchObject({
      status: 400,
      body: { message: BULK_MESSAGES.nothingToRetry },
    });
  });
});

describe('Cancel', () => {
  it('stops the posts that have not started; those written stay, each charged once', async () => {
    const owner = await enterpriseOwner();
    const queued = await started(owner, { count: 400, networks: ['instagram'], formats: ['tip', 'behind'] });
    const cancelled = await callOk(bulk.cancel, { token: owner.accessToken, params: { runId: queued.runId } });
    expect(cancelled.run.cancelRequested).toBe(true);
    const run = await stopped(owner, queued.runId);
    expect(run.status).toBe('cancelled');
    expect(run.counts.cancelled).toBeGreaterThan(200);
    expect(run.counts.queued + run.counts.writing + run.counts.checked).toBe(0);
    expect(run.counts.done + run.counts.cancelled + run.counts.failed).toBe(400);
    expect(await credits(owner.userId)).toBe(run.counts.done);
    expect(run.items.filter((i) => i.status === 'cancelled').every((i) => i.caption === null)).toBe(true);

    // Taken up again: the chosen cancelled posts are written, each charged once; the others stay cancelled.
    const chosen = run.items.filter((i) => i.status === 'cancelled').slice(0, 3);
    const resumed = await callApi(bulk.retry, {
      token: owner.accessToken,
      params: { runId: run.runId },
      body: { requestId: randomUUID(), indexes: chosen.map((i) => i.index) },
    });
    expect(resumed.status).toBe(202);
    const after = await stopped(owner, run.runId);
    expect(after.status).toBe('finished');
    expect(chosen.map((i) => after.items[i.index])).toEqual(chosen.map(() => expect.objectContaining({ status: 'done', caption: expect.any(String) })));
    expect(after.counts).toMatchObject({ done: run.counts.done + 3, cancelled: run.counts.cancelled - 3 });
    expect(await credits(owner.userId)).toBe(run.counts.done + 3);
  });
});

describe('the bulk.finished webhook event', () => {
  it('goes to the workspace’s endpoints subscribed to it, with the run’s counts, once the run stops', async () => {
    const owner = await enterpriseOwner();
    await callOk(hooks.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), url: 'http://127.0.0.1:9/hooks/bulk', events: ['bulk.finished'] },
    });
    const queued = await started(owner, { count: 10, networks: ['instagram'], formats: ['tip'] });
    const run = await stopped(owner, queued.runId);
    const delivery = await pollUntil(
      async () => (await callOk(hooks.deliveries, { token: owner.accessToken })).deliveries.find((d) => d.type === 'bulk.finished'),
      (found) => found !== undefined,
      'the bulk.finished delivery',
    );
    const { data: stored } = await db().entities.webhookDelivery.get({ userId: owner.userId, deliveryId: delivery!.deliveryId }).go();
    expect(JSON.parse(stored!.payload).data).toEqual({ runId: run.runId, status: 'finished', count: 10, written: 10, failed: 0, cancelled: 0 });
  });
});

describe('who may run one', () => {
  it('tells a Premium owner it is Enterprise (402), and refuses a CSV whose rows are not the count (400)', async () => {
    const premium = await cafeOwner({ fullName: 'Pia Premium', companyName: 'Corner Café' }, { tier: 'premium' });
    expect(
      await callApi(bulk.start, { token: premium.accessToken, body: { requestId: randomUUID(), count: 10, networks: ['facebook'], formats: ['tip'] } }),
    ).toMatchObject({ status: 402, body: { message: BULK_MESSAGES.enterprise } });
    const owner = await enterpriseOwner();
    expect(
      await callApi(bulk.start, {
        token: owner.accessToken,
        body: { requestId: randomUUID(), count: 12, networks: ['facebook'], formats: ['tip'], rows: rowsOf('x', 11) },
      }),
    ).toMatchObject({ status: 400, body: { message: BULK_MESSAGES.rowsCount(11, 12) } });
    expect(
      await callApi(bulk.start, {
        token: owner.accessToken,
        body: { requestId: randomUUID(), count: 12, networks: ['facebook'], formats: ['tip'], from: '2099-02-10', to: '2099-02-01' },
      }),
    ).toMatchObject({ status: 400, body: { message: BULK_MESSAGES.range } });
  });
});

describe('the token bucket in the table', () => {
  it('holds all of an owner’s calls, from any number of runs at once, to its rate; another owner has a bucket of their own', async () => {
    const userId = `bucket-${randomUUID()}`;
    const bucket = { rate: 20, burst: 2 };
    const started = Date.now();
    // Two runs' iterations asking at once: 24 calls at 20 a second with 2 at once after a pause.
    await Promise.all(Array.from({ length: 24 }, () => takeToken(userId, bucket)));
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(((24 - bucket.burst) / bucket.rate) * 1000 - 50);
    expect(elapsed).toBeLessThan(4000);
    // Someone else's first call goes at once.
    const other = Date.now();
    expect(await takeToken(`bucket-${randomUUID()}`, bucket)).toBe(0);
    expect(Date.now() - other).toBeLessThan(500);
  });
});
