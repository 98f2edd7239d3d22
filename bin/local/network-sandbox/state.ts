// The network sandbox's memory: the apps it knows, codes and tokens it issued, the fake
// accounts behind each grant, what they published, the failure switches and the metrics
// clock. Nothing here is ever printed: tokens and secrets stay in these maps.
import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { NETWORKS, type Network } from '../../../functions/lib/networks/types.ts';

/** `answer_lost`: the post is made, then the answer is a 500 (a timeout after the provider took it). */
export const FAILURES = ['expired', 'revoked', 'rate_limited', 'media', 'server_error', 'answer_lost'] as const;
export type Failure = (typeof FAILURES)[number];

export const LABELS: Record<Network, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  google: 'Google Business Profile',
  x: 'X',
};

/** The fake account name a consent page offers unless the person types another. */
export const DEFAULT_ACCOUNT: Record<Network, string> = {
  instagram: 'Markk Sandbox Page',
  facebook: 'Markk Sandbox Page',
  linkedin: 'Markk Sandbox Member',
  tiktok: 'Markk Sandbox Creator',
  google: 'Markk Sandbox Café',
  x: 'Markk Sandbox',
};

/** Each provider's token lifetimes in seconds (refresh undefined: none issued or no expiry). */
export interface Lifetimes {
  accessSeconds: number;
  refreshSeconds?: number | undefined;
}

const DEFAULT_LIFETIMES: Record<Network, Lifetimes> = {
  // Meta: the long-lived user token (60 days); the code's short-lived token lasts an hour.
  instagram: { accessSeconds: 60 * 86400 },
  facebook: { accessSeconds: 60 * 86400 },
  linkedin: { accessSeconds: 60 * 86400, refreshSeconds: 365 * 86400 },
  tiktok: { accessSeconds: 86400, refreshSeconds: 365 * 86400 },
  google: { accessSeconds: 3599 },
  x: { accessSeconds: 7200, refreshSeconds: 180 * 86400 },
};

/** One person's consent: the fake account it reaches and the scopes it granted. */
export interface Grant {
  id: string;
  network: Network;
  clientId: string;
  accountName: string;
  /**
   * The other accounts the same consent reaches: more Pages (each with its Instagram account)
   * on Meta, the organization pages a LinkedIn member administers, more Google locations.
   */
  moreAccounts: string[];
  scope: string[];
  revoked: boolean;
}

/** Networks whose consent can reach several accounts, and what the consent screen calls them. */
export const MORE_ACCOUNTS: Partial<Record<Network, string>> = {
  facebook: 'More Pages you manage',
  instagram: 'More Pages you manage (each with its Instagram account)',
  linkedin: 'Organization pages you administer',
  google: 'More locations of this business',
};

export interface CodeRecord {
  grant: Grant;
  redirectUri: string;
  codeChallenge?: string | undefined;
  codeChallengeMethod?: string | undefined;
  expiresAt: number;
  used: boolean;
}

export interface TokenRecord {
  kind: 'access' | 'refresh';
  grant: Grant;
  expiresAt?: number | undefined;
  /** A Facebook Page token: the Page it acts for. */
  pageId?: string | undefined;
  replaced?: boolean;
}

export interface SandboxPost {
  network: Network;
  /** The account id Markk knows (Instagram user id, Page id, LinkedIn sub, open_id, location id, X user id). */
  accountId: string;
  accountName: string;
  remoteId: string;
  caption: string;
  imageUrl?: string | undefined;
  image?: { bytes: number; contentType: string } | undefined;
  altText?: string | undefined;
  createdAt: string;
  /** The post's page on the sandbox. */
  url: string;
  /** The same page relative to the sandbox base: `/{host}/...`. */
  path: string;
  /** Provider-specific fields the listing endpoints answer with (LinkedIn's escaped commentary…). */
  extra?: Record<string, unknown>;
  /** When it was published by the metrics clock (ms): its numbers grow from there. */
  metricsFrom: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  html?: string;
  bytes?: { data: Buffer; contentType: string };
}

export interface Ctx {
  req: http.IncomingMessage;
  method: string;
  host: string;
  /** The path after the host, e.g. `/v24.0/me/accounts`. */
  path: string;
  query: URLSearchParams;
  body: Buffer;
  /** `http://127.0.0.1:3000/sandbox`: permalinks and form actions point here. */
  base: string;
  state: SandboxState;
}

