// The Resources Vault in a real browser against the local stack: six skeleton cards while the
// list loads, then the starter library (at least eight cards, one per category); a member sees
// no Upload Resource and no Delete. An admin's Upload Resource refuses a missing title or file
// with the spec's words and an .exe before sending anything, then uploads a PDF made here with
// its progress and the spec's toast. A member finds it by search (kept in the URL), bookmarks it
// by keyboard (pressed at once, kept after a reload, listed under Bookmarked), previews it in a
// frame, downloads it in a new tab, and the card then shows "1 download". The admin deletes it.
// axe finds nothing serious on the grid and the dialog at 1280 and 375 px, where nothing overflows.
import { randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { CATEGORY_LABELS, RESOURCE_MESSAGES, resourceEndpoints } from '#contracts/resources';
import { grant } from '#domain/roles';
import { STARTER_LIBRARY } from '#domain/resource-starter';
import { auditBothWidths, DESKTOP, PHONE } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { signInPage, signedInPage } from './signed-in.ts';
import { expectToast, heading } from './pages.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';

const WORD = `teardown${randomUUID().slice(0, 6)}`;
const TITLE = `Landing page ${WORD} checklist`;
const FILE_NAME = `${WORD}.pdf`;

let session: BrowserSession;
let admin: TestUser;
let member: TestUser;
let adminPage: Page;
let memberContext: BrowserContext;
let memberPage: Page;

/** A real one-page PDF, made here. */
function pdfBytes(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Landing page teardown checklist');
    doc.fontSize(11).text('1. One promise above the fold. 2. One call to action. 3. Proof next to the ask.');
    doc.end();
  });
}

async function signedInUser(fullName: string): Promise<TestUser> {
  const user = await newUser({ fullName });
  await completeOnboarding(await userIdOf(user));
  return user;
}

/** /resources as a user sees it. */
class VaultScreen {
  constructor(private readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`${stackUrl()}/resources${search}`);
    await heading(this.page, 'Resources Vault');
  }

  /** Waits for the grid (or an empty state) to replace the skeletons. */
  async loaded() {
    await this.page.getByTestId('resource-grid').or(this.page.getByTestId('resources-empty')).waitFor();
  }

  cards() {
    return this.page.getByTestId('resource-card');
  }

  card(title: string) {
    return this.cards().filter({ has: this.page.getByRole('heading', { level: 3, name: title, exact: true }) });
  }

  search() {
    return this.page.getByRole('searchbox', { name: 'Search resources' });
  }

  /** The header's Upload Resource (the empty vault offers a second one). */
  uploadButton() {
    return this.page.getByRole('button', { name: 'Upload Resource' }).first();
  }

  bookmark(title: string) {
    return this.card(title).getByRole('button', { name: `Bookmark ${title}` });
  }

  downloads(title: string) {
    return this.card(title).getByTestId('resource-downloads');
  }

  dialog() {
    return this.page.getByRole('dialog');
  }
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

beforeAll(async () => {
  [admin, member] = await Promise.all([signedInUser('Ada Admin'), signedInUser('Mia Member')]);
  await grant(await userIdOf(admin), 'admin');
  session = await openBrowser();
  adminPage = await signInPage(session.page, admin);
  memberContext = await session.browser.newContext({ viewport: DESKTOP });
  memberPage = await signedInPage(memberContext, member);
});

afterAll(async () => {
  await session?.close();
});

