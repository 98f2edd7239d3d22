// The local API Gateway: matches a request against infra/routes.ts, verifies the bearer
// JWT against the local pool's JWKS (as the HTTP API's JWT authorizer does), builds an
// API Gateway v2 event and invokes the same handler module CDK deploys. Streamed routes
// (`transport: 'stream'`, under /stream) are function URLs in AWS: they get a function URL
// event and a response stream, and verify the caller themselves, as deployed.
import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, LambdaFunctionURLEvent } from 'aws-lambda';
import type { Transport } from '../../functions/contracts/endpoint.ts';
import { STREAM_AUTHORIZATION_HEADER, type StreamHandler } from '../../functions/lib/stream.ts';
import { matchPath, routes, type RouteDef } from '../../infra/routes.ts';
import { lambdaContext, loadHandler } from './handlers.ts';
import { installLambdaStreaming, isStreamingHandler, LocalResponseStream } from './lambda-streaming.ts';
import { claimsOf, type LocalSessions } from './sessions.ts';

// Before any handler module loads: middy's streamifyResponse reads it when a handler is built.
installLambdaStreaming();

export interface ApiGatewayOptions {
  root: string;
  jwksUrl: string;
  issuer: string;
  clientId: string;
  /** Sessions ended by a sign-out: their access tokens are refused. */
  sessions?: LocalSessions | undefined;
}

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const jsonReply = (status: number, payload: unknown): Reply => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });

function findRoute(
  method: string,
  path: string,
  transport: Transport = 'json',
): { route: RouteDef; params: Record<string, string>; routePath: string; auth: RouteDef['auth'] } | null {
  for (const route of routes) {
    // HEAD reaches a GET route that declares it (its own route key in AWS).
    const methodMatches = route.method === method || (method === 'HEAD' && route.answersHead === true);
    if (!methodMatches || route.transport !== transport) continue;
    const params = matchPath(route.path, path);
    if (params) return { route, params, routePath: route.path, auth: route.auth };
    // The public API's route: no JWT authorizer, the handler verifies the API token.
    const publicParams = route.publicPath ? matchPath(route.publicPath, path) : null;
    if (publicParams && route.publicPath) return { route, params: publicParams, routePath: route.publicPath, auth: 'none' };
  }
  return null;
}

export function createApiGateway(options: ApiGatewayOptions) {
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));

  /** Accepts what the HTTP API JWT authorizer accepts: an access token for our client or an ID token for it. */
  async function verify(authorization: string | undefined): Promise<JWTPayload | null> {
    const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
    if (!match) return null;
    try {
      const { payload } = await jwtVerify(match[1]!, jwks, { issuer: options.issuer });
      if (options.sessions && !options.sessions.accessAllowed(payload)) return null;
      const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
      return audience === options.clientId || (Array.isArray(audience) && audience.includes(options.clientId)) ? payload : null;
    } catch {
      return null;
    }
  }

  return async function invoke(req: http.IncomingMessage, path: string, rawQuery: string, body: string): Promise<Reply> {
    const method = (req.method ?? 'GET').toUpperCase();
    const found = findRoute(method, path);
    if (!found) return jsonReply(404, { message: 'Not Found' });
    const { route, params, routePath } = found;

    let claims: Record<string, string> = {};
    if (found.auth === 'jwt') {
      const payload = await verify(req.headers.authorization);
      if (!payload) return jsonReply(401, { message: 'Unauthorized' });
      claims = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]));
    }

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
    }
    const query = new URLSearchParams(rawQuery);
    const queryStringParameters: Record<string, string> = {};
    for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');
    const now = new Date();
    const requestId = randomUUID();

    const event: APIGatewayProxyEventV2WithJWTAuthorizer = {
      version: '2.0',
      routeKey: `${route.method} ${routePath}`,
      rawPath: path,
      rawQueryString: rawQuery,
      headers,
      queryStringParameters: Object.keys(queryStringParameters).length ? queryStringParameters : undefined,
      pathParameters: Object.keys(params).length ? params : undefined,
      body: body === '' ? undefined : body,
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } },
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: { method, path, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
        requestId,
        routeKey: `${route.method} ${routePath}`,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
    };

    try {
      const handler = await loadHandler(options.root, route.entry);
      const result = await handler(event, lambdaContext(route.name));
      if (result && typeof result === 'object' && 'statusCode' in result) {
        const headersOut: Record<string, string> = {};
        for (const [k, v] of Object.entries((result.headers ?? {}) as Record<string, unknown>)) headersOut[k] = String(v);
        return { status: Number(result.statusCode), headers: headersOut, body: typeof result.body === 'string' ? result.body : '' };
      }
      // API Gateway v2 treats any other return value as a 200 JSON body.
      return jsonReply(200, result ?? null);
    } catch (error) {
      process.stderr.write(`[api] ${route.method} ${route.path} crashed: ${(error as Error).stack ?? error}\n`);
      return jsonReply(500, { message: 'Internal Server Error' });
    }
  };
}

