// The local stack's own attack surface, attacked as a penetration test did: the /s3 mount,
// the /cognito proxy, the emulators' listening addresses, the names the browser port answers
// to, and its errors.
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api, newUser, signIn, signUp, stackUrl, uniqueEmail } from '../support/users.ts';

const LOGOS = process.env.LOGOS_BUCKET!;
const RESOURCES = process.env.RESOURCES_BUCKET!;
const s3Url = (path: string) => `${stackUrl()}/s3/${path}`;

async function logoUpload(token: string, contentType: string, size: number) {
  const res = await api('/brand-kit/logo-upload', { token, method: 'POST', body: JSON.stringify({ contentType, size }) });
  expect(res.status).toBe(200);
  return res.body as { uploadUrl: string; headers: Record<string, string>; logoUrl: string };
}

describe('/s3 accepts only what S3 would', () => {
  it('refuses an unsigned PUT of HTML onto the app origin and stores nothing', async () => {
    const html = '<script>alert(localStorage.length)</script>';
    const put = await fetch(s3Url(`${LOGOS}/x.html`), { method: 'PUT', headers: { 'content-type': 'text/html' }, body: html });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('<Code>AccessDenied</Code>');
    expect((await fetch(s3Url(`${LOGOS}/x.html`))).status).toBe(404);
  });

  it('holds a presigned upload to its signed content type and length', async () => {
    const user = await newUser();
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    const signed = await logoUpload(user.accessToken, 'image/png', png.length);
    const asHtml = await fetch(signed.uploadUrl, { method: 'PUT', headers: { ...signed.headers, 'content-type': 'text/html' }, body: png });
    expect(asHtml.status).toBe(403);
    expect(await asHtml.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const big = await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: Buffer.alloc(6 * 1024 * 1024, 1) });
    expect(big.status).toBe(403);
    const logo = new URL(signed.logoUrl);
    expect((await fetch(`${logo.origin}${logo.pathname}`)).status).toBe(404);

    const ok = await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: png });
    expect(ok.status).toBe(200);
  });

  it('refuses a URL presigned with the well-known s3rver secret', async () => {
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: `${stackUrl()}/s3`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const url = await getSignedUrl(client, new PutObjectCommand({ Bucket: LOGOS, Key: 'forged.html', ContentType: 'text/html' }), { expiresIn: 60 });
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: '<p>hi</p>' });
    expect(put.status).toBe(403);
    expect((await fetch(s3Url(`${LOGOS}/forged.html`))).status).toBe(404);
  });

  it('lists no bucket, deletes nothing unsigned, and keeps the resources bucket private', async () => {
    for (const path of [LOGOS, `${LOGOS}/`, `${LOGOS}?list-type=2`, RESOURCES, '']) {
      const res = await fetch(s3Url(path));
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(await res.text(), path).not.toContain('<Key>');
    }
    const user = await newUser();
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    const signed = await logoUpload(user.accessToken, 'image/png', png.length);
    expect((await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: png })).status).toBe(200);
    const logo = new URL(signed.logoUrl);
    const del = await fetch(`${logo.origin}${logo.pathname}`, { method: 'DELETE' });
    expect(del.status).toBe(403);
    expect((await fetch(signed.logoUrl)).status).toBe(200);
    expect((await fetch(s3Url(`${RESOURCES}/anything.pdf`))).status).toBe(403);
  });

  it('serves stored files so a browser never runs them as a page of the app', async () => {
    const user = await newUser();
    const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
    const signed = await logoUpload(user.accessToken, 'image/png', png.length);
    await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: png });
    const served = await fetch(`${signed.logoUrl}&response-content-type=text%2Fhtml`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const missing = await fetch(s3Url(`${LOGOS}/nobody/logo.png`));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain('sandbox');
  });
});

const target = (name: string) => `AWSCognitoIdentityProviderService.${name}`;

