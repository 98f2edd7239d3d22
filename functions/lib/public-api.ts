// The /v1 half of an endpoint marked `exposure: 'public'`: the same handler, called with an API
// token instead of a Cognito JWT (HTTP API routes without the JWT authorizer in AWS). Before
// the handler runs: the token (401 unknown, revoked or expired), its rate bucket (429 with
// Retry-After), the endpoint's scope (403 naming it), the workspace's Enterprise plan, and the
// role of the token's maker in its workspace now (a role lowered or taken away since counts).
// A POST with an Idempotency-Key runs once per key. Each call leaves one audit row.
import { createHash } from 'node:crypto';
import { API_TOKEN_MESSAGES, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX, PUBLIC_API_PREFIX } from '#contracts/api-tokens';
import type { AnyEndpoint } from '#contracts/endpoint';
import * as ApiTokens from '#domain/api-tokens';
import { workspaceFor } from '#domain/workspaces/access';
import { Forbidden, Invalid, NotFound, TooManyRequests } from './errors.ts';
import { apiRoute, errorReply, rawBodyOf, type ApiEvent, type ApiInput, type ApiResult, type Caller, type HandlerResult } from './http.ts';
import { logger } from './logger.ts';

/** True when the call came in on the endpoint's `/v1` route (API Gateway's route key says which route matched). */
export function isPublicApiCall(endpoint: AnyEndpoint, event: Pick<ApiEvent, 'routeKey'>): boolean {
  return endpoint.exposure === 'public' && event.routeKey === `${endpoint.method} ${PUBLIC_API_PREFIX}${endpoint.path}`;
}

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

function idempotencyKeyOf(event: ApiEvent): string | undefined {
  const key = event.headers?.[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (key.length > IDEMPOTENCY_KEY_MAX || !VISIBLE_ASCII.test(key)) throw new Invalid(API_TOKEN_MESSAGES.badKey);
  return key;
}

const json = (statusCode: number, body: string, headers: Record<string, string> = {}): ApiResult => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

/** A failure as the answer it becomes (a 429 carries Retry-After). */
function failure(error: unknown, requestId: string, path: string): ApiResult {
  const { status, body } = errorReply(error, requestId, path);
  return json(status, JSON.stringify(body), error instanceof TooManyRequests ? { 'retry-after': String(error.retryAfterSeconds) } : {});
}

/** The caller a token acts as: its maker, in its workspace, with their role there now. */
async function callerOf(endpoint: AnyEndpoint, token: { personId: string; workspaceId: string }): Promise<Caller> {
  try {
    const access = await workspaceFor(token.personId, token.workspaceId, endpoint.workspace ?? 'view');
    return { userId: access.workspaceId, personId: token.personId, role: access.role };
  } catch (error) {
    if (error instanceof NotFound)
      throw new Forbidden('The person who created this token is no longer a member of its workspace, so the token cannot act there.');
    if (error instanceof Forbidden) throw new Forbidden(`${error.message.replace(/^Your role/, 'The role of this token’s creator')}`);
    throw error;
  }
}

/** A call on the /v1 route: served with the API token; the app's calls are left to the JWT pipeline. */
function publicGate(endpoint: AnyEndpoint, event: ApiEvent, requestId: string, respond: (caller: Caller) => Promise<ApiResult>) {
  return isPublicApiCall(endpoint, event) ? servePublicCall(endpoint, event, requestId, respond) : undefined;
}

/**
 * The handler of an endpoint marked `exposure: 'public'`: `apiRoute` on the app's route, and on
 * its /v1 route the same `fn` for the caller the API token resolves to.
 */
export function publicApiRoute<E extends AnyEndpoint>(endpoint: E, fn: (input: ApiInput<E>) => Promise<HandlerResult<E>>) {
  return apiRoute(endpoint, fn, publicGate);
}

export async function servePublicCall(
  endpoint: AnyEndpoint,
  event: ApiEvent,
  requestId: string,
  respond: (caller: Caller) => Promise<ApiResult>,
): Promise<ApiResult> {
  const route = `${PUBLIC_API_PREFIX}${endpoint.path}`;
  let token: Awaited<ReturnType<typeof ApiTokens.authenticate>> | undefined;
  let result: ApiResult;
  try {
    token = await ApiTokens.authenticate(event.headers?.authorization);
    await ApiTokens.takeRequest(token);
    if (!endpoint.scope || !token.scopes.includes(endpoint.scope)) throw new Forbidden(API_TOKEN_MESSAGES.scope(endpoint.scope ?? 'public'));
    if (!(await ApiTokens.hasApiAccess(token.workspaceId))) throw new Forbidden(API_TOKEN_MESSAGES.noPlan);
    const caller = await callerOf(endpoint, token);
    const settled = () => respond(caller).catch((error: unknown) => failure(error, requestId, event.rawPath));
    const key = endpoint.method === 'POST' ? idempotencyKeyOf(event) : undefined;
    if (key === undefined) {
      result = await settled();
    } else {
      const requestHash = createHash('sha256')
        .update(`${endpoint.method} ${event.rawPath}\n${rawBodyOf(event)}`)
        .digest('hex');
      // Stored under its hash: key values are case-sensitive and of any characters, table keys are not.
      const keyHash = createHash('sha256').update(key).digest('hex');
      const answer = await ApiTokens.once(token.tokenId, keyHash, requestHash, async () => {
        const first = await settled();
        return { status: first.statusCode ?? 200, body: typeof first.body === 'string' ? first.body : '' };
      });
      result = answer.status === 204 ? { statusCode: 204 } : json(answer.status, answer.body, answer.replayed ? { 'idempotent-replayed': 'true' } : {});
    }
  } catch (error) {
    result = failure(error, requestId, event.rawPath);
  }
  if (token) {
    try {
      await ApiTokens.recordCall(token, { method: endpoint.method, route, status: result.statusCode ?? 200, requestId });
    } catch (error) {
      // The answer stands: a missing audit row must not turn a done call into a failure that invites a repeat.
      logger.warn('Could not record an API call', { route, error: error as Error });
    }
  }
  return result;
}
