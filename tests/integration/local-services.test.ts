// The local stand-ins for Step Functions, the hourly schedule, S3 and the dev pages.
import { describe, expect, it } from 'vitest';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { handler as hourly, hourlyJobs } from '../../functions/triggers/scheduled.ts';
import { stackUrl } from '../support/users.ts';

const sfn = () => new SFNClient({ endpoint: process.env.SFN_ENDPOINT, region: 'us-east-1' });

async function waitForStop(executionArn: string) {
  for (let i = 0; i < 200; i++) {
    const out = await sfn().send(new DescribeExecutionCommand({ executionArn }));
    if (out.status !== 'RUNNING') return out;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('execution did not stop');
}

describe('local Step Functions', () => {
  it('runs the CDK-synthesized onboarding workflow and records a failure through its Catch', async () => {
    // A run id the table does not know: LoadBrandKit fails, the Catch leads to RecordFailure,
    // which fails too (no such run), and the execution ends FAILED — the definition's path.
    const start = await sfn().send(
      new StartExecutionCommand({ stateMachineArn: process.env.STATE_MACHINE_ARN, input: JSON.stringify({ runId: 'no-such-run', userId: 'nobody' }) }),
    );
    const done = await waitForStop(start.executionArn!);
    expect(done.status).toBe('FAILED');
  });

  it('a malformed input fails the execution', async () => {
    const start = await sfn().send(new StartExecutionCommand({ stateMachineArn: process.env.STATE_MACHINE_ARN, input: JSON.stringify({ runId: '' }) }));
    const done = await waitForStop(start.executionArn!);
    expect(done.status).toBe('FAILED');
  });

  it('an unknown state machine is refused', async () => {
    await expect(
      sfn().send(new StartExecutionCommand({ stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:Nope', input: '{}' })),
    ).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
  });
});

describe('hourly schedule', () => {
  it('the scheduled handler runs every registered job and reports the counts', async () => {
    const result = await hourly();
    expect(Object.keys(result.ran).sort()).toEqual(hourlyJobs.map((job) => job.name).sort());
    expect(Object.values(result.ran).every((count) => Number.isInteger(count))).toBe(true);
  });
});

describe('local S3 through the one port', () => {
  // The handlers' credentials: the secret is made for each run of the stack.
  const s3 = (secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY!) =>
    new S3Client({ endpoint: process.env.S3_ENDPOINT, region: 'us-east-1', forcePathStyle: true, maxAttempts: 1, credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey } });

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
    const swapped = client.send(new PutObjectCommand({ Bucket: process.env.LOGOS_BUCKET, Key: 'u1/swapped.png', Body: 'good-bytes', ContentType: 'image/png' }));
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
