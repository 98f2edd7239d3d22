// The public API (issue 30): tokens made in Settings → API (Enterprise) that call the endpoints
// marked `exposure: 'public'` at `/v1` + their path, the audit list of each token's calls, and
// the OpenAPI document of those endpoints. A token acts in one workspace, as the person who made
// it, with that person's role there at the time of each call.
import * as z from 'zod';
import { cleanName } from './common.ts';
import { API_SCOPES, endpoint, PUBLIC_API_PREFIX } from './endpoint.ts';

export { API_SCOPES, PUBLIC_API_PREFIX } from './endpoint.ts';

export const ApiScope = z.enum(API_SCOPES, { error: `Each scope must be one of ${API_SCOPES.join(', ')}.` });
export type ApiScope = z.infer<typeof ApiScope>;

/** What each scope lets a token do, as Settings and the API reference say it. */
export const SCOPE_LABELS: Record<(typeof API_SCOPES)[number], string> = {
  'content:read': 'Read drafts and generation runs',
  'content:write': 'Create and edit drafts, and generate content (uses AI credits)',
  'calendar:read': 'Read the calendar of scheduled posts',
  'calendar:write': 'Schedule and unschedule posts',
  'analytics:read': 'Read analytics',
  'campaigns:read': 'Read campaigns',
};

/** Lifetimes a token can be given, in days; null: it never expires. */
export const TOKEN_LIFETIMES = [30, 90, 365] as const;
export const TOKEN_NAME_MAX = 60;
/** The secret's prefix: live tokens of Markk's API. */
export const TOKEN_PREFIX = 'mk_live_';
/** How long the audit list keeps a call. */
export const CALL_RETENTION_DAYS = 30;
/** How long a POST's answer is kept for a repeat with its Idempotency-Key. */
export const IDEMPOTENCY_HOURS = 24;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 255;

export const ApiTokenName = z
  .string({ error: 'Enter a name for the token.' })
  .transform(cleanName)
  .pipe(z.string().min(1, 'Enter a name for the token.').max(TOKEN_NAME_MAX, `The name can be up to ${TOKEN_NAME_MAX} characters.`));

export const CreateApiTokenBody = z.object({
  /** The click's id: a double click makes one token. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
  name: ApiTokenName,
  scopes: z.array(ApiScope).min(1, 'Choose at least one scope.').max(API_SCOPES.length, 'Each scope can be chosen once.'),
  /** Days until it expires (30, 90 or 365); null: it never expires. */
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365)], { error: 'expiresInDays must be 30, 90, 365 or null.' }).nullable(),
});
export type CreateApiTokenBody = z.input<typeof CreateApiTokenBody>;

export const ApiTokenView = z.object({
  tokenId: z.string(),
  name: z.string(),
  scopes: z.array(ApiScope),
  /** The workspace it acts in. */
  workspaceId: z.string(),
  /** The secret's first characters, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiTokenView = z.infer<typeof ApiTokenView>;

export const ApiTokenList = z.object({
  tokens: z.array(ApiTokenView),
  /** API access comes with Enterprise: false shows the upgrade message instead of the form. */
  enabled: z.boolean(),
});

/** The new token and its secret: the only time the secret is ever shown. */
export const CreatedApiToken = z.object({ token: ApiTokenView, secret: z.string() });

export const ApiTokenParams = z.object({ tokenId: z.string().regex(/^[a-f0-9]{16}$/, 'This token id is not valid.') });

export const ApiCallView = z.object({ at: z.string(), method: z.string(), route: z.string(), status: z.number().int() });
export const ApiCallList = z.object({ calls: z.array(ApiCallView) });

/** The OpenAPI 3.1 document: validated by its test, not by the client. */
export const OpenApiDocument = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

export const API_TOKEN_MESSAGES = {
  upgrade: 'API access comes with Enterprise. Upgrade to Enterprise to create API tokens.',
  noPlan: 'API access comes with Enterprise, and the plan of this token’s workspace no longer includes it. Upgrade to Enterprise to use the API again.',
  missing: `Send an API token as "Authorization: Bearer ${TOKEN_PREFIX}…". Create one in Markk under Settings → API.`,
  unknown: 'This API token is not valid. Check that it was copied in full, or create a new one in Settings → API.',
  revoked: 'This API token has been revoked. Create a new one in Settings → API.',
  expired: 'This API token has expired. Create a new one in Settings → API.',
  scope: (scope: string) => `This token lacks the ${scope} scope needed for this call. Create a token with ${scope} in Settings → API.`,
  rateLimited: (seconds: number) => `Too many requests with this token. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  alreadyCreated: 'This token was already created, and its secret was shown once. If you did not copy it, revoke the token and create another.',
  inProgress: 'A request with this Idempotency-Key is still in progress. Wait for it to finish, then retry.',
  keyReused: 'This Idempotency-Key was already used for a different request. Use a new key for each new request.',
  badKey: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters.`,
} as const;

export const apiTokenEndpoints = {
  list: endpoint({
    name: 'ListApiTokens',
    area: 'api-tokens',
    method: 'GET',
    path: '/api-tokens',
    access: 'owner',
    workspace: 'manage',
    response: ApiTokenList,
  }),
  create: endpoint({
    name: 'CreateApiToken',
    area: 'api-tokens',
    method: 'POST',
    path: '/api-tokens',
    access: 'owner',
    workspace: 'manage',
    body: CreateApiTokenBody,
    response: CreatedApiToken,
    status: 201,
  }),
  revoke: endpoint({
    name: 'RevokeApiToken',
    area: 'api-tokens',
    method: 'DELETE',
    path: '/api-tokens/{tokenId}',
    access: 'owner',
    workspace: 'manage',
    params: ApiTokenParams,
    response: ApiTokenView,
  }),
  calls: endpoint({
    name: 'ListApiTokenCalls',
    area: 'api-tokens',
    method: 'GET',
    path: '/api-tokens/{tokenId}/calls',
    access: 'owner',
    workspace: 'manage',
    params: ApiTokenParams,
    response: ApiCallList,
  }),
  openApi: endpoint({
    name: 'GetOpenApiDocument',
    area: 'api-tokens',
    method: 'GET',
    path: `${PUBLIC_API_PREFIX}/openapi.json`,
    access: 'public',
    response: OpenApiDocument,
  }),
};