async function cognitoCall(name: string, body: unknown) {
  const res = await fetch(`${stackUrl()}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target(name) },
    body: JSON.stringify(body),
  });
  return { status: res.status, errorType: res.headers.get('x-amzn-errortype'), body: (await res.json()) as Record<string, unknown> };
}

describe('/cognito forwards only what the SPA calls', () => {
  it('refuses ListUsers: no e-mail leaves the pool', async () => {
    const victim = await newUser();
    const res = await cognitoCall('ListUsers', { UserPoolId: process.env.USER_POOL_ID });
    expect(res).toMatchObject({
      status: 400,
      errorType: 'NotAuthorizedException',
      body: { __type: 'NotAuthorizedException', message: 'ListUsers is not allowed.' },
    });
    expect(JSON.stringify(res.body)).not.toContain(victim.email);
  });

  it("refuses AdminSetUserPassword and a forged new-password challenge: the victim's password still works", async () => {
    const victim = await newUser();
    const set = await cognitoCall('AdminSetUserPassword', {
      UserPoolId: process.env.USER_POOL_ID,
      Username: victim.email,
      Password: 'taken-over',
      Permanent: true,
    });
    expect(set).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    const challenge = await cognitoCall('RespondToAuthChallenge', {
      ClientId: process.env.USER_POOL_CLIENT_ID,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'anything',
      ChallengeResponses: { USERNAME: victim.email, NEW_PASSWORD: 'taken-over' },
    });
    expect(challenge).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    await expect(signIn(victim.email, 'taken-over')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await signIn(victim.email, victim.password)).accessToken).toBeTruthy();
  });

  it("nobody takes another user's e-mail: not by UpdateUserAttributes, not by sign-up in other letters or as an attribute", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    const update = await cognitoCall('UpdateUserAttributes', { AccessToken: attacker.accessToken, UserAttributes: [{ Name: 'email', Value: victim.email }] });
    expect(update).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    await expect(signUp(victim.email.toUpperCase(), 'secret1')).rejects.toMatchObject({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
    const asAttribute = await cognitoCall('SignUp', {
      ClientId: process.env.USER_POOL_CLIENT_ID,
      Username: uniqueEmail('attacker'),
      Password: 'secret1',
      UserAttributes: [{ Name: 'email', Value: victim.email }],
    });
    expect(asAttribute).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException' } });
    expect((await api('/me', { token: attacker.accessToken })).body).toMatchObject({ email: attacker.email });
  });

  it("refuses a sign-up that sets its own sub (it would sign in as someone else's id)", async () => {
    const victim = await newUser();
    const victimId = String((await api('/me', { token: victim.accessToken })).body!.userId);
    const email = uniqueEmail('attacker');
    const res = await cognitoCall('SignUp', {
      ClientId: process.env.USER_POOL_CLIENT_ID,
      Username: email,
      Password: 'secret1',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'sub', Value: victimId },
      ],
    });
    expect(res).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' } });
  });
});

/** This machine's addresses other than loopback (where a LAN neighbour would connect). */
function outsideAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && !a.address.startsWith('fe80:'))
    .map((a) => a!.address);
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Local addresses of the sockets listening on `port`, from the kernel's own tables. */
function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`)) continue;
      found.push(local.split(':')[0]!);
    }
  }
  return found;
}

/** 127.x.x.x (as /proc/net/tcp writes it), ::1, or ::ffff:127.x.x.x. */
const isLoopbackHex = (hex: string) =>
  (hex.length === 8 && hex.endsWith('7F')) ||
  hex === '00000000000000000000000001000000' ||
  (hex.length === 32 && hex.startsWith('0000000000000000FFFF0000') && hex.endsWith('7F'));

