// The /s3 guard's decisions, on requests the AWS SDK itself signs (no server involved).
import { describe, expect, it } from 'vitest';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { constantTimeEqual, createS3Guard, s3ErrorXml, type S3RequestLike } from '../../bin/local/s3-guard.ts';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'local-secret-for-tests' };
const host = 'localhost:3999';
const LOGOS = 'markk-local-logos';
const RESOURCES = 'markk-local-resources';

const guard = (now = Date.now) => createS3Guard({ credentials, region: 'us-east-1', publicReadBuckets: [LOGOS], privateBuckets: [RESOURCES], now });

function client(secretAccessKey = credentials.secretAccessKey) {
  return new S3Client({
    region: 'us-east-1',
    endpoint: `http://${host}/s3`,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey },
  });
}

/** What functions/lib/storage.ts presignPut signs for a browser upload. */
async function presignedUpload(key: string, contentType: string, size: number, secret?: string) {
  const command = new PutObjectCommand({ Bucket: LOGOS, Key: key, ContentType: contentType, ContentLength: size, CacheControl: 'public, max-age=3600' });
  return getSignedUrl(client(secret), command, { expiresIn: 300, signableHeaders: new Set(['content-type', 'content-length', 'cache-control']) });
}

/** The request a browser sends for a URL, as the node server sees it. */
function browserRequest(method: string, url: string, headers: Record<string, string> = {}): S3RequestLike {
  const parsed = new URL(url);
  return { method, url: parsed.pathname + parsed.search, headers: { host: parsed.host, ...headers } };
}

const uploadHeaders = (contentType: string, size: number) => ({
  'content-type': contentType,
  'content-length': String(size),
  'cache-control': 'public, max-age=3600',
});

/** Captures the request an SDK client would send, signed in its Authorization header. */
async function headerSigned(
  command: PutObjectCommand | GetObjectCommand | ListObjectsV2Command | DeleteObjectCommand | CopyObjectCommand,
): Promise<S3RequestLike & { body: unknown }> {
  let captured: { method: string; path: string; query?: Record<string, unknown>; headers: Record<string, string>; body?: unknown } | undefined;
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: `http://${host}/s3`,
    forcePathStyle: true,
    credentials,
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: typeof captured) => {
        captured = request;
        throw new Error('captured');
      },
    } as never,
  });
  await s3.send(command as never).catch(() => undefined);
  const query = Object.entries(captured!.query ?? {})
    .map(([k, v]) => (v === null || v === undefined ? encodeURIComponent(k) : `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`))
    .join('&');
  const headers = Object.fromEntries(Object.entries(captured!.headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method: captured!.method, url: captured!.path + (query ? `?${query}` : ''), headers, body: captured!.body };
}

