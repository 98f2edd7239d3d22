// Requests to one endpoint, valid and hostile, as raw HTTP (so `../` and `%00` reach the
// server as written), and the checks every answer must pass.
import http from 'node:http';
import fc from 'fast-check';
import type * as z from 'zod';
import { allEndpoints } from '#contracts/api';
import { ErrorBody } from '#contracts/common';
import { pathParameterNames, queryString, type AnyEndpoint } from '#contracts/endpoint';
import { matchPath } from '#infra/routes';
import { hostileBody, hostilePathSegment, hostileQuery, validArbitrary, type RawBody } from './arbitraries.ts';

export type Caller = 'owner' | 'intruder' | 'anonymous' | 'forged';

export interface FuzzRequest {
  /** What the request is: `valid`, or what is hostile about it. */
  kind: string;
  caller: Caller;
  method: string;
  /** Path and query exactly as sent. */
  path: string;
  body: RawBody;
  /** The value of the authorization header when the caller is `forged`. */
  forgedToken?: string;
}

export interface Tokens {
  owner: string;
  intruder: string;
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  (schema as unknown as { _zod?: { def: { shape?: Record<string, z.ZodType> } } } | undefined)?._zod?.def.shape ?? {};

const FORGED_TOKENS = [
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Basic dXNlcjpwYXNz',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
  `Bearer ${'a'.repeat(4000)}`,
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
] as const;

/** Methods a route may be called with by mistake (HEAD aside: its answers have no body to check). */
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Requests to `endpoint`: valid ones (the owner's real ids mixed with ids drawn from the
 * contract), and hostile path segments, queries, bodies and callers.
 */
export function requestArbitrary(endpoint: AnyEndpoint, known: Record<string, string[]>, knownBody: Record<string, string[]>): fc.Arbitrary<FuzzRequest> {
  const prefix = endpoint.transport === 'stream' ? '/stream' : '/api';
  const names = pathParameterNames(endpoint.path);
  const validParams: fc.Arbitrary<Record<string, string>> = endpoint.params
    ? fc
        .tuple(
          validArbitrary(endpoint.params) as fc.Arbitrary<Record<string, string>>,
          fc.record(Object.fromEntries(names.filter((n) => known[n]?.length).map((n) => [n, fc.option(fc.constantFrom(...known[n]!), { freq: 3 })]))),
        )
        .map(([drawn, real]) => ({ ...drawn, ...Object.fromEntries(Object.entries(real).filter(([, v]) => v !== null)) }) as Record<string, string>)
    : fc.constant({});
  // Known body values most of the time: a new start request id starts a generation run, which is waited for.
  const validBodyValue: fc.Arbitrary<unknown> = endpoint.body
    ? fc
        .tuple(
          validArbitrary(endpoint.body),
          fc.record(
            Object.fromEntries(
              Object.keys(shapeOf(endpoint.body))
                .filter((k) => knownBody[k]?.length)
                .map((k) => [k, fc.option(fc.constantFrom(...knownBody[k]!), { freq: 8 })]),
            ),
          ),
        )
        .map(([drawn, real]) => {
          const chosen = Object.fromEntries(Object.entries(real).filter(([, v]) => v !== null));
          return drawn && typeof drawn === 'object' && Object.keys(chosen).length ? { ...drawn, ...chosen } : drawn;
        })
    : fc.constant(undefined);
  const validQuery = endpoint.query ? (validArbitrary(endpoint.query) as fc.Arbitrary<Record<string, unknown>>).map((q) => queryString(q)) : fc.constant('');
  const validBody = validBodyValue.map((value): RawBody =>
    value === undefined
      ? { text: undefined, contentType: undefined, kind: 'no body' }
      : { text: JSON.stringify(value), contentType: 'application/json', kind: 'valid body' },
  );
  const fill = (params: Record<string, string>, raw: Record<string, string> = {}) =>
    endpoint.path.replace(/\{([^}]+)\}/g, (_all, name: string) => raw[name] ?? encodeURIComponent(params[name] ?? ''));
  const caller: fc.Arbitrary<Caller> = endpoint.auth === 'none' ? fc.constantFrom<Caller>('anonymous', 'anonymous', 'owner', 'intruder') : fc.constant('owner');

