// When a scheduled post goes out: soon (≤ 15 min) as a delayed message on the publish queue,
// later as an EventBridge Scheduler one-time schedule in the owner's zone. Checked against
// the local stand-in of both APIs (bin/local/scheduler.ts) through the real SDK clients,
// which also proves the stand-in answers in the shapes the SDK expects, and the stand-in's
// queue: delivery, redelivery after a failure, the dead-letter list after 5 receives.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { resetConfig } from '../../functions/lib/config.ts';
import { cancelPublish, schedulePublish, scheduleName } from '../../functions/lib/publish-queue.ts';
import { startAwsEndpoint } from '../../bin/local/aws-endpoint.ts';
import { LocalScheduler } from '../../bin/local/scheduler.ts';

const received: { body: string; receives: string }[] = [];
let failNext = 0;
const errors: string[] = [];
let endpoint: Awaited<ReturnType<typeof startAwsEndpoint>>;
let scheduler: LocalScheduler;

beforeAll(async () => {
  let local: LocalScheduler | undefined;
  endpoint = await startAwsEndpoint(
    process.cwd(),
    () => undefined,
    undefined,
    () => local,
  );
  const queueUrl = `${endpoint.endpoint}/000000000000/test-publish`;
  const queueArn = 'arn:aws:sqs:us-east-1:000000000000:test-publish';
  scheduler = new LocalScheduler({
    root: process.cwd(),
    file: null,
    queueUrl,
    queueArn,
    visibilityTimeoutMs: 50,
    maxReceiveCount: 5,
    tickMs: 20,
    consumer: async (event: SQSEvent) => {
      const record = event.Records[0]!;
      received.push({ body: record.body, receives: record.attributes.ApproximateReceiveCount });
      if (failNext > 0) {
        failNext--;
        return { batchItemFailures: [{ itemIdentifier: record.messageId }] };
      }
      return { batchItemFailures: [] };
    },
  });
  local = scheduler;
  scheduler.onError = (line) => errors.push(line);
  scheduler.start();
  Object.assign(process.env, {
    TABLE_NAME: process.env.TABLE_NAME ?? 'unused',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    SCHEDULER_ENDPOINT: endpoint.endpoint,
    SQS_ENDPOINT: endpoint.endpoint,
    PUBLISH_QUEUE_URL: queueUrl,
    PUBLISH_QUEUE_ARN: queueArn,
    SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/test-scheduler',
    SCHEDULE_GROUP: 'test-publish',
  });
  resetConfig();
});

afterAll(async () => {
  scheduler.stop();
  await endpoint.stop();
  for (const name of ['SCHEDULER_ENDPOINT', 'SQS_ENDPOINT', 'PUBLISH_QUEUE_URL', 'PUBLISH_QUEUE_ARN', 'SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP'])
    delete process.env[name];
  resetConfig();
});

beforeEach(() => {
  received.length = 0;
  failNext = 0;
});

const now = new Date('2027-03-20T10:00:00Z');

describe('scheduling a post', () => {
  it('makes a one-time schedule at the wall-clock time in the owner’s zone for a later post', async () => {
    const message = { userId: 'u1', postId: 'p-later', dueAt: '2027-03-29T08:00:00.000Z' };
    expect(await schedulePublish(message, { localTime: '2027-03-29T09:00', timeZone: 'Europe/London' }, now)).toBe('scheduled');
    const made = scheduler.list().find((s) => s.name === scheduleName('p-later'))!;
    expect(made).toMatchObject({ expression: 'at(2027-03-29T09:00:00)', timeZone: 'Europe/London', group: 'test-publish', deleteAfter: true });
    // After the clock change 09:00 London is 08:00 UTC: that is when it fires.
    expect(new Date(made.fireAt).toISOString()).toBe('2027-03-29T08:00:00.000Z');
    expect(JSON.parse(made.input)).toEqual(message);
  });

  it('updates the schedule when the post is rescheduled, and deletes it with the post', async () => {
    const message = { userId: 'u1', postId: 'p-moved', dueAt: '2027-03-29T08:00:00.000Z' };
    await schedulePublish(message, { localTime: '2027-03-29T09:00', timeZone: 'Europe/London' }, now);
    await schedulePublish({ ...message, dueAt: '2027-03-30T16:00:00.000Z' }, { localTime: '2027-03-30T17:00', timeZone: 'Europe/London' }, now);
    const mine = scheduler.list().filter((s) => s.name === scheduleName('p-moved'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.expression).toBe('at(2027-03-30T17:00:00)');
    await cancelPublish('p-moved');
    await cancelPublish('p-moved');
    expect(scheduler.list().some((s) => s.name === scheduleName('p-moved'))).toBe(false);
  });

  it('queues a post due within 15 minutes with a delay, and the worker receives it when due', async () => {
    const soon = new Date(Date.now() + 300);
    const message = { userId: 'u1', postId: 'p-soon', dueAt: soon.toISOString() };
    expect(await schedulePublish(message, { localTime: 'unused', timeZone: 'UTC' })).toBe('queued');
    expect(received).toHaveLength(0);
    await expect.poll(() => received.length, { timeout: 3000 }).toBe(1);
    expect(JSON.parse(received[0]!.body)).toEqual(message);
  });

  it('fires a due schedule onto the queue once and deletes it', async () => {
    const message = { userId: 'u1', postId: 'p-fire', dueAt: '2027-03-29T08:00:00.000Z' };
    await schedulePublish(message, { localTime: '2027-03-29T09:00', timeZone: 'Europe/London' }, now);
    expect(scheduler.fireNow((name) => name === scheduleName('p-fire'))).toBe(1);
    await scheduler.idle();
    expect(received.map((r) => JSON.parse(r.body) as unknown)).toEqual([message]);
    expect(scheduler.list().some((s) => s.name === scheduleName('p-fire'))).toBe(false);
  });
});

describe('the local publish queue', () => {
  it('delivers a message the worker failed again, counting receives', async () => {
    failNext = 2;
    await schedulePublish({ userId: 'u1', postId: 'p-retry', dueAt: new Date().toISOString() }, { localTime: 'unused', timeZone: 'UTC' });
    await expect.poll(() => received.length, { timeout: 3000 }).toBe(3);
    await scheduler.idle();
    expect(received.map((r) => r.receives)).toEqual(['1', '2', '3']);
  });

  it('moves a message that keeps failing to the dead-letter list after 5 receives', async () => {
    failNext = 100;
    const before = scheduler.deadLetters.length;
    await schedulePublish({ userId: 'u1', postId: 'p-dead', dueAt: new Date().toISOString() }, { localTime: 'unused', timeZone: 'UTC' });
    await expect.poll(() => scheduler.deadLetters.length, { timeout: 5000 }).toBe(before + 1);
    expect(received).toHaveLength(5);
    expect(errors.at(-1)).toContain('dead-letter queue after 5 receives');
  });
});
