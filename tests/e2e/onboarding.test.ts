// Onboarding end to end against the real local stack: sign up, the whole wizard with a logo
// upload, the real generation progress, the package, Approve & Publish, the dashboard, the
// drafts in Content, and a Settings › Brand edit that survives a reload.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { AuthScreen, DRAFT_LINK, expectToast, heading } from './pages.ts';
import { latestCodeFor, stackUrl, uniqueEmail } from '../support/users.ts';

// A 1×1 PNG: the smallest real image the logo upload accepts.
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const STAGE_LABELS = [
  'Analyzing your brand',
  'Building your marketing strategy',
  'Writing 7 social posts',
  'Drafting your newsletter and blog post',
  'Packaging your content',
];

let session: BrowserSession;
let page: Page;
let tempDir: string;
let logoPath: string;
/** The blog title the package showed, to find its draft later. */
let blogTitle = '';

const email = uniqueEmail('onboard');
const password = 'secret-pass1';

const button = (name: string) => page.getByRole('button', { name, exact: true });
const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const overlay = () => page.getByTestId('generation-overlay');

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), 'markk-e2e-'));
  logoPath = path.join(tempDir, 'logo.png');
  writeFileSync(logoPath, Buffer.from(TINY_PNG, 'base64'));
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
  rmSync(tempDir, { recursive: true, force: true });
});

