// Webhooks end to end on the local stack: an Enterprise workspace registers a receiver on
// 127.0.0.1 for post.published; a post published to the network sandbox reaches it signed, and
// the signature verifies with the README's recipe. A receiver answering 500 is retried with
// backoff (the next attempt's time and, past 15 minutes, its one-time schedule), a later 200
// marks the delivery delivered, and "Redeliver" sends the same event again. Addresses on
// private, link-local or metadata networks are refused; a plan without webhooks is told so.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalEndpoints } from '#contracts/approvals';
import { billingEndpoints } from '#contracts/billing';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { WEBHOOK_MESSAGES, webhookEndpoints as hooks, type WebhookDeliveryView } from '#contracts/webhooks';
import { db } from '#data/service';
import { resetConfig } from '#lib/config';
import { localTimeOf } from '#domain/publishing/time';
import * as Deliveries from '#domain/webhooks/deliveries';
import * as Endpoints from '#domain/webhooks/endpoints';
import { userIdOf } from '../support/seed.ts';
import { withEnv } from '../support/env.ts';
import { connect } from '../support/networks.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine: records every request and answers `status`. */
async function receiver() {
  const received: Received[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(state.status, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/markk`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The README's recipe, as a receiver writes it. */
function verify(secret: string, rawBody: string, header: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex'));
  const given = Buffer.from(String(parts.v1 ?? ''));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let owner: TestUser;
let workspaceId: string;
let hook: Awaited<ReturnType<typeof receiver>>;
let facebook: string;

beforeAll(async () => {
  owner = await newUser({ fullName: 'Wren Hooker', companyName: 'Hook & Co' });
  workspaceId = await userIdOf(owner);
  await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'enterprise' } });
  facebook = (await connect(owner, 'facebook')).account.id;
  hook = await receiver();
});

afterAll(async () => {
  await hook.close();
});

const deliveries = async () => (await callOk(hooks.deliveries, { token: owner.accessToken })).deliveries;

async function deliveryWhere(match: (d: WebhookDeliveryView) => boolean): Promise<WebhookDeliveryView> {
  let found: WebhookDeliveryView | undefined;
  await expect
    .poll(
      async () => {
        found = (await deliveries()).find(match);
        return found !== undefined;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

describe('registering', () => {
  it('refuses a plan without webhooks with the plan message', async () => {
    const premium = await newUser({ fullName: 'Pat Premium' });
    await callOk(billingEndpoints.localPay, { token: premium.accessToken, body: { tier: 'premium' } });
    const reply = await callApi(hooks.create, { token: premium.accessToken, body: { requestId: randomUUID(), url: hook.url, events: ['post.published'] } });
    expect(reply).toMatchObject({ ok: false, status: 402, body: { message: WEBHOOK_MESSAGES.plan } });
    expect(await callOk(hooks.list, { token: premium.accessToken })).toEqual({ available: false, endpoints: [] });
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'https://192.168.0.10/hook', 'http://[::ffff:169.254.169.254]/'])(
    'refuses %s with a clear 400',
    async (url) => {
      const reply = await callApi(hooks.create, { token: owner.accessToken, body: { requestId: randomUUID(), url, events: ['post.published'] } });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ message: expect.stringContaining('private, local or cloud metadata address') });
    },
  );

  it('refuses http:// and this machine in AWS mode (without the local stack allowance)', async () => {
    await withEnv({ WEBHOOKS_ALLOW_LOCAL: undefined }, async () => {
      resetConfig();
      try {
        await expect(Endpoints.allowedUrl(hook.url)).rejects.toMatchObject({ status: 400, message: WEBHOOK_MESSAGES.https });
        await expect(Endpoints.allowedUrl('https://127.0.0.1/hook')).rejects.toMatchObject({
          status: 400,
          message: WEBHOOK_MESSAGES.privateAddress('127.0.0.1'),
        });
      } finally {
        resetConfig();
      }
    });
  });

  it('shows the secret once, stores it sealed, and a double click registers one endpoint', async () => {
    const requestId = randomUUID();
    const body = { requestId, url: `${hook.url}?twice`, events: ['approval.decided' as const] };
    const [first, second] = await Promise.all([
      callOk(hooks.create, { token: owner.accessToken, body }),
      callOk(hooks.create, { token: owner.accessToken, body }),
    ]);
    expect(first.secret).toMatch(/^whsec_/);
    expect(second).toEqual(first);
    const { endpoints } = await callOk(hooks.list, { token: owner.accessToken });
    expect(endpoints.filter((e) => e.endpointId === first.endpoint.endpointId)).toHaveLength(1);
    expect(JSON.stringify(endpoints)).not.toContain(first.secret);
    const { data } = await db().entities.webhookEndpoint.get({ userId: workspaceId, endpointId: first.endpoint.endpointId }).go();
    expect(JSON.stringify(data)).not.toContain(first.secret.slice(6));
    await callOk(hooks.remove, { token: owner.accessToken, params: { endpointId: first.endpoint.endpointId } });
  });

  it('keeps markup out of a stored address: the URL is stored as parsed, percent-encoded', async () => {
    const made = await callOk(hooks.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), url: `${hook.url}/<img src=x onerror=alert(1)>?q="<script>`, events: ['bulk.finished'] },
    });
    expect(made.endpoint.url).not.toMatch(/[<>"]/);
    expect(made.endpoint.url).toContain('%3Cimg');
    await callOk(hooks.remove, { token: owner.accessToken, params: { endpointId: made.endpoint.endpointId } });
  });
});

