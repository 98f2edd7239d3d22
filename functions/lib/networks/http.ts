// What every network adapter shares: the one place a provider URL is resolved (the local
// sandbox or the real host), the app credentials, one HTTP call with a timeout, and the checks
// a post must pass before any provider sees it. Tokens never reach a log line from here.
//
// The shared parts follow: OAuth 2.0's token answer and errors, RFC 6749 §5
// (https://datatracker.ietf.org/doc/html/rfc6749#section-5); rate-limit answers and their
// reset headers as the providers document them (https://docs.x.com/x-api/fundamentals/rate-limits,
// https://developers.facebook.com/docs/graph-api/overview/rate-limiting); each adapter cites its own API pages.
import { config } from '../config.ts';
import { NetworkError, type Network, type NetworkProfile, type PublishRequest, type TokenSet } from './types.ts';

/** Every provider call gives up after this long: the publish worker retries a transient error. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The local network sandbox's base URL, or undefined. Never inside AWS Lambda: a deployed
 * function talks to the real providers whatever its environment says.
 */
export function sandboxUrl(): string | undefined {
  const { NETWORK_SANDBOX_URL, AWS_LAMBDA_FUNCTION_NAME } = config();
  return AWS_LAMBDA_FUNCTION_NAME ? undefined : NETWORK_SANDBOX_URL;
}

/**
 * A provider URL as Markk reaches it: unchanged in AWS; with the local network sandbox,
 * `https://{host}/{path}` becomes `{NETWORK_SANDBOX_URL}/{host}/{path}`, so one local server
 * answers for every provider host with the provider's own paths.
 */
export function networkUrl(url: string): string {
  const sandbox = sandboxUrl();
  if (!sandbox) return url;
  const parsed = new URL(url);
  return `${sandbox.replace(/\/+$/, '')}/${parsed.host}${parsed.pathname}${parsed.search}`;
}

/** The query string of `params`, values left out when undefined. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) search.set(name, String(value));
  return search.toString();
}

const credentialNames: Record<Network, readonly ['META_APP_ID' | 'LINKEDIN_CLIENT_ID' | 'TIKTOK_CLIENT_KEY' | 'GOOGLE_CLIENT_ID' | 'X_CLIENT_ID', string]> = {
  instagram: ['META_APP_ID', 'META_APP_SECRET'],
  facebook: ['META_APP_ID', 'META_APP_SECRET'],
  linkedin: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET'],
  tiktok: ['TIKTOK_CLIENT_KEY', 'TIKTOK_CLIENT_SECRET'],
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  x: ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
};

/** The client id and secret the sandbox takes when no real app credentials are configured. */
export const SANDBOX_CLIENT = { clientId: 'markk-sandbox-app', clientSecret: 'markk-sandbox-secret' } as const;

/** The app's credentials at the provider, or null when the network is not configured (and no sandbox). */
export function appCredentials(network: Network): { clientId: string; clientSecret: string } | null {
  const env = config() as unknown as Record<string, string | undefined>;
  const [idName, secretName] = credentialNames[network];
  const clientId = env[idName];
  const clientSecret = env[secretName];
  if (clientId && clientSecret) return { clientId, clientSecret };
  if (sandboxUrl()) return SANDBOX_CLIENT;
  return null;
}

/** The credentials, or a NetworkError when the network is not set up on this stage. */
export function requireCredentials(network: Network, label: string): { clientId: string; clientSecret: string } {
  const credentials = appCredentials(network);
  if (!credentials) throw new NetworkError(network, 'invalid', `${label} is not set up for Markk on this server`);
  return credentials;
}

export interface ProviderResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when it is not JSON, or null when empty. */
  body: unknown;
}

export interface ProviderRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json), form fields (URLSearchParams) or raw bytes. */
  json?: unknown;
  form?: Record<string, string | undefined>;
  bytes?: { data: Uint8Array; contentType: string };
}

/**
 * One call to a provider, through `networkUrl`. A network failure or timeout is a
 * `transient` NetworkError naming the network; any HTTP answer comes back for the adapter to
 * read in its provider's terms.
 */
