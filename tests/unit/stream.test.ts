// Streamed routes (functions/lib/stream.ts) through the Lambda streaming interface the local
// stack provides: the access token verified with aws-jwt-verify against a JWKS, errors before
// the first chunk as JSON statuses, chunks sent in order as they are written.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { Context } from 'aws-lambda';
import { installLambdaStreaming, isStreamingHandler, LocalResponseStream } from '../../bin/local/lambda-streaming.ts';
import { endpoint } from '#contracts/endpoint';
import { resetConfig } from '#lib/config';
import { NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { streamPathParams, streamRoute, type StreamEvent } from '#lib/stream';

installLambdaStreaming();

const CLIENT_ID = 'markk-test-client';
let issuer = '';
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwksServer: http.Server;
const saved = { ...process.env };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  jwksServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  issuer = `http://127.0.0.1:${port}/cognito/local_pool`;
  Object.assign(process.env, {
    TABLE_NAME: 'markk-unit',
    USER_POOL_ID: 'local_pool',
    USER_POOL_CLIENT_ID: CLIENT_ID,
    STREAM_JWT_ISSUER: issuer,
    STREAM_JWKS_URL: `http://127.0.0.1:${port}/local_pool/.well-known/jwks.json`,
  });
  resetConfig();
});

afterAll(async () => {
  process.env = saved;
  resetConfig();
  await new Promise<void>((resolve) => jwksServer.close(() => resolve()));
});

beforeEach(() => {
  vi.restoreAllMocks();
});

