// Calls to the public API (/v1 + an endpoint's path) with an API token, and making tokens.
import { randomUUID } from 'node:crypto';
import { apiTokenEndpoints, PUBLIC_API_PREFIX, type ApiScope } from '#contracts/api-tokens';
import { fillPath, queryString, type AnyEndpoint, type EndpointInput } from '#contracts/endpoint';
import { WORKSPACE_HEADER } from '#contracts/workspace-roles';
import { callOk, stackUrl, type TestUser } from './users.ts';

export interface V1Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/** Calls `endpoint` at /v1 with `apiToken` as the bearer (absent: no Authorization header). */
export async function callV1<E extends AnyEndpoint>(
  endpoint: E,
  input: Partial<EndpointInput<E>> & { apiToken?: string | undefined; idempotencyKey?: string; headers?: Record<string, string> } = {},
): Promise<V1Reply> {
  const { apiToken, idempotencyKey, headers, ...parts } = input as {
    apiToken?: string;
    idempotencyKey?: string;
    headers?: Record<string, string>;
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const res = await fetch(`${stackUrl()}${PUBLIC_API_PREFIX}${fillPath(endpoint.path, parts.params)}${queryString(parts.query)}`, {
    method: endpoint.method,
    headers: {
      ...(apiToken ? { authorization: `Bearer ${apiToken}` } : {}),
      ...(parts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...headers,
    },
    ...(parts.body !== undefined ? { body: JSON.stringify(parts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** A token made in Settings → API by `user` in `workspaceId` (absent: their default workspace). */
export async function makeToken(user: TestUser, scopes: ApiScope[], workspaceId?: string, name = 'Integration') {
  return callOk(apiTokenEndpoints.create, {
    token: user.accessToken,
    ...(workspaceId ? { headers: { [WORKSPACE_HEADER]: workspaceId } } : {}),
    body: { requestId: randomUUID(), name, scopes, expiresInDays: 30 },
  });
}