describe('approval.decided', () => {
  it('is sent when a client approves a post through the approval link', async () => {
    const { endpoint } = await callOk(hooks.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), url: `${hook.url}/approvals`, events: ['approval.decided'] },
    });
    const { post } = await callOk(pub.schedule, {
      token: owner.accessToken,
      body: {
        requestId: randomUUID(),
        caption: `Approve me ${randomUUID().slice(0, 6)}`,
        accountIds: [facebook],
        when: { kind: 'at', localTime: '2031-06-02T09:00', timeZone: 'Europe/London' },
      },
    });
    const { approval, link } = await callOk(approvalEndpoints.create, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), clientName: 'Cleo Client', clientEmail: 'cleo@example.com', postIds: [post.id] },
    });
    const token = new URL(link!).pathname.split('/').pop()!;
    await callOk(approvalEndpoints.decide, { params: { token }, body: { postId: post.id, decision: 'approved' } });
    await expect
      .poll(() => hook.received.some((r) => r.body.includes('approval.decided') && r.body.includes(post.id)), { timeout: 20_000, interval: 250 })
      .toBe(true);
    const event = JSON.parse(hook.received.find((r) => r.body.includes('approval.decided') && r.body.includes(post.id))!.body) as {
      data: Record<string, unknown>;
    };
    expect(event.data).toMatchObject({ approvalId: approval.approvalId, postId: post.id, decision: 'approved', clientName: 'Cleo Client', comment: null });
    await callOk(hooks.remove, { token: owner.accessToken, params: { endpointId: endpoint.endpointId } });
  });
});

