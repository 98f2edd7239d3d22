// The pipeline of streamed routes (`transport: 'stream'`): text sent to the browser chunk by
// chunk as it is written (an AI rewrite, later the chat). In AWS each is a Lambda function
// URL with RESPONSE_STREAM behind CloudFront; locally bin/local/api-gateway.ts invokes the
// same handler through the same `awslambda` streaming interface. HTTP APIs cannot stream and
// no JWT authorizer sits in front of a function URL, so the function verifies the Cognito
// access token itself (aws-jwt-verify: issuer, client id, token use — what the HTTP API's
// authorizer checks), then shares http.ts's observability, zod parsing and error mapping.
//
//   errors before the first chunk → the status and JSON `{ message }` of any route;
//   errors after it → logged, and the stream is cut (the status is already sent): the client
//   reads a broken answer, never one that looks complete.
import { Readable } from 'node:stream';
import middy, { type MiddlewareObj } from '@middy/core';
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import { validateCognitoJwtFields } from 'aws-jwt-verify/cognito-verifier';
import { FetchError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Context, LambdaFunctionURLEvent } from 'aws-lambda';
import { config } from './config.ts';
import { Unauthorized, Unavailable } from './errors.ts';
import { errorReply, observability, parseWith, rawBodyOf, readBody, workspaceCaller, type Caller } from './http.ts';
import { logger } from './logger.ts';
import type { AnyEndpoint, OutputOf } from '#contracts/endpoint';

/** A function URL's event (payload 2.0; CloudFront forwards the browser's path, `/stream/...`). */
export type StreamEvent = LambdaFunctionURLEvent;

/**
 * The header carrying the Cognito access token (`Bearer <token>`): in AWS, CloudFront's
 * origin access control signs the request to the function URL with its own Authorization
 * header, so the user's token travels beside it.
 */
export const STREAM_AUTHORIZATION_HEADER = 'x-markk-authorization';

/** What a streamed answer is sent as; no proxy on the way may buffer or cache it. */
export const STREAM_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
} as const;

export interface StreamInput<E extends AnyEndpoint> {
  caller: Caller;
  body: OutputOf<E['body']>;
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  event: StreamEvent;
  /** Aborted when the invocation runs out of time; a closed connection ends the iteration instead. */
  signal: AbortSignal;
  /**
   * Adds a response header (e.g. the id of the conversation a reply starts). The headers go
   * out with the first chunk, so a header set after the first chunk was yielded is an error.
   */
  setHeader(name: string, value: string): void;
}

/** What the Lambda runtime gives a streaming handler to write to. */
export interface ResponseStream extends NodeJS.WritableStream {
  setContentType(type: string): void;
}

/** A streaming Lambda handler, as `awslambda.streamifyResponse` makes it (middy's types only know the plain form). */
export type StreamHandler = (event: StreamEvent, responseStream: ResponseStream, context: Context) => Promise<void>;

interface AccessTokenVerifier {
  verify(token: string): Promise<{ sub?: unknown }>;
}

let verifier: { key: string; verifier: AccessTokenVerifier } | undefined;

/** JWKS over plain http (the local pool on loopback); the library's own fetcher speaks https only. */
const anyHttpFetcher = {
  fetch: async (uri: string): Promise<ArrayBuffer> => {
    const response = await fetch(uri);
    if (!response.ok) throw new FetchError(uri, `Status code is ${response.status}, expected 200`);
    return response.arrayBuffer();
  },
};

function accessTokenVerifier(): AccessTokenVerifier {
  const { USER_POOL_ID, USER_POOL_CLIENT_ID, STREAM_JWT_ISSUER, STREAM_JWKS_URL } = config();
  if (!USER_POOL_ID || !USER_POOL_CLIENT_ID) throw new Error('USER_POOL_ID and USER_POOL_CLIENT_ID must be set for streamed routes');
  const key = [USER_POOL_ID, USER_POOL_CLIENT_ID, STREAM_JWT_ISSUER ?? '', STREAM_JWKS_URL ?? ''].join('|');
  if (verifier?.key !== key) {
    // In AWS the issuer and JWKS follow from the pool id. The local pool has its own issuer
    // (on the app's port) and JWKS (cognito-local), which the local stack passes in; the
    // Cognito checks themselves (token use, client id) are the same function.
    const made: AccessTokenVerifier = STREAM_JWT_ISSUER
      ? JwtVerifier.create(
          {
            issuer: STREAM_JWT_ISSUER,
            audience: null,
            jwksUri: STREAM_JWKS_URL ?? `${STREAM_JWT_ISSUER}/.well-known/jwks.json`,
            customJwtCheck: ({ payload }) => validateCognitoJwtFields(payload, { tokenUse: 'access', clientId: USER_POOL_CLIENT_ID }),
          },
          { jwksCache: new SimpleJwksCache({ fetcher: anyHttpFetcher }) },
        )
      : CognitoJwtVerifier.create({ userPoolId: USER_POOL_ID, clientId: USER_POOL_CLIENT_ID, tokenUse: 'access' });
    verifier = { key, verifier: made };
  }
  return verifier.verifier;
}

const SIGN_IN = 'Please sign in to continue.';

