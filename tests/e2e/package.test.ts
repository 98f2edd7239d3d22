// The content package in a real browser against the local stack: step 4 shows every post with
// its platform and length, the blog rendered from Markdown; an edit in place survives a reload
// and becomes the approved draft; a free regeneration; the dashboard's "Your content" card;
// /content filtered by type, copied to the clipboard and a draft deleted; the draft's preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { AuthScreen, DashboardPage, DRAFT_LINK, expectToast, heading } from './pages.ts';
import { cafeBrand } from '../support/brand.ts';
import { finishedGeneration } from '../support/runs.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';

let session: BrowserSession;
let page: Page;
let user: TestUser;

const EDITED_TITLE = 'Flat white Friday';
const EDITED_CAPTION = 'Two flat whites for £5 every Friday before 10am. See you at the counter! #CornerCafé';

const button = (name: string) => page.getByRole('button', { name, exact: true });
const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** The drafts the list shows: each card's title links to its page. */
const draftLinks = () => page.locator(DRAFT_LINK);
const shownDrafts = () => expect.poll(() => draftLinks().count(), { timeout: 10_000 });

beforeAll(async () => {
  user = await newUser({ fullName: 'Bea Bloom' });
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: { ...cafeBrand, platforms: ['Instagram', 'LinkedIn', 'Email'] } as BrandKitInput });
  // A real run of the workflow with the offline writer, started as Complete Setup does.
  await finishedGeneration(user.accessToken);
  session = await openBrowser();
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrl() });
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

describe('the package before approval', () => {
  it('shows every post with its platform, hashtags and length, and the blog rendered from Markdown', async () => {
    screenshotOnFailure(() => page, 'package-step4');
    await page.goto(`${stackUrl()}/`);
    await new AuthScreen(page).signIn(user.email, user.password);
    // A finished, unapproved package resumes at the strategy; Next leads to the package.
    await stepHeading('AI Strategy').waitFor();
    await button('Next').click();
    await stepHeading('Premium Content Package').waitFor();

    for (let n = 1; n <= 7; n++) {
      const post = page.getByTestId(`package-post-${n}`);
      await post.waitFor();
      const platform = n % 2 === 1 ? 'Instagram' : 'LinkedIn';
      await post.getByText(`Post ${n} · ${platform}`, { exact: true }).waitFor();
      const count = (await post.getByTestId('package-char-count').innerText()).trim();
      expect(count).toMatch(new RegExp(`^[\\d,]+ / ${platform === 'Instagram' ? '2,200' : '3,000'} characters for ${platform}$`));
      const caption = await post.getByTestId('package-caption').innerText();
      expect(Number(count.split(' ')[0]!.replace(/,/g, ''))).toBe(Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(caption)).length);
      await post.getByText('Hashtags:').waitFor();
    }

    // Under the step's h2 and the item's h3, the blog's "##" sections are h5 headings.
    const blog = page.getByTestId('package-blog-body');
    expect(await blog.locator('h5').count()).toBeGreaterThanOrEqual(3);
    expect(await blog.locator('p').count()).toBeGreaterThanOrEqual(5);
    expect(await blog.innerText()).not.toContain('##');
    expect(await page.getByTestId('package-email').innerText()).not.toContain('##');
  });

  it('edits a post in place; the edit is saved and survives a reload', async () => {
    screenshotOnFailure(() => page, 'package-edit');
    await button('Edit Post 2').click();
    const editor = page.getByTestId('package-post-2');
    await editor.getByRole('textbox').first().fill(EDITED_TITLE);
    await editor.locator('textarea').fill(EDITED_CAPTION);
    // The length follows the typing, against LinkedIn's limit.
    await page.getByText(`${Array.from(EDITED_CAPTION).length} / 3,000 characters`, { exact: true }).waitFor();
    expect(await button('Approve & Publish').isDisabled()).toBe(true);
    await button('Save').click();
    await expectToast(page, 'Saved', 'Your edit is kept and will be in the approved drafts.');
    const post = page.getByTestId('package-post-2');
    await post.getByRole('heading', { name: EDITED_TITLE }).waitFor();

    await page.reload();
    await stepHeading('AI Strategy').waitFor();
    await button('Next').click();
    await page.getByTestId('package-post-2').getByRole('heading', { name: EDITED_TITLE }).waitFor();
    expect(await page.getByTestId('package-post-2').getByTestId('package-caption').innerText()).toBe(EDITED_CAPTION);
  });

  it('"Edit & Customize" opens the first post for editing', async () => {
    screenshotOnFailure(() => page, 'package-edit-customize');
    await button('Edit & Customize').click();
    const title = page.getByTestId('package-post-1').getByRole('textbox').first();
    await title.waitFor();
    expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
    await button('Cancel').click();
    await title.waitFor({ state: 'detached' });
  });

  it('regenerates the newsletter for free and counts down the free regenerations', async () => {
    screenshotOnFailure(() => page, 'package-regenerate');
    const newsletter = page.getByTestId('package-email');
    await newsletter.getByText('5 free regenerations left').waitFor();
    await button('Regenerate Email newsletter').click();
    await expectToast(page, 'Rewritten', 'Markk wrote this item again, at no extra credit.');
    await newsletter.getByText('4 free regenerations left').waitFor();
  });
});

