// Typed calls of the HTTP API's endpoint contracts: bearer token from the Amplify session,
// JSON in, JSON out parsed with the endpoint's response schema. Streamed endpoints
// (`transport: 'stream'`) are read chunk by chunk with `streamCall`. Both name the workspace
// in the address, if any, in the x-markk-workspace header (absent: the default workspace).
import { fetchAuthSession } from 'aws-amplify/auth';
import { ErrorBody } from '#contracts/common';
import { fillPath, queryString, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '#contracts/endpoint';
import { WORKSPACE_HEADER } from '#contracts/workspaces';
import { runtimeConfig } from '../app/runtime-config.ts';
import { currentWorkspaceId } from '../app/workspace.ts';

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

/** The workspace header for a call made from this page: empty in the default workspace. */
function workspaceHeaders(): Record<string, string> {
  const workspaceId = currentWorkspaceId();
  return workspaceId ? { [WORKSPACE_HEADER]: workspaceId } : {};
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
  const headers: Record<string, string> = workspaceHeaders();
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

const STREAM_CUT_MESSAGE = 'The answer stopped before it was complete. Check your connection and try again.';

/**
 * The header that carries the access token to streamed endpoints: in AWS, CloudFront's
 * origin access control signs the request to the function with its own Authorization header.
 */
const STREAM_AUTHORIZATION_HEADER = 'x-markk-authorization';

export interface StreamCallOptions extends CallOptions {
  /** Called for every piece of text as it arrives, with everything received so far. */
  onChunk: (chunk: string, textSoFar: string) => void;
  /** Called once the answer's status is OK, before its body is read (its headers, e.g. the id the server chose). */
  onResponse?: ((response: Response) => void) | undefined;
}

/** Where streamed endpoints are served: `streamUrl` from config.json, else `/stream` on this origin. */
function streamUrl(path: string): string {
  return joinApiUrl(runtimeConfig().streamUrl ?? '/stream', path);
}

/** Hex SHA-256 of a request body: behind origin access control, Lambda only accepts signed payloads. */
async function sha256Hex(text: string): Promise<string | null> {
  // Only secure contexts (https, localhost) have SubtleCrypto; the local stack needs no hash.
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Calls a streamed endpoint: the request as `call` would send it (the token in
 * x-markk-authorization), the answer's text handed to `onChunk` piece by piece as it
 * arrives, and the whole text returned at the end. A refusal before the first piece is an
 * ApiError with the server's message; aborting through `signal` rejects with an AbortError.
 */
export async function streamCall<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>, options: StreamCallOptions): Promise<string> {
  const parts = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const body = parts.body === undefined ? undefined : JSON.stringify(parts.body);
  const headers: Record<string, string> = workspaceHeaders();
  if (endpoint.auth === 'jwt') headers[STREAM_AUTHORIZATION_HEADER] = `Bearer ${await accessToken()}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (endpoint.method === 'POST' || endpoint.method === 'PUT' || endpoint.method === 'PATCH') {
    const hash = await sha256Hex(body ?? '');
    if (hash) headers['x-amz-content-sha256'] = hash;
  }

  let response: Response;
  try {
    response = await fetch(streamUrl(fillPath(endpoint.path, parts.params) + queryString(parts.query)), {
      method: endpoint.method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, errorMessageFrom(await readJson(response)));
  if (!response.body) throw new ApiError(response.status, STREAM_CUT_MESSAGE);
  options.onResponse?.(response);

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = decoder.decode(value, { stream: true });
      if (!chunk) continue;
      text += chunk;
      options.onChunk(chunk, text);
    }
  } catch (error) {
    if (options.signal?.aborted) throw new DOMException('The rewrite was stopped.', 'AbortError');
    throw new ApiError(0, STREAM_CUT_MESSAGE);
  }
  const rest = decoder.decode();
  if (rest) {
    text += rest;
    options.onChunk(rest, text);
  }
  return text;
}
