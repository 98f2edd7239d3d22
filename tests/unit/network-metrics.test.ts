// Each network adapter reads a published post's metrics through its provider's insights API,
// here against the in-process network sandbox: the metrics the network offers (and only
// those), growing as the sandbox's metrics clock moves on, different from post to post; the
// failure switches and an unknown post come back as NetworkError kinds. Then the sandbox's
// growth model itself: integers that never decrease, whatever the post and the hours.
import { fc, test } from '@fast-check/vitest';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { metricsAt } from '../../bin/local/network-sandbox/metrics.ts';
import { NETWORK_PROFILES, networkAdapter } from '../../functions/lib/networks/index.ts';
import { NETWORKS, type Network, type PostMetricsReading, type PublishAccount } from '../../functions/lib/networks/types.ts';
import { sendConsent } from '../support/consent-form.ts';
import { rejection, startSandboxServer, type SandboxServer } from '../support/sandbox-server.ts';

const REDIRECT = 'https://markk.example/connections/callback';

/** What each network offers for a post (a LinkedIn member's own post here; a page's below). */
const OFFERED: Record<Network, readonly (keyof PostMetricsReading)[]> = {
  instagram: ['impressions', 'reach', 'reactions', 'comments', 'shares', 'saves'],
  facebook: ['impressions', 'reach', 'reactions', 'comments', 'shares', 'clicks'],
  linkedin: ['impressions', 'reach', 'reactions', 'comments', 'shares'],
  tiktok: ['impressions', 'reactions', 'comments', 'shares'],
  google: ['impressions', 'clicks'],
  x: ['impressions', 'reactions', 'comments', 'shares', 'saves', 'clicks'],
};

/** An id of the network's own form that no sandbox post has. */
function unknownId(network: Network, account: PublishAccount): string {
  return {
    instagram: '17800000000000000',
    facebook: `${account.target}_1`,
    linkedin: 'urn:li:share:1',
    tiktok: '7000000000000000000',
    google: `${account.target}/localPosts/1`,
    x: '1000000000000000000',
  }[network];
}

let server: SandboxServer;

beforeAll(async () => {
  server = await startSandboxServer();
});

afterAll(() => server.close());

beforeEach(() => server.sandbox.clear());

/** Consent → code → tokens → the accounts the grant reaches, publishing with the account's own token where it has one. */
async function connect(network: Network, more: readonly string[] = []): Promise<PublishAccount[]> {
  const adapter = networkAdapter(network);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const url = adapter.authorizeUrl({ state: randomUUID(), redirectUri: REDIRECT, codeChallenge: adapter.pkce ? challenge : undefined });
  const name = `Markk Metrics ${network} ${randomBytes(3).toString('hex')}`;
  const consent = await sendConsent(url, 'allow', name, more);
  const code = consent.location!.searchParams.get('code')!;
  const tokens = await adapter.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: adapter.pkce ? verifier : undefined });
  const accounts = await adapter.accounts(tokens);
  return accounts.map((a) => ({ accountId: a.accountId, target: a.target, accessToken: a.accountToken ?? tokens.accessToken }));
}

async function publish(network: Network, account: PublishAccount): Promise<string> {
  const post = { caption: `Metrics ${network} ${randomUUID()}`, imageUrl: `${server.origin}/img/photo.jpg`, imageType: 'image/jpeg' as const };
  const { remoteId } = await networkAdapter(network).publish(account, { ...post, idempotencyKey: randomUUID() });
  return remoteId;
}

const sorted = (reading: PostMetricsReading) => Object.keys(reading).sort();

describe.each(NETWORKS.map((n) => [n] as const))('%s metrics through the sandbox', (network) => {
  const adapter = networkAdapter(network);
  const label = network === 'google' ? 'Google' : NETWORK_PROFILES[network].label;
  let account: PublishAccount;

  beforeAll(async () => {
    [account] = (await connect(network)) as [PublishAccount];
  });

  it('reads the metrics the network offers, growing as time passes and different from post to post', async () => {
    const first = await publish(network, account);
    const second = await publish(network, account);

    const fresh = await adapter.metrics(account, first);
    expect(sorted(fresh)).toEqual([...OFFERED[network]].sort());
    for (const value of Object.values(fresh)) expect(Number.isInteger(value) && value >= 0).toBe(true);

    server.sandbox.advance(24);
    const day = await adapter.metrics(account, first);
    expect(sorted(day)).toEqual(sorted(fresh));
    for (const name of OFFERED[network]) expect(day[name]).toBeGreaterThanOrEqual(fresh[name]!);
    expect(day.impressions).toBeGreaterThan(fresh.impressions!);

    const other = await adapter.metrics(account, second);
    expect(other).not.toEqual(day);
  });

  it('maps a rate limit, an expired token and a 500 on a metrics call to NetworkError kinds', async () => {
    const remoteId = await publish(network, account);

    server.sandbox.fail(network, 'rate_limited', { once: true });
    const limited = await rejection(adapter.metrics(account, remoteId));
    expect(limited).toMatchObject({ network, kind: 'rate_limited', reason: `${label} says too many requests were made; Markk will read the numbers later` });
    expect(limited.details.retryAfterSeconds).toBeGreaterThan(0);

    server.sandbox.fail(network, 'expired', { once: true });
    expect(await rejection(adapter.metrics(account, remoteId))).toMatchObject({ kind: 'expired', needsReconnect: true });

    server.sandbox.fail(network, 'server_error');
    expect((await rejection(adapter.metrics(account, remoteId))).transient).toBe(true);
    server.sandbox.clear(network, 'server_error');

    await expect(adapter.metrics(account, remoteId)).resolves.toHaveProperty('impressions');
  });

  it('answers a post it does not have as invalid', async () => {
    const error = await rejection(adapter.metrics(account, unknownId(network, account)));
    expect(error).toMatchObject({ network, kind: 'invalid', reason: `${label} has no such post any more; it may have been deleted` });
  });
});

