import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { ApiError, apiFetch, errorMessageFrom, joinApiUrl } = await import('../../../web/src/api/client.ts');
const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');

const Thing = z.object({ id: z.string() });

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

    const result = await apiFetch('/things', { method: 'POST', body: { title: 'x' }, schema: Thing });

    expect(result).toEqual({ id: 'p1' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/api/things');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer access-token-1', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"title":"x"}');
  });

  it('throws ApiError with the status and the server message on a 4xx', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Project not found.' }, 404));

    const failure = apiFetch('/things/p9', { schema: Thing });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Project not found.' });
  });

  it('rejects a success body that does not match the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 42 }, 200));

    await expect(apiFetch('/things/p1', { schema: Thing })).rejects.toBeInstanceOf(ApiError);
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(apiFetch('/things', { schema: Thing })).rejects.toMatchObject({ status: 0 });
  });

  it('falls back to a generic message for a body without one', () => {
    expect(errorMessageFrom(undefined)).toBe('Something went wrong');
    expect(errorMessageFrom({ message: 'Plan limit reached.' })).toBe('Plan limit reached.');
  });

  it('joins the base URL and path with exactly one slash', () => {
    expect(joinApiUrl('https://api.example.com/', '/me')).toBe('https://api.example.com/me');
    expect(joinApiUrl('http://localhost:3000/api', 'me')).toBe('http://localhost:3000/api/me');
  });
});
