// The HTTP handler pipeline every API route uses, driven by the route's endpoint contract
// (functions/contracts/<area>.ts):
//   middy → observability (logger context, X-Ray, metrics) → error mapping → identity from
//   the verified JWT → zod parse → handler → JSON.
// Handlers stay thin: they receive `{ caller, body, params, query }` and return what the
// endpoint's response schema describes (checked by the compiler). Streamed routes
// (functions/lib/stream.ts) share the observability, parsing and error mapping below.
import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { BUSY_MESSAGE, DomainError, Invalid, Unauthorized, isTransient } from './errors.ts';
import { logger } from './logger.ts';
import { metrics } from './metrics.ts';
import { tracer } from './tracer.ts';
import type { AnyEndpoint, OutputOf } from '#contracts/endpoint';
import { WORKSPACE_HEADER, type WorkspaceRole } from '#contracts/workspace-roles';
// The one place the pipeline reads the table: a workspace route's membership check.
import { workspaceFor } from '#domain/workspaces/access';
import { assertNotPaused } from '#domain/workspaces/paused';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** Largest JSON body any route accepts; bigger requests are refused before parsing. */
export const MAX_BODY_BYTES = 256 * 1024;

export interface Caller {
  /**
   * Whose items the call acts on: the signed-in user's id, or on a workspace route the
   * workspace's key (a default workspace's is its owner's user id, so without a workspace
   * header this is the signed-in user's id, as before workspaces).
   */
  userId: string;
  /** The signed-in person, whatever workspace the call acts in. */
  personId: string;
  /** On a workspace route: the caller's role in the workspace. */
  role?: WorkspaceRole;
  email?: string | undefined;
}

export interface ApiInput<E extends AnyEndpoint> {
  caller: Caller;
  body: OutputOf<E['body']>;
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  /** The body exactly as sent (a webhook's signature covers these bytes); '' when none. */
  rawBody: string;
  event: ApiEvent;
}

type AnySchema = z.ZodType;

const json = (statusCode: number, payload: unknown): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(payload),
});

/** Statuses that send the browser on: the answer's `location` goes in the Location header. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * A redirect (an endpoint declaring a 3xx status, e.g. a short link): the Location header, never
 * stored by a cache (each follow may be counted), and the location as a small JSON body too.
 */
const redirect = (statusCode: number, location: string): ApiResult => ({
  statusCode,
  headers: { location, 'cache-control': 'no-store', 'content-type': 'application/json' },
  body: JSON.stringify({ location }),
});

/** What a JSON value of zod's expected type is called in a message. */
const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const isSentence = (message: string) => /\.$/.test(message) && !message.startsWith('Invalid input');

