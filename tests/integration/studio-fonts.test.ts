// The brand's own fonts in the creative studio on the local stack: a Premium owner uploads a
// WOFF, sets it for headings, and the preview and saved image change (a new image id; the same
// again for the same font); WOFF2, other files and damaged fonts are refused with what to
// upload instead; Growth is refused (402) and never drawn in brand fonts; removing the font
// draws the image as before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { studioEndpoints as studio, type ImageDesign } from '#contracts/studio';
import { FONT_MESSAGES, studioFontEndpoints as fonts } from '#contracts/studio-fonts';
import { db } from '#data/service';
import { studioFontKey } from '#data/entities/studio-fonts';
import { config } from '#lib/config';
import { headObject, putObject } from '#lib/storage';
import { cafeBrand } from '../support/brand.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

const files = join(process.cwd(), 'node_modules/@fontsource/playfair-display/files');
const WOFF = readFileSync(join(files, 'playfair-display-latin-700-normal.woff'));
const WOFF2 = readFileSync(join(files, 'playfair-display-latin-700-normal.woff2'));
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const bakery: BrandKitInput = {
  ...(cafeBrand as BrandKitInput),
  name: 'Crumb & Co',
  toneOfVoice: 'Friendly',
  palette: { primary: '#8B4513', secondary: '#F5DEB3' },
};
const design: ImageDesign = { template: 'text-card', size: 'square', fields: { headline: 'Fresh sourdough every morning', body: 'Baked at dawn.' } };

let growth: TestUser;
let premium: TestUser;

/** Uploads bytes as a font file the way the browser does: a signed PUT, then the bytes. */
async function upload(user: TestUser, bytes: Buffer, fileName: string): Promise<string> {
  const signed = await callOk(fonts.uploadFont, { token: user.accessToken, body: { fileName, size: bytes.length } });
  expect((await fetch(signed.uploadUrl, { method: 'PUT', headers: signed.headers, body: new Blob([new Uint8Array(bytes)]) })).status).toBe(200);
  return signed.fontId;
}

const preview = async (user: TestUser) => (await callOk(studio.preview, { token: user.accessToken, body: design })).dataUrl;
const save = async (user: TestUser) => (await callOk(studio.save, { token: user.accessToken, body: { design } })).image.id;

beforeAll(async () => {
  [growth, premium] = await Promise.all([
    newUser({ fullName: 'Gus Growth', companyName: 'Crumb & Co' }),
    newUser({ fullName: 'Pia Premium', companyName: 'Crumb & Co' }),
  ]);
  await Promise.all([
    callOk(brandKitEndpoints.save, { token: growth.accessToken, body: bakery }),
    callOk(brandKitEndpoints.save, { token: premium.accessToken, body: bakery }),
    callOk(billingEndpoints.localPay, { token: premium.accessToken, body: { tier: 'premium' } }),
  ]);
});

