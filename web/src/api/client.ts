// Typed calls of the HTTP API's endpoint contracts: bearer token from the Amplify session,
// JSON in, JSON out parsed with the endpoint's response schema.
import { fetchAuthSession } from 'aws-amplify/auth';
import { ErrorBody } from '#contracts/common';
import { fillPath, queryString, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '#contracts/endpoint';
import { runtimeConfig } from '../app/runtime-config.ts';

const GENERIC_MESSAGE = 'Something went wrong';
const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const SIGNED_OUT_MESSAGE = 'Your session has ended. Please sign in again.';

/** A failed API call: the HTTP status (0 when the server was unreachable) and a readable message. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** The input argument of `call`: optional when the endpoint takes no path, query or body. */
type CallArgs<E extends AnyEndpoint> = keyof EndpointInput<E> extends never
  ? [input?: Record<string, never>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

/** The `{ message }` of an error body, or a generic sentence when the body is not ours. */
export function errorMessageFrom(body: unknown): string {
  const parsed = ErrorBody.safeParse(body);
  return parsed.success && parsed.data.message.trim() ? parsed.data.message : GENERIC_MESSAGE;
}

/** Joins the configured base URL and a path, tolerating a trailing slash on the base. */
export function joinApiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function apiUrl(path: string): string {
  return joinApiUrl(runtimeConfig().apiUrl, path);
}

async function accessToken(): Promise<string> {
  const session = await fetchAuthSession();
  const token = session.tokens?.accessToken?.toString();
  if (!token) {
    throw new ApiError(401, SIGNED_OUT_MESSAGE);
  }
  return token;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls one endpoint of the API, as its contract declares it: the path filled from
 * `input.params`, `input.query` as the query string, `input.body` as JSON, the bearer token
 * unless the endpoint is public, and the answer parsed with the endpoint's response schema.
 */
export async function call<E extends AnyEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointResponse<E>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const headers: Record<string, string> = {};
  if (endpoint.auth === 'jwt') headers.Authorization = `Bearer ${await accessToken()}`;
  if (parts.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(fillPath(endpoint.path, parts.params) + queryString(parts.query)), {
      method: endpoint.method,
      headers,
      body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
      signal: options?.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, errorMessageFrom(payload));
  }
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    // The server and this build disagree on a contract: say so rather than render garbage.
    throw new ApiError(response.status, 'The server sent a response this page does not understand. Reload and try again.');
  }
  return parsed.data as EndpointResponse<E>;
}