/** Turns a zod failure into one sentence naming the field and saying what is wrong. */
export function describeIssues(error: z.ZodError, what: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${what}.`;
  const field = issue.path.length ? issue.path.map(String).join('.') : what;
  const missing = 'input' in issue && issue.input === undefined;
  if (issue.path.length === 0 && what === 'body' && (issue.code === 'invalid_type' || missing)) return 'The request body must be a JSON object.';
  if (issue.code === 'invalid_type' || issue.code === 'invalid_value') {
    if (missing) return isSentence(issue.message) && /required/i.test(issue.message) ? issue.message : `${field} is required.`;
    if (issue.code === 'invalid_type') return `${field} must be ${EXPECTED[issue.expected] ?? issue.expected}.`;
  }
  // Messages written for people (a sentence ending in a full stop) stand on their own.
  if (isSentence(issue.message)) return issue.message;
  return `${field}: ${issue.message}`;
}

/** C0 and C1 control characters other than tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate without its pair: not a character at all, and breaks storage and rendering. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

/**
 * Refuses control characters and broken Unicode in every text the request carries (keys
 * too), naming the field: no route has a use for them, and they hide text or corrupt it.
 */
export function assertCleanText(value: unknown, path: string, depth = 0): void {
  if (depth > MAX_DEPTH) throw new Invalid(`${path} is nested too deeply.`);
  if (typeof value === 'string') {
    if (CONTROL.test(value) || LONE_SURROGATE.test(value)) {
      throw new Invalid(`${path} contains a control character or broken Unicode. Remove it and try again.`);
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertCleanText(item, `${path}.${i}`, depth + 1));
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      assertCleanText(key, path, depth + 1);
      assertCleanText(item, path === 'body' || path === 'path' || path === 'query' ? key : `${path}.${key}`, depth + 1);
    }
  }
}

/**
 * The status and `{ message }` an error becomes: a named domain error its own status and
 * sentence; an AWS service too busy or too slow (throttled, timed out, a 5xx) a 503 asking
 * to try again; anything else a 500 with the request id, logged, never the error's internals.
 */
export function errorReply(error: unknown, requestId: string, path: string): { status: number; body: { message: string; requestId?: string } } {
  if (error instanceof DomainError) return { status: error.status, body: { message: error.message } };
  if (isTransient(error)) {
    logger.warn('An AWS service was busy or slow', { requestId, path, error: error as Error });
    return { status: 503, body: { message: BUSY_MESSAGE, requestId } };
  }
  logger.error('Unhandled error', { requestId, path, error: error as Error });
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.', requestId } };
}

function errorMapping(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    onError: async (request) => {
      const { status, body } = errorReply(request.error, request.context.awsRequestId, request.event.rawPath);
      request.response = json(status, body);
    },
  };
}

/**
 * Observability every route shares, first in its pipeline: the Powertools logger carries the
 * request id, cold start and the route on every line; where tracing is on, X-Ray gets a
 * handler subsegment per invocation annotated with the route (AWS SDK calls inside it are
 * traced by their clients, functions/lib/tracer.ts); buffered metrics and the cold-start
 * metric are flushed as EMF when the invocation ends.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function observability(endpoint: AnyEndpoint): MiddlewareObj<any, any, Error, Context>[] {
  const route = `${endpoint.method} ${endpoint.path}`;
  return [
    injectLambdaContext(logger, { resetKeys: true }),
    ...tracing(route),
    {
      before: async () => {
        logger.appendKeys({ route });
      },
    },
    logMetrics(metrics, { captureColdStartMetric: true }),
  ];
}

/** The X-Ray part of observability: none where tracing is off (functions/lib/tracer.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function tracing(route: string): MiddlewareObj<any, any, Error, Context>[] {
  const active = tracer;
  if (!active) return [];
  return [
    captureLambdaHandler(active, { captureResponse: false }),
    // Lambda's own segment takes no annotations: the route goes on the handler subsegment,
    // which captureLambdaHandler has opened by now.
    { before: async () => active.putAnnotation('route', route) },
  ];
}

export function rawBodyOf(event: Pick<ApiEvent, 'body' | 'isBase64Encoded'>): string {
  if (event.body === undefined || event.body === null) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

export function readBody(raw: string): unknown {
  if (raw === '') return undefined;
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) {
    throw new Invalid(`The request body is too large (the limit is ${MAX_BODY_BYTES / 1024} KB).`);
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw new Invalid('The request body is not valid JSON.');
  }
}

/** Parses one part of a request (body, path, query) with its schema; a failure is a 400 naming the field. */
export function parseWith<S extends AnySchema>(schema: S | undefined, value: unknown, what: string): z.infer<S> | undefined {
  if (!schema) return undefined;
  assertCleanText(value, what);
  // reportInput: the message can tell a missing field from one of the wrong type.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new Invalid(describeIssues(parsed.error, what));
  return parsed.data;
}

/** Reads the caller only from the claims API Gateway's JWT authorizer verified. */
export function callerFrom(event: ApiEvent): Caller {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) throw new Unauthorized('Please sign in to continue.');
  const email = typeof claims?.email === 'string' ? claims.email : undefined;
  return { userId: sub, personId: sub, email };
}

/**
 * The Lambda handler of one endpoint: `fn` gets the verified caller and the parsed parts the
 * endpoint declares, and returns its answer (an empty answer is a 204).
 */
/** What a handler returns: its endpoint's response (before parsing); `void` for an empty 204. */
export type HandlerResult<E extends AnyEndpoint> = undefined extends z.input<E['response']> ? z.input<E['response']> | void : z.input<E['response']>;

/** On a workspace route, the caller acting in the workspace the header names, if their role there covers the route. */
export async function workspaceCaller(endpoint: AnyEndpoint, caller: Caller, event: { headers?: Record<string, string | undefined> }): Promise<Caller> {
  if (!endpoint.workspace) return caller;
  const access = await workspaceFor(caller.personId, event.headers?.[WORKSPACE_HEADER], endpoint.workspace);
  // A workspace the plan no longer holds can be read, not changed.
  if (endpoint.workspace !== 'view') await assertNotPaused(access);
  return { ...caller, userId: access.workspaceId, role: access.role };
}

/**
 * Another way into a handler than the app's JWT (the public API's token, functions/lib/public-api.ts):
 * answers the call itself, running `respond` as the caller it resolved, or undefined when the call
 * is the app's.
 */
export type Gate = (
  endpoint: AnyEndpoint,
  event: ApiEvent,
  requestId: string,
  respond: (caller: Caller) => Promise<ApiResult>,
) => Promise<ApiResult> | undefined;

export function apiRoute<E extends AnyEndpoint>(endpoint: E, fn: (input: ApiInput<E>) => Promise<HandlerResult<E>>, gate?: Gate) {
  // Served at /v1 too: only through publicApiRoute, which verifies the API token.
  if (endpoint.exposure === 'public' && !gate) throw new Error(`${endpoint.name} is a public API endpoint: build its handler with publicApiRoute.`);
  return middy<ApiEvent, ApiResult, Error, Context>()
    .use(observability(endpoint))
    .use(errorMapping())
    .handler(async (event, context) => {
      const respond = async (caller: Caller): Promise<ApiResult> => {
        const rawBody = rawBodyOf(event);
        const body = parseWith(endpoint.body, readBody(rawBody), 'body');
        const params = parseWith(endpoint.params, event.pathParameters ?? {}, 'path');
        const query = parseWith(endpoint.query, event.queryStringParameters ?? {}, 'query');
        const result = await fn({ caller, body, params, query, rawBody, event } as ApiInput<E>);
        if (result === undefined) return { statusCode: 204 };
        if (REDIRECT_STATUSES.has(endpoint.status)) return redirect(endpoint.status, (result as { location: string }).location);
        return json(endpoint.status, result);
      };
      const gated = gate?.(endpoint, event, context.awsRequestId, respond);
      if (gated) return gated;
      const caller = endpoint.auth === 'none' ? { userId: '', personId: '' } : await workspaceCaller(endpoint, callerFrom(event), event);
      return respond(caller);
    });
}