/** The caller from the verified access token in `x-markk-authorization`, never from anything else the request says. */
export async function streamCaller(event: Pick<StreamEvent, 'headers'>): Promise<Caller> {
  const header = event.headers?.[STREAM_AUTHORIZATION_HEADER] ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new Unauthorized(SIGN_IN);
  let payload: { sub?: unknown };
  try {
    payload = await accessTokenVerifier().verify(match[1]!);
  } catch (error) {
    // The keys could not be fetched: not the caller's fault, and a retry may work.
    if (error instanceof FetchError) {
      logger.error('Could not fetch the user pool keys', { error });
      throw new Unavailable('We could not check your sign-in just now. Please try again in a moment.');
    }
    throw new Unauthorized(SIGN_IN);
  }
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Unauthorized(SIGN_IN);
  return { userId: payload.sub, personId: payload.sub };
}

/**
 * The path parameters of `template` in a function URL's path. The path arrives as the
 * browser sent it, behind a prefix (`/stream`), so the template is matched against its end.
 */
export function streamPathParams(template: string, rawPath: string): Record<string, string> | null {
  const t = template.split('/').filter(Boolean);
  const p = rawPath.split('/').filter(Boolean);
  if (p.length < t.length) return null;
  const tail = p.slice(p.length - t.length);
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const segment = t[i]!;
    if (segment.startsWith('{') && segment.endsWith('}')) {
      try {
        params[segment.slice(1, -1)] = decodeURIComponent(tail[i]!);
      } catch {
        return null;
      }
    } else if (segment !== tail[i]) {
      return null;
    }
  }
  return params;
}

interface StreamResult {
  statusCode: number;
  headers: Record<string, string>;
  body: Readable | string;
}

/** The function ran out of time before the first chunk (middy's TimeoutError): a retry may work. */
export const STREAM_TIMEOUT_MESSAGE = 'This took too long to answer, so it was stopped. Please try again.';

function streamErrorMapping(): MiddlewareObj<StreamEvent, StreamResult, Error, Context> {
  return {
    onError: async (request) => {
      let error: unknown = request.error;
      if (error instanceof Error && error.name === 'TimeoutError') {
        logger.warn('A stream ran out of time before its first chunk', { path: request.event.rawPath });
        error = new Unavailable(STREAM_TIMEOUT_MESSAGE);
      }
      const { status, body } = errorReply(error, request.context.awsRequestId, request.event.rawPath);
      request.response = { statusCode: status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' }, body: JSON.stringify(body) };
    },
  };
}

/** What cuts a stream that failed after it started (its cause is logged, never sent). */
export class StreamBrokeOff extends Error {
  constructor() {
    super('The stream broke off after it started.');
    this.name = 'StreamBrokeOff';
  }
}

/**
 * The rest of a stream once its first chunk is known. A failure now cannot change the status
 * any more: it is logged and the stream is cut (the Lambda's pipeline fails, and the response
 * ends without its last chunk), so the browser reports an incomplete answer instead of taking
 * half of one for all of it. A closed connection returns the iterator, which stops the work
 * behind it (e.g. the AI request).
 */
async function* continued(first: IteratorResult<string>, iterator: AsyncIterator<string>, route: string, requestId: string): AsyncGenerator<string> {
  let finished = first.done === true;
  try {
    if (!finished && first.value) yield first.value;
    while (!finished) {
      let next: IteratorResult<string>;
      try {
        next = await iterator.next();
      } catch (error) {
        logger.error('A stream failed after it started; cutting it', { route, requestId, error: error as Error });
        finished = true;
        throw new StreamBrokeOff();
      }
      if (next.done) finished = true;
      // An error thrown at this yield comes from the other side: the connection closed.
      else if (next.value) yield next.value;
    }
  } catch (error) {
    if (error instanceof StreamBrokeOff) throw error;
    logger.info('The client left before the stream ended', { route, requestId, reason: (error as Error).message });
  } finally {
    if (!finished) await iterator.return?.().catch(() => undefined);
  }
}

/**
 * The Lambda handler of one streamed endpoint: `fn` gets the verified caller and the parsed
 * parts the endpoint declares and returns the text to send, as an async iterable of chunks.
 * Its first chunk is awaited before anything is sent, so whatever fails up to then (the
 * item does not exist, no credits left, the AI refused) answers with its own status.
 */
export function streamRoute<E extends AnyEndpoint>(endpoint: E, fn: (input: StreamInput<E>) => AsyncIterable<string>): StreamHandler {
  const route = `${endpoint.method} ${endpoint.path}`;
  const handler = middy<StreamEvent, StreamResult, Error, Context>({ streamifyResponse: true })
    .use(observability(endpoint))
    .use(streamErrorMapping())
    .handler(async (event, context, { signal }) => {
      const caller = endpoint.auth === 'none' ? { userId: '', personId: '' } : await workspaceCaller(endpoint, await streamCaller(event), event);
      const body = parseWith(endpoint.body, readBody(rawBodyOf(event)), 'body');
      const params = parseWith(endpoint.params, streamPathParams(endpoint.path, event.rawPath ?? '') ?? {}, 'path');
      const query = parseWith(endpoint.query, event.queryStringParameters ?? {}, 'query');
      const extra: Record<string, string> = {};
      let sent = false;
      const setHeader = (name: string, value: string) => {
        if (sent) throw new Error(`The header ${name} was set after the stream started`);
        const key = name.toLowerCase();
        if (key in STREAM_HEADERS) throw new Error(`The header ${name} is the stream's own`);
        extra[key] = value;
      };
      const iterator = fn({ caller, body, params, query, event, signal, setHeader } as StreamInput<E>)[Symbol.asyncIterator]();
      const first = await iterator.next();
      sent = true;
      return {
        statusCode: endpoint.status,
        headers: { ...extra, ...STREAM_HEADERS },
        body: Readable.from(continued(first, iterator, route, context.awsRequestId), { objectMode: false }),
      };
    });
  return handler as unknown as StreamHandler;
}
