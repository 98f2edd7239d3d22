// Links and payments follow configuration only. Checkout, portal and invite links lead to
// APP_URL (or, in AWS, the SSM parameter the Web stack writes), never to a request's
// Origin, Referer or Host; without any, link routes refuse with a 503 that says so. The
// local billing provider (plans without payment) exists only where LOCAL_BILLING=true,
// outside AWS Lambda and outside prod; a stage without Stripe keys refuses checkout and
// the portal with a message a person can act on, and the local billing routes answer 404.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '#lib/http';
import { resetConfig } from '#lib/config';
import { resetBilling } from '#lib/billing/index';
import { resetAppUrl } from '#lib/app-url';
import { logger } from '#lib/logger';
import { SECRET_KEYS } from '#lib/secrets';
import { PAYMENTS_NOT_SET_UP } from '#domain/billing';
import { handler as createCheckout } from '../../functions/api/billing/create-checkout.ts';
import { handler as customerPortal } from '../../functions/api/billing/customer-portal.ts';
import { handler as localPay } from '../../functions/api/billing/local-pay.ts';
import { handler as localCancel } from '../../functions/api/billing/local-cancel.ts';
import { handler as localSubscription } from '../../functions/api/billing/local-subscription.ts';
import { handler as listInvites } from '../../functions/api/viral-invites/list.ts';

const context = { awsRequestId: 'unit' } as Context;
/** Everything an attacker's own request can claim about where the app lives. */
const EVIL_HEADERS = {
  origin: 'https://evil.example',
  referer: 'https://evil.example/pricing',
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};
const APP_URL_MISSING = "Markk's web address is not configured yet, so links cannot be made. Please contact the administrator.";

const event = (path: string, body?: unknown) =>
  ({
    rawPath: path,
    headers: EVIL_HEADERS,
    ...(body === undefined ? {} : { body: JSON.stringify(body), isBase64Encoded: false }),
    requestContext: { authorizer: { jwt: { claims: { sub: 'user-1', email: 'u@example.com' } } } },
  }) as unknown as ApiEvent;

async function call(handler: (e: ApiEvent, c: Context) => Promise<unknown>, path: string, body?: unknown) {
  const result = (await handler(event(path, body), context)) as { statusCode: number; body?: string };
  return { status: result.statusCode, body: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : null };
}

const VARS = ['APP_URL', 'APP_URL_PARAMETER', 'LOCAL_BILLING', 'STAGE', 'AWS_LAMBDA_FUNCTION_NAME', 'STRIPE_SECRET_KEY', 'TABLE_NAME'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));

function configure(env: Partial<Record<(typeof VARS)[number], string>>) {
  for (const name of VARS) delete process.env[name];
  Object.assign(process.env, { TABLE_NAME: 'unit-table', ...env });
  resetConfig();
  resetBilling();
  resetAppUrl();
}

const ddb = mockClient(DynamoDBDocumentClient);
const ssm = mockClient(SSMClient);

beforeEach(() => {
  ddb.reset();
  ssm.reset();
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfig();
  resetBilling();
  resetAppUrl();
  vi.restoreAllMocks();
});

describe('links into the app', () => {
  it('use APP_URL whatever Origin, Referer or Host the request claims', async () => {
    configure({ APP_URL: 'https://app.markk.test/', LOCAL_BILLING: 'true' });
    expect(await call(createCheckout, '/billing/checkout', { tier: 'enterprise' })).toEqual({
      status: 200,
      body: { url: 'https://app.markk.test/billing/checkout?tier=enterprise' },
    });
    expect(await call(customerPortal, '/billing/portal')).toEqual({ status: 200, body: { url: 'https://app.markk.test/billing/portal' } });
  });

  it('in invitations use APP_URL too, not the request Origin', async () => {
    configure({ APP_URL: 'https://app.markk.test' });
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          token: 't'.repeat(32),
          invitationId: 'inv-1',
          inviterId: 'user-1',
          inviterName: 'Owner',
          status: 'pending',
          createdAt: '2026-11-21T10:00:00.000Z',
          inviteExpiresAt: '2099-12-05T10:00:00.000Z',
          __edb_e__: 'viralInvitation',
          __edb_v__: '1',
        },
      ],
    });
    const res = await call(listInvites, '/viral-invites');
    expect(res.status).toBe(200);
    const { invitations } = (res.body as { data: { invitations: { inviteUrl: string }[] } }).data;
    expect(invitations.map((i) => i.inviteUrl)).toEqual([`https://app.markk.test/invite/${'t'.repeat(32)}`]);
  });

  it('are refused with a 503 naming the problem when no app URL is configured; the Origin is never a fallback', async () => {
    configure({ LOCAL_BILLING: 'true' });
    for (const res of [
      await call(createCheckout, '/billing/checkout', { tier: 'premium' }),
      await call(customerPortal, '/billing/portal'),
      await call(listInvites, '/viral-invites'),
    ]) {
      expect(res).toEqual({ status: 503, body: { message: APP_URL_MISSING } });
      expect(JSON.stringify(res.body)).not.toContain('evil');
    }
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('APP_URL'));
  });

  it('refuse an APP_URL that is not an http(s) origin', async () => {
    configure({ APP_URL: 'https://app.markk.test/some/path', LOCAL_BILLING: 'true' });
    expect(await call(createCheckout, '/billing/checkout', { tier: 'premium' })).toEqual({ status: 503, body: { message: APP_URL_MISSING } });
  });

  it('in AWS come from the SSM parameter the Web stack writes, read once', async () => {
    configure({ APP_URL_PARAMETER: '/markk/dev/app-url', LOCAL_BILLING: 'true' });
    ssm.on(GetParameterCommand, { Name: '/markk/dev/app-url' }).resolves({ Parameter: { Value: 'https://d111.cloudfront.net' } });
    expect((await call(createCheckout, '/billing/checkout', { tier: 'premium' })).body).toEqual({
      url: 'https://d111.cloudfront.net/billing/checkout?tier=premium',
    });
    expect((await call(customerPortal, '/billing/portal')).body).toEqual({ url: 'https://d111.cloudfront.net/billing/portal' });
    expect(ssm.commandCalls(GetParameterCommand)).toHaveLength(1);
  });

  it('prefer an explicit APP_URL (e.g. a custom domain in the stage secret) to the parameter', async () => {
    configure({ APP_URL: 'https://markk.example.com', APP_URL_PARAMETER: '/markk/dev/app-url', LOCAL_BILLING: 'true' });
    expect((await call(createCheckout, '/billing/checkout', { tier: 'premium' })).body).toEqual({
      url: 'https://markk.example.com/billing/checkout?tier=premium',
    });
    expect(ssm.calls()).toHaveLength(0);
  });

  it('answer 503 while the parameter does not exist yet (Web stack not deployed), and ask again next time', async () => {
    configure({ APP_URL_PARAMETER: '/markk/dev/app-url', LOCAL_BILLING: 'true' });
    ssm
      .on(GetParameterCommand)
      .rejectsOnce(new ParameterNotFound({ message: 'not found', $metadata: {} }))
      .resolves({ Parameter: { Value: 'https://d222.cloudfront.net' } });
    expect(await call(createCheckout, '/billing/checkout', { tier: 'premium' })).toEqual({ status: 503, body: { message: APP_URL_MISSING } });
    expect((await call(createCheckout, '/billing/checkout', { tier: 'premium' })).body).toEqual({
      url: 'https://d222.cloudfront.net/billing/checkout?tier=premium',
    });
  });
});