describe('emulators listen on loopback only', () => {
  const internal = () => ({
    'DynamoDB Local': Number(new URL(process.env.DYNAMODB_ENDPOINT!).port),
    'cognito-local': Number(new URL(process.env.COGNITO_ENDPOINT!).port),
    'the local AWS endpoint': Number(new URL(process.env.SFN_ENDPOINT!).port),
  });

  it('answers on 127.0.0.1 and refuses connections on every other address of this machine', async () => {
    const addresses = outsideAddresses();
    for (const [name, port] of Object.entries(internal())) {
      expect(await connects('127.0.0.1', port), name).toBe(true);
      for (const address of addresses) expect(await connects(address, port), `${name} on ${address}:${port}`).toBe(false);
    }
  });

  it.runIf(existsSync('/proc/net/tcp'))("binds each listening socket to a loopback address (the kernel's view)", () => {
    for (const [name, port] of Object.entries(internal())) {
      const locals = listeningAddresses(port);
      expect(locals.length, name).toBeGreaterThan(0);
      for (const local of locals) expect(isLoopbackHex(local), `${name} listens on ${local}`).toBe(true);
    }
  });
});

/** A request with a Host header of our choosing (fetch will not set one). */
function withHost(host: string, method: string, path: string): Promise<{ status: number; location?: string | undefined; body: string }> {
  const { port } = new URL(stackUrl());
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: Number(port), method, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the browser port answers to its own names only (DNS rebinding)', () => {
  it('refuses a rebound name with a 421 before any route: no outbox, no config, no Cognito', async () => {
    const { port } = new URL(stackUrl());
    for (const [method, path] of [
      ['GET', '/dev/outbox.json'],
      ['GET', '/config.json'],
      ['GET', '/'],
      ['POST', '/cognito'],
      ['GET', '/api/me'],
    ] as const) {
      const res = await withHost(`attacker.example:${port}`, method, path);
      expect(res.status, `${method} ${path}`).toBe(421);
      expect(JSON.parse(res.body)).toEqual({ message: `This Markk server answers at ${stackUrl()} only.` });
    }
  });

  it('moves a page opened at 127.0.0.1 to the printed URL, and builds /config.json from configuration', async () => {
    const { port } = new URL(stackUrl());
    const page = await withHost(`127.0.0.1:${port}`, 'GET', '/settings?tab=brand');
    expect(page.status).toBe(308);
    expect(page.location).toBe(`${stackUrl()}/settings?tab=brand`);
    const config = await withHost(`localhost:${port}`, 'GET', '/config.json');
    expect(JSON.parse(config.body).userPoolEndpoint).toBe(`${stackUrl()}/cognito`);
  });
});

describe('every error of the browser port has a JSON { message } body', () => {
  function rawRequest(text: string): Promise<string> {
    const { port } = new URL(stackUrl());
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
      let answer = '';
      socket.on('data', (d) => (answer += d.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(text);
    });
  }

  it('answers an over-long URL with a 431 and a message', async () => {
    const res = await fetch(`${stackUrl()}/api/me?${'a'.repeat(20 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ message: 'The request URL or headers are too long.' });
  });

  it('answers a request that is not HTTP with a 400 and a message', async () => {
    const answer = await rawRequest('HELLO\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message: 'The request is not valid HTTP.' });
  });

  it('answers a missing static file, an unknown API route and an over-large Cognito body in JSON', async () => {
    const asset = await fetch(`${stackUrl()}/assets/no-such-file.js`);
    expect(asset.status).toBe(404);
    expect(await asset.json()).toEqual({ message: 'Not Found' });
    const route = await fetch(`${stackUrl()}/api/no-such-route`);
    expect(route.status).toBe(404);
    expect(await route.json()).toMatchObject({ message: expect.any(String) });
    const big = await fetch(`${stackUrl()}/cognito`, { method: 'POST', headers: { 'x-amz-target': target('SignUp') }, body: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: 'Request Entity Too Large' });
  });

  it('answers /s3 refusals in S3 error XML, with a message the upload screen shows', async () => {
    const res = await fetch(s3Url(`${LOGOS}/x.png`), { method: 'PUT', body: 'x' });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/xml');
    expect(await res.text()).toMatch(/<Error><Code>AccessDenied<\/Code><Message>[^<]+<\/Message><\/Error>/);
  });
});
