// A presigned upload that gets no answer says why, as far as the browser lets a page know:
// offline, a local Markk opened at another name of this machine than its storage, or no
// answer from the storage (never "check your connection" while online).
import { describe, expect, it } from 'vitest';
import { storageUnreachableMessage } from '../../../web/src/lib/storage-upload.ts';

const upload = 'http://localhost:3000/s3/markk-local-logos/u1/logo.png?X-Amz-Signature=abc';

describe('the message of an upload the storage never answered', () => {
  it('says the page is open at another local name than the storage, and where to open it', () => {
    expect(storageUnreachableMessage(upload, { origin: 'http://127.0.0.1:3000', online: true })).toBe(
      "The browser blocked the upload: this page is open at http://127.0.0.1:3000, and Markk's file storage is at http://localhost:3000. Open Markk at http://localhost:3000 and try again.",
    );
  });

  it('says the browser is offline when it is', () => {
    expect(storageUnreachableMessage(upload, { origin: 'http://127.0.0.1:3000', online: false })).toBe(
      'You are offline, so the file could not be uploaded. Reconnect and try again.',
    );
  });

  it('says the storage did not answer, for the same origin and for a bucket in AWS', () => {
    const noAnswer = 'The file storage did not answer, so the file was not uploaded. Try again in a moment.';
    expect(storageUnreachableMessage(upload, { origin: 'http://localhost:3000', online: true })).toBe(noAnswer);
    expect(
      storageUnreachableMessage('https://markk-prod-logos.s3.eu-west-2.amazonaws.com/u1/logo.png', { origin: 'https://app.markk.example', online: true }),
    ).toBe(noAnswer);
  });
});
