// The local API Gateway behaves like the deployed HTTP API: JWT authorizer, 404s, limits.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { importJWK, SignJWT, generateKeyPair, decodeJwt } from 'jose';
import { meEndpoints } from '#contracts/me';
import { api, callApi, callOk, newUser, stackUrl } from '../support/users.ts';

const UNAUTHORIZED = { ok: false, status: 401, body: { message: 'Unauthorized' } };

const require = createRequire(import.meta.url);

async function resign(token: string, changes: Record<string, unknown>, key: CryptoKey | Uint8Array, kid: string) {
  const claims = { ...decodeJwt(token), ...changes };
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}

describe('API authorization', () => {
  it('a call without a token gets 401 JSON', async () => {
    expect(await callApi(meEndpoints.getMe)).toEqual(UNAUTHORIZED);
  });

  it('a token signed by someone else gets 401', async () => {
    const user = await newUser();
    const { privateKey } = await generateKeyPair('RS256');
    const { kid } = JSON.parse(Buffer.from(user.accessToken.split('.')[0]!, 'base64url').toString()) as { kid: string };
    const forged = await resign(user.accessToken, { sub: 'someone-else' }, privateKey, kid);
    expect(await callApi(meEndpoints.getMe, { token: forged })).toEqual(UNAUTHORIZED);
  });

  it('an expired token gets 401 even with a valid signature', async () => {
    const user = await newUser();
    const keyFile = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
    const { jwk } = JSON.parse(readFileSync(keyFile, 'utf8')) as { jwk: Record<string, string> };
    const key = await importJWK(jwk, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const expired = await resign(user.accessToken, { iat: now - 7200, exp: now - 3600 }, key as CryptoKey, jwk.kid!);
    expect(await callApi(meEndpoints.getMe, { token: expired })).toEqual(UNAUTHORIZED);
    // The same key and claims with a live expiry pass, so the 401 above is about expiry alone.
    const live = await resign(user.accessToken, { exp: now + 600 }, key as CryptoKey, jwk.kid!);
    expect((await callApi(meEndpoints.getMe, { token: live })).status).toBe(200);
  });

  it("GET /me returns the caller's own profile, whoever else exists", async () => {
    const alice = await newUser({ fullName: 'Alice' });
    const bob = await newUser({ fullName: 'Bob' });
    const a = await callOk(meEndpoints.getMe, { token: alice.accessToken });
    const b = await callOk(meEndpoints.getMe, { token: bob.accessToken });
    expect(a).toMatchObject({ email: alice.email, fullName: 'Alice' });
    expect(b).toMatchObject({ email: bob.email, fullName: 'Bob' });
    expect(a.userId).not.toBe(b.userId);
    // Hostile input the contract does not declare (a query string and a header naming another
    // user), so the raw helper; it changes nothing: identity comes only from the token.
    const spoof = await api(`/me?userId=${encodeURIComponent(b.userId)}`, { token: alice.accessToken, headers: { 'x-user-id': b.userId } });
    expect(spoof.status).toBe(200);
    expect(meEndpoints.getMe.response.parse(spoof.body)).toMatchObject({ email: alice.email });
  });
});

// Routes and methods no contract declares, and a body over the payload limit: raw requests.
describe('routing and limits', () => {
  it('an unknown API route gets 404 JSON', async () => {
    expect(await api('/no-such-thing')).toEqual({ status: 404, body: { message: 'Not Found' } });
  });

  it('a known path with the wrong method gets 404 JSON', async () => {
    expect(await api('/me', { method: 'DELETE' })).toEqual({ status: 404, body: { message: 'Not Found' } });
  });

  it('a body over the API payload limit gets 413 JSON', async () => {
    const user = await newUser();
    const huge = await fetch(`${stackUrl()}/api/me`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Request Entity Too Large' });
  });
});
