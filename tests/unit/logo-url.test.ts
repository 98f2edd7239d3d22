// A saved logo URL must be exactly the caller's own upload, after the URL is parsed and
// normalised: no prefix tricks with dot segments, encodings or other paths on the origin.
import { beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '#lib/config';

const me = '0f9c2d1e-1111-4a4a-9b9b-123456789abc';
const other = '7a7a7a7a-2222-4b4b-8c8c-abcdefabcdef';
const bucket = 'http://localhost:3000/s3/markk-local-logos';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-table';
  process.env.LOGOS_BUCKET = 'markk-local-logos';
  process.env.S3_PUBLIC_ENDPOINT = 'http://localhost:3000/s3';
  resetConfig();
});

describe('ownLogoUrl', () => {
  it('accepts the URL the upload returned, with or without its cache buster', async () => {
    const { ownLogoUrl } = await import('#domain/brand-kits');
    expect(ownLogoUrl(me, `${bucket}/${me}/logo.png?v=1763900000000`)).toBe(`${bucket}/${me}/logo.png?v=1763900000000`);
    expect(ownLogoUrl(me, `${bucket}/${me}/logo.webp`)).toBe(`${bucket}/${me}/logo.webp`);
  });

  it.each([
    ['dot segments into another user', `${bucket}/${me}/logo./../../${other}/logo.png`],
    ['encoded dot segments', `${bucket}/${me}/logo.png/%2e%2e/%2e%2e/${other}/logo.png`],
    ['a path that resolves to the outbox', `${bucket}/${me}/logo./../../../../dev/outbox`],
    ['another user', `${bucket}/${other}/logo.png`],
    ['another file of mine', `${bucket}/${me}/logo.html`],
    ['an encoded slash', `${bucket}/${me}%2Flogo.png`],
    ['another origin with my path', `https://evil.example/s3/markk-local-logos/${me}/logo.png`],
    ['credentials in the URL', `http://user:pass@localhost:3000/s3/markk-local-logos/${me}/logo.png`],
    ['an extra query', `${bucket}/${me}/logo.png?v=1&response-content-type=text/html`],
    ['a fragment', `${bucket}/${me}/logo.png#x`],
    ['not a URL', 'logo.png'],
  ])('refuses %s', async (_name, url) => {
    const { ownLogoUrl } = await import('#domain/brand-kits');
    expect(() => ownLogoUrl(me, url)).toThrow('logoUrl must be the logo you uploaded to Markk.');
  });
});