describe('deliveries', () => {
  let secret: string;
  let endpointId: string;

  beforeAll(async () => {
    const made = await callOk(hooks.create, { token: owner.accessToken, body: { requestId: randomUUID(), url: hook.url, events: ['post.published'] } });
    secret = made.secret;
    endpointId = made.endpoint.endpointId;
  });

  it('sends a published post, signed: the signature verifies with the documented recipe', async () => {
    hook.state.status = 200;
    const caption = `Hooked on coffee ${randomUUID().slice(0, 6)}`;
    const { post } = await callOk(pub.schedule, {
      token: owner.accessToken,
      body: {
        requestId: randomUUID(),
        caption,
        accountIds: [facebook],
        when: { kind: 'at', localTime: localTimeOf(new Date(), 'Europe/London'), timeZone: 'Europe/London' },
      },
    });
    await expect.poll(() => hook.received.some((r) => r.body.includes(post.id)), { timeout: 30_000, interval: 250 }).toBe(true);
    const got = hook.received.find((r) => r.body.includes(post.id))!;
    const event = JSON.parse(got.body) as {
      id: string;
      type: string;
      createdAt: string;
      workspaceId: string;
      data: { postId: string; caption: string; targets: { network: string; status: string }[] };
    };
    expect(event).toMatchObject({
      type: 'post.published',
      workspaceId,
      data: { postId: post.id, caption, targets: [{ network: 'facebook', status: 'published' }] },
    });
    expect(got.headers['markk-event-id']).toBe(event.id);
    expect(got.headers['content-type']).toBe('application/json');
    expect(verify(secret, got.body, String(got.headers['markk-signature']))).toBe(true);
    expect(verify('whsec_not-the-secret', got.body, String(got.headers['markk-signature']))).toBe(false);

    const delivery = await deliveryWhere((d) => d.eventId === event.id && d.status === 'delivered');
    expect(delivery).toMatchObject({ type: 'post.published', endpointId, attempts: 1, lastStatusCode: 200, nextAttemptAt: null });
  });

  it('retries a 500 with backoff, on a schedule past 15 minutes, until a 200 marks it delivered', async () => {
    hook.state.status = 500;
    const { delivery: queued } = await callOk(hooks.test, { token: owner.accessToken, params: { endpointId }, body: { requestId: randomUUID() } });
    expect(queued).toMatchObject({ type: 'ping', status: 'pending', attempts: 0 });
    const first = await deliveryWhere((d) => d.deliveryId === queued.deliveryId && d.attempts === 1 && d.lastStatusCode !== null);
    expect(first).toMatchObject({ status: 'pending', lastStatusCode: 500, lastError: 'The endpoint answered 500.' });
    // The first retry comes a minute after the failed attempt.
    expect(Date.parse(first.nextAttemptAt!) - Date.parse(first.lastAttemptAt!)).toBeGreaterThanOrEqual(59_000);
    expect(Date.parse(first.nextAttemptAt!) - Date.parse(first.lastAttemptAt!)).toBeLessThanOrEqual(61_000);

    // The worker's next attempts, as the queue would bring them (without waiting the minutes).
    const next = async () => {
      const { data } = await db().entities.webhookDelivery.get({ userId: workspaceId, deliveryId: queued.deliveryId }).go({ consistent: true });
      return Deliveries.attempt(workspaceId, queued.deliveryId, data!.attempts + 1);
    };
    expect(await next()).toBe('retrying');
    expect(await next()).toBe('retrying');
    const third = (await deliveries()).find((d) => d.deliveryId === queued.deliveryId)!;
    expect(third.attempts).toBe(3);
    // After the third failure: 30 minutes, through an EventBridge Scheduler one-time schedule.
    expect(Date.parse(third.nextAttemptAt!) - Date.parse(third.lastAttemptAt!)).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    const scheduler = new SchedulerClient({ region: 'us-east-1', endpoint: process.env.SCHEDULER_ENDPOINT });
    const schedule = await scheduler.send(
      new GetScheduleCommand({ Name: Deliveries.retryScheduleName(queued.deliveryId), GroupName: process.env.SCHEDULE_GROUP }),
    );
    expect(schedule.ScheduleExpression).toBe(`at(${third.nextAttemptAt!.slice(0, 19)})`);

    hook.state.status = 204;
    expect(await next()).toBe('delivered');
    const done = (await deliveries()).find((d) => d.deliveryId === queued.deliveryId)!;
    expect(done).toMatchObject({ status: 'delivered', attempts: 4, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
    // A stale message for an attempt already made sends nothing.
    const before = hook.received.length;
    expect(await Deliveries.attempt(workspaceId, queued.deliveryId, 2)).toBe('skipped');
    expect(hook.received.length).toBe(before);
  });

  it('redelivers by hand: the same event id and body again, once per click', async () => {
    hook.state.status = 200;
    const { delivery: ping } = await callOk(hooks.test, { token: owner.accessToken, params: { endpointId }, body: { requestId: randomUUID() } });
    const delivered = await deliveryWhere((d) => d.deliveryId === ping.deliveryId && d.status === 'delivered');
    const sent = hook.received.filter((r) => r.headers['markk-event-id'] === delivered.eventId);
    expect(sent).toHaveLength(1);

    const [a, b] = await Promise.all([
      callOk(hooks.redeliver, { token: owner.accessToken, params: { deliveryId: ping.deliveryId } }),
      callOk(hooks.redeliver, { token: owner.accessToken, params: { deliveryId: ping.deliveryId } }),
    ]);
    expect([a.delivery.deliveryId, b.delivery.deliveryId]).toEqual([ping.deliveryId, ping.deliveryId]);
    await deliveryWhere((d) => d.deliveryId === ping.deliveryId && d.status === 'delivered' && d.attempts === 2);
    const again = hook.received.filter((r) => r.headers['markk-event-id'] === delivered.eventId);
    expect(again).toHaveLength(2);
    expect(again[1]!.body).toBe(again[0]!.body);
    expect(verify(secret, again[1]!.body, String(again[1]!.headers['markk-signature']))).toBe(true);
  });

  it('a watchdog makes the next attempt when a worker stopped after taking one, and does nothing otherwise', async () => {
    hook.state.status = 200;
    const { delivery: ping } = await callOk(hooks.test, { token: owner.accessToken, params: { endpointId }, body: { requestId: randomUUID() } });
    const delivered = await deliveryWhere((d) => d.deliveryId === ping.deliveryId && d.status === 'delivered');
    const sentOf = () => hook.received.filter((r) => r.headers['markk-event-id'] === delivered.eventId);
    const watchdog = (attemptNo: number) => Deliveries.attempt(workspaceId, ping.deliveryId, attemptNo, undefined, { watchdog: true });
    // Answered: nothing to do.
    expect(await watchdog(2)).toBe('skipped');

    // A worker that stopped after taking attempt 2 leaves it counted, unanswered, with no next one arranged.
    const key = { userId: workspaceId, deliveryId: ping.deliveryId };
    const takenAgo = (ms: number) =>
      db()
        .entities.webhookDelivery.patch(key)
        .set({ status: 'pending', attempts: 2, lastAttemptAt: new Date(Date.now() - ms).toISOString() })
        .remove(['nextAttemptAt'])
        .go();
    await takenAgo(10_000);
    // Within the lease its answer may still come.
    expect(await watchdog(3)).toBe('skipped');
    await takenAgo(Deliveries.ATTEMPT_LEASE_MS + 5_000);
    const sqs = mockClient(SQSClient);
    sqs.send.callThrough();
    try {
      expect(await watchdog(3)).toBe('delivered');
      // Its own watchdog went on the queue before it took the attempt.
      const queued = sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input);
      expect(queued).toHaveLength(1);
      expect(queued[0]!.DelaySeconds).toBe(Deliveries.WATCHDOG_SECONDS);
      expect(JSON.parse(queued[0]!.MessageBody!)).toEqual({
        kind: 'webhook',
        workspaceId,
        deliveries: [{ deliveryId: ping.deliveryId, attempt: 4, watchdog: true }],
      });
    } finally {
      sqs.restore();
    }
    expect(sentOf()).toHaveLength(2);
    expect(sentOf()[1]!.body).toBe(sentOf()[0]!.body);
    expect((await deliveries()).find((d) => d.deliveryId === ping.deliveryId)).toMatchObject({ status: 'delivered', attempts: 3 });
    // A second copy of the same watchdog sends nothing.
    expect(await watchdog(3)).toBe('skipped');

    // A failed attempt whose retry is arranged: the retry makes the next attempt, not the watchdog.
    await db()
      .entities.webhookDelivery.patch(key)
      .set({ status: 'pending', lastAttemptAt: new Date(Date.now() - 5 * 60_000).toISOString(), nextAttemptAt: new Date(Date.now() + 60_000).toISOString() })
      .go();
    expect(await watchdog(4)).toBe('skipped');
    expect(sentOf()).toHaveLength(2);
    await db().entities.webhookDelivery.patch(key).set({ status: 'delivered' }).remove(['nextAttemptAt']).go();
  });

  it('sends nothing to an endpoint turned off, and refuses its test event', async () => {
    await callOk(hooks.update, { token: owner.accessToken, params: { endpointId }, body: { enabled: false } });
    const reply = await callApi(hooks.test, { token: owner.accessToken, params: { endpointId }, body: { requestId: randomUUID() } });
    expect(reply).toMatchObject({ ok: false, status: 409, body: { message: WEBHOOK_MESSAGES.disabled } });
    await callOk(hooks.update, { token: owner.accessToken, params: { endpointId }, body: { enabled: true } });
  });

  it('rolls the secret: later deliveries are signed with the new one', async () => {
    hook.state.status = 200;
    const rolled = await callOk(hooks.rollSecret, { token: owner.accessToken, params: { endpointId } });
    expect(rolled.secret).not.toBe(secret);
    expect(rolled.endpoint.secretHint).toBe(rolled.secret.slice(-4));
    const { delivery } = await callOk(hooks.test, { token: owner.accessToken, params: { endpointId }, body: { requestId: randomUUID() } });
    const done = await deliveryWhere((d) => d.deliveryId === delivery.deliveryId && d.status === 'delivered');
    const got = hook.received.find((r) => r.headers['markk-event-id'] === done.eventId)!;
    expect(verify(rolled.secret, got.body, String(got.headers['markk-signature']))).toBe(true);
    expect(verify(secret, got.body, String(got.headers['markk-signature']))).toBe(false);
    secret = rolled.secret;
  });
});
