// The six network adapters against the local network sandbox: each one connects through the
// consent page and its provider's token exchange, lists its accounts, publishes a post with an
// image the sandbox fetches, finds it again and refreshes its tokens; then the failure
// switches come back as the right NetworkError kinds with plain reasons.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NetworkSandbox } from '../../bin/local/network-sandbox.ts';
import { NETWORK_PROFILES, networkAdapter, networkAvailable, networkUrl } from '../../functions/lib/networks/index.ts';
import { NETWORKS, type Network, type PublishAccount, type TokenSet } from '../../functions/lib/networks/types.ts';
import { JPEG, rejection, startSandboxServer, type SandboxServer } from '../support/sandbox-server.ts';

const REDIRECT = 'https://markk.example/connections/callback';

let server: SandboxServer;
let sandbox: NetworkSandbox;
let origin = '';

beforeAll(async () => {
  server = await startSandboxServer();
  ({ sandbox, origin } = server);
});

afterAll(() => server.close());

beforeEach(() => sandbox.clear());

interface Consent {
  html: string;
  status: number;
  action: string;
  fields: URLSearchParams;
}

async function consentPage(url: string): Promise<Consent> {
  const response = await fetch(url);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const fields = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(
      m[1]!,
      m[2]!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
  }
  return { html, status: response.status, action, fields };
}

