// Brand kit and logo upload through the real local API, S3 (s3rver) and DynamoDB Local.
import { describe, expect, it } from 'vitest';
import { brandKitEndpoints, type BrandKitInput, type LogoUploadRequest } from '#contracts/brand-kit';
import { ErrorBody } from '#contracts/common';
import { meEndpoints } from '#contracts/me';
import { api, callApi, callOk, newUser } from '../support/users.ts';
import { cafeBrand } from '../support/brand.ts';

const brand = cafeBrand as BrandKitInput;
const put = (token: string, body: BrandKitInput) => callApi(brandKitEndpoints.save, { token, body });
const save = (token: string, body: BrandKitInput) => callOk(brandKitEndpoints.save, { token, body });
const load = (token: string) => callOk(brandKitEndpoints.get, { token });
const logoUpload = (token: string, body: LogoUploadRequest) => callOk(brandKitEndpoints.createLogoUpload, { token, body });
const LOGO_REFUSED = { ok: false, status: 400, body: { message: 'logoUrl must be the logo you uploaded to Markk.' } };

describe('brand kit', () => {
  it('starts empty, saves, and updates the same kit on the next save', async () => {
    const user = await newUser();
    expect(await callApi(brandKitEndpoints.get, { token: user.accessToken })).toEqual({ ok: true, status: 200, body: { brandKit: null } });

    const first = await put(user.accessToken, brand);
    expect(first).toMatchObject({ ok: true, status: 200, body: { ...cafeBrand, id: expect.any(String) } });
    const firstId = first.ok ? first.body.id : 'no kit saved';

    const second = await save(user.accessToken, { ...brand, toneOfVoice: 'Cosy and neighbourly', platforms: ['TikTok'] });
    expect(second).toMatchObject({ id: firstId, toneOfVoice: 'Cosy and neighbourly', platforms: ['TikTok'] });
    const loaded = await load(user.accessToken);
    expect(loaded.brandKit).toMatchObject({ id: firstId, toneOfVoice: 'Cosy and neighbourly' });
    // The brand name becomes the profile's company name.
    expect(await callOk(meEndpoints.getMe, { token: user.accessToken })).toMatchObject({ companyName: 'Corner Café' });
  });

  it('keeps whose seasons the content follows: auto at first, the Settings choice kept by a save that leaves it out', async () => {
    const user = await newUser();
    expect((await save(user.accessToken, brand)).hemisphere).toBe('auto');
    expect((await save(user.accessToken, { ...brand, hemisphere: 'southern' })).hemisphere).toBe('southern');
    // Onboarding's form has no such field: saving from it keeps the choice.
    expect((await save(user.accessToken, { ...brand, mainGoal: 'Sell more gift vouchers' })).hemisphere).toBe('southern');
    expect((await load(user.accessToken)).brandKit?.hemisphere).toBe('southern');
    expect(await put(user.accessToken, { ...brand, hemisphere: 'equatorial' as never })).toEqual({
      ok: false,
      status: 400,
      body: { message: expect.stringContaining('Seasons must follow auto, northern or southern.') },
    });
  });

  it('fills the spec defaults for tone and colours', async () => {
    const user = await newUser();
    const { palette: _palette, toneOfVoice: _tone, ...rest } = brand;
    const saved = await save(user.accessToken, { ...rest, toneOfVoice: '' });
    expect(saved).toMatchObject({ toneOfVoice: 'Friendly', palette: { primary: '#6C5CE7', secondary: '#00CEC9' } });
  });

  it.each<[BrandKitInput, string]>([
    [{ ...brand, industry: '  ' }, 'Industry is required.'],
    [{ ...brand, name: 'x'.repeat(201) }, 'Brand name must be at most 200 characters.'],
    [{ ...brand, toneOfVoice: 't'.repeat(201) }, 'Tone of voice must be at most 200 characters.'],
    [{ ...brand, platforms: [] }, 'Choose at least one platform.'],
    [{ ...brand, palette: { primary: 'red', secondary: '#00CEC9' } }, 'palette.primary: must be a colour like #6C5CE7'],
  ])('refuses a bad kit with a 400 naming the problem (%#)', async (body, message) => {
    const user = await newUser();
    const res = await put(user.accessToken, body);
    expect(res).toMatchObject({ ok: false, status: 400, body: { message: expect.stringContaining(message) } });
    expect(await load(user.accessToken)).toEqual({ brandKit: null });
  });

  it("keeps users apart: nobody reads or points at another user's kit or logo", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await save(alice.accessToken, brand);
    expect(await load(bob.accessToken)).toEqual({ brandKit: null });
    const upload = await logoUpload(alice.accessToken, { contentType: 'image/png', size: 10 });
    const stolen = await put(bob.accessToken, { ...brand, logoUrl: upload.logoUrl });
    expect(stolen).toEqual(LOGO_REFUSED);
  });

  it("refuses a logo URL that only starts like mine: dot segments to another user's logo or to the outbox", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const aliceId = (await callOk(meEndpoints.getMe, { token: alice.accessToken })).userId;
    const upload = await logoUpload(bob.accessToken, { contentType: 'image/png', size: 10 });
    const own = new URL(upload.logoUrl);
    const mine = `${own.origin}${own.pathname.replace(/png$/, '')}`;
    await save(bob.accessToken, brand);
    for (const logoUrl of [`${mine}/../../${aliceId}/logo.png`, `${mine}/../../../../dev/outbox`]) {
      expect(await put(bob.accessToken, { ...brand, logoUrl })).toEqual(LOGO_REFUSED);
    }
    expect((await load(bob.accessToken)).brandKit).toMatchObject({ logoUrl: null });
  });
});

describe('logo upload', () => {
  it('signs a PUT for {userId}/logo.png that the browser can use, then serves the logo publicly', async () => {
    const user = await newUser();
    const me = await callOk(meEndpoints.getMe, { token: user.accessToken });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const signed = await logoUpload(user.accessToken, { contentType: 'image/png', size: png.length });
    expect(signed.logoUrl).toContain(`/${me.userId}/logo.png?v=`);

    const uploaded = await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: png });
    expect(uploaded.status).toBe(200);
    const served = await fetch(signed.logoUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const saved = await save(user.accessToken, { ...brand, logoUrl: signed.logoUrl });
    expect(saved).toMatchObject({ logoUrl: signed.logoUrl });
    const removed = await save(user.accessToken, { ...brand, logoUrl: null });
    expect(removed).toMatchObject({ logoUrl: null });
  });

  it.each([
    [{ contentType: 'image/png', size: 5 * 1024 * 1024 + 1 }, 'The logo must be 5 MB or smaller.'],
    [{ contentType: 'image/png', size: 0 }, 'The logo file is empty.'],
  ] as const)('refuses %j before signing anything', async (body, message) => {
    const user = await newUser();
    const res = await callApi(brandKitEndpoints.createLogoUpload, { token: user.accessToken, body });
    expect(res).toMatchObject({ ok: false, status: 400, body: { message: expect.stringContaining(message) } });
  });

  it.each([
    [{ contentType: 'application/pdf', size: 100 }, 'The logo must be a PNG, JPG, WebP or GIF image.'],
    [{ contentType: 'image/svg+xml', size: 100 }, 'The logo must be a PNG, JPG, WebP or GIF image.'],
  ])('refuses %j before signing anything', async (body, message) => {
    const user = await newUser();
    // A content type outside the contract's list: raw, since its type cannot express one.
    const res = await api('/brand-kit/logo-upload', { token: user.accessToken, method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(res.body).message).toContain(message);
  });
});
