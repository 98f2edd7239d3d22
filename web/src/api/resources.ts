// The Resources Vault over its contracts: the list (search, category, sort, bookmarked, pages),
// an admin's upload (a presigned PUT straight to the private bucket, with progress, then the
// item), delete, download and preview links, and the bookmark toggle.
import {
  resourceEndpoints,
  type CreateResourceBody,
  type ListResourcesQuery,
  type ResourcePage,
  type ResourceView,
  type StartUploadBody,
  type StartUploadResponse,
} from '#contracts/resources';
import { ApiError, call } from './client.ts';
import { storageErrorMessage } from './brand-kit.ts';

export type { ResourcePage, ResourceView } from '#contracts/resources';

export function listResources(query: ListResourcesQuery, signal?: AbortSignal): Promise<ResourcePage> {
  return call(resourceEndpoints.list, { query }, { signal });
}

export function startResourceUpload(body: StartUploadBody): Promise<StartUploadResponse> {
  return call(resourceEndpoints.startUpload, { body });
}

export async function createResource(body: CreateResourceBody): Promise<ResourceView> {
  const { resource } = await call(resourceEndpoints.create, { body });
  return resource;
}

export async function removeResource(resourceId: string): Promise<void> {
  await call(resourceEndpoints.remove, { params: { resourceId } });
}

/** A short-lived link to the file; the server counts the download. */
export async function downloadResource(resourceId: string): Promise<string> {
  const { url } = await call(resourceEndpoints.download, { params: { resourceId } });
  return url;
}

/** A short-lived inline link for text and PDF files; not counted as a download. */
export function previewResource(resourceId: string, signal?: AbortSignal): Promise<{ url: string; contentType: string }> {
  return call(resourceEndpoints.preview, { params: { resourceId } }, { signal });
}

export function toggleResourceBookmark(resourceId: string): Promise<{ bookmarked: boolean }> {
  return call(resourceEndpoints.toggleBookmark, { params: { resourceId } });
}

const STORAGE_UNREACHABLE = 'Could not reach the file storage. Check your connection and try again.';
const UPLOAD_STOPPED = 'The upload was stopped.';

/**
 * PUTs `file` to a presigned URL with exactly the signed headers. XMLHttpRequest, not fetch:
 * only it reports upload progress, which `onProgress` receives as bytes sent and total.
 */
export function putFile(
  uploadUrl: string,
  headers: Record<string, string>,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadUrl);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size, file.size);
        resolve();
      } else {
        reject(new ApiError(xhr.status, storageErrorMessage(xhr.status, xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, STORAGE_UNREACHABLE));
    xhr.onabort = () => reject(new DOMException(UPLOAD_STOPPED, 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export type UploadInput = Omit<CreateResourceBody, 'uploadId'> & { file: File; contentType: string };

/** An admin's upload: the presigned PUT (progress reported), then the resource item. */
export async function uploadResource(
  { file, contentType, ...fields }: UploadInput,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ResourceView> {
  const { uploadId, uploadUrl, headers } = await startResourceUpload({ fileName: file.name, contentType, size: file.size });
  await putFile(uploadUrl, headers, file, onProgress, signal);
  return createResource({ uploadId, ...fields });
}
