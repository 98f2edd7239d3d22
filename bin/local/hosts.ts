// The names the local server answers to, and the one origin its pages are served from.
//
// A web page elsewhere can point its own name at 127.0.0.1 (DNS rebinding) and then read
// this server as if it were same-origin: only the Host headers of the configured names are
// answered, before any route. Pages opened at another of those names (127.0.0.1 instead of
// the printed localhost URL) are redirected to the printed one, so sign-in, presigned
// uploads and the checkout tab all live on one origin.
import { PORTAL_REFUSAL, onPortal } from '../../infra/portal-paths.ts';

/** Bind addresses that mean "every interface": they name no host a browser could use. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export interface HostPolicy {
  /** The printed URL's origin, e.g. http://localhost:3000. */
  canonicalOrigin: string;
  /** Host headers answered (lower case, with the port). */
  allowed: ReadonlySet<string>;
  /** White-label portal hosts (with the port): client approval pages and their API only. */
  portals: ReadonlySet<string>;
}

/** A host as it appears in a Host header: an IPv6 address in brackets. */
const asHostName = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host).toLowerCase();

/**
 * The policy for a server bound to `bindHost` (MARKK_HOST) on `port`: the loopback names, and
 * the bound address itself when it is a real one. Pages live on the bound address when it
 * is reachable from elsewhere, on localhost otherwise.
 */
export function hostPolicy(bindHost: string, port: number, portalHosts: readonly string[] = []): HostPolicy {
  const bound = asHostName(bindHost);
  const own = WILDCARDS.has(bound) || LOOPBACK_NAMES.includes(bound) || /^127\./.test(bound) ? null : bound;
  const names = [...LOOPBACK_NAMES, ...(own ? [own] : [])];
  return {
    canonicalOrigin: `http://${own ?? 'localhost'}:${port}`,
    allowed: new Set(names.map((name) => `${name}:${port}`)),
    portals: new Set(portalHosts.map((name) => `${asHostName(name)}:${port}`)),
  };
}

/** Paths of the API, the streams, the Cognito proxy and storage: called by code, never opened as pages. */
const SERVICE_PREFIXES = ['/api', '/v1', '/stream', '/cognito', '/s3'];
const isServicePath = (pathname: string) => SERVICE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export type HostDecision = { kind: 'serve' } | { kind: 'refuse'; message: string } | { kind: 'redirect'; location: string };

/** What to do with a request for `url` (path and query) by `method` with this Host header. */
export function decideHost(policy: HostPolicy, host: string | undefined, method: string | undefined, url: string): HostDecision {
  const name = (host ?? '').toLowerCase();
  if (policy.portals.has(name)) {
    return onPortal(url.split('?')[0] ?? '/') ? { kind: 'serve' } : { kind: 'refuse', message: PORTAL_REFUSAL };
  }
  if (!policy.allowed.has(name)) {
    return { kind: 'refuse', message: `This Markk server answers at ${policy.canonicalOrigin} only.` };
  }
  if (`http://${name}` === policy.canonicalOrigin) return { kind: 'serve' };
  const pathname = url.split('?')[0] ?? '/';
  const page = (method === 'GET' || method === 'HEAD') && !isServicePath(pathname);
  return page ? { kind: 'redirect', location: `${policy.canonicalOrigin}${url.startsWith('/') ? url : `/${url}`}` } : { kind: 'serve' };
}