async function decide(consent: Consent, decision: 'allow' | 'cancel', account: string, more: readonly string[] = []): Promise<URL> {
  const form = new URLSearchParams(consent.fields);
  form.set('account', account);
  if (more.length > 0) form.set('more', more.join(', '));
  form.set('decision', decision);
  const response = await fetch(consent.action, { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Consent → code → tokens, as the connect flow will do it. */
async function authorizeCode(network: Network, account: string, more: readonly string[] = [], scopes?: (asked: string) => string) {
  const adapter = networkAdapter(network);
  const state = randomUUID();
  const pkce = pkcePair();
  const url = new URL(adapter.authorizeUrl({ state, redirectUri: REDIRECT, codeChallenge: adapter.pkce ? pkce.challenge : undefined }));
  if (scopes) url.searchParams.set('scope', scopes(url.searchParams.get('scope') ?? ''));
  const consent = await consentPage(url.toString());
  expect(consent.status).toBe(200);
  expect(consent.html).toContain(`<h1>${NETWORK_PROFILES[network].label} sandbox</h1>`);
  const back = await decide(consent, 'allow', account, more);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get('state')).toBe(state);
  return { adapter, code: back.searchParams.get('code')!, verifier: pkce.verifier };
}

interface Connected {
  tokens: TokenSet;
  account: PublishAccount;
}
const connected = new Map<Network, Connected>();

function imageFor(network: Network) {
  return { imageUrl: `${origin}/img/photo.jpg`, imageType: 'image/jpeg' as const, altText: `A spring window display (${network})` };
}

describe.each(NETWORKS.map((n) => [n] as const))('%s through the sandbox', (network) => {
  it('connects, publishes with an image, finds the post again and refreshes', async () => {
    expect(networkAvailable(network)).toBe(true);
    const name = `Markk Shop ${network} ${randomBytes(3).toString('hex')}`;
    const { adapter, code, verifier } = await authorizeCode(network, name);
    const tokens = await adapter.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: adapter.pkce ? verifier : undefined });
    expect(tokens.accessToken).toBeTruthy();
    expect(Date.parse(tokens.expiresAt!)).toBeGreaterThan(Date.now());

    const accounts = await adapter.accounts(tokens);
    expect(accounts).toHaveLength(1);
    const found = accounts[0]!;
    if (network === 'facebook') expect(found.accountToken).toBeTruthy();
    if (network !== 'instagram' && network !== 'x') expect(found.name).toBe(name);
    const account: PublishAccount = { accountId: found.accountId, target: found.target, accessToken: found.accountToken ?? tokens.accessToken };

    const since = new Date().toISOString();
    const caption = `Spring sale (${network}): 20% off <today> & tomorrow — see you at Markk’s shop!`;
    const result = await adapter.publish(account, { caption, ...imageFor(network), idempotencyKey: randomUUID() });
    expect(result.remoteId).toBeTruthy();

    const posts = sandbox.published(network);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      caption,
      accountId: found.accountId,
      image: { bytes: JPEG.length, contentType: 'image/jpeg' },
      remoteId: result.remoteId,
      url: result.url,
    });
    if (network !== 'linkedin' && network !== 'x') expect(posts[0]!.imageUrl).toBe(imageFor(network).imageUrl);
    const page = await fetch(result.url);
    expect(page.status).toBe(200);

    await expect(adapter.findPublished(account, { caption, idempotencyKey: 'k' }, since)).resolves.toEqual(result);
    await expect(adapter.findPublished(account, { caption: `${caption} (another)`, idempotencyKey: 'k' }, since)).resolves.toBeNull();

    const refreshed = await adapter.refresh(tokens);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    await expect(adapter.accounts(refreshed)).resolves.toHaveLength(1);
    connected.set(network, { tokens: refreshed, account: network === 'facebook' ? account : { ...account, accessToken: refreshed.accessToken } });
  });

  it('maps an expired token, a rate limit, a failed image fetch and a 500 to NetworkError kinds', async () => {
    const { account } = connected.get(network)!;
    const adapter = networkAdapter(network);
    const label = network === 'google' ? 'Google' : NETWORK_PROFILES[network].label;
    const post = (tag: string) => ({ caption: `Markk ${tag} ${randomUUID()}`, ...imageFor(network), idempotencyKey: randomUUID() });

    sandbox.fail(network, 'expired', { once: true });
    const expired = await rejection(adapter.publish(account, post('expired')));
    expect(expired).toMatchObject({ network, kind: 'expired', reason: `${label} says your connection has expired` });
    expect(expired.needsReconnect).toBe(true);

    sandbox.fail(network, 'rate_limited', { once: true });
    const limited = await rejection(adapter.publish(account, post('limited')));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.reason).toContain(label);

    sandbox.fail(network, 'media', { once: true });
    const media = await rejection(adapter.publish(account, post('media')));
    expect(media.kind).toBe('media');
    expect(media.reason).toMatch(new RegExp(`^${label} could not (fetch|accept) the image$`));

    sandbox.fail(network, 'server_error');
    const server = await rejection(adapter.publish(account, post('down')));
    expect(server.kind).toBe('transient');
    expect(server.transient).toBe(true);
    sandbox.clear(network, 'server_error');

    // Nothing of the failed attempts was published; the switches are spent.
    expect(sandbox.published(network)).toHaveLength(1);
    await expect(adapter.publish(account, post('after'))).resolves.toMatchObject({ remoteId: expect.any(String) });
  });

  it('reports a grant the person removed as revoked when refreshing', async () => {
    const { tokens } = connected.get(network)!;
    sandbox.fail(network, 'revoked', { once: true });
    const error = await rejection(networkAdapter(network).refresh(tokens));
    expect(error.kind).toBe('revoked');
    expect(error.needsReconnect).toBe(true);
  });
});