describe('Rewrite with AI on the package, on a phone', () => {
  it('rewrites a post in its editor at 375 px without scrolling sideways, and Save keeps the rewrite', async () => {
    screenshotOnFailure(() => page, 'package-rewrite-phone');
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await button('Edit Post 3').click();
      const post = page.getByTestId('package-post-3');
      await post.getByRole('heading', { name: 'Rewrite with AI' }).waitFor();
      await post.getByRole('button', { name: 'Add a call to action', exact: true }).click();
      await post.getByRole('button', { name: 'Use this version', exact: true }).click();
      const rewritten = await post.locator('textarea').inputValue();
      expect(rewritten.trim().length).toBeGreaterThan(20);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await post.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(page, 'Saved');
      await post.getByTestId('package-caption').waitFor();
      expect(await post.getByTestId('package-caption').innerText()).toBe(rewritten);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe('after Approve & Publish', () => {
  it('approves, and the dashboard shows the drafts in "Your content"', async () => {
    screenshotOnFailure(() => page, 'package-approve');
    await button('Approve & Publish').click();
    await stepHeading('Your marketing department is ready').waitFor();
    // Each saved post offers Schedule and an image made in the studio from it.
    await button(`Schedule ${EDITED_TITLE}`).waitFor();
    await button(`Create image for ${EDITED_TITLE}`).waitFor();
    await button('Go to Dashboard').click();
    await heading(page, 'Marketing Dashboard');
    const card = page.getByTestId('your-content');
    await card.getByRole('heading', { name: /Your content/ }).waitFor();
    await card.getByRole('link', { name: 'Social posts: 7 drafts' }).waitFor();
    await card.getByRole('link', { name: 'Newsletters: 1 draft' }).waitFor();
    await card.getByRole('link', { name: 'Blog posts: 1 draft' }).waitFor();
    await page.getByTestId('notifications').getByText('Your 9 drafts are ready in Content.').waitFor();
    expect(await page.getByTestId('notifications').innerText()).not.toContain('waiting for your approval');
  });

  it('opens the posts from the card, filters by type and platform, and the edit is the approved draft', async () => {
    screenshotOnFailure(() => page, 'package-content-list');
    await page.getByTestId('your-content').getByRole('link', { name: 'Social posts: 7 drafts' }).click();
    await heading(page, 'Content');
    await page.getByRole('link', { name: EDITED_TITLE, exact: true }).waitFor();
    await shownDrafts().toBe(7);

    await page.getByRole('button', { name: /Filter by type/ }).click();
    await page.getByRole('option', { name: 'Blog posts' }).click();
    await shownDrafts().toBe(1);

    await page.getByRole('button', { name: /Filter by type/ }).click();
    await page.getByRole('option', { name: 'All types' }).click();
    await shownDrafts().toBe(9);
    await page.getByRole('button', { name: /Filter by platform/ }).click();
    await page.getByRole('option', { name: 'LinkedIn' }).click();
    await shownDrafts().toBe(3);
    await page.getByRole('link', { name: EDITED_TITLE, exact: true }).waitFor();
  });

  it('copies a post to the clipboard', async () => {
    screenshotOnFailure(() => page, 'package-copy');
    await button(`Copy ${EDITED_TITLE}`).click();
    await expectToast(page, 'Copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EDITED_CAPTION);
  });

  it('deletes a draft after confirming, and it is gone after a reload', async () => {
    screenshotOnFailure(() => page, 'package-delete');
    await button(`Delete ${EDITED_TITLE}`).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`"${EDITED_TITLE}" will be deleted for good. This frees one place in your content library.`).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Draft deleted');
    await shownDrafts().toBe(2);
    await page.goto(`${stackUrl()}/content`);
    await heading(page, 'Content');
    await page.getByRole('link', { name: /./ }).first().waitFor();
    await shownDrafts().toBe(8);
    expect(await page.getByRole('link', { name: EDITED_TITLE, exact: true }).count()).toBe(0);
  });

  it("previews the blog draft's Markdown on its page", async () => {
    screenshotOnFailure(() => page, 'package-preview');
    await page.getByRole('button', { name: /Filter by type/ }).click();
    await page.getByRole('option', { name: 'Blog posts' }).click();
    await shownDrafts().toBe(1);
    await draftLinks().first().click();
    const preview = page.getByTestId('content-preview');
    await preview.waitFor();
    expect(await preview.locator('h4').count()).toBeGreaterThanOrEqual(3);
    expect(await preview.innerText()).not.toContain('##');
  });

  it('finds the newsletter draft in the global search, and its result opens it', async () => {
    screenshotOnFailure(() => page, 'package-search');
    const { items } = await callOk(contentEndpoints.list, { token: user.accessToken });
    const newsletter = items.find((item) => item.type === 'email')!;
    await page.goto(`${stackUrl()}/`);
    const dashboard = new DashboardPage(page);
    await dashboard.isShown();
    // A middle part of the subject, in upper case: matched as plain text, case-insensitively.
    const words = newsletter.title.split(' ');
    await dashboard.searchBox().fill(words.slice(1, 3).join(' ').toUpperCase());
    const group = dashboard.group('content');
    await group.getByRole('link', { name: newsletter.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/content/${newsletter.id}`);
    await heading(page, newsletter.title);
  });

  it('had no Content-Security-Policy violations', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
