// The gate in front of s3rver at /s3. s3rver checks no SigV4 signature, so on its own it
// would let anyone write any file onto the app's origin. This guard lets through only what
// the AWS buckets allow: anonymous GET/HEAD of objects in the public-read bucket (logos),
// and object requests signed with the local credentials (presigned URLs or Authorization
// headers), each signature recomputed with the SDK's own signer. A PUT must have signed its
// content type and its length (or its payload hash, checked against the bytes); a copy, its source. Listing,
// bucket operations and unsigned writes are refused with S3's XML error shape.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

export interface S3GuardOptions {
  credentials: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /** Objects anyone may read (unsigned GET/HEAD), as a public-read bucket in AWS. */
  publicReadBuckets: readonly string[];
  /** Objects readable only with a valid signature. */
  privateBuckets: readonly string[];
  /** Milliseconds since the epoch (tests). */
  now?: () => number;
}

export interface S3Denial {
  allow: false;
  status: number;
  code: string;
  message: string;
}

export interface S3Allowance {
  allow: true;
  /** The request URL for s3rver (without the /s3 mount; query stripped for anonymous reads). */
  url: string;
  /** The SHA-256 the body must have (hex), when the signature covers the payload. */
  payloadSha256?: string;
}

export type S3Decision = S3Allowance | S3Denial;

/** What the guard reads of a request. */
export interface S3RequestLike {
  method?: string | undefined;
  /** The raw request target, `/s3/<bucket>/<key>?<query>`. */
  url?: string | undefined;
  headers: http.IncomingHttpHeaders;
}

const MOUNT = '/s3';
const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** S3 refuses header-signed requests whose date is further than this from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;
const HEX_SHA256 = /^[0-9a-f]{64}$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const deny = (status: number, code: string, message: string): S3Denial => ({ allow: false, status, code, message });
const accessDenied = (message = 'Access Denied') => deny(403, 'AccessDenied', message);
const signatureMismatch = () =>
  deny(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');

/** node:crypto behind the hash interface the SDK's signer expects (HMAC when given a key). */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

function parseAmzDate(value: string | undefined): Date | null {
  const m = value ? AMZ_DATE.exec(value) : null;
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Query parameters, decoded as SigV4 canonicalises them ('+' is not a space). */
function parseQuery(raw: string): [string, string][] | null {
  if (!raw) return [];
  const pairs: [string, string][] = [];
  try {
    for (const part of raw.split('&')) {
      if (!part) continue;
      const eq = part.indexOf('=');
      const key = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
      const value = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1));
      pairs.push([key, value]);
    }
  } catch {
    return null;
  }
  return pairs;
}

type Query = Record<string, string | string[]>;

