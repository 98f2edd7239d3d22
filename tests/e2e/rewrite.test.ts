// "Rewrite with AI" in a real browser against the local stack (offline writer): the rewrite
// of the user's unsaved edit grows in the preview over several DOM updates, the editor keeps
// the user's text until "Use this version", Save persists the rewrite, and the header counts
// its credit at once; Stop and Discard; the panel at 375 px, driven by keyboard.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { db } from '#data/service';
import { rewriteOffline } from '#lib/ai/offline/rewrite';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { signInPage } from './signed-in.ts';
import { expectToast, heading } from './pages.ts';
import { cafeBrand } from '../support/brand.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { callOk, newUser, type TestUser } from '../support/users.ts';

declare global {
  interface Window {
    __previewLengths?: number[];
  }
}

let session: BrowserSession;
let page: Page;
let user: TestUser;
let itemId: string;
const TITLE = 'Day 1: Monday — Behind the scenes at Corner Café';
const SAVED = "Here's what a week at Corner Café really looks like. Bookmark this so it's there when you need it. #CornerCafé";
const EDIT = [
  'We are open from seven every weekday morning.',
  'It is the easiest way to start a busy day with a proper coffee.',
  'Our baristas know most of our regulars by name, and we would love to learn yours.',
  'There is always a quiet corner for a laptop, and a warm pastry to go with it.',
  'Bring the children after the school run; we keep a box of crayons by the window.',
  '#CornerCafé #CoffeeShop',
].join(' ');

beforeAll(async () => {
  user = await newUser({ fullName: 'Rita Rewrite' });
  const userId = await userIdOf(user);
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  await completeOnboarding(userId);
  itemId = `${randomUUID()}-post-1`;
  await db()
    .entities.contentItem.create({ userId, itemId, createdAt: new Date().toISOString(), type: 'post', title: TITLE, body: SAVED, status: 'draft' })
    .go();
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const body = (p: Page) => p.getByLabel('Body', { exact: true });
const preview = (p: Page) => p.getByTestId('rewrite-preview');

/** Records every length the preview's text takes, from the page's own DOM mutations. */
async function watchPreview(p: Page) {
  await p.evaluate(() => {
    window.__previewLengths = [];
    const record = () => {
      const text = document.querySelector('[data-testid="rewrite-preview"]')?.textContent ?? '';
      const lengths = window.__previewLengths!;
      if (text.length && lengths.at(-1) !== text.length) lengths.push(text.length);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

describe('Rewrite with AI', () => {
  it("streams the rewrite of the user's edit into a growing preview, and leaves the editor alone", async () => {
    screenshotOnFailure(() => page, 'rewrite-stream');
    await signInPage(page, user, `/content/${itemId}`);
    await heading(page, TITLE);
    await body(page).fill(EDIT);
    const header = page.locator('#markk-header');
    await header.getByRole('link', { name: 'Growth plan · 20 of 20 AI credits left' }).waitFor();

    await watchPreview(page);
    await page.getByRole('button', { name: 'More playful', exact: true }).click();
    await page.getByRole('button', { name: 'Use this version', exact: true }).waitFor();
    // The rewrite's credit shows in the header at once, without a reload.
    await header.getByRole('link', { name: 'Growth plan · 19 of 20 AI credits left' }).waitFor({ timeout: 5000 });

    const expected = rewriteOffline({ brand: cafeBrand, instruction: 'More playful', type: 'post', title: TITLE, body: EDIT });
    expect(await preview(page).innerText()).toBe(expected);
    const lengths = await page.evaluate(() => window.__previewLengths ?? []);
    expect(lengths.length).toBeGreaterThanOrEqual(4);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(lengths.at(-1)).toBe(expected.length);
    expect(await page.getByText('Rewrite ready. Use it to put it in the editor, then Save to keep it.').isVisible()).toBe(true);
    // The user's own edit is still what the editor holds.
    expect(await body(page).inputValue()).toBe(EDIT);
  });

  it('"Use this version" puts the rewrite in the editor unsaved, and Save keeps it', async () => {
    screenshotOnFailure(() => page, 'rewrite-use');
    const expected = await preview(page).innerText();
    await page.getByRole('button', { name: 'Use this version', exact: true }).click();
    expect(await body(page).inputValue()).toBe(expected);
    await page.getByText('The rewrite is in the editor above. It is not saved yet: press Save to keep it.').waitFor();
    expect((await callOk(contentEndpoints.get, { token: user.accessToken, params: { itemId } })).body).toBe(SAVED);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved', 'Your changes have been saved.');
    expect((await callOk(contentEndpoints.get, { token: user.accessToken, params: { itemId } })).body).toBe(expected);
    await page.reload();
    await heading(page, TITLE);
    expect(await body(page).inputValue()).toBe(expected);
  });

  it('Stop ends a rewrite where it is; Discard drops it and the editor never changed', async () => {
    screenshotOnFailure(() => page, 'rewrite-stop');
    const long = Array.from({ length: 60 }, (_, i) => `This is sentence number ${i + 1} about our weekday mornings, and it is a long one.`).join(' ');
    await body(page).fill(long);
    // The offline rewrite streams for under 4 s, which a loaded machine can spend between seeing
    // the first words and the click landing. The page's downloads are slowed to 400 bytes a
    // second meanwhile (Chromium's own network throttling), so the rewrite is still arriving
    // when Stop is pressed; look every 50 ms (expect.poll's default backs off to once a second).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 400, uploadThroughput: -1 });
    await page.getByRole('button', { name: 'More professional', exact: true }).click();
    await expect
      .poll(
        () =>
          preview(page)
            .innerText()
            .catch(() => ''),
        { interval: 50, timeout: 15_000 },
      )
      .not.toBe('');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.getByText('Stopped. You can use what was written so far, or discard it.').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    const partial = await preview(page).innerText();
    expect(partial.length).toBeLessThan(long.length);
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    expect(await preview(page).count()).toBe(0);
    expect(await body(page).inputValue()).toBe(long);
  });

  it('works at 375 px and by keyboard: a free-text instruction sent with Enter', async () => {
    const context = await session.browser.newContext({ viewport: { width: 375, height: 800 } });
    const small = await context.newPage();
    screenshotOnFailure(() => small, 'rewrite-375');
    await signInPage(small, user, `/content/${itemId}`);
    await heading(small, TITLE);
    for (const name of ['Shorter', 'More playful', 'More professional', 'Add a call to action']) {
      expect(await small.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await small.getByLabel('Or say it in your own words', { exact: true }).focus();
    await small.keyboard.type('Add a call to action');
    await small.keyboard.press('Enter');
    await small.getByRole('button', { name: 'Use this version', exact: true }).waitFor();
    expect(await preview(small).innerText()).toContain("Pop in to Corner Café this week — we'd love to welcome you.");
    await small.getByRole('button', { name: 'Use this version', exact: true }).focus();
    await small.keyboard.press('Enter');
    expect(await body(small).inputValue()).toContain("Pop in to Corner Café this week — we'd love to welcome you.");
    await context.close();
  });

  it('no page broke the Content-Security-Policy', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
