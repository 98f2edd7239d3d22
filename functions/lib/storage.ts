// S3 access for uploads: presigned PUT URLs the browser uses directly (the API never
// proxies bytes) and the public URL of a logo. Locally the endpoints point at s3rver.
//
// The S3 client and the presigner are imported when a URL is signed, not when the module
// loads: most functions that reach this module (through the brand kit) only build a logo's
// public URL, and importing S3 costs ≈35 ms of their cold start.
import type { S3Client } from '@aws-sdk/client-s3';
import { config } from './config.ts';

let signer: S3Client | undefined;

/** Signs URLs for the browser, so it uses the endpoint the browser can reach. */
function browserFacingClient(S3: typeof S3Client): S3Client {
  if (!signer) {
    const { AWS_REGION, S3_PUBLIC_ENDPOINT } = config();
    signer = new S3({
      region: AWS_REGION,
      // No checksum of an empty body baked into the URL: the browser sends the real bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      ...(S3_PUBLIC_ENDPOINT ? { endpoint: S3_PUBLIC_ENDPOINT, forcePathStyle: true } : {}),
    });
  }
  return signer;
}

/** Public base URL of a bucket's objects (path style locally, virtual-hosted in AWS). */
export function publicBucketUrl(bucket: string): string {
  const { AWS_REGION, S3_PUBLIC_ENDPOINT } = config();
  return S3_PUBLIC_ENDPOINT ? `${S3_PUBLIC_ENDPOINT}/${bucket}` : `https://${bucket}.s3.${AWS_REGION}.amazonaws.com`;
}

export interface PresignedPut {
  uploadUrl: string;
  headers: Record<string, string>;
}

/** A PUT URL valid for 5 minutes, bound to the content type and exact length. */
export async function presignPut(bucket: string, key: string, contentType: string, size: number): Promise<PresignedPut> {
  const [{ PutObjectCommand, S3Client }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const headers = { 'content-type': contentType, 'cache-control': 'public, max-age=3600' };
  const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size, CacheControl: headers['cache-control'] });
  const uploadUrl = await getSignedUrl(browserFacingClient(S3Client), command, {
    expiresIn: 300,
    signableHeaders: new Set(['content-type', 'content-length', 'cache-control']),
  });
  return { uploadUrl, headers };
}

let server: S3Client | undefined;

/** The functions' own client (HeadObject, DeleteObject, PutObject): the endpoint the functions reach. */
async function serverClient(): Promise<S3Client> {
  if (!server) {
    const { S3Client: S3 } = await import('@aws-sdk/client-s3');
    const { AWS_REGION, S3_ENDPOINT } = config();
    server = new S3({ region: AWS_REGION, ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}) });
  }
  return server;
}

/**
 * The name a download is saved under: the stored name without any folder part ("../../a.pdf"
 * → "a.pdf"), control characters or leading dots, half a surrogate pair as "\ufffd", and never empty.
 */
export function downloadFileName(stored: string): string {
  const clean = stored
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const base = clean.split(/[\\/]/).pop() ?? '';
  return base.trim().replace(/^\.+/, '').trim() || 'download';
}

/** RFC 5987's ext-value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but attr-char does not allow. */
const extValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (or inline), per RFC 6266: an ASCII fallback
 * (anything else, quotes and backslashes as "_") beside the exact name, for any stored name.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const name = downloadFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${extValue(name)}`;
}

/** A short-lived GET URL (5 minutes by default) that names the file for the browser. */
export async function presignGet(
  bucket: string,
  key: string,
  options: { fileName: string; disposition: 'attachment' | 'inline'; contentType?: string | undefined; expiresIn?: number },
): Promise<string> {
  const [{ GetObjectCommand, S3Client }, { getSignedUrl }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const command = new GetObjectCommand({
    Bucket: bucket,
    Key: key,
    ResponseContentDisposition: contentDisposition(options.disposition, options.fileName),
    ...(options.contentType ? { ResponseContentType: options.contentType } : {}),
  });
  return getSignedUrl(browserFacingClient(S3Client), command, { expiresIn: options.expiresIn ?? 300 });
}

export interface StoredObject {
  contentType: string | undefined;
  contentLength: number | undefined;
}

/** The object's type and size, or null when it does not exist. */
export async function headObject(bucket: string, key: string): Promise<StoredObject | null> {
  const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
  try {
    const head = await (await serverClient()).send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { contentType: head.ContentType, contentLength: head.ContentLength };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** The object's first `bytes` bytes (all of it when shorter), or null when it does not exist. */
export async function readObjectStart(bucket: string, key: string, bytes: number): Promise<Uint8Array | null> {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  try {
    const out = await (await serverClient()).send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
    return out.Body ? (await out.Body.transformToByteArray()).subarray(0, bytes) : new Uint8Array();
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** Copies an object within its bucket, with its content type. */
export async function copyObject(bucket: string, from: string, to: string): Promise<void> {
  const { CopyObjectCommand } = await import('@aws-sdk/client-s3');
  await (await serverClient()).send(new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${from}`, Key: to }));
}

/** Deletes the object (nothing happens when it does not exist). */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
  await (await serverClient()).send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** Writes an object from the server side (the starter library's seeding). */
export async function putObject(bucket: string, key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await import('@aws-sdk/client-s3');
  await (await serverClient()).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}
