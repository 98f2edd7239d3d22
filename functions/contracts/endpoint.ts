// One declaration per HTTP endpoint: method, path, who may call it and on whose items, the
// schemas of its path parameters, query and body, and the schema of its answer. The route table
// (infra/routes.ts), the handler (`apiRoute(endpoint, fn)`), the web client
// (`call(endpoint, input)`) and the tests' API helper all read this one object.
import type * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `jwt`: a verified Cognito token is required (the HTTP API's JWT authorizer). `none`: public. */
export type EndpointAuth = 'jwt' | 'none';

/**
 * Who may call an endpoint, and on whose items:
 * - `owner`: only the signed-in owner. Items are keyed by the caller's verified identity, so
 *   someone else's item ids answer 404: their existence is not revealed.
 * - `team`: the owner and the members of the owner's team.
 * - `signedIn`: any signed-in user, e.g. accepting someone's partner invitation.
 * - `moderator`, `admin`: signed-in users with that role.
 * - `public`: no token, e.g. the Stripe webhook or reading an invitation by its token.
 */
export const ENDPOINT_ACCESSES = ['owner', 'team', 'signedIn', 'moderator', 'admin', 'public'] as const;
export type EndpointAccess = (typeof ENDPOINT_ACCESSES)[number];

/**
 * What a workspace route needs of the caller's role in the workspace it acts in (the
 * `x-markk-workspace` header; absent: the caller's own default workspace, where they are the
 * owner). The table of roles is in workspaces.ts.
 */
export const WORKSPACE_PERMISSIONS = ['view', 'create', 'schedule', 'manage', 'own'] as const;
export type WorkspacePermission = (typeof WORKSPACE_PERMISSIONS)[number];

/** The token an access needs: only public endpoints are called without one. */
export const authOf = (access: EndpointAccess): EndpointAuth => (access === 'public' ? 'none' : 'jwt');

/**
 * What an API token may be allowed to do (Settings → API). A public endpoint names the one it
 * needs; a token without it is refused with a 403 naming it.
 */
export const API_SCOPES = ['content:read', 'content:write', 'calendar:read', 'calendar:write', 'analytics:read', 'campaigns:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Where the public API serves an endpoint marked `exposure: 'public'`: this prefix + its path. */
export const PUBLIC_API_PREFIX = '/v1';

/** `json`: one JSON answer through the HTTP API. `stream`: a streamed text answer. */
export type Transport = 'json' | 'stream';

type Schema = z.ZodType;
type MaybeSchema = Schema | undefined;

export interface Endpoint<
  P extends MaybeSchema = MaybeSchema,
  Q extends MaybeSchema = MaybeSchema,
  B extends MaybeSchema = MaybeSchema,
  R extends Schema = Schema,
> {
  /** PascalCase, unique: the Lambda's name. */
  readonly name: string;
  /** The product area (billing, content, …): functions are grouped and granted per area. */
  readonly area: string;
  readonly method: HttpMethod;
  /** Path template, e.g. `/content-items/{itemId}`; each `{name}` is a key of `params`. */
  readonly path: string;
  readonly access: EndpointAccess;
  /** A workspace route: the permission it needs. Absent: a personal route (chat, community, billing…). */
  readonly workspace: WorkspacePermission | undefined;
  /** Follows from `access`: `none` for public endpoints, else `jwt`. */
  readonly auth: EndpointAuth;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  /** The answer on success. `z.undefined()` for an empty 204. */
  readonly response: R;
  /** Status of a success: 200 unless declared (201, 202); 204 when the answer is empty. */
  readonly status: number;
  readonly transport: Transport;
  /**
   * `public`: also served at `/v1` + `path` to callers with an API token (the same handler);
   * `internal` (the default): the app's own route only.
   */
  readonly exposure: 'public' | 'internal';
  /** On a public endpoint: the scope an API token needs to call it. */
  readonly scope: ApiScope | undefined;
  /** On a public endpoint: one line for the API reference saying what the call does. */
  readonly summary: string | undefined;
}

export interface EndpointDeclaration<P extends MaybeSchema, Q extends MaybeSchema, B extends MaybeSchema, R extends Schema> {
  name: string;
  area: string;
  method: HttpMethod;
  path: string;
  access: EndpointAccess;
  workspace?: WorkspacePermission;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  status?: number;
  transport?: Transport;
  /** `public`: served at `/v1` + path as well, to API tokens with `scope`. */
  exposure?: 'public' | 'internal';
  scope?: ApiScope;
  summary?: string;
}

export function endpoint<R extends Schema, P extends MaybeSchema = undefined, Q extends MaybeSchema = undefined, B extends MaybeSchema = undefined>(
  declaration: EndpointDeclaration<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  const exposed = declaration.exposure === 'public';
  if (exposed && (!declaration.scope || !declaration.summary || !declaration.workspace || declaration.transport === 'stream')) {
    throw new Error(`${declaration.name}: a public endpoint is a JSON workspace route with a scope and a summary.`);
  }
  return {
    name: declaration.name,
    area: declaration.area,
    method: declaration.method,
    path: declaration.path,
    access: declaration.access,
    workspace: declaration.workspace,
    auth: authOf(declaration.access),
    params: declaration.params as P,
    query: declaration.query as Q,
    body: declaration.body as B,
    response: declaration.response,
    status: declaration.status ?? 200,
    transport: declaration.transport ?? 'json',
    exposure: exposed ? 'public' : 'internal',
    scope: exposed ? declaration.scope : undefined,
    summary: exposed ? declaration.summary : undefined,
  };
}

export type AnyEndpoint = Endpoint<MaybeSchema, MaybeSchema, MaybeSchema, Schema>;

/** The endpoints served at `/v1` too, with the scope they need. */
export const isPublicApi = (endpoint: AnyEndpoint): endpoint is AnyEndpoint & { scope: ApiScope; summary: string } => endpoint.exposure === 'public';

/** What a caller sends for a part: the schema's input, or nothing when the endpoint has none. */
export type InputOf<S> = S extends Schema ? z.input<S> : undefined;
/** What the handler receives for a part: the schema's output after parsing. */
export type OutputOf<S> = S extends Schema ? z.output<S> : undefined;

type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The parts a caller must send: only those the endpoint declares. */
export type EndpointInput<E extends AnyEndpoint> = Present<{
  params: InputOf<E['params']>;
  query: InputOf<E['query']>;
  body: InputOf<E['body']>;
}>;

/** What a successful call answers, parsed. */
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>;

/** The names of a path template's parameters, in order: `/a/{x}/b/{y}` → ['x', 'y']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** Fills a path template: each `{name}` is replaced by its value, URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from the declared query input, without undefined values; '' when empty. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