export type Route = {
  hosts: string[];
  method: string;
  pattern: RegExp;
  handle: (ctx: Ctx, match: RegExpMatchArray) => Reply | Promise<Reply>;
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, json: body, headers };
}

/** Form fields of a request: the query string merged with a urlencoded body (Graph takes both). */
export function formOf(ctx: Ctx): URLSearchParams {
  const fields = new URLSearchParams(ctx.query);
  const type = String(ctx.req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) for (const [k, v] of new URLSearchParams(ctx.body.toString('utf8'))) fields.set(k, v);
  return fields;
}

export function jsonOf(ctx: Ctx): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(ctx.body.toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function bearer(ctx: Ctx): string | undefined {
  const header = String(ctx.req.headers.authorization ?? '');
  const match = /^(?:Bearer|OAuth)\s+(.+)$/i.exec(header);
  return match?.[1];
}

/** A stable number of `digits` digits from a name: the same fake account on every reconnect. */
export function stableDigits(seed: string, digits = 15): string {
  const n = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`);
  return ((n % 10n ** BigInt(digits - 1)) + 10n ** BigInt(digits - 1)).toString();
}

export function stableHex(seed: string, length = 12): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, length);
}

export function slug(name: string, max = 30): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w\s.]/g, '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '.')
      .slice(0, max) || 'markk.sandbox'
  );
}

export function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

type Switch = 'once' | 'always';

export class SandboxState {
  readonly clients = new Map<string, string>();
  readonly codes = new Map<string, CodeRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  posts: SandboxPost[] = [];
  readonly failures = new Map<Network, Map<Failure, Switch>>();
  readonly latencyMs = new Map<Network, number>();
  lifetimes: Record<Network, Lifetimes> = structuredClone(DEFAULT_LIFETIMES);
  /** Per-provider scratch: Instagram containers, LinkedIn and X uploads, TikTok publishes. */
  readonly scratch = new Map<string, Record<string, unknown>>();
  /** How far the metrics clock runs ahead of the real one (`advance`), in ms. */
  metricsAheadMs = 0;
  private sequence = 0;

  constructor(clients: { clientId: string; clientSecret: string }[]) {
    for (const c of clients) this.clients.set(c.clientId, c.clientSecret);
  }

  nextId(): string {
    this.sequence += 1;
    return `${Date.now()}${String(this.sequence).padStart(4, '0')}`;
  }

  knownClient(clientId: string | null | undefined): boolean {
    return !!clientId && this.clients.has(clientId);
  }

  clientSecretMatches(clientId: string | null | undefined, secret: string | null | undefined): boolean {
    return !!clientId && !!secret && this.clients.get(clientId) === secret;
  }

  issue(
    grant: Grant,
    options: { accessSeconds?: number; refresh?: boolean; prefix: string; pageId?: string },
  ): { accessToken: string; expiresIn?: number; refreshToken?: string; refreshExpiresIn?: number } {
    const life = this.lifetimes[grant.network];
    const accessSeconds = options.accessSeconds ?? life.accessSeconds;
    const accessToken = randomToken(options.prefix);
    this.tokens.set(accessToken, {
      kind: 'access',
      grant,
      expiresAt: accessSeconds > 0 ? Date.now() + accessSeconds * 1000 : undefined,
      pageId: options.pageId,
    });
    if (!options.refresh) return { accessToken, ...(accessSeconds > 0 ? { expiresIn: accessSeconds } : {}) };
    const refreshToken = randomToken(`r${options.prefix}`);
    this.tokens.set(refreshToken, { kind: 'refresh', grant, expiresAt: life.refreshSeconds ? Date.now() + life.refreshSeconds * 1000 : undefined });
    return { accessToken, expiresIn: accessSeconds, refreshToken, ...(life.refreshSeconds ? { refreshExpiresIn: life.refreshSeconds } : {}) };
  }

  /** The token's record when it is a live access token; why not otherwise. */
  check(token: string | undefined | null): { ok: true; record: TokenRecord } | { ok: false; why: 'missing' | 'expired' | 'revoked' } {
    const record = token ? this.tokens.get(token) : undefined;
    if (!record || record.kind !== 'access') return { ok: false, why: 'missing' };
    if (record.grant.revoked) return { ok: false, why: 'revoked' };
    if (record.expiresAt !== undefined && record.expiresAt < Date.now()) return { ok: false, why: 'expired' };
    return { ok: true, record };
  }

  revokeGrant(grant: Grant): void {
    grant.revoked = true;
  }

  /** Sets a failure switch: once (the next matching call) or until cleared. */
  fail(network: Network, kind: Failure, once = false): void {
    const map = this.failures.get(network) ?? new Map<Failure, Switch>();
    map.set(kind, once ? 'once' : 'always');
    this.failures.set(network, map);
  }

  clear(network?: Network, kind?: Failure): void {
    for (const n of network ? [network] : NETWORKS) {
      if (kind) this.failures.get(n)?.delete(kind);
      else this.failures.delete(n);
    }
  }

  /** Whether the switch is on for this call (a `once` switch turns itself off). */
  take(network: Network, kind: Failure): boolean {
    const map = this.failures.get(network);
    const mode = map?.get(kind);
    if (!mode) return false;
    if (mode === 'once') map!.delete(kind);
    return true;
  }

  /** The failure an API call meets, checked in this order; null when none is set. */
  apiFailure(network: Network): Exclude<Failure, 'media' | 'answer_lost'> | null {
    for (const kind of ['server_error', 'revoked', 'expired', 'rate_limited'] as const) if (this.take(network, kind)) return kind;
    return null;
  }

  record(post: Omit<SandboxPost, 'createdAt' | 'url' | 'metricsFrom'> & { createdAt?: string }, base: string): SandboxPost {
    const stored: SandboxPost = {
      ...post,
      createdAt: post.createdAt ?? new Date().toISOString(),
      url: `${base}${post.path}`,
      metricsFrom: this.metricsNow(),
    };
    this.posts.push(stored);
    return stored;
  }

  /** The time post metrics are read at: now, moved forward by every `advance`. */
  metricsNow(): number {
    return Date.now() + this.metricsAheadMs;
  }

  /** Lets the posts' metrics grow `hours` more, as if that much time had passed. */
  advance(hours: number): void {
    this.metricsAheadMs += Math.max(0, hours) * 3_600_000;
  }

  /** A published post of `network` by its provider id. */
  postOf(network: Network, remoteId: string): SandboxPost | undefined {
    return this.posts.find((p) => p.network === network && p.remoteId === remoteId);
  }

  postsOf(network: Network, accountId: string): SandboxPost[] {
    return this.posts.filter((p) => p.network === network && p.accountId === accountId).reverse();
  }

  reset(): void {
    this.codes.clear();
    this.tokens.clear();
    this.posts = [];
    this.failures.clear();
    this.latencyMs.clear();
    this.scratch.clear();
    this.metricsAheadMs = 0;
    this.lifetimes = structuredClone(DEFAULT_LIFETIMES);
  }
}

/** The image a provider fetches from a URL, as the real ones do; null when it cannot (or the media switch is on). */
export async function fetchImage(
  state: SandboxState,
  network: Network,
  url: string | undefined | null,
): Promise<{ bytes: number; contentType: string } | null> {
  if (state.take(network, 'media') || !url) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return null;
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!contentType.startsWith('image/')) return null;
    const data = await response.arrayBuffer();
    return { bytes: data.byteLength, contentType };
  } catch {
    return null;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A provider's error answers for the token checks and failure switches of its API. */
export interface ErrorShapes {
  expired(): Reply;
  revoked(): Reply;
  rateLimited(): Reply;
  server(): Reply;
}

/** The bearer token of an API call, checked against `network`, then the failure switches. */
export function authBearer(ctx: Ctx, network: Network, shapes: ErrorShapes): { record: TokenRecord } | { reply: Reply } {
  const checked = ctx.state.check(bearer(ctx));
  if (!checked.ok) return { reply: checked.why === 'revoked' ? shapes.revoked() : shapes.expired() };
  if (checked.record.grant.network !== network) return { reply: shapes.expired() };
  const failure = ctx.state.apiFailure(network);
  if (failure === 'server_error') return { reply: shapes.server() };
  if (failure === 'expired') return { reply: shapes.expired() };
  if (failure === 'revoked') return { reply: shapes.revoked() };
  if (failure === 'rate_limited') return { reply: shapes.rateLimited() };
  return { record: checked.record };
}

/** HTTP Basic credentials (`Authorization: Basic …`), as X's token endpoint takes them. */
export function basicAuth(ctx: Ctx): { id: string; secret: string } | null {
  const match = /^Basic\s+(.+)$/i.exec(String(ctx.req.headers.authorization ?? ''));
  if (!match) return null;
  const [id = '', secret = ''] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
  return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
}