describe('onboarding, start to finish', () => {
  it('signs up and lands on the Welcome step', async () => {
    screenshotOnFailure(() => page, 'onboarding-sign-up');
    await page.goto(`${stackUrl()}/`);
    const auth = new AuthScreen(page);
    await auth.signUp({ fullName: 'Ada Roaster', company: 'Corner Café', email, password });
    await expectToast(page, 'Account created!');
    await auth.confirm(await latestCodeFor(email));
    await page.waitForURL(/\/onboarding$/);
    await heading(page, 'Onboarding');
    expect(await page.title()).toBe('Onboarding — Markk');
    await button("Let's Go").waitFor();
  });

  it('keeps Review Summary disabled until the required fields and a platform are given', async () => {
    screenshotOnFailure(() => page, 'onboarding-brand-form');
    await button("Let's Go").click();
    await stepHeading('Brand & Business Setup').waitFor();
    await heading(page, 'Onboarding');

    // The brand name starts as the sign-up company name; the colours as the spec defaults.
    expect(await page.getByLabel('Brand name').inputValue()).toBe('Corner Café');
    expect(await page.getByRole('textbox', { name: 'Primary colour', exact: true }).inputValue()).toBe('#6C5CE7');
    expect(await page.getByRole('textbox', { name: 'Secondary colour', exact: true }).inputValue()).toBe('#00CEC9');
    expect(await page.getByRole('radio', { name: 'Friendly' }).isChecked()).toBe(true);
    expect(await button('Review Summary').isDisabled()).toBe(true);

    await page.getByLabel('Industry').fill('Specialty coffee shop');
    await page.getByLabel('Target audience').fill('Commuters and remote workers nearby');
    await page.getByLabel('Main goal').fill('Turn first-time visitors into morning regulars');
    expect(await button('Review Summary').isDisabled()).toBe(true);

    // Platforms by keyboard: focus the checkbox and press Space.
    await page.getByRole('checkbox', { name: 'Instagram' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Blog' }).check();
    expect(await button('Review Summary').isDisabled()).toBe(false);

    await page.getByLabel('Brand name').fill('x'.repeat(201));
    await page.getByText('Brand name must be at most 200 characters.').waitFor();
    expect(await button('Review Summary').isDisabled()).toBe(true);
    await page.getByLabel('Brand name').fill('Corner Café');

    await page.getByRole('radio', { name: 'Playful' }).check();
    await page.getByRole('textbox', { name: 'Secondary colour', exact: true }).fill('#00B894');
  });

  it('uploads a logo through the file picker and can remove it', async () => {
    screenshotOnFailure(() => page, 'onboarding-logo');
    await page.getByText('PNG or JPG up to 5MB').waitFor();
    await page.locator('input[type="file"]').setInputFiles(logoPath);
    await expectToast(page, 'Logo uploaded', 'Your logo has been successfully uploaded');
    const logo = page.getByRole('img', { name: 'Your logo' });
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await button('Remove').click();
    await logo.waitFor({ state: 'hidden' });
    await page.locator('input[type="file"]').setInputFiles(logoPath);
    await expectToast(page, 'Logo uploaded');
    await logo.waitFor();
  });

  it('reviews what it learned about the brand', async () => {
    screenshotOnFailure(() => page, 'onboarding-review');
    await button('Review Summary').click();
    await stepHeading("Perfect! Here's what we learned about your brand").waitFor();
    await heading(page, 'Onboarding');
    for (const text of [
      'Corner Café',
      'Specialty coffee shop',
      'Playful',
      'Commuters and remote workers nearby',
      'Turn first-time visitors into morning regulars',
      'Instagram, Blog',
      '#6C5CE7',
      '#00B894',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByRole('img', { name: 'Your logo' }).waitFor();
    await button('Back').waitFor();
  });

  it('completes setup and shows the real generation progress up to 100%', async () => {
    screenshotOnFailure(() => page, 'onboarding-progress');
    await button('Complete Setup').click();
    await overlay().getByText('Crafting your marketing strategy...').waitFor();
    // The line under the title names the stage being worked on, whichever it is by now.
    await expect.poll(async () => (await overlay().getByTestId('generation-stage').innerText()).trim()).toMatch(/\.\.\.$|^Your content is ready\.$/);
    for (const label of STAGE_LABELS) {
      await overlay().getByText(label, { exact: true }).waitFor();
    }
    await overlay().getByText('100%', { exact: true }).waitFor({ timeout: 45_000 });
    await heading(page, 'Onboarding');
  });

  it('shows the AI strategy with a brand kit preview, and resumes there after a reload', async () => {
    screenshotOnFailure(() => page, 'onboarding-strategy');
    await stepHeading('AI Strategy').waitFor({ timeout: 15_000 });
    await overlay().waitFor({ state: 'detached' });
    expect((await page.getByTestId('strategy-summary').innerText()).trim().length).toBeGreaterThan(40);
    await page.getByText('Your brand kit').waitFor();
    await page.getByRole('img', { name: 'Your logo' }).waitFor();

    await page.reload();
    await heading(page, 'Onboarding');
    await stepHeading('AI Strategy').waitFor();
    await button('Next').click();
  });

  it('shows the Premium Content Package', async () => {
    screenshotOnFailure(() => page, 'onboarding-package');
    await stepHeading('Premium Content Package').waitFor();
    await page.getByText('7 posts', { exact: true }).waitFor();
    await page.getByText('+4 more posts', { exact: true }).waitFor();
    await page.getByText('1,200+ words', { exact: true }).waitFor();
    blogTitle = (await page.getByTestId('package-blog-title').innerText()).trim();
    expect(blogTitle).not.toBe('');

    const captions = await page.locator('.markk-captions li').allInnerTexts();
    expect(captions).toHaveLength(3);
    for (const caption of captions) {
      expect(Array.from(caption.replace(/…$/, '')).length).toBeLessThanOrEqual(60);
    }

    await button('Let Markk Run This').click();
    const notice = page.getByText('Premium Service - Coming soon', { exact: true });
    await notice.waitFor();
    await notice.waitFor({ state: 'hidden', timeout: 5_000 });

    // Edit & Customize opens the first post's editor in place; Cancel closes it.
    await button('Edit & Customize').click();
    const firstPost = page.getByTestId('package-post-1').locator('textarea');
    await firstPost.waitFor();
    await button('Cancel').click();
    await firstPost.waitFor({ state: 'detached' });
  });

  it('approves the package once, even on a double click, and goes to the dashboard', async () => {
    screenshotOnFailure(() => page, 'onboarding-approve');
    const approvals: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/generation-runs\/[^/]+\/approve$/.test(request.url())) approvals.push(request.url());
    });
    await button('Approve & Publish').dblclick();
    await stepHeading('Your marketing department is ready').waitFor();
    expect(approvals).toHaveLength(1);

    await button('Go to Dashboard').click();
    await page.waitForURL((url) => url.pathname === '/');
    // The onboarding gate now lets the user stay on /.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('lists the 9 drafts under Content and edits one', async () => {
    screenshotOnFailure(() => page, 'onboarding-content');
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    await page.waitForURL(/\/content$/);
    await heading(page, 'Content');
    expect(await page.title()).toBe('Content — Markk');
    const drafts = page.locator(DRAFT_LINK);
    await expect.poll(() => drafts.count()).toBe(9);
    // Seven posts, one newsletter, one blog post, all drafts.
    expect(await page.getByText('Post', { exact: true }).count()).toBe(7);
    expect(await page.getByText('Email', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Blog', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Draft', { exact: true }).count()).toBe(9);

    await page.getByRole('link', { name: blogTitle, exact: true }).click();
    await heading(page, blogTitle);
    const body = await page.getByLabel('Body').inputValue();
    expect(body.split(/\s+/).filter(Boolean).length).toBeGreaterThan(100);
    await page.getByLabel('Title').fill('Why mornings matter at Corner Café');
    await button('Save').click();
    await expectToast(page, 'Saved', 'Your changes have been saved.');
    await page.reload();
    await heading(page, 'Why mornings matter at Corner Café');
    expect(await page.getByLabel('Title').inputValue()).toBe('Why mornings matter at Corner Café');

    await page.goto(`${stackUrl()}/content/no-such-item`);
    await heading(page, 'Content not found');
    await page.getByRole('link', { name: 'Back to Content' }).waitFor();
  });

  it('edits the brand kit in Settings › Brand, and whose seasons it follows; the edit survives a reload', async () => {
    screenshotOnFailure(() => page, 'onboarding-settings-brand');
    await page.goto(`${stackUrl()}/settings`);
    await heading(page, 'Settings');
    const industry = page.getByLabel('Industry');
    await industry.waitFor();
    expect(await industry.inputValue()).toBe('Specialty coffee shop');
    expect(await page.getByRole('radio', { name: 'Playful' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Blog' }).isChecked()).toBe(true);
    await page.getByRole('img', { name: 'Your logo' }).waitFor();

    await industry.fill('Coffee roastery and café');
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByLabel('Describe your tone').fill('Warm, nerdy about beans');
    await page.getByRole('checkbox', { name: 'LinkedIn' }).check();
    await button('Remove').click();
    // Seasons follow the brand's place until the owner chooses.
    expect(await page.getByRole('radio', { name: /^From my brand’s place/ }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: /^Southern hemisphere/ }).check();
    await button('Save').click();
    await expectToast(page, 'Settings saved', 'Your brand settings have been updated successfully');

    await page.reload();
    await heading(page, 'Settings');
    await page.getByLabel('Industry').waitFor();
    expect(await page.getByLabel('Industry').inputValue()).toBe('Coffee roastery and café');
    expect(await page.getByLabel('Describe your tone').inputValue()).toBe('Warm, nerdy about beans');
    expect(await page.getByRole('checkbox', { name: 'LinkedIn' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^Southern hemisphere/ }).isChecked()).toBe(true);
    expect(await page.getByRole('img', { name: 'Your logo' }).count()).toBe(0);
    await page.getByText('PNG or JPG up to 5MB').waitFor();
  });

  it('refuses a non-image logo with "Upload failed"', async () => {
    screenshotOnFailure(() => page, 'onboarding-bad-logo');
    const textFile = path.join(tempDir, 'notes.txt');
    writeFileSync(textFile, 'not an image');
    await page.locator('input[type="file"]').setInputFiles(textFile);
    await expectToast(page, 'Upload failed', 'The logo must be a PNG, JPG, WebP or GIF image.');
    expect(await page.getByRole('img', { name: 'Your logo' }).count()).toBe(0);
  });
});

describe('onboarding screens at 375 px', () => {
  it('fits the brand form and the drafts list on a phone', async () => {
    const phone = await session.browser.newContext({ viewport: { width: 375, height: 740 } });
    const mobile = await phone.newPage();
    screenshotOnFailure(() => mobile, 'onboarding-mobile');
    await mobile.goto(`${stackUrl()}/onboarding`);
    await new AuthScreen(mobile).signIn(email, password);
    await mobile.waitForURL((url) => url.pathname === '/');

    await mobile.goto(`${stackUrl()}/onboarding`);
    await heading(mobile, 'Onboarding');
    await mobile.getByRole('button', { name: "Let's Go", exact: true }).click();
    await mobile.getByRole('heading', { level: 2, name: 'Brand & Business Setup', exact: true }).waitFor();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await mobile.goto(`${stackUrl()}/content`);
    await heading(mobile, 'Content');
    await expect.poll(() => mobile.locator(DRAFT_LINK).count()).toBe(9);
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.close();
  });
});

describe('a generation run that fails, and one that is left mid-way', () => {
  it('shows which stage failed and why; Try again starts a new run, which a reload resumes', async () => {
    screenshotOnFailure(() => page, 'onboarding-failed-run');
    // Onboarding is complete, so /onboarding starts at Welcome with the saved kit filled in.
    await page.goto(`${stackUrl()}/onboarding`);
    await heading(page, 'Onboarding');
    await button("Let's Go").click();
    await stepHeading('Brand & Business Setup').waitFor();
    expect(await page.getByLabel('Industry').inputValue()).toBe('Coffee roastery and café');
    await button('Review Summary').click();

    // What the page is told about the runs: the first one failed at the strategy stage (as the
    // workflow's Catch records it); the second is held "running" at 60 % until `holding` ends.
    type Run = { runId: string; stages: { state: string }[] };
    let failedRunId: string | null = null;
    let holding = false;
    const failed = (run: Run) => ({
      ...run,
      status: 'failed',
      percent: 20,
      result: null,
      error: 'The AI service did not answer in time.',
      stages: run.stages.map((stage, index) => ({ ...stage, state: index === 0 ? 'done' : index === 1 ? 'failed' : 'pending' })),
    });
    const held = (run: Run) => ({
      ...run,
      status: 'running',
      percent: 60,
      result: null,
      approvedAt: null,
      stages: run.stages.map((stage, index) => ({ ...stage, state: index < 2 ? 'done' : index === 2 ? 'active' : 'pending' })),
    });
    const shown = (run: Run) => (run.runId === failedRunId ? failed(run) : holding ? held(run) : run);
    const runUrl = /\/generation-runs\/[^/?]+$/;
    const listUrl = /\/generation-runs$/;
    await page.route(runUrl, async (route) => {
      const response = await route.fetch();
      const run = (await response.json()) as Run;
      failedRunId ??= run.runId;
      return route.fulfill({ response, json: shown(run) });
    });
    await page.route(listUrl, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const { runs } = (await response.json()) as { runs: Run[] };
      return route.fulfill({ response, json: { runs: runs.map(shown) } });
    });
    const starts: string[] = [];
    const polled: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && listUrl.test(request.url())) starts.push((request.postDataJSON() as { requestId: string }).requestId);
      if (request.method() === 'GET' && runUrl.test(request.url())) polled.push(request.url());
    });

    await button('Complete Setup').click();
    await overlay().getByText('Building your marketing strategy failed', { exact: true }).waitFor();
    await overlay().getByText('The AI service did not answer in time.', { exact: true }).waitFor();

    holding = true;
    await overlay().getByRole('button', { name: 'Try again', exact: true }).click();
    await overlay().getByText('60%', { exact: true }).waitFor();
    expect(starts).toHaveLength(2);
    expect(starts[0]).not.toBe(starts[1]);
    const secondRun = polled.at(-1);
    expect(secondRun).not.toContain(failedRunId!);

    // Leaving mid-generation and coming back shows the same run's progress again.
    await page.reload();
    await heading(page, 'Onboarding');
    await overlay().getByText('60%', { exact: true }).waitFor();
    await expect.poll(() => polled.filter((url) => url === secondRun).length).toBeGreaterThan(2);
    expect(starts).toHaveLength(2);

    holding = false;
    await overlay().getByText('100%', { exact: true }).waitFor({ timeout: 45_000 });
    await stepHeading('AI Strategy').waitFor({ timeout: 15_000 });
    await page.unroute(runUrl);
    await page.unroute(listUrl);
  });
});

describe('the Content-Security-Policy', () => {
  it('was not violated by any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