describe('the vault on a fresh stack', () => {
  it('shows six skeleton cards while loading, then the starter library: at least eight cards, one per category', { timeout: 120_000 }, async () => {
    screenshotOnFailure(() => memberPage, 'resources-starter');
    // The list is held back a moment, so the loading state is on screen long enough to see.
    await memberPage.route('**/api/resources?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const vault = new VaultScreen(memberPage);
    await vault.open();
    expect(await memberPage.title()).toBe('Resources Vault — Markk');
    await memberPage.getByText('Access SOPs, guides, and important documents', { exact: true }).waitFor();
    await memberPage.getByTestId('resource-skeletons').waitFor();
    expect(await memberPage.getByTestId('resource-skeletons').locator('.markk-resources__grid > *').count()).toBe(6);
    await vault.loaded();
    await memberPage.unroute('**/api/resources?**');

    expect(await vault.cards().count()).toBeGreaterThanOrEqual(8);
    // The stack is shared with other tests' resources: each starter guide is looked up in its
    // category, by its title. Every one names its category, type and size, and counts downloads.
    expect(new Set(STARTER_LIBRARY.map((guide) => guide.category))).toEqual(new Set(Object.keys(CATEGORY_LABELS)));
    for (const guide of STARTER_LIBRARY) {
      await vault.open(`?category=${guide.category}&q=${encodeURIComponent(guide.title)}`);
      await vault.loaded();
      const card = vault.card(guide.title);
      await card.waitFor();
      expect(await card.innerText()).toContain(CATEGORY_LABELS[guide.category]);
      expect(await card.getByTestId('resource-size').innerText()).toMatch(/^(\d+ bytes?|\d+(\.\d)? (KB|MB|GB))$/);
      expect(await card.getByTestId('resource-downloads').innerText()).toMatch(/^\d+ downloads?$/);
    }
  });

  it('offers a member no Upload Resource and no Delete', async () => {
    const vault = new VaultScreen(memberPage);
    await vault.open();
    await vault.loaded();
    expect(await memberPage.getByRole('button', { name: 'Upload Resource' }).count()).toBe(0);
    expect(await memberPage.getByTestId('resource-delete').count()).toBe(0);
  });

  it('filters by category and sorts by downloads, in the URL', async () => {
    const vault = new VaultScreen(memberPage);
    await vault.open();
    await vault.loaded();
    await memberPage.getByRole('button', { name: /^Category/ }).click();
    await memberPage.getByRole('option', { name: 'Email Marketing' }).click();
    await memberPage.waitForURL(/category=email-marketing/);
    // The category's own answer replaces the whole grid: Email Marketing cards only.
    const categories = async () => [...new Set(await vault.cards().locator('.markk-resources__row [class*="badge"]').allInnerTexts())];
    await expect.poll(categories, { timeout: 15_000 }).toEqual(['Email Marketing']);

    await memberPage.getByRole('button', { name: /^Sort by/ }).click();
    await memberPage.getByRole('option', { name: 'Most Downloaded' }).click();
    await memberPage.waitForURL(/sort=downloads/);
    await memberPage.reload();
    await vault.loaded();
    await memberPage
      .getByRole('button', { name: /^Category/ })
      .getByText('Email Marketing')
      .waitFor();
  });
});

describe('an admin’s upload, found, bookmarked and downloaded by a member', () => {
  it('refuses a missing title or file with the spec’s words, and an .exe before sending anything', async () => {
    screenshotOnFailure(() => adminPage, 'resources-upload-checks');
    const vault = new VaultScreen(adminPage);
    await vault.open();
    await vault.loaded();
    await vault.uploadButton().click();
    const dialog = vault.dialog();
    await dialog.getByRole('heading', { name: 'Upload Resource' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText(RESOURCE_MESSAGES.missing, { exact: true }).waitFor();

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.locator('input[type=file]').setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await dialog.getByText(RESOURCE_MESSAGES.badType, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByText(RESOURCE_MESSAGES.badType, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await vault.card(TITLE).count()).toBe(0);
  });

  it('uploads a PDF with a progress bar and the spec’s toast; it shows on the grid', async () => {
    screenshotOnFailure(() => adminPage, 'resources-upload');
    const vault = new VaultScreen(adminPage);
    await vault.uploadButton().click();
    const dialog = vault.dialog();
    // Strategy & Planning is the default category.
    await dialog.getByRole('button', { name: /Strategy & Planning/ }).waitFor();
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByLabel('Description').fill('What to check on a landing page before sending paid traffic to it.');
    await dialog.getByRole('button', { name: /Strategy & Planning/ }).click();
    await adminPage.getByRole('option', { name: 'Funnels & Landing Pages' }).click();
    await dialog.getByLabel('Tags').fill(' landing, cro , , checklist, ads, pages ');
    await dialog.locator('input[type=file]').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: await pdfBytes() });
    await dialog.getByTestId('upload-file').getByText(FILE_NAME, { exact: false }).waitFor();
    // The bar is there while the file goes up (a held ticket keeps it on screen long enough to see).
    await adminPage.route('**/api/resources/uploads', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByRole('progressbar').waitFor();
    await expectToast(adminPage, RESOURCE_MESSAGES.uploaded);
    await adminPage.unroute('**/api/resources/uploads');
    await dialog.waitFor({ state: 'hidden' });

    const card = vault.card(TITLE);
    await card.waitFor();
    expect(await card.getByText('Funnels & Landing Pages', { exact: true }).count()).toBe(1);
    expect(await card.locator('.markk-resources__tags [class*="badge"]').allInnerTexts()).toEqual(['landing', 'cro', 'checklist']);
    expect(await card.getByTestId('resource-more-tags').innerText()).toBe('+2 more');
    expect(await card.getByTestId('resource-type').innerText()).toBe('PDF');
    expect(await card.getByTestId('resource-downloads').innerText()).toBe('0 downloads');
    expect(await card.getByRole('button', { name: `Delete ${TITLE}` }).count()).toBe(1);
  });

  it('a member finds it by search (kept in the URL) and bookmarks it by keyboard', async () => {
    screenshotOnFailure(() => memberPage, 'resources-search');
    const vault = new VaultScreen(memberPage);
    await vault.open();
    await vault.loaded();
    await vault.search().fill(WORD.toUpperCase());
    await memberPage.waitForURL(new RegExp(`q=${WORD.toUpperCase()}`));
    // The search's own answer replaces the whole grid: only the uploaded resource matches.
    await expect.poll(() => vault.cards().allInnerTexts(), { timeout: 15_000 }).toEqual([expect.stringContaining(TITLE)]);

    const bookmark = vault.bookmark(TITLE);
    expect(await bookmark.getAttribute('aria-pressed')).toBe('false');
    await bookmark.focus();
    const saved = memberPage.waitForResponse((response) => response.url().endsWith('/bookmark') && response.request().method() === 'PUT');
    await memberPage.keyboard.press('Enter');
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('true');
    expect((await saved).status()).toBe(200);

    await memberPage.reload();
    await vault.card(TITLE).waitFor();
    expect(await vault.search().inputValue()).toBe(WORD.toUpperCase());
    expect(await vault.bookmark(TITLE).getAttribute('aria-pressed')).toBe('true');

    await vault.open('?bookmarked=true');
    await vault.loaded();
    expect(
      await memberPage
        .getByRole('switch', { name: 'Bookmarked' })
        .or(memberPage.getByRole('checkbox', { name: 'Bookmarked' }))
        .isChecked(),
    ).toBe(true);
    expect(await vault.cards().allInnerTexts()).toEqual([expect.stringContaining(TITLE)]);
  });

  it('a member previews it in a frame, which does not count as a download', async () => {
    screenshotOnFailure(() => memberPage, 'resources-preview');
    const vault = new VaultScreen(memberPage);
    await vault.open(`?q=${WORD}`);
    await vault.card(TITLE).waitFor();
    await vault
      .card(TITLE)
      .getByRole('button', { name: `Preview ${TITLE}` })
      .click();
    const frame = vault.dialog().getByTestId('resource-preview-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/X-Amz-Signature=/i);
    expect(await frame.getAttribute('title')).toBe(`Preview of ${TITLE}`);
    await vault.dialog().getByRole('button', { name: 'Close', exact: true }).click();
    expect(await vault.downloads(TITLE).innerText()).toBe('0 downloads');
  });

  it('a member downloads it: the file opens in a new tab and the count shows 1', async () => {
    screenshotOnFailure(() => memberPage, 'resources-download');
    const vault = new VaultScreen(memberPage);
    await vault.open(`?q=${WORD}`);
    await vault.card(TITLE).waitFor();
    const signedGet = memberContext.waitForEvent('request', (request) => /X-Amz-Signature=/i.test(request.url()) && request.method() === 'GET');
    const tab = memberContext.waitForEvent('page');
    await vault
      .card(TITLE)
      .getByRole('button', { name: `Download ${TITLE}` })
      .click();
    await tab;
    const request = await signedGet;
    const response = await request.response();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-disposition']).toContain(FILE_NAME);

    await vault.downloads(TITLE).getByText('1 download', { exact: true }).waitFor();
    await memberPage.reload();
    await vault.downloads(TITLE).getByText('1 download', { exact: true }).waitFor();
    const { resources } = await callOk(resourceEndpoints.list, { token: member.accessToken, query: { q: WORD } });
    expect(resources.map((r) => [r.title, r.downloadCount, r.bookmarked])).toEqual([[TITLE, 1, true]]);
  });

  it('has no serious axe violation on the grid and the Upload Resource dialog, and nothing overflows at 375 px', async () => {
    screenshotOnFailure(() => adminPage, 'resources-a11y');
    const vault = new VaultScreen(adminPage);
    await vault.open();
    await vault.loaded();
    const found = await auditBothWidths(adminPage, 'resources grid', () => vault.cards().first().waitFor());
    await adminPage.setViewportSize(PHONE);
    await vault.cards().first().waitFor();
    // The layout answers the resize on its next frames (Cloudscape measures with observers).
    await expect.poll(() => noOverflow(adminPage)).toBe(true);
    await vault.uploadButton().click();
    await vault.dialog().getByLabel('Title').waitFor();
    await expect.poll(() => noOverflow(adminPage)).toBe(true);
    await adminPage.setViewportSize(DESKTOP);
    found.push(...(await auditBothWidths(adminPage, 'upload dialog', () => vault.dialog().getByLabel('Title').waitFor())));
    await vault.dialog().getByRole('button', { name: 'Cancel' }).click();
    expect(found).toEqual([]);
  });

  it('the admin deletes it with a confirmation and the spec’s toast', async () => {
    screenshotOnFailure(() => adminPage, 'resources-delete');
    const vault = new VaultScreen(adminPage);
    await vault.open(`?q=${WORD}`);
    await vault.card(TITLE).waitFor();
    await vault
      .card(TITLE)
      .getByRole('button', { name: `Delete ${TITLE}` })
      .click();
    await vault.dialog().getByText(`Delete “${TITLE}”?`, { exact: false }).waitFor();
    await vault.dialog().getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(adminPage, RESOURCE_MESSAGES.deleted);
    await adminPage.getByTestId('resources-empty').getByText(RESOURCE_MESSAGES.emptyFiltered, { exact: true }).waitFor();
    expect(await vault.card(TITLE).count()).toBe(0);
  });

  it('violated no Content-Security-Policy on any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