describe('sandbox rules the adapters meet', () => {
  it('refuses a PKCE verifier that does not match the challenge', async () => {
    for (const network of ['x', 'google'] as const) {
      const { adapter, code } = await authorizeCode(network, 'Markk PKCE');
      const error = await rejection(adapter.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkcePair().verifier }));
      expect(error).toMatchObject({ kind: 'invalid', reason: `${network === 'x' ? 'X' : 'Google'} refused the connection; please try connecting again` });
    }
  });

  it('refuses a code used twice and a redirect URI that changed', async () => {
    for (const network of ['facebook', 'linkedin', 'tiktok', 'x'] as const) {
      const { adapter, code, verifier } = await authorizeCode(network, 'Markk Reuse');
      const input = { code, redirectUri: REDIRECT, codeVerifier: adapter.pkce ? verifier : undefined };
      await expect(adapter.exchangeCode(input)).resolves.toMatchObject({ accessToken: expect.any(String) });
      expect((await rejection(adapter.exchangeCode(input))).kind).toBe('invalid');
    }
    const { adapter, code } = await authorizeCode('linkedin', 'Markk Redirect');
    expect((await rejection(adapter.exchangeCode({ code, redirectUri: `${REDIRECT}/elsewhere` }))).kind).toBe('invalid');
  });

  it('lists the LinkedIn pages a member administers and posts as one, with an image; without the page scopes, the member alone', async () => {
    const tag = randomBytes(3).toString('hex');
    const { adapter, code } = await authorizeCode('linkedin', `Rosa ${tag}`, [`Bloom ${tag}`, `Bean ${tag}`]);
    const tokens = await adapter.exchangeCode({ code, redirectUri: REDIRECT });
    const accounts = await adapter.accounts(tokens);
    expect(accounts.map((a) => [a.name, a.target.replace(/:[^:]+$/, '')])).toEqual([
      [`Rosa ${tag}`, 'urn:li:person'],
      [`Bloom ${tag}`, 'urn:li:organization'],
      [`Bean ${tag}`, 'urn:li:organization'],
    ]);
    const page = { accountId: accounts[1]!.accountId, target: accounts[1]!.target, accessToken: tokens.accessToken };
    const post = { caption: `Weekend florist wanted at Bloom ${tag}: apply in store.`, ...imageFor('linkedin'), idempotencyKey: randomUUID() };
    const published = await adapter.publish(page, post);
    expect(await adapter.findPublished(page, post, new Date(Date.now() - 60_000).toISOString())).toEqual(published);
    const live = sandbox.published('linkedin').find((p) => p.remoteId === published.remoteId)!;
    expect([live.accountName, live.caption, live.image?.contentType]).toEqual([`Bloom ${tag}`, post.caption, 'image/jpeg']);
    // A page the member does not administer is refused as LinkedIn refuses it.
    const elsewhere = await rejection(adapter.publish({ ...page, target: 'urn:li:organization:1' }, { ...post, idempotencyKey: randomUUID() }));
    expect(elsewhere.details.status).toBe(403);

    const memberOnly = await authorizeCode('linkedin', `Solo ${tag}`, [`Hidden ${tag}`], (asked) =>
      asked
        .split(' ')
        .filter((s) => !s.includes('organization'))
        .join(' '),
    );
    const own = await adapter.exchangeCode({ code: memberOnly.code, redirectUri: REDIRECT });
    expect((await adapter.accounts(own)).map((a) => a.name)).toEqual([`Solo ${tag}`]);
  });

  it('lists every location of a Google business and posts to the one chosen', async () => {
    const tag = randomBytes(3).toString('hex');
    const { adapter, code, verifier } = await authorizeCode('google', `Crumb High St ${tag}`, [`Crumb Station Rd ${tag}`]);
    const tokens = await adapter.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: verifier });
    const accounts = await adapter.accounts(tokens);
    expect(accounts.map((a) => a.name)).toEqual([`Crumb High St ${tag}`, `Crumb Station Rd ${tag}`]);
    const station = { accountId: accounts[1]!.accountId, target: accounts[1]!.target, accessToken: tokens.accessToken };
    const published = await adapter.publish(station, { caption: `Fresh bloomers at Station Rd ${tag} from 7 am.`, idempotencyKey: randomUUID() });
    expect(sandbox.published('google').find((p) => p.remoteId === published.remoteId)?.accountName).toBe(`Crumb Station Rd ${tag}`);
  });

  it('sends Cancel back as access_denied with the state', async () => {
    const consent = await consentPage(networkAdapter('tiktok').authorizeUrl({ state: 'st-1', redirectUri: REDIRECT }));
    const back = await decide(consent, 'cancel', 'Markk Cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('shows no consent page to an unknown app', async () => {
    const url = new URL(networkAdapter('linkedin').authorizeUrl({ state: 's', redirectUri: REDIRECT }));
    url.searchParams.set('client_id', 'someone-else');
    const consent = await consentPage(url.toString());
    expect(consent.status).toBe(400);
    expect(consent.html).not.toContain('Allow');
  });

  it('checks caption length, required images and image types before calling the provider', async () => {
    const x = connected.get('x')!;
    const tooLong = await rejection(networkAdapter('x').publish(x.account, { caption: 'a'.repeat(281), idempotencyKey: 'k' }));
    expect(tooLong).toMatchObject({ kind: 'invalid', reason: 'X allows 280 characters' });
    const ig = connected.get('instagram')!;
    const noImage = await rejection(networkAdapter('instagram').publish(ig.account, { caption: 'No image', idempotencyKey: 'k' }));
    expect(noImage).toMatchObject({ kind: 'invalid', reason: 'Instagram needs an image with every post' });
    const tt = connected.get('tiktok')!;
    const png = await rejection(
      networkAdapter('tiktok').publish(tt.account, { caption: 'PNG', imageUrl: `${origin}/img/photo.png`, imageType: 'image/png', idempotencyKey: 'k' }),
    );
    expect(png.kind).toBe('media');
  });

  it('answers Instagram’s media error when the image URL does not load', async () => {
    const ig = connected.get('instagram')!;
    const error = await rejection(
      networkAdapter('instagram').publish(ig.account, { caption: 'Missing', imageUrl: `${origin}/img/missing.jpg`, idempotencyKey: 'k' }),
    );
    expect(error).toMatchObject({ kind: 'media', reason: 'Instagram could not fetch the image', details: { providerCode: '9004/2207052' } });
  });

  it('maps a revoked Page token to revoked on publish', async () => {
    const fb = connected.get('facebook')!;
    sandbox.fail('facebook', 'revoked', { once: true });
    const error = await rejection(networkAdapter('facebook').publish(fb.account, { caption: 'Revoked', idempotencyKey: 'k' }));
    expect(error).toMatchObject({ kind: 'revoked', details: { providerCode: '190/458' } });
  });

  it('answers after the latency set for a network', async () => {
    sandbox.latency(200, 'x');
    const started = Date.now();
    await networkAdapter('x').accounts(connected.get('x')!.tokens);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    sandbox.latency(0);
  });

  it('is steered and read through /dev/networks', async () => {
    const control = await fetch(`${origin}/dev/networks/control`, {
      method: 'POST',
      body: JSON.stringify({ action: 'fail', network: 'google', kind: 'server_error', once: true }),
    });
    expect(control.status).toBe(200);
    const google = connected.get('google')!;
    expect((await rejection(networkAdapter('google').publish(google.account, { caption: 'Down', idempotencyKey: 'k' }))).kind).toBe('transient');
    const overview = (await (await fetch(`${origin}/dev/networks.json`)).json()) as { accounts: { network: string; posts: { caption: string }[] }[] };
    const linkedinPosts = overview.accounts.filter((a) => a.network === 'linkedin').flatMap((a) => a.posts);
    expect(linkedinPosts.some((p) => p.caption.startsWith('Spring sale (linkedin)'))).toBe(true);
    const page = await (await fetch(`${origin}/dev/networks`)).text();
    expect(page).toContain('<h1>Network sandbox</h1>');
    expect(page).not.toMatch(/access_token|markk-sandbox-secret/);
  });

  it('forgets everything on reset', () => {
    sandbox.reset();
    expect(sandbox.published()).toEqual([]);
  });
});

describe('networkUrl', () => {
  it('puts every provider host under the sandbox base', () => {
    expect(networkUrl('https://graph.facebook.com/v24.0/me/accounts?fields=id')).toBe(`${origin}/sandbox/graph.facebook.com/v24.0/me/accounts?fields=id`);
  });
});

describe('the sandbox inside AWS', () => {
  it('is never used by a deployed function, whatever its environment says', async () => {
    const { sandboxUrl, networkUrl, appCredentials } = await import('../../functions/lib/networks/http.ts');
    const { resetConfig } = await import('../../functions/lib/config.ts');
    const before = { ...process.env };
    process.env.TABLE_NAME ??= 'unused';
    process.env.NETWORK_SANDBOX_URL = 'http://127.0.0.1:1/sandbox';
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'Markk-prod-PublishWorker';
    delete process.env.META_APP_ID;
    delete process.env.META_APP_SECRET;
    resetConfig();
    try {
      expect(sandboxUrl()).toBeUndefined();
      expect(networkUrl('https://graph.facebook.com/v24.0/me')).toBe('https://graph.facebook.com/v24.0/me');
      expect(appCredentials('facebook')).toBeNull();
    } finally {
      process.env = before;
      resetConfig();
    }
  });
});