  const valid = fc.record({ params: validParams, query: validQuery, body: validBody, caller }).map(({ params, query, body, caller: who }): FuzzRequest => ({
    kind: 'valid',
    caller: who,
    method: endpoint.method,
    path: `${prefix}${fill(params)}${query}`,
    body,
  }));
  const choices: fc.WeightedArbitrary<FuzzRequest>[] = [{ weight: 5, arbitrary: valid }];
  if (names.length) {
    choices.push({
      weight: 2,
      arbitrary: fc.tuple(valid, validParams, fc.constantFrom(...names), hostilePathSegment).map(([base, params, name, segment]) => ({
        ...base,
        kind: `path ${name}=${segment.length > 80 ? `${segment.slice(0, 40)}…(${segment.length} characters)` : segment}`,
        path: `${prefix}${fill(params, { [name]: segment })}${base.path.includes('?') ? base.path.slice(base.path.indexOf('?')) : ''}`,
      })),
    });
  }
  choices.push({
    weight: 1,
    arbitrary: fc.tuple(valid, hostileQuery(Object.keys(shapeOf(endpoint.query)))).map(([base, query]) => ({
      ...base,
      kind: `query ${query.length > 80 ? `${query.slice(0, 80)}…` : query}`,
      path: `${base.path.split('?')[0]}?${query}`,
    })),
  });
  choices.push({
    weight: endpoint.body ? 4 : 1,
    arbitrary: fc.tuple(valid, hostileBody(validBodyValue)).map(([base, body]) => ({ ...base, kind: `body: ${body.kind}`, body })),
  });
  // Most often another user sending the owner's ids: what they are refused leaves the owner's data as it was.
  choices.push({
    weight: 2,
    arbitrary: fc
      .tuple(valid, fc.constantFrom<Caller>('intruder', 'intruder', 'anonymous', 'forged'), fc.constantFrom(...FORGED_TOKENS))
      .map(([base, who, forged]) => ({
        ...base,
        kind: `caller ${who}`,
        caller: who,
        ...(who === 'forged' ? { forgedToken: forged } : {}),
      })),
  });
  choices.push({
    weight: 1,
    arbitrary: fc
      .tuple(valid, fc.constantFrom(...OTHER_METHODS.filter((m) => m !== endpoint.method)))
      .map(([base, method]) => ({ ...base, kind: `method ${method}`, method })),
  });
  return fc.oneof(...choices);
}

/**
 * Sends a request byte for byte as described (node:http leaves `..` and `%00` alone). A
 * streamed success is read to its first chunks only: the rest is the same text, slower.
 */
