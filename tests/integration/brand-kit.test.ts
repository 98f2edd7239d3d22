// Brand kit and logo upload through the real local API, S3 (s3rver) and DynamoDB Local.
import { describe, expect, it } from 'vitest';
import { api, newUser } from '../support/users.ts';
import { cafeBrand } from '../support/brand.ts';

const put = (token: string, body: unknown) => api('/brand-kit', { token, method: 'PUT', body: JSON.stringify(body) });

describe('brand kit', () => {
  it('starts empty, saves, and updates the same kit on the next save', async () => {
    const user = await newUser();
    expect(await api('/brand-kit', { token: user.accessToken })).toEqual({ status: 200, body: { brandKit: null } });

    const first = await put(user.accessToken, cafeBrand);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...cafeBrand, id: expect.any(String) });

    const second = await put(user.accessToken, { ...cafeBrand, toneOfVoice: 'Cosy and neighbourly', platforms: ['TikTok'] });
    expect(second.body).toMatchObject({ id: first.body!.id, toneOfVoice: 'Cosy and neighbourly', platforms: ['TikTok'] });
    const loaded = await api('/brand-kit', { token: user.accessToken });
    expect(loaded.body!.brandKit).toMatchObject({ id: first.body!.id, toneOfVoice: 'Cosy and neighbourly' });
    // The brand name becomes the profile's company name.
    expect((await api('/me', { token: user.accessToken })).body).toMatchObject({ companyName: 'Corner Café' });
  });

  it('fills the spec defaults for tone and colours', async () => {
    const user = await newUser();
    const { palette: _palette, toneOfVoice: _tone, ...rest } = cafeBrand;
    const saved = await put(user.accessToken, { ...rest, toneOfVoice: '' });
    expect(saved.body).toMatchObject({ toneOfVoice: 'Friendly', palette: { primary: '#6C5CE7', secondary: '#00CEC9' } });
  });

  it.each([
    [{ ...cafeBrand, industry: '  ' }, 'Industry is required.'],
    [{ ...cafeBrand, name: 'x'.repeat(201) }, 'Brand name must be at most 200 characters.'],
    [{ ...cafeBrand, toneOfVoice: 't'.repeat(201) }, 'Tone of voice must be at most 200 characters.'],
    [{ ...cafeBrand, platforms: [] }, 'Choose at least one platform.'],
    [{ ...cafeBrand, palette: { primary: 'red', secondary: '#00CEC9' } }, 'palette.primary: must be a colour like #6C5CE7'],
  ])('refuses a bad kit with a 400 naming the problem (%#)', async (body, message) => {
    const user = await newUser();
    const res = await put(user.accessToken, body);
    expect(res.status).toBe(400);
    expect(String(res.body!.message)).toContain(message);
    expect((await api('/brand-kit', { token: user.accessToken })).body).toEqual({ brandKit: null });
  });

  it("keeps users apart: nobody reads or points at another user's kit or logo", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await put(alice.accessToken, cafeBrand);
    expect((await api('/brand-kit', { token: bob.accessToken })).body).toEqual({ brandKit: null });
    const upload = await api('/brand-kit/logo-upload', { token: alice.accessToken, method: 'POST', body: JSON.stringify({ contentType: 'image/png', size: 10 }) });
    const stolen = await put(bob.accessToken, { ...cafeBrand, logoUrl: upload.body!.logoUrl });
    expect(stolen).toEqual({ status: 400, body: { message: 'logoUrl must be the logo you uploaded to Markk.' } });
  });

  it("refuses a logo URL that only starts like mine: dot segments to another user's logo or to the outbox", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const aliceId = String((await api('/me', { token: alice.accessToken })).body!.userId);
    const upload = await api('/brand-kit/logo-upload', { token: bob.accessToken, method: 'POST', body: JSON.stringify({ contentType: 'image/png', size: 10 }) });
    const own = new URL(String(upload.body!.logoUrl));
    const mine = `${own.origin}${own.pathname.replace(/png$/, '')}`;
    await put(bob.accessToken, cafeBrand);
    for (const logoUrl of [`${mine}/../../${aliceId}/logo.png`, `${mine}/../../../../dev/outbox`]) {
      expect(await put(bob.accessToken, { ...cafeBrand, logoUrl })).toEqual({ status: 400, body: { message: 'logoUrl must be the logo you uploaded to Markk.' } });
    }
    expect((await api('/brand-kit', { token: bob.accessToken })).body!.brandKit).toMatchObject({ logoUrl: null });
  });
});

describe('logo upload', () => {
  it('signs a PUT for {userId}/logo.png that the browser can use, then serves the logo publicly', async () => {
    const user = await newUser();
    const me = await api('/me', { token: user.accessToken });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const signed = await api('/brand-kit/logo-upload', { token: user.accessToken, method: 'POST', body: JSON.stringify({ contentType: 'image/png', size: png.length }) });
    expect(signed.status).toBe(200);
    expect(String(signed.body!.logoUrl)).toContain(`/${me.body!.userId}/logo.png?v=`);

    const uploaded = await fetch(String(signed.body!.uploadUrl), { method: 'PUT', headers: signed.body!.headers as Record<string, string>, body: png });
    expect(uploaded.status).toBe(200);
    const served = await fetch(String(signed.body!.logoUrl));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const saved = await put(user.accessToken, { ...cafeBrand, logoUrl: signed.body!.logoUrl });
    expect(saved.body).toMatchObject({ logoUrl: signed.body!.logoUrl });
    const removed = await put(user.accessToken, { ...cafeBrand, logoUrl: null });
    expect(removed.body).toMatchObject({ logoUrl: null });
  });

  it.each([
    [{ contentType: 'application/pdf', size: 100 }, 'The logo must be a PNG, JPG, WebP or GIF image.'],
    [{ contentType: 'image/svg+xml', size: 100 }, 'The logo must be a PNG, JPG, WebP or GIF image.'],
    [{ contentType: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'The logo must be 5 MB or smaller.'],
    [{ contentType: 'image/png', size: 0 }, 'The logo file is empty.'],
  ])('refuses %j before signing anything', async (body, message) => {
    const user = await newUser();
    const res = await api('/brand-kit/logo-upload', { token: user.accessToken, method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(String(res.body!.message)).toContain(message);
  });
});
