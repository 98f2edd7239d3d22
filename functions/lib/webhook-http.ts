// Where webhooks may go, and the one POST that sends a delivery. A webhook URL is chosen by a
// customer, so Markk's own network must not be reachable through it (SSRF): an address that is
// private, loopback, link-local (the cloud metadata service, 169.254.169.254), carrier-grade
// NAT, multicast or reserved is refused — at registration, and again at every delivery, where
// the address is checked inside the connection's own DNS lookup, so a name that changes to a
// private address after registration (DNS rebinding) is caught on the address actually used.
// Locally (WEBHOOKS_ALLOW_LOCAL, never inside AWS Lambda) http:// and loopback are allowed, so
// deliveries reach a receiver on the developer's machine; everything else stays refused.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { config } from './config.ts';

/** Networks no webhook is sent to (IANA special-purpose registries). */
const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Local stack only: http:// and loopback addresses allowed. */
export function allowsLocal(): boolean {
  const c = config();
  return c.WEBHOOKS_ALLOW_LOCAL === 'true' && !c.AWS_LAMBDA_FUNCTION_NAME;
}

/** An IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(bare);
  if (hexMapped) {
    const high = parseInt(hexMapped[1]!, 16);
    const low = parseInt(hexMapped[2]!, 16);
    return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 'ipv4' };
  }
  return { address: bare, family: isIP(bare) === 6 ? 'ipv6' : 'ipv4' };
}

/** True when a webhook may be sent to this IP address (`allowLocal`: loopback too). */
export function isAllowedAddress(address: string, allowLocal = allowsLocal()): boolean {
  const ip = normalise(address);
  if (isIP(ip.address) === 0) return false;
  if (allowLocal && LOOPBACK.check(ip.address, ip.family)) return true;
  return !BLOCKED.check(ip.address, ip.family);
}

/** Why a URL is refused, in words a person can act on; the `kind` tells the caller whether to try again later. */
export class RefusedAddress extends Error {
  override readonly name = 'RefusedAddress';
  constructor(
    message: string,
    readonly kind: 'url' | 'https' | 'private' | 'unresolved',
    readonly host: string,
  ) {
    super(message);
  }
}

/** The URL, parsed, when its scheme and form are allowed (no address checked yet). */
export function parseWebhookUrl(raw: string, allowLocal = allowsLocal()): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedAddress('not a URL', 'url', '');
  }
  if (url.protocol !== 'https:' && !(allowLocal && url.protocol === 'http:'))
    throw new RefusedAddress('not https', url.protocol === 'http:' ? 'https' : 'url', url.hostname);
  if (!url.hostname || url.username || url.password) throw new RefusedAddress('no host, or credentials in the URL', 'url', url.hostname);
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

const resolveAll = (host: string): Promise<LookupAddress[]> =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * Checks that every address the URL's host resolves to may receive webhooks (an IP literal is
 * checked as it is). Throws RefusedAddress otherwise.
 */
export async function checkWebhookUrl(raw: string, allowLocal = allowsLocal()): Promise<URL> {
  const url = parseWebhookUrl(raw, allowLocal);
  const host = hostOf(url);
  if (isIP(host)) {
    if (!isAllowedAddress(host, allowLocal)) throw new RefusedAddress('private address', 'private', host);
    return url;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw new RefusedAddress('not found', 'unresolved', host);
  }
  if (addresses.length === 0) throw new RefusedAddress('not found', 'unresolved', host);
  if (addresses.some((a) => !isAllowedAddress(a.address, allowLocal))) throw new RefusedAddress('private address', 'private', host);
  return url;
}

/** The connection's DNS lookup: resolves, and refuses the connection when any address is not allowed. */
function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const refused = list.find((a) => !isAllowedAddress(a.address, allowLocal));
      if (refused || list.length === 0) return callback(new RefusedAddress('private address', 'private', hostname), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

export interface PostResult {
  /** The HTTP status, or null when no answer came (timeout, refused connection, refused address). */
  status: number | null;
  /** Why it failed when it did not answer, in plain words. */
  error?: string;
  /** The address is one webhooks are never sent to: retrying will not help. */
  refused?: boolean;
}

/** How long a receiver has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Of a receiver's answer, only this much is read (and discarded). */
const MAX_ANSWER_BYTES = 64 * 1024;

/** POSTs `body` to `raw` with `headers`, through the guarded lookup, within `timeoutMs`. Never throws. */
export async function postWebhook(raw: string, body: string, headers: Record<string, string>, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<PostResult> {
  const allowLocal = allowsLocal();
  let url: URL;
  try {
    url = parseWebhookUrl(raw, allowLocal);
    const host = hostOf(url);
    if (isIP(host) && !isAllowedAddress(host, allowLocal)) throw new RefusedAddress('private address', 'private', host);
  } catch (error) {
    return { status: null, error: 'The address is not one Markk sends events to.', refused: error instanceof RefusedAddress };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Markk-Webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: guardedLookup(allowLocal),
        // Redirects are not followed: a receiver could point them anywhere.
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('close', () => finish({ status: response.statusCode ?? null }));
        response.on('error', () => finish({ status: response.statusCode ?? null }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, error: `No answer within ${timeoutMs / 1000} seconds.` });
    }, timeoutMs);
    request.on('error', (error) => {
      if (error instanceof RefusedAddress || (error as { cause?: unknown }).cause instanceof RefusedAddress)
        finish({ status: null, error: 'The address now resolves to a private or local network, which Markk never sends events to.', refused: true });
      else finish({ status: null, error: `Could not connect (${(error as NodeJS.ErrnoException).code ?? error.name}).` });
    });
    request.end(body);
  });
}