/** The request headers as Lambda events carry them: lower-case names, repeated values joined. */
function eventHeaders(req: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

const writeJson = (res: http.ServerResponse, status: number, payload: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
};

/**
 * Serves the streamed routes under /stream: a function URL event (no authorizer — the
 * function verifies the token itself, as behind CloudFront), the handler invoked with a
 * response stream whose chunks reach the browser as they are written. Answers the status.
 */
export function createStreamGateway(options: {
  root: string;
  /** The functions' time limit (default: lambdaContext's). */
  timeoutMs?: number;
  /** Sessions ended by a sign-out: their access tokens are refused before the function runs. */
  sessions?: LocalSessions | undefined;
}) {
  return async function stream(req: http.IncomingMessage, res: http.ServerResponse, path: string, rawQuery: string, body: string): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const found = findRoute(method, path, 'stream');
    if (!found) {
      writeJson(res, 404, { message: 'Not Found' });
      return 404;
    }
    const { route } = found;
    // The function checks the token's signature itself; a signed-out session is refused here.
    const presented = req.headers[STREAM_AUTHORIZATION_HEADER];
    const bearer = /^Bearer\s+(.+)$/i.exec(Array.isArray(presented) ? (presented[0] ?? '') : (presented ?? ''))?.[1];
    const claims = bearer ? claimsOf(bearer) : null;
    if (claims && options.sessions && !options.sessions.accessAllowed(claims)) {
      writeJson(res, 401, { message: 'Unauthorized' });
      return 401;
    }
    const headers = eventHeaders(req);
    const query = new URLSearchParams(rawQuery);
    const queryStringParameters: Record<string, string> = {};
    for (const key of new Set(query.keys())) queryStringParameters[key] = query.getAll(key).join(',');
    const now = new Date();
    const rawPath = `/stream${path}`;
    const event: LambdaFunctionURLEvent = {
      version: '2.0',
      routeKey: '$default',
      rawPath,
      rawQueryString: rawQuery,
      headers,
      ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
      ...(body === '' ? {} : { body }),
      isBase64Encoded: false,
      requestContext: {
        accountId: 'anonymous',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
        requestId: randomUUID(),
        routeKey: '$default',
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
      },
    };

    const responseStream = new LocalResponseStream(res);
    try {
      const handler = await loadHandler(options.root, route.entry);
      if (!isStreamingHandler(handler)) throw new Error(`${route.entry} is not a streaming handler (awslambda.streamifyResponse)`);
      await (handler as unknown as StreamHandler)(event, responseStream, lambdaContext(route.name, options.timeoutMs));
      if (!responseStream.writableEnded) responseStream.end();
    } catch (error) {
      // The browser went away (Stop, a closed tab): Lambda's pipeline ends early; nothing crashed.
      // (Its socket tells: the request itself is destroyed anyway once its body has been read.)
      if (res.destroyed || req.socket.destroyed) return 499;
      // A stream that broke off after it started was logged by the function itself; it is cut below.
      if ((error as Error).name !== 'StreamBrokeOff')
        process.stderr.write(`[stream] ${route.method} ${route.path} crashed: ${(error as Error).stack ?? error}\n`);
      // Before the status went out, the browser gets a JSON error; after it, the stream is cut.
      if (!responseStream.headersSent && !res.headersSent) writeJson(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    }
    return res.statusCode;
  };
}