function toQuery(pairs: [string, string][], omit: (key: string) => boolean): Query {
  const query: Query = {};
  for (const [key, value] of pairs) {
    if (omit(key)) continue;
    const existing = query[key];
    if (existing === undefined) query[key] = value;
    else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return query;
}

function single(pairs: [string, string][], key: string): string | undefined {
  const found = pairs.filter(([k]) => k === key);
  return found.length === 1 ? found[0]![1] : undefined;
}

function headerValue(headers: http.IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

interface Target {
  bucket: string;
  /** Raw (still percent-encoded) key; empty for bucket and service requests. */
  key: string;
  rawPath: string;
  rawQuery: string;
}

function parseTarget(url: string): Target | null {
  if (!url.startsWith(`${MOUNT}/`)) return null;
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const rawQuery = q < 0 ? '' : url.slice(q + 1);
  const rest = rawPath.slice(MOUNT.length + 1);
  const slash = rest.indexOf('/');
  try {
    const bucket = decodeURIComponent(slash < 0 ? rest : rest.slice(0, slash));
    const key = slash < 0 ? '' : rest.slice(slash + 1);
    const segments = key ? decodeURIComponent(key).split('/') : [];
    // No way out of the bucket's folder in s3rver's file store.
    if (segments.some((s) => s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))) return null;
    return { bucket, key, rawPath, rawQuery };
  } catch {
    return null;
  }
}

export function createS3Guard(options: S3GuardOptions) {
  const now = options.now ?? Date.now;
  const signer = new SignatureV4({
    credentials: options.credentials,
    region: options.region,
    service: 's3',
    sha256: Sha256,
    // S3 signs the path as sent, without encoding it a second time.
    uriEscapePath: false,
    applyChecksum: false,
  });
  const buckets = new Set([...options.publicReadBuckets, ...options.privateBuckets]);
  const publicRead = new Set(options.publicReadBuckets);

  function requestFor(req: S3RequestLike, target: Target, signedHeaders: string[], query: Query) {
    const headers: Record<string, string> = {};
    for (const name of signedHeaders) {
      const value = headerValue(req.headers, name);
      if (value === undefined) return null;
      headers[name] = value;
    }
    const host = headers.host ?? '';
    const colon = host.lastIndexOf(':');
    return {
      method: (req.method ?? 'GET').toUpperCase(),
      protocol: 'http:',
      hostname: colon > 0 ? host.slice(0, colon) : host,
      ...(colon > 0 ? { port: Number(host.slice(colon + 1)) } : {}),
      path: target.rawPath,
      query,
      headers,
    };
  }

  /** A presigned URL (X-Amz-* query parameters). */
  async function verifyPresigned(
    req: S3RequestLike,
    target: Target,
    pairs: [string, string][],
  ): Promise<S3Denial | { payloadHash: string; signedHeaders: string[] }> {
    const algorithm = single(pairs, 'X-Amz-Algorithm');
    const credential = single(pairs, 'X-Amz-Credential');
    const amzDate = single(pairs, 'X-Amz-Date');
    const expires = single(pairs, 'X-Amz-Expires');
    const signedList = single(pairs, 'X-Amz-SignedHeaders');
    const signature = single(pairs, 'X-Amz-Signature');
    if (algorithm !== ALGORITHM || !credential || !amzDate || !expires || !signedList || !signature) {
      return deny(
        400,
        'AuthorizationQueryParametersError',
        'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
      );
    }
    if (credential.split('/')[0] !== options.credentials.accessKeyId) {
      return deny(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    const signingDate = parseAmzDate(amzDate);
    const expiresIn = /^\d{1,7}$/.test(expires) ? Number(expires) : NaN;
    if (!signingDate || !(expiresIn >= 1 && expiresIn <= MAX_PRESIGNED_SECONDS)) {
      return deny(400, 'AuthorizationQueryParametersError', 'X-Amz-Date or X-Amz-Expires is not valid.');
    }
    const at = now();
    if (at > signingDate.getTime() + expiresIn * 1000) return accessDenied('Request has expired');
    if (signingDate.getTime() - at > MAX_SKEW_MS) return accessDenied('Request is not valid yet');
    const signedHeaders = signedList.split(';');
    if (!signedHeaders.includes('host')) return signatureMismatch();

    const shaKey = pairs.find(([k]) => k.toLowerCase() === 'x-amz-content-sha256')?.[0];
    const payloadHash = shaKey ? single(pairs, shaKey) : UNSIGNED_PAYLOAD;
    if (payloadHash === undefined) return signatureMismatch();
    const query = toQuery(pairs, (key) => key === 'X-Amz-Signature' || key === shaKey);
    const request = requestFor(req, target, signedHeaders, query);
    if (!request) return signatureMismatch();
    // The payload hash goes in as the header the SDK's presigner puts it in; it moves back
    // into the query when it was there, and stays out of it (and of the signed headers) otherwise.
    const shaHeader = shaKey ?? 'x-amz-content-sha256';
    request.headers[shaHeader] = payloadHash;
    const presigned = await signer.presign(request, {
      signingDate,
      expiresIn,
      signableHeaders: new Set(signedHeaders),
      unsignableHeaders: new Set([shaHeader.toLowerCase()]),
      // Signed x-amz-* headers were sent as headers: they stay headers.
      unhoistableHeaders: new Set([...signedHeaders, ...(shaKey ? [] : [shaHeader])]),
    });
    const expected = presigned.query?.['X-Amz-Signature'];
    if (typeof expected !== 'string' || !constantTimeEqual(expected, signature)) return signatureMismatch();
    return { payloadHash, signedHeaders };
  }

  /** A request signed in its Authorization header (the SDK's clients). */
  async function verifyHeader(
    req: S3RequestLike,
    target: Target,
    pairs: [string, string][],
  ): Promise<S3Denial | { payloadHash: string; signedHeaders: string[] }> {
    const authorization = headerValue(req.headers, 'authorization') ?? '';
    const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]+)$/.exec(authorization.trim());
    if (!m) return deny(400, 'InvalidArgument', 'Unsupported Authorization Type');
    const [, credential, signedList, signature] = m as unknown as [string, string, string, string];
    if (credential.split('/')[0] !== options.credentials.accessKeyId) {
      return deny(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    }
    const amzDate = headerValue(req.headers, 'x-amz-date');
    const signingDate = parseAmzDate(amzDate);
    if (!signingDate) return accessDenied('AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(now() - signingDate.getTime()) > MAX_SKEW_MS) {
      return deny(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    }
    const payloadHash = headerValue(req.headers, 'x-amz-content-sha256');
    if (!payloadHash) return deny(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    const signedHeaders = signedList.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return signatureMismatch();
    const request = requestFor(
      req,
      target,
      signedHeaders,
      toQuery(pairs, () => false),
    );
    if (!request) return signatureMismatch();
    // S3 takes the payload hash from this header, signed or not.
    request.headers['x-amz-content-sha256'] = payloadHash;
    const signed = await signer.sign(request, {
      signingDate,
      signableHeaders: new Set(signedHeaders),
      unsignableHeaders: new Set(['x-amz-content-sha256']),
    });
    const expected = /Signature=([0-9a-f]+)$/.exec(String(signed.headers.authorization ?? ''))?.[1] ?? '';
    const expectedList = /SignedHeaders=([^,\s]+)/.exec(String(signed.headers.authorization ?? ''))?.[1] ?? '';
    if (!constantTimeEqual(expected, signature) || expectedList !== signedList) return signatureMismatch();
    return { payloadHash, signedHeaders };
  }

  return async function decide(req: S3RequestLike): Promise<S3Decision> {
    const method = (req.method ?? 'GET').toUpperCase();
    const target = parseTarget(req.url ?? '');
    if (!target) return deny(400, 'InvalidURI', "Couldn't parse the specified URI.");
    if (!buckets.has(target.bucket)) return deny(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!target.key) return accessDenied('Listing and bucket operations are not available.');
    const pairs = parseQuery(target.rawQuery);
    if (!pairs) return deny(400, 'InvalidURI', "Couldn't parse the specified URI.");
    const objectPath = target.rawPath.slice(MOUNT.length);

    const byHeader = req.headers.authorization !== undefined;
    const byQuery = pairs.some(([k]) => k === 'X-Amz-Algorithm' || k === 'X-Amz-Signature' || k === 'X-Amz-Credential');
    const v2 = pairs.some(([k]) => k === 'Signature' || k === 'AWSAccessKeyId');
    if (v2) return deny(400, 'InvalidRequest', 'Please use AWS4-HMAC-SHA256.');
    if (byHeader && byQuery) {
      return deny(
        400,
        'InvalidArgument',
        'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter or the Authorization header should be specified',
      );
    }

    if (!byHeader && !byQuery) {
      // Preflights carry no credentials; s3rver answers them from the bucket's CORS rules.
      if (method === 'OPTIONS') return { allow: true, url: objectPath };
      if ((method === 'GET' || method === 'HEAD') && publicRead.has(target.bucket)) {
        // Anonymous reads get the object as stored: no response-header overrides, no subresources.
        return { allow: true, url: objectPath };
      }
      return accessDenied();
    }

    const verified = byQuery ? await verifyPresigned(req, target, pairs) : await verifyHeader(req, target, pairs);
    if ('allow' in verified) return verified;
    const { payloadHash, signedHeaders } = verified;

    if (!['GET', 'HEAD', 'PUT', 'DELETE'].includes(method)) return deny(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    if (payloadHash.startsWith('STREAMING-')) return deny(501, 'NotImplemented', 'Streaming (aws-chunked) uploads are not supported locally.');
    const hashed = HEX_SHA256.test(payloadHash);
    if (!hashed && payloadHash !== UNSIGNED_PAYLOAD)
      return deny(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, or a valid sha256 value.');
    const copy = method === 'PUT' && req.headers['x-amz-copy-source'] !== undefined;
    // A server-side copy (CopyObject) has no body: it must sign its source, which keeps its type.
    if (copy && !signedHeaders.includes('x-amz-copy-source')) return accessDenied('The copy must sign its x-amz-copy-source.');
    if (method === 'PUT' && !copy) {
      if (req.headers['content-length'] === undefined || req.headers['transfer-encoding'] !== undefined) {
        return deny(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      }
      if (!signedHeaders.includes('content-type')) return accessDenied('The upload must sign its Content-Type.');
      if (!hashed && !signedHeaders.includes('content-length')) return accessDenied('The upload must sign its Content-Length.');
    }
    return { allow: true, url: `${objectPath}${target.rawQuery ? `?${target.rawQuery}` : ''}`, ...(hashed ? { payloadSha256: payloadHash } : {}) };
  };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** S3's error document. */
export function s3ErrorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`;
}

/**
 * Stored files are served from the app's own origin: never let a browser run one as a page
 * of the app (no MIME sniffing; scripts, forms and same-origin access sandboxed away).
 */
export const storedFileHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** Largest body buffered to check a signed payload hash (header-signed SDK uploads). */
const MAX_HASHED_BODY = 32 * 1024 * 1024;

function readLimited(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The same request with its body already read, for s3rver to read again. */
function replay(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const copy = new http.IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** A refused request's body up to this size is read (and dropped) before the refusal is sent. */
const MAX_DRAINED_BODY = 64 * 1024 * 1024;

/** The /s3 handler: the guard, then s3rver for what it lets through. */
export function guardedS3(
  options: S3GuardOptions,
  s3: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
  const decide = createS3Guard(options);
  return async (req, res) => {
    // Every answer from /s3, s3rver's own included (it clears headers on errors).
    const writeHead = res.writeHead;
    res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of Object.entries(storedFileHeaders)) this.setHeader(name, value);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    const refuse = (status: number, code: string, message: string) => {
      const answer = () => {
        const headers: Record<string, string> = { 'content-type': 'application/xml', connection: 'close' };
        if (req.headers.origin) headers['access-control-allow-origin'] = '*';
        res.writeHead(status, headers);
        res.end(s3ErrorXml(code, message));
      };
      // Answering while the client still writes its body makes the client fail with EPIPE
      // instead of reading the refusal: drain a body of a size an upload could have, then answer.
      // A larger one is answered at once and its connection closed.
      const declared = req.headers['transfer-encoding'] ? Infinity : Number(req.headers['content-length'] ?? 0);
      if (req.complete || req.readableEnded || !(declared <= MAX_DRAINED_BODY)) return answer();
      req.on('end', answer);
      req.on('error', answer);
      req.resume();
    };

    const decision = await decide(req);
    if (!decision.allow) return refuse(decision.status, decision.code, decision.message);
    let forward = req;
    if (decision.payloadSha256) {
      const body = await readLimited(req, MAX_HASHED_BODY);
      if (!body) return refuse(413, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.');
      const actual = createHash('sha256').update(body).digest('hex');
      if (!constantTimeEqual(actual, decision.payloadSha256)) {
        return refuse(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
      }
      forward = replay(req, body);
    }
    forward.url = decision.url;
    (forward as http.IncomingMessage & { baseUrl?: string }).baseUrl = MOUNT;
    s3(forward, res);
  };
}
