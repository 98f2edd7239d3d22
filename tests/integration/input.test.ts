// Bad input through the real local API: messages that say what is wrong, text that cannot
// carry control characters or broken Unicode, names and titles stored without bidi controls.
import { describe, expect, it } from 'vitest';
import { db } from '#data/service';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { dashboardEndpoints } from '#contracts/dashboard';
import { meEndpoints } from '#contracts/me';
import { api, callApi, callOk, newUser } from '../support/users.ts';
import { cafeBrand } from '../support/brand.ts';

const brand = cafeBrand as BrandKitInput;
/** Raw text as the body: for bodies no contract type can express (wrong types, not an object). */
const putRawKit = (token: string, body: string) => api('/brand-kit', { token, method: 'PUT', body });
const saveKit = (token: string, body: BrandKitInput) => callApi(brandKitEndpoints.save, { token, body });
const RLO = '\u202E';

describe('messages that say what is wrong', () => {
  it('a field of the wrong type is named as such, not as missing', async () => {
    const user = await newUser();
    expect(await putRawKit(user.accessToken, JSON.stringify({ ...cafeBrand, name: 123 }))).toEqual({ status: 400, body: { message: 'name must be text.' } });
    expect(await putRawKit(user.accessToken, JSON.stringify({ ...cafeBrand, platforms: 'Instagram' }))).toEqual({
      status: 400,
      body: { message: 'platforms must be a list.' },
    });
  });

  it('a body that is not a JSON object says so', async () => {
    const user = await newUser();
    for (const body of ['[]', '"brand"', '7']) {
      expect(await putRawKit(user.accessToken, body)).toEqual({ status: 400, body: { message: 'The request body must be a JSON object.' } });
    }
  });

  it('a missing field reads as one sentence', async () => {
    const user = await newUser();
    // A body without the required field: raw, since the contract's type requires it.
    expect(await api('/billing/checkout', { token: user.accessToken, method: 'POST', body: '{}' })).toEqual({
      status: 400,
      body: { message: 'tier is required.' },
    });
  });
});

describe('text fields', () => {
  it.each([
    ['a NUL', 'Corner\u0000Café'],
    ['a lone surrogate', 'Corner \ud83d Café'],
    ['an escape sequence', 'Corner \u001b[31mCafé'],
  ])('refuse %s with a 400 naming the field, and keep what was saved', async (_name, name) => {
    const user = await newUser();
    await callOk(brandKitEndpoints.save, { token: user.accessToken, body: brand });
    const res = await saveKit(user.accessToken, { ...brand, name });
    expect(res).toEqual({ ok: false, status: 400, body: { message: 'name contains a control character or broken Unicode. Remove it and try again.' } });
    expect((await callOk(brandKitEndpoints.get, { token: user.accessToken })).brandKit).toMatchObject({ name: cafeBrand.name });
  });

  it('refuse control characters in a search term', async () => {
    const user = await newUser();
    const res = await callApi(dashboardEndpoints.search, { token: user.accessToken, query: { q: 'coffee\u0000' } });
    expect(res).toEqual({ ok: false, status: 400, body: { message: 'q contains a control character or broken Unicode. Remove it and try again.' } });
  });

  it('keep line breaks and emoji in long text', async () => {
    const user = await newUser();
    const saved = await callOk(brandKitEndpoints.save, { token: user.accessToken, body: { ...brand, targetAudience: 'Parents ☕\nStudents 🌸' } });
    expect(saved).toMatchObject({ targetAudience: 'Parents ☕\nStudents 🌸' });
  });

  it('brand names and content titles are stored without bidi overrides', async () => {
    const user = await newUser();
    const saved = await callOk(brandKitEndpoints.save, { token: user.accessToken, body: { ...brand, name: `Corner ${RLO}éfaC` } });
    expect(saved).toMatchObject({ name: 'Corner éfaC' });

    const { userId } = await callOk(meEndpoints.getMe, { token: user.accessToken });
    await db().entities.contentItem.create({ userId, itemId: 'bidi-1', type: 'post', title: 'Draft', body: 'x' }).go();
    const updated = await callOk(contentEndpoints.update, {
      token: user.accessToken,
      params: { itemId: 'bidi-1' },
      body: { title: `Offer ${RLO}txt.exe`, body: 'Fresh flowers' },
    });
    expect(updated).toMatchObject({ title: 'Offer txt.exe' });
  });

  it('a name given at sign-up is stored without bidi overrides or control characters', async () => {
    const user = await newUser({ fullName: `Ana${RLO} Lima\u0007` });
    expect(await callOk(meEndpoints.getMe, { token: user.accessToken })).toMatchObject({ fullName: 'Ana Lima' });
  });
});
