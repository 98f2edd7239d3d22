// Analytics in a real browser. Tracked links: a café owner makes a short link on /analytics,
// someone follows it, and the owner sees the click counted in the table and on today's bar, and
// downloads the list as CSV; deleting it (after a confirmation) makes the short link answer "not
// found". Results: a new Growth owner sees how to get data and the upgrade message for the
// Premium views and ranges; a Premium owner whose post with a link went out to two sandbox
// networks, and whose short link three readers followed, sees the clicks, the impressions and
// the post among the top posts (and on the dashboard's This week card), downloads them as CSV,
// and sees the breakdowns by network and the post's detail;
// axe finds nothing serious on those views at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { analyticsEndpoints } from '#contracts/analytics';
import { ADVANCED_ANALYTICS_LIMIT, GROWTH_RANGE_LIMIT } from '#contracts/analytics-overview';
import { billingEndpoints } from '#contracts/billing';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { localTimeOf } from '#domain/publishing/time';
import { auditBothWidths } from './a11y/audit.ts';
import { navigateInApp, openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { pullMetricsNow } from '../support/analytics.ts';
import { advanceSandbox, connect } from '../support/networks.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { callOk, newUser, type TestUser } from '../support/users.ts';
import { BROWSER } from '../support/visitors.ts';

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

/** Clicks `button` and answers the file the browser downloaded: its name and its text. */
async function downloaded(button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: (file as Download).suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

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

    const csv = await downloaded('Download CSV: Links');
    expect(csv.name).toMatch(/^markk-links-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFTitle,Short link,Destination,Campaign,Clicks,Created',
      `${TITLE},${link!.shortUrl},${DESTINATION},spring,1,${link!.createdAt.slice(0, 10)}`,
    ]);

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

describe('results', () => {
  it('shows a new Growth owner how to get results, and the upgrade message for the Premium views and ranges', async () => {
    screenshotOnFailure(() => page, 'analytics-growth');
    await signInPage(page, user, '/analytics');
    await page.getByTestId('analytics-totals').waitFor();
    await expect.poll(() => page.getByTestId('top-posts').textContent()).toContain('Connect an account to see how your posts do.');
    expect(await page.getByTestId('top-posts').getByRole('link', { name: 'Go to Connected accounts' }).getAttribute('href')).toBe('/settings?tab=connections');
    expect(await page.getByTestId('breakdowns-upgrade').textContent()).toContain(ADVANCED_ANALYTICS_LIMIT);

    await page.getByText('90 days', { exact: true }).click();
    await expect.poll(() => page.getByTestId('range-upgrade').textContent()).toContain(GROWTH_RANGE_LIMIT);
    expect(new URL(page.url()).searchParams.get('days')).toBe('90');
    await page.getByTestId('range-upgrade').getByRole('link', { name: 'Upgrade' }).click();
    await heading(page, 'Pricing');
  });

  it('shows a post published to two networks: its clicks, impressions and top post with its CSV, the breakdowns and the post’s detail', async () => {
    screenshotOnFailure(() => page, 'analytics-results');
    const owner = await newUser({ fullName: 'Cara Crumb', companyName: 'Crumb & Co Bakery' });
    const ownerId = await userIdOf(owner);
    await completeOnboarding(ownerId);
    await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
    const facebook = (await connect(owner, 'facebook')).account;
    const linkedin = (await connect(owner, 'linkedin')).account;
    const caption = `Celebration cakes for Saturday ${randomUUID().slice(0, 6)}: order at https://crumb.example/cakes`;
    const { post } = await callOk(pub.schedule, {
      token: owner.accessToken,
      body: {
        requestId: randomUUID(),
        caption,
        accountIds: [facebook.id, linkedin.id],
        when: { kind: 'at', localTime: localTimeOf(new Date(), 'Europe/London'), timeZone: 'Europe/London' },
      },
    });
    await vi.waitFor(async () => expect((await callOk(pub.get, { token: owner.accessToken, params: { postId: post.id } })).post.status).toBe('published'), {
      timeout: 30_000,
      interval: 250,
    });
    // Three readers click the Facebook post's short link (one of them twice), and the networks'
    // numbers are pulled some hours on.
    const { links } = await callOk(analyticsEndpoints.listLinks, { token: owner.accessToken, query: {} });
    expect(
      links
        .filter((l) => l.postId === post.id)
        .map((l) => l.network)
        .sort(),
    ).toEqual(['facebook', 'linkedin']);
    const shortUrl = links.find((l) => l.postId === post.id && l.network === 'facebook')!.shortUrl;
    for (const visitor of [1, 2, 3, 1])
      expect((await fetch(shortUrl, { redirect: 'manual', headers: { 'user-agent': `${BROWSER} Visitor/${visitor}` } })).status).toBe(302);
    await advanceSandbox(6);
    expect(await pullMetricsNow(ownerId, post.id)).toBeGreaterThan(0);

    await signInPage(page, owner, '/analytics?days=7');
    const totals = page.getByTestId('analytics-totals');
    await expect.poll(() => totals.getByTestId('total-postsPublished').textContent()).toMatch(/^2/);
    expect(await totals.getByTestId('total-clicks').textContent()).toMatch(/^3/);
    expect(await totals.getByTestId('total-impressions').textContent()).toMatch(/^[1-9]/);
    const top = page.getByTestId('top-posts');
    await expect.poll(() => top.getByRole('rowheader').first().textContent()).toContain(caption.slice(0, 30));
    expect(await top.getByRole('link', { name: /^View on Facebook/ }).getAttribute('target')).toBe('_blank');

    const found = await auditBothWidths(page, 'analytics results with data', () => top.getByRole('rowheader').first().waitFor());

    const csv = await downloaded('Download CSV: Top posts');
    const today = new Date().toISOString().slice(0, 10);
    expect(csv.name).toMatch(new RegExp(`^markk-top-posts-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.csv$`));
    const [header, ...rows] = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe('Network,Account,Post,Published,Impressions,Engagements,Clicks,Live post');
    // Which account's post ranks first depends on the sandbox's numbers: both are there.
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(['Facebook', 'LinkedIn']);
    expect(rows.every((row) => row.includes(caption.slice(0, 30)))).toBe(true);

    // The dashboard's This week card: the click and the best post, and the way to the page.
    await navigateInApp(page, '/');
    const week = page.getByTestId('this-week');
    await expect.poll(() => week.getByTestId('this-week-best-post').textContent()).toMatch(/Facebook · 3 clicks|LinkedIn · 0 clicks/);
    expect(await week.getByTestId('this-week-best-post').textContent()).toContain(caption.slice(0, 30));
    expect(await week.getByTestId('this-week-clicks').textContent()).toMatch(/^Clicks3/);
    await week.getByRole('link', { name: 'See your analytics' }).click();
    await heading(page, 'Analytics');
    const breakdowns = page.getByTestId('analytics-breakdowns');
    await breakdowns.getByRole('tab', { name: 'By network' }).waitFor();
    await expect
      .poll(() =>
        breakdowns
          .getByRole('rowheader')
          .allTextContents()
          .then((names) => names.slice(0, 2).sort()),
      )
      .toEqual(['Facebook', 'LinkedIn']);
    await page.getByTestId('best-times').getByText('General guidance', { exact: true }).waitFor();

    // By keyboard: Enter on Details opens the post's detail, Escape closes it.
    await top
      .getByRole('button', { name: /^Details: / })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog');
    await detail.getByText('On each account').waitFor();
    await expect
      .poll(() =>
        detail
          .getByRole('rowheader')
          .allTextContents()
          .then((names) => names.join(' ')),
      )
      .toMatch(/\(Facebook\).*\(LinkedIn\)|\(LinkedIn\).*\(Facebook\)/);
    found.push(...(await auditBothWidths(page, 'a post’s detail', () => detail.getByText('On each account').waitFor())));
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.isVisible()).toBe(false);
    found.push(...(await auditBothWidths(page, 'analytics results on Premium', () => breakdowns.getByRole('tab', { name: 'By network' }).waitFor())));
    expect(found).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  it('blocked nothing the analytics pages did (charts, tables, the downloads)', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
