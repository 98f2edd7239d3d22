// The creative studio in a real browser: a bakery on the Growth plan opens "Create image" on a
// post in /content, gets the offer template with the post's hook, switches to the story size,
// edits the headline, saves, downloads the PNG, and finds the image in the gallery (with the
// "Made with Markk" mark) and on the post's page; the Brand fonts panel offers Upgrade. After
// upgrading, the same design saves as a new image without the mark, and a WOFF uploaded in the
// Brand fonts panel is named there and draws the headings.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { studioEndpoints } from '#contracts/studio';
import * as Content from '#domain/content';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeBrand } from '../support/brand.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { callOk, newUser, type TestUser } from '../support/users.ts';

const TITLE = 'Cake weekend';
const BODY = 'This weekend only: 20% off every celebration cake with code CAKE20. Order by Friday at 5pm!';
const HEADLINE = 'Cake weekend: 20% off';

let session: BrowserSession;
let page: Page;
let user: TestUser;
let itemId: string;
let headlineLabel: string;

/** The preview shows the chosen size (its height attribute), drawn at half size to arrive quickly. */
async function previewDrawnAt(height: number) {
  await expect
    .poll(() => page.locator('.studio-preview img').evaluate((img: HTMLImageElement) => [img.getAttribute('height'), img.naturalHeight]), { timeout: 20_000 })
    .toEqual([String(height), height / 2]);
}

beforeAll(async () => {
  user = await newUser({ fullName: 'Maud Baker', companyName: 'Crumb & Co' });
  const userId = await userIdOf(user);
  await completeOnboarding(userId);
  const bakery = { ...(cafeBrand as BrandKitInput), name: 'Crumb & Co', industry: 'Artisan bakery', palette: { primary: '#8B4513', secondary: '#F5DEB3' } };
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: bakery });
  [itemId] = (await Content.createMany(userId, [{ type: 'post', title: TITLE, body: BODY }])) as [string];
  const { templates } = await callOk(studioEndpoints.templates, { token: user.accessToken });
  headlineLabel = templates.find((t) => t.id === 'offer')!.fields[0]!.label;
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

describe('the creative studio', () => {
  it('makes an offer image for a post, saves it, downloads it and attaches it', async () => {
    screenshotOnFailure(() => page, 'studio-create');
    await signInPage(page, user, '/content');
    await page.getByRole('link', { name: `Create image for ${TITLE}` }).click();
    await heading(page, 'Creative studio');
    await expect.poll(() => page.getByRole('radio', { name: /^Offer/ }).isChecked(), { timeout: 15_000 }).toBe(true);
    await previewDrawnAt(1080);
    await expect.poll(() => page.getByText(/“Made with Markk” mark/).isVisible()).toBe(true);
    await page.getByText('Drawing images in your brand’s own fonts (TTF, OTF or WOFF) is part of Premium.').waitFor();

    await page.getByRole('button', { name: /^Size/ }).click();
    await page.getByRole('option', { name: /Story 1080 × 1920/ }).click();
    await previewDrawnAt(1920);
    const headline = page.getByLabel(headlineLabel, { exact: true });
    await headline.fill(HEADLINE);
    await expect.poll(() => page.locator('.studio-preview').getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');

    await page.getByRole('button', { name: 'Save to gallery' }).click();
    await page.getByText('Saved to your gallery and added to your post').waitFor();
    const card = page.locator('li').filter({ hasText: HEADLINE }).first();
    await card.waitFor();
    expect(await card.textContent()).toContain('Made with Markk mark');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: `Download PNG of ${HEADLINE}` })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('cake-weekend-20-off-1080x1920.png');
    const png = readFileSync((await download.path())!);
    expect(png.readUInt32BE(16)).toBe(1080);
    expect(png.readUInt32BE(20)).toBe(1920);

    const item = await callOk(contentEndpoints.get, { token: user.accessToken, params: { itemId } });
    expect(item.imageId).toBeTruthy();
    await page.getByRole('link', { name: 'Back to the post' }).click();
    await heading(page, TITLE);
    await page.getByRole('heading', { name: 'Image', exact: true }).waitFor();
    await page.getByRole('img', { name: /^Crumb & Co offer/ }).waitFor();
  });

  it('saves the same design without the mark after upgrading to Premium', async () => {
    screenshotOnFailure(() => page, 'studio-upgrade');
    await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
    await signInPage(page, user, `/studio?item=${itemId}`);
    await heading(page, 'Creative studio');
    await previewDrawnAt(1080);
    expect(await page.getByText(/“Made with Markk” mark/).count()).toBe(0);
    await page.getByRole('button', { name: 'Save to gallery' }).click();
    await page.getByText('Saved to your gallery and added to your post').waitFor();
    const { images } = await callOk(studioEndpoints.gallery, { token: user.accessToken, query: {} });
    expect(images.map((i) => i.watermark)).toEqual([false, true]);

    const before = await page.locator('.studio-preview img').getAttribute('src');
    await page.getByTestId('brand-font-heading').getByText('Your brand’s tone font (Nunito)').waitFor();
    const woff = readFileSync('node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff');
    await page
      .locator('input[type=file][accept=".ttf,.otf,.woff"]')
      .first()
      .setInputFiles({ name: 'Playfair Display Bold.woff', mimeType: 'font/woff', buffer: woff });
    await page.getByTestId('brand-font-heading').getByText('Playfair Display Bold.woff').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('.studio-preview img').getAttribute('src'), { timeout: 20_000 }).not.toBe(before);
  });

  it('draws an uploaded photo into the product template, cropped around the point the sliders keep in view', async () => {
    screenshotOnFailure(() => page, 'studio-photo');
    await signInPage(page, user, '/studio');
    await heading(page, 'Creative studio');
    await page.getByRole('radio', { name: /^Product highlight/ }).check();
    await previewDrawnAt(1080);
    const before = await page.locator('.studio-preview img').getAttribute('src');
    const photo = Buffer.from(
      (
        await callOk(studioEndpoints.preview, { token: user.accessToken, body: { template: 'text-card', size: 'story', fields: { headline: 'Bread' } } })
      ).dataUrl.split(',')[1]!,
      'base64',
    );
    await page.locator('input[type=file][accept^="image/"]').setInputFiles({ name: 'loaf.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('Photo uploaded').waitFor();
    await expect.poll(() => page.locator('.studio-preview img').getAttribute('src'), { timeout: 20_000 }).not.toBe(before);
    await expect.poll(() => page.locator('.studio-preview').getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
    const centred = await page.locator('.studio-preview img').getAttribute('src');
    await page.getByRole('slider', { name: /Keep in view: down/ }).focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.locator('.studio-preview img').getAttribute('src'), { timeout: 20_000 }).not.toBe(centred);
  });

  it('leaves no Content-Security-Policy violation', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
