// The local stand-ins for Step Functions, the hourly schedule, S3 and the dev pages.
import { describe, expect, it } from 'vitest';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { handler as hourly } from '../../functions/triggers/scheduled.ts';
import { db } from '#data/service';
import * as Notifications from '#domain/notifications';
import * as ViralInvites from '#domain/viral-invites';
import { REFERRAL } from '#contracts/plans';
import { pollUntil } from '../support/runs.ts';
import { stackUrl } from '../support/users.ts';

const sfn = () => new SFNClient({ endpoint: process.env.SFN_ENDPOINT, region: 'us-east-1' });

const waitForStop = (executionArn: string) =>
  pollUntil(
    () => sfn().send(new DescribeExecutionCommand({ executionArn })),
    (out) => out.status !== 'RUNNING',
    `Execution ${executionArn}`,
  );

/** What RecordFailure writes for an error that is not the AI writer's own. */
const GENERIC_FAILURE = 'Something went wrong while generating your content. Please try again.';

/** A generation run item that exists and is running, as the start route leaves it. */
async function runningRun() {
  const userId = `sfn-${randomUUID()}`;
  const runId = randomUUID().replaceAll('-', '');
  await db().entities.generationRun.create({ userId, runId, brandKitId: 'kit-that-does-not-exist' }).go();
  const { data } = await db().entities.generationRun.get({ userId, runId }).go();
  expect(data?.status).toBe('running');
  return { userId, runId };
}

describe('local Step Functions', () => {
  it('runs the CDK-synthesized onboarding workflow: a run without its brand kit fails through the Catch, and RecordFailure marks it failed', async () => {
    const { userId, runId } = await runningRun();
    // No brand brief in the input: LoadBrandKit fails (after its retries).
    const start = await sfn().send(new StartExecutionCommand({ stateMachineArn: process.env.STATE_MACHINE_ARN, input: JSON.stringify({ userId, runId }) }));
    const done = await waitForStop(start.executionArn!);

    // RunFailed is the Fail state after RecordFailure: a task failing without the Catch ends with its own error.
    expect(done).toMatchObject({ status: 'FAILED', error: 'RunFailed' });
    const { data: run } = await db().entities.generationRun.get({ userId, runId }).go();
    expect(run).toMatchObject({ status: 'failed', error: GENERIC_FAILURE, failedStage: 'brand' });
    expect((await Notifications.listNewest(userId)).map((n) => n.title)).toEqual(['Content generation failed']);
  });

  it('a malformed brief fails the execution through RecordFailure, once, after the retries', async () => {
    const { userId, runId } = await runningRun();
    const brand = { name: 7, industry: 'Coffee', targetAudience: 'Commuters', mainGoal: 'Sales', platforms: 'Instagram', toneOfVoice: 'Warm' };
    const start = await sfn().send(
      new StartExecutionCommand({ stateMachineArn: process.env.STATE_MACHINE_ARN, input: JSON.stringify({ userId, runId, brand }) }),
    );
    const done = await waitForStop(start.executionArn!);

    expect(done).toMatchObject({ status: 'FAILED', error: 'RunFailed' });
    const { data: run } = await db().entities.generationRun.get({ userId, runId }).go();
    expect(run).toMatchObject({ status: 'failed', error: GENERIC_FAILURE, brandLoaded: false });
    // Three attempts of LoadBrandKit, one RecordFailure: the user is told once.
    expect(await Notifications.listNewest(userId)).toHaveLength(1);
  });

  it('an unknown state machine is refused', async () => {
    await expect(
      sfn().send(new StartExecutionCommand({ stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:Nope', input: '{}' })),
    ).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
  });
});

describe('hourly schedule', () => {
  it('the scheduled handler expires a pending invitation past its expiry, gives the invite back and reports the count', async () => {
    const ownerId = `hourly-${randomUUID()}`;
    await db()
      .entities.profile.create({ userId: ownerId, email: `${ownerId}@example.com`, fullName: 'Hour Owner', role: 'owner' })
      .go();
    const stale = await ViralInvites.create(ownerId, undefined, stackUrl(), new Date(Date.now() - (REFERRAL.invitationExpiryDays + 1) * 86_400_000));
    expect((await db().entities.viralInvitation.get({ token: stale.invitation.token }).go()).data?.status).toBe('pending');

    const result = await hourly();

    expect(result.ran.expireViralInvitations).toBeGreaterThanOrEqual(1);
    const { data: stored } = await db().entities.viralInvitation.get({ token: stale.invitation.token }).go();
    expect(stored).toMatchObject({ status: 'expired', closedAt: expect.any(String) });
    expect((await ViralInvites.list(ownerId, stackUrl())).remainingInvites).toBe(REFERRAL.inviteAllowance);
  });
});

describe('local S3 through the one port', () => {
  // The handlers' credentials: the secret is made for each run of the stack.
  const s3 = (secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY!) =>
    new S3Client({
      endpoint: process.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      maxAttempts: 1,
      credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey },
    });

  it('stores and serves objects in the logos bucket under /s3', async () => {
    await s3().send(new PutObjectCommand({ Bucket: process.env.LOGOS_BUCKET, Key: 'u1/logo.png', Body: 'png-bytes', ContentType: 'image/png' }));
    const got = await s3().send(new GetObjectCommand({ Bucket: process.env.LOGOS_BUCKET, Key: 'u1/logo.png' }));
    expect(await got.Body!.transformToString()).toBe('png-bytes');
    const res = await fetch(`${stackUrl()}/s3/${process.env.LOGOS_BUCKET}/u1/logo.png`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png-bytes');
  });

  it('checks header-signed SDK requests: another secret is refused, as is a body that is not the signed one', async () => {
    const forged = s3('S3RVER').send(new PutObjectCommand({ Bucket: process.env.LOGOS_BUCKET, Key: 'u1/logo.png', Body: 'evil', ContentType: 'image/png' }));
    await expect(forged).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    const client = s3();
    // The signature covers the body's SHA-256; swap the bytes after signing.
    client.middlewareStack.addRelativeTo(
      ((next: (args: { request: unknown }) => Promise<unknown>) => async (args: { request: unknown }) => {
        (args.request as { body: unknown }).body = 'evil-bytes';
        return next(args);
      }) as never,
      { relation: 'after', toMiddleware: 'httpSigningMiddleware' },
    );
    const swapped = client.send(
      new PutObjectCommand({ Bucket: process.env.LOGOS_BUCKET, Key: 'u1/swapped.png', Body: 'good-bytes', ContentType: 'image/png' }),
    );
    await expect(swapped).rejects.toMatchObject({ name: 'XAmzContentSHA256Mismatch', $metadata: { httpStatusCode: 400 } });
    expect((await fetch(`${stackUrl()}/s3/${process.env.LOGOS_BUCKET}/u1/swapped.png`)).status).toBe(404);
  });
});

describe('local-only pages', () => {
  it('serves the runtime config with the local Cognito endpoint', async () => {
    const res = await fetch(`${stackUrl()}/config.json`);
    const config = (await res.json()) as Record<string, unknown>;
    expect(config).toMatchObject({ stage: 'local', apiUrl: '/api', local: true });
    expect(String(config.userPoolEndpoint)).toMatch(/^http:\/\/localhost:\d+\/cognito$/);
  });

  it('serves the SPA for client-side routes and the outbox page', async () => {
    const spa = await fetch(`${stackUrl()}/projects/abc`);
    expect(spa.status).toBe(200);
    expect(await spa.text()).toContain('<div id="root">');
    const page = await fetch(`${stackUrl()}/dev/outbox`);
    expect(await page.text()).toContain('Local outbox');
  });
});