const token = (claims: Record<string, unknown> = {}, key: CryptoKey = signingKey, kid = 'key-1') =>
  new SignJWT({ sub: 'user-1', token_use: 'access', client_id: CLIENT_ID, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

const Rewrite = endpoint({
  name: 'RewriteThing',
  area: 'things',
  method: 'POST',
  path: '/things/{thingId}/rewrite',
  access: 'owner',
  transport: 'stream',
  params: z.object({ thingId: z.string().min(1) }),
  body: z.object({ instruction: z.string({ error: 'Say how.' }).trim().min(1, 'Say how.') }),
  response: z.string(),
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Serves one streamed handler the way bin/local/api-gateway.ts does: a function URL event and a response stream. */
async function serve(handler: (event: StreamEvent, stream: LocalResponseStream, context: Context) => Promise<unknown>) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const event = {
        version: '2.0',
        rawPath: url.pathname,
        rawQueryString: '',
        headers,
        body: Buffer.concat(chunks).toString(),
        isBase64Encoded: false,
        requestContext: { http: { method: req.method } },
      } as unknown as StreamEvent;
      const context = { awsRequestId: 'req-1', functionName: 'RewriteThing', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
      // A client that leaves ends Lambda's pipeline early (as bin/local/api-gateway.ts expects).
      handler(event, new LocalResponseStream(res), context).catch((error: { code?: string; name?: string }) => {
        // A stream that broke off after it started is cut, as the local gateway cuts it.
        if (error.name === 'StreamBrokeOff') res.destroy();
        else if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    post: (path: string, init: { token?: string; body?: unknown } = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(init.token ? { 'x-markk-authorization': `Bearer ${init.token}` } : {}) },
        body: JSON.stringify(init.body ?? { instruction: 'Shorter' }),
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads a response body as the browser does, one network chunk at a time. */
async function readChunks(response: Response): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

describe('streamRoute', () => {
  it('is a streaming Lambda handler', () => {
    expect(isStreamingHandler(streamRoute(Rewrite, async function* () {}))).toBe(true);
  });

  it('refuses a request without a token with 401 JSON before anything runs', async () => {
    const fn = vi.fn(async function* () {
      yield 'never';
    });
    const app = await serve(streamRoute(Rewrite, fn));
    const res = await app.post('/stream/things/t1/rewrite');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ message: 'Please sign in to continue.' });
    expect(fn).not.toHaveBeenCalled();
    await app.close();
  });

  it('refuses a token signed by another key, an ID token, another client and the Authorization header alone', async () => {
    const fn = vi.fn(async function* () {
      yield 'never';
    });
    const app = await serve(streamRoute(Rewrite, fn));
    for (const bad of [await token({}, otherKey), await token({ token_use: 'id' }), await token({ client_id: 'someone-else' })]) {
      const res = await app.post('/stream/things/t1/rewrite', { token: bad });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Please sign in to continue.' });
    }
    const viaAuthorization = await fetch((await app.post('/stream/things/t1/rewrite')).url, {
      method: 'POST',
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      body: '{"instruction":"Shorter"}',
    });
    expect(viaAuthorization.status).toBe(401);
    expect(fn).not.toHaveBeenCalled();
    await app.close();
  });

  it('answers a bad body with 400 naming the problem', async () => {
    const fn = vi.fn(async function* () {
      yield 'never';
    });
    const app = await serve(streamRoute(Rewrite, fn));
    const res = await app.post('/stream/things/t1/rewrite', { token: await token(), body: { instruction: '   ' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Say how.' });
    expect(fn).not.toHaveBeenCalled();
    await app.close();
  });

  it('streams the chunks in order, as they are written, to the verified caller', async () => {
    const seen: unknown[] = [];
    const app = await serve(
      streamRoute(Rewrite, async function* ({ caller, params, body }) {
        seen.push({ caller, params, body });
        for (const word of ['one ', 'two ', 'three ', 'four']) {
          yield word;
          await pause(40);
        }
      }),
    );
    const res = await app.post('/stream/things/t%201/rewrite', { token: await token(), body: { instruction: '  Shorter  ' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const chunks = await readChunks(res);
    expect(chunks.join('')).toBe('one two three four');
    expect(chunks.length).toBeGreaterThan(1);
    expect(seen).toEqual([{ caller: { userId: 'user-1', personId: 'user-1' }, params: { thingId: 't 1' }, body: { instruction: 'Shorter' } }]);
    await app.close();
  });

  it('sends the headers the route sets before its first chunk with the stream, and refuses one set after it', async () => {
    const late: string[] = [];
    const app = await serve(
      streamRoute(Rewrite, async function* ({ setHeader }) {
        setHeader('X-Markk-Thread-Id', 'thread-1');
        yield 'first ';
        try {
          setHeader('x-too-late', 'no');
        } catch (error) {
          late.push((error as Error).message);
        }
        yield 'second';
      }),
    );
    const res = await app.post('/stream/things/t1/rewrite', { token: await token() });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-markk-thread-id')).toBe('thread-1');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('first second');
    expect(res.headers.get('x-too-late')).toBeNull();
    expect(late).toEqual(['The header x-too-late was set after the stream started']);
    await app.close();
  });

  it('keeps its own headers: a route cannot replace the content type', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const app = await serve(
      streamRoute(Rewrite, async function* ({ setHeader }) {
        setHeader('content-type', 'text/html');
        yield 'never';
      }),
    );
    const res = await app.post('/stream/things/t1/rewrite', { token: await token() });
    expect(res.status).toBe(500);
    await app.close();
  });

  it('answers an error before the first chunk with its own status', async () => {
    const app = await serve(
      // eslint-disable-next-line require-yield -- the route fails before its first chunk
      streamRoute(Rewrite, async function* () {
        throw new NotFound('Thing not found.');
      }),
    );
    const res = await app.post('/stream/things/t1/rewrite', { token: await token() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Thing not found.' });
    await app.close();
  });

  it('cuts the stream, and logs, when it fails after the first chunk: the client cannot take half an answer for all of it', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const app = await serve(
      streamRoute(Rewrite, async function* () {
        yield 'The start';
        await pause(20);
        throw new Error('provider dropped the connection');
      }),
    );
    const res = await app.post('/stream/things/t1/rewrite', { token: await token() });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('The start');
    await expect(reader.read()).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith('A stream failed after it started; cutting it', expect.objectContaining({ route: 'POST /things/{thingId}/rewrite' }));
    await app.close();
  });
});

describe('a client that leaves', () => {
  it('stops the work behind the stream, without logging a failure', async () => {
    const failures = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let stopped = false;
    let produced = 0;
    const app = await serve(
      streamRoute(Rewrite, async function* () {
        try {
          for (;;) {
            produced++;
            yield `piece ${produced} `;
            await pause(20);
          }
        } finally {
          stopped = true;
        }
      }),
    );
    const leave = new AbortController();
    const res = await fetch((await app.post('/stream/things/t1/rewrite')).url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-markk-authorization': `Bearer ${await token()}` },
      body: '{"instruction":"Shorter"}',
      signal: leave.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    leave.abort();
    await expect.poll(() => stopped, { timeout: 2000 }).toBe(true);
    const atStop = produced;
    await pause(100);
    expect(produced).toBe(atStop);
    expect(failures).not.toHaveBeenCalledWith('A stream failed after it started; cutting it', expect.anything());
    await app.close();
  });
});

describe('streamPathParams', () => {
  it('reads the parameters from the end of the path, whatever prefix CloudFront kept', () => {
    expect(streamPathParams('/things/{thingId}/rewrite', '/stream/things/abc/rewrite')).toEqual({ thingId: 'abc' });
    expect(streamPathParams('/things/{thingId}/rewrite', '/things/abc/rewrite')).toEqual({ thingId: 'abc' });
    expect(streamPathParams('/things/{thingId}/rewrite', '/stream/other/abc/rewrite')).toBeNull();
    expect(streamPathParams('/things/{thingId}/rewrite', '/stream/things/%E0%A4%A/rewrite')).toBeNull();
  });
});
