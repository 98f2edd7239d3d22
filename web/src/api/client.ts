// Typed fetch over the HTTP API: bearer token from the Amplify session, JSON in, zod-parsed JSON out.
import { fetchAuthSession } from 'aws-amplify/auth';
import type * as z from 'zod';
import { ErrorBody } from '#contracts/common';
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

export type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: z.ZodType<T>;
  signal?: AbortSignal;
};

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

export async function apiFetch<T>(path: string, options: ApiFetchOptions<T>): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { Authorization: `Bearer ${await accessToken()}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    throw new ApiError(response.status, errorMessageFrom(payload));
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    // The server and this build disagree on a contract: say so rather than render garbage.
    throw new ApiError(response.status, 'The server sent a response this page does not understand. Reload and try again.');
  }
  return parsed.data;
}