export async function callProvider(network: Network, label: string, url: string, request: ProviderRequest = {}): Promise<ProviderResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = query(request.form);
  } else if (request.bytes) {
    headers['content-type'] = request.bytes.contentType;
    body = Buffer.from(request.bytes.data);
  }
  let response: Response;
  try {
    response = await fetch(networkUrl(url), {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new NetworkError(network, 'transient', timedOut ? `${label} did not answer in time` : `${label} could not be reached`);
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** A 5xx (or an unreadable answer) in the network's words: worth retrying. */
export function serverError(network: Network, label: string, status: number, providerCode?: string): NetworkError {
  return new NetworkError(network, 'transient', `${label} had a problem on its side; Markk will try again`, {
    status,
    ...(providerCode ? { providerCode } : {}),
  });
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date), else `fallback`. */
export function retryAfter(headers: Headers, fallback: number): number {
  const value = headers.get('retry-after');
  if (value) {
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const at = Date.parse(value);
    if (!Number.isNaN(at)) return Math.max(1, Math.ceil((at - Date.now()) / 1000));
  }
  return fallback;
}

/** A plain object view of an unknown JSON value (never throws). */
export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** "2,200": the limit as the owner reads it. */
function plainNumber(n: number): string {
  return n.toLocaleString('en-US');
}

/** Characters as providers count them (code points, not UTF-16 units). */
export function characters(caption: string): number {
  return [...caption].length;
}

/**
 * What a post must satisfy before the provider sees it: an image where the network needs
 * one, an accepted image type, the caption's length (`measure` for X's weighted count).
 */
export function checkPost(profile: NetworkProfile, post: PublishRequest, measure: (caption: string) => number = characters): void {
  if (profile.needsImage && !post.imageUrl) throw new NetworkError(profile.network, 'invalid', `${profile.label} needs an image with every post`);
  if (post.imageUrl && post.imageType && !profile.imageTypes.includes(post.imageType)) {
    const names = profile.imageTypes.map((t) => t.replace('image/', '').toUpperCase()).join(' or ');
    throw new NetworkError(profile.network, 'media', `${profile.label} accepts ${names} images only`);
  }
  if (measure(post.caption) > profile.captionLimit) {
    throw new NetworkError(profile.network, 'invalid', `${profile.label} allows ${plainNumber(profile.captionLimit)} characters`);
  }
}

/**
 * The image bytes, for providers that take an upload rather than a URL (LinkedIn, X).
 * The image is Markk's own; failing to read it is a media error of this post.
 */
export async function readImage(network: Network, label: string, post: PublishRequest): Promise<{ data: Uint8Array; contentType: string }> {
  const url = post.imageUrl!;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) throw new Error(String(response.status));
    const data = new Uint8Array(await response.arrayBuffer());
    const contentType = post.imageType ?? response.headers.get('content-type')?.split(';')[0] ?? 'image/jpeg';
    return { data, contentType };
  } catch {
    throw new NetworkError(network, 'media', `${label} could not receive the image: Markk could not read it`);
  }
}

/** Waits between status polls of an asynchronous publish (Instagram containers, TikTok). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The token expiry as an ISO time from an `expires_in` in seconds. */
export function expiresAt(expiresIn: unknown): string | undefined {
  const seconds = Number(expiresIn);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : undefined;
}

/** The same caption, whatever whitespace a provider trimmed or line endings it changed. */
export function sameCaption(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const norm = (s: string) => s.replace(/\r\n/g, '\n').trim();
  return norm(a) === norm(b);
}

/** Made at or after `since` (ISO), reading a provider's time in any format Date understands. */
export function createdSince(created: string | number | undefined, since: string): boolean {
  if (created === undefined) return false;
  const at = typeof created === 'number' ? created : Date.parse(created.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  // Providers keep whole seconds: compare with `since` truncated to its second.
  return Number.isFinite(at) && at >= Math.floor(Date.parse(since) / 1000) * 1000;
}

/**
 * A token endpoint's answer (RFC 6749 §5.1 success, §5.2 error — https://datatracker.ietf.org/doc/html/rfc6749#section-5,
 * the shape LinkedIn, TikTok, Google and X document for their token endpoints) as a token
 * set, or the NetworkError publishing acts on: a refused code is `invalid` (connect again);
 * a refused refresh is `revoked` when the provider's description says so, else `expired`.
 * `refreshExpiresIn` names the field where a provider gives its refresh token's lifetime.
 */
export function tokenAnswer(
  network: Network,
  label: string,
  response: ProviderResponse,
  options: { refreshing: boolean; sentRefreshToken?: string | undefined; refreshExpiresIn?: string; revoked?: RegExp; speaker?: string },
): TokenSet {
  // Who "says" it in the reasons: the company (Google), where the label names a product.
  const who = options.speaker ?? label;
  if (response.status >= 500) throw serverError(network, label, response.status);
  const body = record(response.body);
  const accessToken = text(body.access_token);
  if (response.status !== 200 || !accessToken) {
    const details = { status: response.status, ...(text(body.error) ? { providerCode: text(body.error)! } : {}) };
    if (!options.refreshing) throw new NetworkError(network, 'invalid', `${who} refused the connection; please try connecting again`, details);
    if ((options.revoked ?? /revoked/i).test(text(body.error_description) ?? ''))
      throw new NetworkError(network, 'revoked', `${who} says Markk’s access was removed; please reconnect`, details);
    throw new NetworkError(network, 'expired', `${who} says your connection has expired`, details);
  }
  return {
    accessToken,
    // Where refresh tokens rotate the answer carries the new one; elsewhere the one sent stays valid.
    refreshToken: text(body.refresh_token) ?? options.sentRefreshToken,
    expiresAt: expiresAt(body.expires_in),
    ...(options.refreshExpiresIn ? { refreshExpiresAt: expiresAt(body[options.refreshExpiresIn]) } : {}),
    scope: text(body.scope),
  };
}
