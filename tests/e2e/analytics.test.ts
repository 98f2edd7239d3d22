// Tracked links in a real browser: a café owner makes a short link on /analytics, someone
// follows it, and the owner sees the click counted in the table and on today's bar; deleting it
// (after a confirmation) makes the short link answer "not found".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { analyticsEndpoints } from '#contracts/analytics';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { callOk, newUser, type TestUser } from '../support/users.ts';

const TITLE = 'Spring menu on Instagram';
const DESTINATION = 'https://corner-cafe.example/menu?season=spring';

let session: BrowserSession;
let page: Page;
let user: TestUser;

beforeAll(async () => {
  user = await newUser({ fullName: 'Cora Cafe', companyName: 'Corner Café' });
  await completeOnboarding(await userIdOf(user));
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const row = () => page.getByRole('row').filter({ hasText: TITLE });

describe('tracked links', () => {
  it('makes a link, counts a click on it, shows it by day, and deletes it', async () => {
    screenshotOnFailure(() => page, 'analytics-links');
    await signInPage(page, user, '/analytics');
    await heading(page, 'Analytics');
    await page.getByText('No tracked links yet.').waitFor();

    await page.getByLabel('Destination URL').fill(DESTINATION);
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel('Campaign (optional)').fill('spring');
    await page.getByRole('button', { name: 'Create link' }).click();
    await expectToast(page, 'Link created');
    await expect.poll(() => row().getByTestId('link-clicks').textContent()).toBe('0');

    // Someone follows the short link from a page of this app (its referrer), the redirect not followed.
    const [link] = (await callOk(analyticsEndpoints.listLinks, { token: user.accessToken, query: {} })).links;
    const followed = await page.evaluate(async (url) => (await fetch(url, { redirect: 'manual' })).type, link!.shortUrl);
    expect(followed).toBe('opaqueredirect');

    await page.reload();
    await expect.poll(() => row().getByTestId('link-clicks').textContent(), { timeout: 10_000 }).toBe('1');
    await row()
      .getByRole('button', { name: `View clicks: ${TITLE}` })
      .click();
    const detail = page.getByTestId('link-detail');
    await detail.getByText('Today: 1 · Last 30 days: 1').waitFor();
    await expect.poll(() => detail.getByRole('application').or(detail.locator('svg')).count()).toBeGreaterThan(0);
    await expect.poll(() => detail.getByTestId('link-referrers').textContent()).toContain('localhost: 1');

    await row()
      .getByRole('button', { name: `Delete: ${TITLE}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Link deleted');
    await page.getByText('No tracked links yet.').waitFor();
    const gone = await page.evaluate(async (url) => (await fetch(url, { redirect: 'manual' })).status, link!.shortUrl);
    expect(gone).toBe(404);
  });
});