describe('a stage without Stripe keys', () => {
  const localRoutes = [
    [localPay, '/billing/local/pay', { tier: 'enterprise' }],
    [localCancel, '/billing/local/cancel', undefined],
    [localSubscription, '/billing/local/subscription', undefined],
  ] as const;

  it('refuses checkout and the portal with a message a person can act on', async () => {
    configure({ STAGE: 'dev', APP_URL: 'https://app.markk.test' });
    expect(await call(createCheckout, '/billing/checkout', { tier: 'enterprise' })).toEqual({ status: 503, body: { message: PAYMENTS_NOT_SET_UP } });
    expect(await call(customerPortal, '/billing/portal')).toEqual({ status: 503, body: { message: PAYMENTS_NOT_SET_UP } });
    expect(PAYMENTS_NOT_SET_UP).toMatch(/^Payments are not set up for this Markk installation yet.*contact the administrator\.$/);
  });

  it('does not let anyone grant themselves a plan through the local billing routes', async () => {
    configure({ STAGE: 'dev', APP_URL: 'https://app.markk.test' });
    for (const [handler, path, body] of localRoutes) {
      expect(await call(handler, path, body), path).toEqual({ status: 404, body: { message: 'Not found.' } });
    }
    expect(ddb.calls()).toHaveLength(0);
  });

  it('keeps the local provider out of AWS Lambda and prod even when LOCAL_BILLING is set', async () => {
    for (const env of [
      { STAGE: 'dev', LOCAL_BILLING: 'true', AWS_LAMBDA_FUNCTION_NAME: 'Markk-dev-Api-LocalBillingPay' },
      { STAGE: 'prod', LOCAL_BILLING: 'true' },
      { STAGE: 'local', LOCAL_BILLING: 'false' },
    ]) {
      configure({ ...env, APP_URL: 'https://app.markk.test' });
      expect((await call(localPay, '/billing/local/pay', { tier: 'enterprise' })).status, JSON.stringify(env)).toBe(404);
      expect((await call(createCheckout, '/billing/checkout', { tier: 'enterprise' })).status, JSON.stringify(env)).toBe(503);
    }
    expect(ddb.calls()).toHaveLength(0);
  });

  it('cannot have LOCAL_BILLING switched on through the stage secret', () => {
    expect(SECRET_KEYS).not.toContain('LOCAL_BILLING' as never);
    // The network sandbox is local only: the secret can never point publishing at it.
    expect(SECRET_KEYS).not.toContain('NETWORK_SANDBOX_URL' as never);
    expect(SECRET_KEYS).toContain('META_APP_SECRET');
  });

  it('the local stack (LOCAL_BILLING=true, outside Lambda, not prod) uses the local checkout page', async () => {
    configure({ STAGE: 'local', LOCAL_BILLING: 'true', APP_URL: 'http://localhost:3000' });
    expect(await call(createCheckout, '/billing/checkout', { tier: 'premium' })).toEqual({
      status: 200,
      body: { url: 'http://localhost:3000/billing/checkout?tier=premium' },
    });
  });

  it('with Stripe configured, the local routes are refused even where LOCAL_BILLING is set', async () => {
    configure({ STAGE: 'local', LOCAL_BILLING: 'true', STRIPE_SECRET_KEY: 'sk_test_unit', APP_URL: 'http://localhost:3000' });
    for (const [handler, path, body] of localRoutes) expect((await call(handler, path, body)).status, path).toBe(404);
  });
});
