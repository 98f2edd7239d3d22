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
