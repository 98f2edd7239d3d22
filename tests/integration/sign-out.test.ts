// Signing out against the local stack: GlobalSignOut ends every session of the account (its
// access tokens are refused by /api and /stream, its refresh tokens make no new tokens),
// RevokeToken ends one session, a new sign-in works, and nobody can sign someone else out
// with a made-up token.
import { GetTokensFromRefreshTokenCommand, GlobalSignOutCommand, InitiateAuthCommand, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { STREAM_AUTHORIZATION_HEADER } from '#lib/stream';
import { cognitoClient, cognitoFailure, newUser, signIn, stackUrl, type TestUser } from '../support/users.ts';

const clientId = () => inject('userPoolClientId');

/** The status /api/me answers for this access token. */
const meStatus = async (token: string) => (await fetch(`${stackUrl()}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;

/** The status a streamed route answers (for an item that does not exist: 404 once the token is taken). */
const streamStatus = async (token: string) =>
  (
    await fetch(`${stackUrl()}/stream/content-items/no-such-item/rewrite`, {
      method: 'POST',
      headers: { [STREAM_AUTHORIZATION_HEADER]: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Our autumn menu is here.', instruction: 'Make it shorter' }),
    })
  ).status;

const refresh = (user: TestUser) =>
  cognitoClient().send(new InitiateAuthCommand({ ClientId: clientId(), AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: user.refreshToken } }));
const refreshAsAmplify = (user: TestUser) =>
  cognitoClient().send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId(), RefreshToken: user.refreshToken }));

const REVOKED = { name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' };

describe('sign-out', () => {
  it('GlobalSignOut ends every session: its access tokens are refused on /api and /stream, its refresh tokens refused; a new sign-in works', async () => {
    const laptop = await newUser({ fullName: 'Sol Signout' });
    const phone = await signIn(laptop.email, laptop.password);
    const refreshed = (await refresh(laptop)).AuthenticationResult!.AccessToken!;
    for (const token of [laptop.accessToken, phone.accessToken, refreshed]) expect(await meStatus(token)).toBe(200);
    expect(await streamStatus(laptop.accessToken)).not.toBe(401);

    await cognitoClient().send(new GlobalSignOutCommand({ AccessToken: laptop.accessToken }));

    for (const token of [laptop.accessToken, phone.accessToken, refreshed]) expect(await meStatus(token)).toBe(401);
    expect(await streamStatus(laptop.accessToken)).toBe(401);
    expect(await streamStatus(phone.accessToken)).toBe(401);
    expect(await cognitoFailure(refresh(laptop))).toEqual(REVOKED);
    expect(await cognitoFailure(refreshAsAmplify(phone))).toEqual(REVOKED);

    const again = await signIn(laptop.email, laptop.password);
    expect(await meStatus(again.accessToken)).toBe(200);
    expect((await refresh(again)).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('RevokeToken ends that session only', async () => {
    const laptop = await newUser({ fullName: 'Ravi Revoke' });
    const phone = await signIn(laptop.email, laptop.password);
    await cognitoClient().send(new RevokeTokenCommand({ ClientId: clientId(), Token: laptop.refreshToken }));
    expect(await cognitoFailure(refresh(laptop))).toEqual(REVOKED);
    expect(await meStatus(laptop.accessToken)).toBe(401);
    expect(await meStatus(phone.accessToken)).toBe(200);
    expect((await refresh(phone)).AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('a made-up token signs nobody out', async () => {
    const victim = await newUser({ fullName: 'Vic Victim' });
    const [header, payload] = victim.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, jti: crypto.randomUUID() })).toString('base64url')}.c2lnbmF0dXJl`;
    expect(await cognitoFailure(cognitoClient().send(new GlobalSignOutCommand({ AccessToken: forged })))).toMatchObject({ name: 'NotAuthorizedException' });
    expect(await cognitoFailure(cognitoClient().send(new RevokeTokenCommand({ ClientId: clientId(), Token: forged })))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(await meStatus(victim.accessToken)).toBe(200);
    expect((await refresh(victim)).AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