export function send(base: string, request: FuzzRequest, tokens: Tokens, streamed: boolean): Promise<Reply> {
  const url = new URL(base);
  const headers: Record<string, string> = {};
  const token =
    request.caller === 'owner'
      ? `Bearer ${tokens.owner}`
      : request.caller === 'intruder'
        ? `Bearer ${tokens.intruder}`
        : request.caller === 'forged'
          ? request.forgedToken!
          : undefined;
  if (token !== undefined) headers[streamed ? 'x-markk-authorization' : 'authorization'] = token;
  if (request.body.contentType) headers['content-type'] = request.body.contentType;
  const body = request.body.text === undefined ? undefined : Buffer.from(request.body.text, request.body.encoding ?? 'utf8');
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (streamed && res.statusCode! < 300 && chunks.length >= 2) {
          finish();
          res.destroy();
        }
      });
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', (error) => (done ? undefined : reject(error)));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What an answer must never carry: stack frames, source paths, internal error classes and AWS error names. */
export function internalLeaks(text: string, names: readonly string[]): string[] {
  const patterns: [string, RegExp][] = [
    ['a stack frame', / {4}at /],
    ['node_modules', /node_modules/],
    ['a source path', /\.(?:ts|js|mjs|cjs):\d/],
    ['an error class', /\b(?:Error|TypeError|RangeError|ReferenceError|SyntaxError|ZodError|ElectroError|DynamoDBServiceException|AbortError):/],
    ['ZodError', /ZodError/],
    ['ElectroError', /ElectroError/],
    ['a DynamoDB condition failure', /ConditionalCheckFailed/],
    ['a cancelled transaction', /TransactionCanceled/],
    ['an AWS ValidationException', /ValidationException/],
    ['an AWS exception name', /ResourceNotFoundException|AccessDenied|ThrottlingException|ProvisionedThroughputExceeded/],
  ];
  const found = patterns.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
  // As a whole name: the table `markk-local` is part of the public bucket name `markk-local-logos`.
  for (const name of names)
    if (name && new RegExp(`(?<![\\w.-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text)) found.push(`the internal name ${name}`);
  return found;
}

/** The endpoint the server routes `method path` to once `.`/`..` segments are resolved, as its URL parser does. */
export function routedEndpoint(method: string, rawPath: string): AnyEndpoint | undefined {
  let pathname: string;
  try {
    pathname = new URL(rawPath, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  const [, prefix, ...rest] = pathname.split('/');
  const transport = prefix === 'stream' ? 'stream' : prefix === 'api' ? 'json' : undefined;
  if (!transport) return undefined;
  const path = `/${rest.join('/')}`;
  return allEndpoints.find((e) => e.method === method && e.transport === transport && matchPath(e.path, path) !== null);
}

/**
 * The problems with one answer: a 5xx; a 4xx that is not JSON `{ message }`; a success that
 * does not match the contract of the endpoint it was routed to; an internal detail anywhere.
 * `bodyNames` are internal names checked in error bodies only (a logo upload's URL names its bucket).
 */
export function problemsWith(request: FuzzRequest, reply: Reply, names: readonly string[], errorOnlyNames: readonly string[]): string[] {
  const problems: string[] = [];
  const headerText = Object.entries(reply.headers)
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('\n');
  const isError = reply.status >= 400;
  const leaks = [...internalLeaks(headerText, [...names, ...errorOnlyNames]), ...internalLeaks(reply.text, isError ? [...names, ...errorOnlyNames] : names)];
  if (leaks.length) problems.push(`the answer shows ${[...new Set(leaks)].join(', ')}`);
  // A 3xx only where the contract declares it (a short link's redirect).
  const declaredRedirect = reply.status >= 300 && reply.status < 400 && routedEndpoint(request.method, request.path.split('?')[0]!)?.status === reply.status;
  if (reply.status >= 500 || reply.status < 200 || (reply.status >= 300 && reply.status < 400 && !declaredRedirect)) problems.push(`status ${reply.status}`);
  if (isError) {
    if (!String(reply.headers['content-type'] ?? '').startsWith('application/json'))
      problems.push(`a ${reply.status} of content-type ${reply.headers['content-type']}`);
    let body: unknown;
    try {
      body = JSON.parse(reply.text);
    } catch {
      problems.push(`a ${reply.status} whose body is not JSON`);
    }
    const parsed = ErrorBody.safeParse(body);
    if (body !== undefined && (!parsed.success || !parsed.data.message.trim())) problems.push(`a ${reply.status} without a message`);
    return problems;
  }
  const routed = routedEndpoint(request.method, request.path.split('?')[0]!);
  // Outside /api and /stream the web app answers (its index page): no contract to hold it to.
  if (!routed) return problems;
  if (routed.transport === 'stream') {
    if (reply.status !== routed.status) problems.push(`status ${reply.status}, not ${routed.status}`);
    return problems;
  }
  const expected = routed.response.safeParse(reply.text === '' ? undefined : safeJson(reply.text));
  if (reply.status !== routed.status && !(reply.status === 204 && reply.text === '')) problems.push(`status ${reply.status}, not ${routed.status}`);
  if (!expected.success)
    problems.push(
      `a ${reply.status} that does not match the ${routed.name} response: ${expected.error.issues[0]?.path.join('.')} ${expected.error.issues[0]?.message}`,
    );
  return problems;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return Symbol('not JSON');
  }
}
