// Uploads straight to S3 through a presigned PUT (the brand kit's logo, the Resources Vault's
// files): the request carries exactly the signed headers, and S3's XML errors become ApiErrors.
import { ApiError } from './api-client.ts';

const UPLOAD_STOPPED = 'The upload was stopped.';

/** Names of this machine: a local Markk's storage is on one of them. */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a presigned PUT got no answer at all, as far as the browser lets a page know: offline;
 * a local Markk opened at another of this machine's names than its storage (the browser
 * blocks the cross-origin call); or the storage did not answer.
 */
export function storageUnreachableMessage(uploadUrl: string, page: { origin: string; online: boolean }): string {
  if (!page.online) return 'You are offline, so the file could not be uploaded. Reconnect and try again.';
  const storage = new URL(uploadUrl, page.origin);
  const here = new URL(page.origin);
  if (LOCAL_NAMES.has(storage.hostname) && LOCAL_NAMES.has(here.hostname) && storage.origin !== here.origin) {
    return `The browser blocked the upload: this page is open at ${here.origin}, and Markk's file storage is at ${storage.origin}. Open Markk at ${storage.origin} and try again.`;
  }
  return 'The file storage did not answer, so the file was not uploaded. Try again in a moment.';
}

const unreachable = (uploadUrl: string) => storageUnreachableMessage(uploadUrl, { origin: window.location.origin, online: navigator.onLine });

/** The `<Message>` of an S3 XML error body, when there is one. */
export function storageErrorMessage(status: number, body: string): string {
  const message = /<Message>([^<]+)<\/Message>/.exec(body)?.[1]?.trim();
  return message || `The file storage refused the upload (HTTP ${status}).`;
}

/** PUTs `file` with fetch: for uploads that need no progress. */
export async function putFileOnce(uploadUrl: string, headers: Record<string, string>, file: Blob): Promise<void> {
  let response: Response;
  try {
    response = await fetch(uploadUrl, { method: 'PUT', headers, body: file });
  } catch {
    throw new ApiError(0, unreachable(uploadUrl));
  }
  if (!response.ok) {
    throw new ApiError(response.status, storageErrorMessage(response.status, await response.text().catch(() => '')));
  }
}

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
    xhr.onerror = () => reject(new ApiError(0, unreachable(uploadUrl)));
    xhr.onabort = () => reject(new DOMException(UPLOAD_STOPPED, 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