describe('brand fonts on Premium', () => {
  it('draws headings in an uploaded WOFF, gives the image a new id, and draws as before once it is removed', async () => {
    expect(await callOk(fonts.fonts, { token: premium.accessToken })).toEqual({
      heading: null,
      body: null,
      toneFonts: { heading: 'Nunito', body: 'Nunito' },
      premium: true,
    });
    const [before, plainId] = await Promise.all([preview(premium), save(premium)]);

    const fontId = await upload(premium, WOFF, 'Playfair <b>Bold.woff');
    const set = await callOk(fonts.setFont, { token: premium.accessToken, body: { slot: 'heading', fontId, fileName: '  Playfair   <b>Bold.woff ' } });
    expect(set).toMatchObject({ heading: { fontId, fileName: 'Playfair <b>Bold.woff', format: 'woff' }, body: null });
    expect(await callOk(fonts.fonts, { token: premium.accessToken })).toEqual(set);

    const after = await preview(premium);
    expect(after).not.toBe(before);
    const brandedId = await save(premium);
    expect(brandedId).not.toBe(plainId);
    // The same design in the same fonts is the same image.
    const again = await callOk(studio.save, { token: premium.accessToken, body: { design } });
    expect(again).toMatchObject({ image: { id: brandedId }, created: false });

    const removed = await callOk(fonts.removeFont, { token: premium.accessToken, query: { slot: 'heading' } });
    expect(removed).toMatchObject({ heading: null, body: null });
    expect(await headObject(config().RESOURCES_BUCKET!, studioFontKey(await userIdOf(premium), fontId))).toBeNull();
    expect(await preview(premium)).toBe(before);
    expect(await callOk(studio.save, { token: premium.accessToken, body: { design } })).toMatchObject({ image: { id: plainId }, created: false });
  });

  it('refuses WOFF2, files that are not fonts and damaged fonts, saying what to upload', async () => {
    const woff2 = await callApi(fonts.uploadFont, { token: premium.accessToken, body: { fileName: 'brand.woff2', size: WOFF2.length } });
    expect(woff2).toMatchObject({ status: 400, body: { message: FONT_MESSAGES.woff2 } });
    const cut = Buffer.from(WOFF.subarray(0, 4000));
    for (const [bytes, message] of [
      [WOFF2, FONT_MESSAGES.woff2],
      [PNG, FONT_MESSAGES.notFont],
      [Buffer.from('Not a font at all'), FONT_MESSAGES.notFont],
      [cut, FONT_MESSAGES.damaged],
    ] as const) {
      const fontId = await upload(premium, bytes, 'brand.woff');
      const refused = await callApi(fonts.setFont, { token: premium.accessToken, body: { slot: 'body', fontId, fileName: 'brand.woff' } });
      expect(refused, message).toMatchObject({ status: 400, body: { message } });
    }
    const missing = await callApi(fonts.setFont, { token: premium.accessToken, body: { slot: 'body', fontId: 'a'.repeat(32), fileName: 'brand.woff' } });
    expect(missing).toMatchObject({ status: 400, body: { message: expect.stringContaining('upload it again') } });
    const big = await callApi(fonts.uploadFont, { token: premium.accessToken, body: { fileName: 'huge.ttf', size: 5 * 1024 * 1024 + 1 } });
    expect(big).toMatchObject({ status: 400, body: { message: FONT_MESSAGES.tooBig } });
    expect(await callOk(fonts.fonts, { token: premium.accessToken })).toMatchObject({ heading: null, body: null });
  });
});

describe('brand fonts on Growth', () => {
  it('refuses uploading and setting with an upgrade message, and never draws brand fonts', async () => {
    expect(await callOk(fonts.fonts, { token: growth.accessToken })).toMatchObject({ heading: null, body: null, premium: false });
    const upload = await callApi(fonts.uploadFont, { token: growth.accessToken, body: { fileName: 'brand.woff', size: WOFF.length } });
    expect(upload).toMatchObject({ status: 402, body: { message: UPGRADE_MESSAGES.brandFonts } });
    const set = await callApi(fonts.setFont, { token: growth.accessToken, body: { slot: 'heading', fontId: 'b'.repeat(32), fileName: 'brand.woff' } });
    expect(set).toMatchObject({ status: 402, body: { message: UPGRADE_MESSAGES.brandFonts } });

    // A font set while on Premium stays in the item after a downgrade: it is not drawn.
    const before = await preview(growth);
    const userId = await userIdOf(growth);
    const fontId = 'c'.repeat(32);
    await putObject(config().RESOURCES_BUCKET!, studioFontKey(userId, fontId), WOFF, 'application/octet-stream');
    await db()
      .entities.studioFonts.upsert({ userId, heading: { fontId, fileName: 'brand.woff', format: 'woff' } })
      .go();
    expect(await preview(growth)).toBe(before);
    expect(await callOk(fonts.removeFont, { token: growth.accessToken, query: { slot: 'heading' } })).toMatchObject({ heading: null });
  });
});