describe('metrics the networks offer in part', () => {
  it('reads a LinkedIn page post from its share statistics, clicks included', async () => {
    const [, page] = (await connect('linkedin', [`Bloom ${randomBytes(3).toString('hex')}`])) as [PublishAccount, PublishAccount];
    expect(page.target).toMatch(/^urn:li:organization:/);
    const remoteId = await publish('linkedin', page);
    server.sandbox.advance(6);
    const reading = await networkAdapter('linkedin').metrics(page, remoteId);
    expect(sorted(reading)).toEqual(['clicks', 'comments', 'impressions', 'reach', 'reactions', 'shares']);
    expect(reading.impressions).toBeGreaterThan(0);
  });

  it('reads an X post older than 30 days without the owner-only clicks', async () => {
    const [account] = (await connect('x')) as [PublishAccount];
    const remoteId = await publish('x', account);
    server.sandbox.advance(31 * 24);
    const reading = await networkAdapter('x').metrics(account, remoteId);
    expect(sorted(reading)).toEqual(['comments', 'impressions', 'reactions', 'saves', 'shares']);
  });

  it('does not read another Facebook Page’s post', async () => {
    const [mine] = (await connect('facebook')) as [PublishAccount];
    const [theirs] = (await connect('facebook')) as [PublishAccount];
    const remoteId = await publish('facebook', theirs);
    expect((await rejection(networkAdapter('facebook').metrics(mine, remoteId))).kind).toBe('invalid');
  });
});

describe('the sandbox’s metrics clock through POST /dev/networks/control', () => {
  const control = (body: Record<string, unknown>) =>
    fetch(`${server.origin}/dev/networks/control`, { method: 'POST', body: JSON.stringify(body) }).then(async (r) => ({
      status: r.status,
      view: (await r.json()) as { metricsAheadHours?: number },
    }));

  it('moves on with advance, refuses hours that are not a number of 0 or more, and goes back with reset', async () => {
    const [account] = (await connect('tiktok')) as [PublishAccount];
    const remoteId = await publish('tiktok', account);
    const before = await networkAdapter('tiktok').metrics(account, remoteId);

    const moved = await control({ action: 'advance', hours: 12 });
    expect(moved.status).toBe(200);
    expect((await networkAdapter('tiktok').metrics(account, remoteId)).impressions).toBeGreaterThan(before.impressions!);
    for (const hours of [-1, 'soon', null]) expect((await control({ action: 'advance', hours })).status).toBe(400);

    expect((await control({ action: 'reset' })).view.metricsAheadHours).toBe(0);
    expect(moved.view.metricsAheadHours).toBeGreaterThanOrEqual(12);
  });
});

describe('the sandbox’s growth model', () => {
  test.prop([fc.string({ minLength: 1, maxLength: 40 }), fc.double({ min: 0, max: 2000, noNaN: true }), fc.double({ min: 0, max: 2000, noNaN: true })])(
    'gives integers that never decrease as hours pass',
    (remoteId, a, b) => {
      const [early, late] = [metricsAt(remoteId, Math.min(a, b)), metricsAt(remoteId, Math.max(a, b))];
      for (const [name, value] of Object.entries(early) as [keyof typeof early, number][]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
        expect(late[name]).toBeGreaterThanOrEqual(value);
      }
      expect(late.impressions).toBeLessThanOrEqual(3000);
    },
  );

  it('starts at nothing and differs by post', () => {
    expect(Object.values(metricsAt('urn:li:share:7', 0)).every((n) => n === 0)).toBe(true);
    expect(metricsAt('17801', 48)).not.toEqual(metricsAt('17802', 48));
  });
});
