// One call of any endpoint as a given caller, whatever its transport: JSON routes through the
// local HTTP API (/api, the token in Authorization), streamed routes through /stream (the token
// in x-markk-authorization, as the browser sends it behind CloudFront). The answer is kept as
// text, so a body that matches no schema is still there to inspect.
import { fillPath, queryString, type AnyEndpoint } from '#contracts/endpoint';
import { STREAM_AUTHORIZATION_HEADER, STREAM_PATH_PREFIX } from '../../../infra/routes.ts';
import { stackUrl } from '../users.ts';

export interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface Reply {
  status: number;
  contentType: string | null;
  text: string;
}

/** `headers`: more request headers (the workspace a call acts in). */
export async function callAs(endpoint: AnyEndpoint, input: CallInput, token: string | undefined, extra: Record<string, string> = {}): Promise<Reply> {
  const path = `${fillPath(endpoint.path, input.params)}${queryString(input.query)}`;
  const stream = endpoint.transport === 'stream';
  const url = stream ? `${stackUrl()}${STREAM_PATH_PREFIX}${path}` : `${stackUrl()}/api${path}`;
  const headers: Record<string, string> = { ...extra };
  if (token) headers[stream ? STREAM_AUTHORIZATION_HEADER : 'authorization'] = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  // redirect: 'manual': a short link's 302 is the answer under test, not its destination.
  const res = await fetch(url, {
    method: endpoint.method,
    headers,
    redirect: 'manual',
    ...(input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
  });
  return { status: res.status, contentType: res.headers.get('content-type'), text: await res.text() };
}

/** The reply's JSON, or undefined when it is empty or not JSON. */
export function jsonOf(reply: Reply): unknown {
  if (!reply.text) return undefined;
  try {
    return JSON.parse(reply.text) as unknown;
  } catch {
    return undefined;
  }
}