describe('presigned uploads', () => {
  it('lets through the exact upload the API signed, for the body hash-free presigned form', async () => {
    const url = await presignedUpload('u1/logo.png', 'image/png', 10);
    const decision = await guard()(browserRequest('PUT', url, uploadHeaders('image/png', 10)));
    expect(decision).toMatchObject({ allow: true });
    expect(decision.allow && decision.url).toMatch(/^\/markk-local-logos\/u1\/logo\.png\?X-Amz-Algorithm=/);
    expect(decision.allow && decision.payloadSha256).toBeUndefined();
  });

  it('refuses a different content type or length than the signed ones', async () => {
    const url = await presignedUpload('u1/logo.png', 'image/png', 10);
    const html = await guard()(browserRequest('PUT', url, uploadHeaders('text/html', 10)));
    expect(html).toMatchObject({ allow: false, status: 403, code: 'SignatureDoesNotMatch' });
    const big = await guard()(browserRequest('PUT', url, uploadHeaders('image/png', 6 * 1024 * 1024)));
    expect(big).toMatchObject({ allow: false, status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses another key, another host or a signature made with another secret', async () => {
    const url = await presignedUpload('u1/logo.png', 'image/png', 10);
    const otherKey = await guard()(browserRequest('PUT', url.replace('/u1/', '/u2/'), uploadHeaders('image/png', 10)));
    expect(otherKey).toMatchObject({ allow: false, code: 'SignatureDoesNotMatch' });
    const otherHost = await guard()(browserRequest('PUT', url.replace('localhost:3999', 'evil.example:3999'), uploadHeaders('image/png', 10)));
    expect(otherHost).toMatchObject({ allow: false, code: 'SignatureDoesNotMatch' });
    const forged = await presignedUpload('u1/logo.png', 'text/html', 10, 'S3RVER');
    expect(await guard()(browserRequest('PUT', forged, uploadHeaders('text/html', 10)))).toMatchObject({ allow: false, code: 'SignatureDoesNotMatch' });
  });

  it('refuses a valid signature once it has expired', async () => {
    const url = await presignedUpload('u1/logo.png', 'image/png', 10);
    const later = () => Date.now() + 301_000;
    expect(await guard(later)(browserRequest('PUT', url, uploadHeaders('image/png', 10)))).toMatchObject({
      allow: false,
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it('refuses a presigned PUT whose signature leaves the content type or length free', async () => {
    const command = new PutObjectCommand({ Bucket: LOGOS, Key: 'u1/logo.png' });
    const bare = await getSignedUrl(client(), command, { expiresIn: 300 });
    expect(await guard()(browserRequest('PUT', bare, uploadHeaders('text/html', 10)))).toMatchObject({ allow: false, status: 403, code: 'AccessDenied' });
  });

  it('refuses a PUT without a Content-Length', async () => {
    const url = await presignedUpload('u1/logo.png', 'image/png', 10);
    const chunked = browserRequest('PUT', url, { 'content-type': 'image/png', 'cache-control': 'public, max-age=3600', 'transfer-encoding': 'chunked' });
    expect(await guard()(chunked)).toMatchObject({ allow: false });
  });
});

describe('unsigned requests', () => {
  it('refuses writes and deletes', async () => {
    const put = await guard()(browserRequest('PUT', `http://${host}/s3/${LOGOS}/x.html`, { 'content-type': 'text/html', 'content-length': '20' }));
    expect(put).toMatchObject({ allow: false, status: 403, code: 'AccessDenied' });
    const del = await guard()(browserRequest('DELETE', `http://${host}/s3/${LOGOS}/u1/logo.png`));
    expect(del).toMatchObject({ allow: false, status: 403, code: 'AccessDenied' });
    const post = await guard()(browserRequest('POST', `http://${host}/s3/${LOGOS}/u1/logo.png?uploads`));
    expect(post).toMatchObject({ allow: false, status: 403 });
  });

  it('refuses listing a bucket or the service, signed or not', async () => {
    for (const path of [`/s3/${LOGOS}`, `/s3/${LOGOS}/`, `/s3/${LOGOS}?list-type=2`, `/s3/${RESOURCES}`]) {
      expect(await guard()(browserRequest('GET', `http://${host}${path}`))).toMatchObject({ allow: false, status: 403, code: 'AccessDenied' });
    }
    const signedList = await headerSigned(new ListObjectsV2Command({ Bucket: LOGOS }));
    expect(await guard()(signedList)).toMatchObject({ allow: false, status: 403 });
    expect(await guard()(browserRequest('GET', `http://${host}/s3/other-bucket/x`))).toMatchObject({ allow: false, status: 404 });
  });

  it('serves logos to anyone, as stored: response-header overrides are dropped', async () => {
    const decision = await guard()(browserRequest('GET', `http://${host}/s3/${LOGOS}/u1/logo.png?v=3&response-content-type=text%2Fhtml`));
    expect(decision).toEqual({ allow: true, url: `/${LOGOS}/u1/logo.png` });
    expect(await guard()(browserRequest('HEAD', `http://${host}/s3/${LOGOS}/u1/logo.png`))).toMatchObject({ allow: true });
    expect(await guard()(browserRequest('OPTIONS', `http://${host}/s3/${LOGOS}/u1/logo.png`))).toMatchObject({ allow: true });
  });

  it('keeps the resources bucket private: reads need a valid signature', async () => {
    expect(await guard()(browserRequest('GET', `http://${host}/s3/${RESOURCES}/r1/file.pdf`))).toMatchObject({ allow: false, status: 403 });
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: RESOURCES, Key: 'r1/file.pdf' }), { expiresIn: 60 });
    expect(await guard()(browserRequest('GET', url))).toMatchObject({ allow: true });
    const forged = await getSignedUrl(client('S3RVER'), new GetObjectCommand({ Bucket: RESOURCES, Key: 'r1/file.pdf' }), { expiresIn: 60 });
    expect(await guard()(browserRequest('GET', forged))).toMatchObject({ allow: false, code: 'SignatureDoesNotMatch' });
  });

  it('refuses SigV2 query authentication and keys that climb out of the bucket', async () => {
    expect(await guard()(browserRequest('GET', `http://${host}/s3/${LOGOS}/a.png?AWSAccessKeyId=S3RVER&Signature=x&Expires=9999999999`))).toMatchObject({
      allow: false,
      status: 400,
    });
    for (const key of ['u1/%2e%2e/%2e%2e/markk-local-resources/r1/file.pdf', 'u1/../x.png', 'u1/..%2Fx.png', 'u1%5c..%5cx.png']) {
      const raw = { method: 'GET', url: `/s3/${LOGOS}/${key}`, headers: { host } };
      expect(await guard()(raw)).toMatchObject({ allow: false, status: 400 });
    }
  });
});

describe('header-signed SDK requests', () => {
  it('lets through a PutObject signed with the local secret and asks for its body hash to be checked', async () => {
    const req = await headerSigned(new PutObjectCommand({ Bucket: LOGOS, Key: 'u1/logo.png', Body: 'png-bytes', ContentType: 'image/png' }));
    const decision = await guard()(req);
    expect(decision).toMatchObject({ allow: true });
    expect(decision.allow && decision.payloadSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a tampered header, a skewed clock and a DeleteObject signed with another secret', async () => {
    const req = await headerSigned(new PutObjectCommand({ Bucket: LOGOS, Key: 'u1/logo.png', Body: 'png-bytes', ContentType: 'image/png' }));
    expect(await guard()({ ...req, headers: { ...req.headers, 'content-type': 'text/html' } })).toMatchObject({ allow: false, code: 'SignatureDoesNotMatch' });
    expect(await guard(() => Date.now() + 16 * 60_000)(req)).toMatchObject({ allow: false, code: 'RequestTimeTooSkewed' });
    const del = await headerSigned(new DeleteObjectCommand({ Bucket: LOGOS, Key: 'u1/logo.png' }));
    expect(await guard()(del)).toMatchObject({ allow: true });
    const forged = {
      ...del,
      headers: { ...del.headers, authorization: String(del.headers.authorization).replace(/Signature=[0-9a-f]+/, `Signature=${'0'.repeat(64)}`) },
    };
    expect(await guard()(forged)).toMatchObject({ allow: false, code: 'SignatureDoesNotMatch' });
  });

  it('lets through a CopyObject signed with the local secret (no body: its source is signed), and refuses one signed with another', async () => {
    const copy = await headerSigned(new CopyObjectCommand({ Bucket: RESOURCES, CopySource: `${RESOURCES}/uploads/a.pdf`, Key: 'files/a.pdf' }));
    expect(await guard()(copy)).toMatchObject({ allow: true });
    expect(await guard()({ ...copy, headers: { ...copy.headers, 'x-amz-copy-source': `${LOGOS}/u1/logo.png` } })).toMatchObject({
      allow: false,
      code: 'SignatureDoesNotMatch',
    });
    const unsignedSource = { ...copy, headers: { ...copy.headers, authorization: String(copy.headers.authorization).replace(';x-amz-copy-source', '') } };
    expect(await guard()(unsignedSource)).toMatchObject({ allow: false });
  });

  it('refuses streaming (aws-chunked) payloads it cannot check', async () => {
    const req = await headerSigned(new PutObjectCommand({ Bucket: LOGOS, Key: 'u1/logo.png', Body: 'png-bytes', ContentType: 'image/png' }));
    const streaming = { ...req, headers: { ...req.headers, 'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER' } };
    expect(await guard()(streaming)).toMatchObject({ allow: false });
  });
});

describe('helpers', () => {
  it('compares signatures without short-circuiting on length', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
  });

  it('writes S3 error documents with the message escaped', () => {
    expect(s3ErrorXml('AccessDenied', 'a <b> & c')).toContain('<Code>AccessDenied</Code><Message>a &#60;b&#62; &#38; c</Message>');
  });
});
