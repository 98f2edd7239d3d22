// The brand kit (GET/PUT /brand-kit) and the logo upload: a presigned PUT straight to the logos bucket.
import {
  brandKitEndpoints,
  type BrandKit,
  type BrandKitInput,
  type BrandKitResponse,
  type LogoUploadRequest,
  type LogoUploadResponse,
} from '#contracts/brand-kit';
import { ApiError, call } from './client.ts';

export function getBrandKit(signal?: AbortSignal): Promise<BrandKitResponse> {
  return call(brandKitEndpoints.get, {}, { signal });
}

/** Updates the latest kit or creates the first one; the profile's company name follows the brand name. */
export function saveBrandKit(input: BrandKitInput): Promise<BrandKit> {
  return call(brandKitEndpoints.save, { body: input });
}

export function requestLogoUpload(request: LogoUploadRequest): Promise<LogoUploadResponse> {
  return call(brandKitEndpoints.createLogoUpload, { body: request });
}

const STORAGE_UNREACHABLE = 'Could not reach the file storage. Check your connection and try again.';

/** The `<Message>` of an S3 XML error body, when there is one. */
export function storageErrorMessage(status: number, body: string): string {
  const message = /<Message>([^<]+)<\/Message>/.exec(body)?.[1]?.trim();
  return message || `The file storage refused the upload (HTTP ${status}).`;
}

/** Uploads `file` as the caller's logo and returns the public URL to save on the brand kit. */
export async function uploadLogo(file: File): Promise<string> {
  const { uploadUrl, headers, logoUrl } = await requestLogoUpload({ contentType: file.type as LogoUploadRequest['contentType'], size: file.size });
  let response: Response;
  try {
    response = await fetch(uploadUrl, { method: 'PUT', headers, body: file });
  } catch {
    throw new ApiError(0, STORAGE_UNREACHABLE);
  }
  if (!response.ok) {
    throw new ApiError(response.status, storageErrorMessage(response.status, await response.text().catch(() => '')));
  }
  return logoUrl;
}
