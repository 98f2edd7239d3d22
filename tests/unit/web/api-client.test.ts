import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { ApiError, call, errorMessageFrom, joinApiUrl, streamCall } = await import('../../../web/src/lib/api-client.ts');
const { endpoint } = await import('../../../functions/contracts/endpoint.ts');
const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');

const Thing = z.object({ id: z.string() });
const createThing = endpoint({
  name: 'CreateThing',
  area: 'things',
  method: 'POST',
  path: '/things',
  access: 'owner',
  body: z.object({ title: z.string() }),
  response: Thing,
});
const getThing = endpoint({
  name: 'GetThing',
  area: 'things',
  method: 'GET',
  path: '/things/{thingId}',
  access: 'owner',
  params: z.object({ thingId: z.string() }),
  query: z.object({ view: z.string().optional() }),
  response: Thing,
});
const rewriteThing = endpoint({
  name: 'RewriteThing',
  area: 'things',
  method: 'POST',
  path: '/things/{thingId}/rewrite',
  access: 'owner',
  transport: 'stream',
  params: z.object({ thingId: z.string() }),
  body: z.object({ instruction: z.string() }),
  response: z.string(),
});
const publicThing = endpoint({ name: 'PublicThing', area: 'things', method: 'GET', path: '/things', access: 'public', response: Thing });

function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setRuntimeConfig({
      stage: 'local',
      region: 'eu-west-2',
      apiUrl: 'http://localhost:3000/api',
      userPoolId: 'local_pool',
      userPoolClientId: 'client',
      local: true,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the access token and JSON body to the configured API', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'p1' }, 200));

    const result = await call(createThing, { body: { title: 'x' } });

    expect(result).toEqual({ id: 'p1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/api/things');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-token-1', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"title":"x"}');
  });

  it('throws ApiError with the status and the server message on a 4xx', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Project not found.' }, 404));

    const failure = call(getThing, { params: { thingId: 'p9' }, query: {} });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Project not found.' });
  });

  it('rejects a success body that does not match the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 42 }, 200));

    await expect(call(getThing, { params: { thingId: 'p1' }, query: {} })).rejects.toBeInstanceOf(ApiError);
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(call(publicThing)).rejects.toMatchObject({ status: 0 });
  });

  it('fills and encodes path parameters, adds the query, and sends no token to a public endpoint', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ id: 'a/b' }, 200));
    await call(getThing, { params: { thingId: 'a/b ?' }, query: { view: 'full' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3000/api/things/a%2Fb%20%3F?view=full');
    await call(publicThing);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('falls back to a generic message for a body without one', () => {
    expect(errorMessageFrom(undefined)).toBe('Something went wrong');
    expect(errorMessageFrom({ message: 'Plan limit reached.' })).toBe('Plan limit reached.');
  });

  describe('in a client workspace (/w/{id}/…)', () => {
    const at = (pathname: string) => vi.stubGlobal('window', { location: { pathname } });

    it('names the workspace of the address on every call', async () => {
      at('/w/ws_client/content');
      fetchMock.mockResolvedValue(jsonResponse({ id: 'p1' }, 200));

      await call(createThing, { body: { title: 'x' } });

      expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-markk-workspace': 'ws_client', Authorization: 'Bearer access-token-1' });
    });

    it('sends no workspace at the default workspace’s plain addresses', async () => {
      at('/content');
      fetchMock.mockResolvedValue(jsonResponse({ id: 'p1' }, 200));

      await call(createThing, { body: { title: 'x' } });

      expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('x-markk-workspace');
    });

    it('names it on streamed calls too', async () => {
      at('/w/ws_client/content/item-1');
      fetchMock.mockResolvedValue(new Response('Rewritten.', { status: 200 }));

      const text = await streamCall(rewriteThing, { params: { thingId: 't1' }, body: { instruction: 'shorter' } }, { onChunk: () => undefined });

      expect(text).toBe('Rewritten.');
      expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'x-markk-workspace': 'ws_client' });
    });
  });

  it('joins the base URL and path with exactly one slash', () => {
    expect(joinApiUrl('https://api.example.com/', '/me')).toBe('https://api.example.com/me');
    expect(joinApiUrl('http://localhost:3000/api', 'me')).toBe('http://localhost:3000/api/me');
  });
});
