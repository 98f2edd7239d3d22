// The dashboard in a real browser against the local stack: items made for the user through
// the domain layer, counts and weekly progress on the cards, search by a middle substring
// in another case (one request per debounced term), a vault resource opened from the search
// in a new tab, mark all read, the error state with
// Retry, and the page at 375 px.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import * as Notifications from '#domain/notifications';
import * as Projects from '#domain/projects';
import * as Resources from '#domain/resources';
import * as Tasks from '#domain/tasks';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { AuthScreen, DashboardPage, expectToast } from './pages.ts';
import { newUser, stackUrl, type TestUser } from '../support/users.ts';
import { communityPost, completeOnboarding, userIdOf } from '../support/seed.ts';

let session: BrowserSession;
let page: Page;
let user: TestUser;
const marker = randomUUID().slice(0, 6);
const fileUrl = `https://files.example.com/${marker}/playbook.pdf`;

beforeAll(async () => {
  user = await newUser({ fullName: 'Dana Dash' });
  const userId = await userIdOf(user);
  await completeOnboarding(userId);

  const launch = await Projects.create(userId, { title: `Spring Launch Campaign ${marker}` });
  await Projects.create(userId, { title: `Archived ${marker}`, status: 'completed' });
  await Tasks.createMany(userId, [
    { projectId: launch.projectId, title: `Draft launch email ${marker}`, status: 'done' },
    { projectId: launch.projectId, title: `Book photographer ${marker}`, status: 'done' },
    { projectId: launch.projectId, title: `Plan launch party ${marker}` },
  ]);
  await communityPost(userId, { title: `Our launch went great ${marker}` });
  await Resources.create(userId, { title: `Launch Playbook ${marker}`, fileUrl });
  await Notifications.notify(userId, { title: 'Your content is ready', message: 'Your 7-day content package has been generated.' });
  await Notifications.notify(userId, { title: 'New team member', message: 'Sam joined your team.' });

  // Someone else's project with the same words must never show up.
  const other = await newUser({ fullName: 'Other' });
  await Projects.create(await userIdOf(other), { title: `Other Launch Plan ${marker}` });

  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

describe('the dashboard', () => {
  it('signs in to the dashboard with its title and the counts of the user’s own items', async () => {
    screenshotOnFailure(() => page, 'dashboard-cards');
    await page.goto(`${stackUrl()}/`);
    await new AuthScreen(page).signIn(user.email, user.password);
    const dashboard = new DashboardPage(page);
    await dashboard.isShown();
    expect(await page.title()).toBe('Marketing Dashboard — Markk');

    await expect.poll(() => dashboard.stat('stat-active-projects').innerText()).toMatch(/Active Projects\s+1/);
    expect(await dashboard.stat('stat-completed-tasks').innerText()).toMatch(/Completed Tasks\s+2/);
    expect(await dashboard.stat('stat-community-posts').innerText()).toMatch(/Community Posts\s+1/);
    const weekly = dashboard.stat('stat-weekly-progress');
    expect(await weekly.innerText()).toContain('2 tasks completed this week');
    expect(await weekly.innerText()).toContain('20%');
    expect(await weekly.locator('progress').getAttribute('value')).toBe('20');
    for (const action of ['Chat with AI Assistant', 'Join Community']) {
      expect(await page.getByText(action, { exact: true }).isVisible()).toBe(true);
    }
    // The stat cards and "Your content" are apart, as every other block of the page.
    const cards = (await dashboard.stat('stat-weekly-progress').boundingBox())!;
    const content = (await page.getByTestId('your-content').boundingBox())!;
    expect(content.y - (cards.y + cards.height)).toBeGreaterThanOrEqual(16);
  });

  it('a stat card leads to its area', async () => {
    screenshotOnFailure(() => page, 'dashboard-card-link');
    await new DashboardPage(page).stat('stat-completed-tasks').click();
    await page.waitForURL(/\/tasks$/);
    await page.goBack();
    await new DashboardPage(page).isShown();
  });

  it('finds the user’s items by a middle substring in another case, with one request for the typed term', async () => {
    screenshotOnFailure(() => page, 'dashboard-search');
    const dashboard = new DashboardPage(page);
    const searches: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/api/search')) searches.push(url.searchParams.get('q') ?? '');
    };
    page.on('request', onRequest);
    const term = `AUNCH`;
    await dashboard.searchBox().click();
    await page.keyboard.type(term, { delay: 40 });
    await dashboard.results().getByText('Searching...').or(dashboard.group('projects')).first().waitFor();
    await dashboard.group('projects').waitFor();

    const projects = dashboard.group('projects');
    expect(await projects.getByRole('link').allInnerTexts()).toEqual([`Spring Launch Campaign ${marker}`]);
    expect(await projects.innerText()).toMatch(/Projects\s+1/);
    const taskTitles = await dashboard.group('tasks').getByRole('link').allInnerTexts();
    expect(taskTitles.sort()).toEqual([`Draft launch email ${marker}`, `Plan launch party ${marker}`].sort());
    expect(await dashboard.group('tasks').innerText()).toMatch(/Tasks\s+2/);
    expect(await dashboard.group('posts').getByRole('link').allInnerTexts()).toEqual([`Our launch went great ${marker}`]);
    expect(await dashboard.results().innerText()).toContain('Community Posts');
    const resource = dashboard.group('resources').getByRole('link', { name: new RegExp(`Launch Playbook ${marker}`) });
    expect(await resource.getAttribute('href')).toBe(fileUrl);
    expect(await resource.getAttribute('target')).toBe('_blank');
    expect(await dashboard.results().innerText()).not.toContain('Other Launch Plan');

    page.off('request', onRequest);
    expect(searches).toEqual([term]);
  });

  it('narrows to the marker and says "No results" for a term nothing matches', async () => {
    screenshotOnFailure(() => page, 'dashboard-no-results');
    const dashboard = new DashboardPage(page);
    await dashboard.searchBox().fill(`zz-nothing-${marker}`);
    await dashboard.results().getByText('No results', { exact: true }).waitFor();
  });

  it('a project result leads to /projects, reached by keyboard', async () => {
    screenshotOnFailure(() => page, 'dashboard-search-keyboard');
    const dashboard = new DashboardPage(page);
    await dashboard.searchBox().fill(`spring launch campaign ${marker.toUpperCase()}`);
    const link = dashboard.group('projects').getByRole('link', { name: `Spring Launch Campaign ${marker}` });
    await link.waitFor();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/projects$/);
    await page.goBack();
    await dashboard.isShown();
  });

  it('a vault resource found by the search opens its file in a new tab, through a short-lived link', async () => {
    screenshotOnFailure(() => page, 'dashboard-search-resource');
    const dashboard = new DashboardPage(page);
    // A starter guide: its file is in the private bucket, so the click asks for a download link.
    await dashboard.searchBox().fill('ads launch checklist');
    const link = dashboard
      .group('resources')
      .getByRole('link', { name: /^Paid Ads Launch Checklist/ })
      .first();
    await link.waitFor();
    const signedGet = page.context().waitForEvent('request', (request) => /X-Amz-Signature=/i.test(request.url()) && request.method() === 'GET');
    const tab = page.context().waitForEvent('page');
    await link.click();
    await tab;
    const response = await (await signedGet).response();
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-disposition']).toMatch(/paid.ads.launch.checklist/i);
    // The dashboard stays where it was.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('"Mark all read" clears the "New" labels, and they stay cleared after a reload', async () => {
    screenshotOnFailure(() => page, 'dashboard-mark-read');
    const dashboard = new DashboardPage(page);
    await dashboard.notifications().getByText('Your content is ready').waitFor();
    await expect.poll(() => dashboard.newBadges().count()).toBe(2);
    await dashboard.notifications().getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => dashboard.newBadges().count()).toBe(0);
    await page.reload();
    await dashboard.notifications().getByText('New team member').waitFor();
    expect(await dashboard.newBadges().count()).toBe(0);
  });

  it('a failed mark-all-read shows the "Error" toast with the message', async () => {
    screenshotOnFailure(() => page, 'dashboard-mark-read-error');
    await page.route('**/api/notifications/read-all', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Notifications are resting.' }) }),
    );
    await new DashboardPage(page).notifications().getByRole('button', { name: 'Mark all read' }).click();
    await expectToast(page, 'Error', 'Notifications are resting.');
    await page.unroute('**/api/notifications/read-all');
  });

  it('shows an error with Retry when the dashboard cannot load, and recovers', async () => {
    screenshotOnFailure(() => page, 'dashboard-error');
    await page.route('**/api/dashboard?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }) }),
    );
    await page.reload();
    const error = page.getByTestId('dashboard-error');
    await error.getByText("We couldn't load your dashboard.").waitFor();
    expect(await error.innerText()).toContain('Something went wrong on our side. Please try again.');
    await page.unroute('**/api/dashboard?*');
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => new DashboardPage(page).stat('stat-active-projects').innerText()).toMatch(/Active Projects\s+1/);
  });
});

describe('the dashboard on a phone', () => {
  it('fits 375 px, and a user without notifications is all caught up', async () => {
    const fresh = await newUser({ fullName: 'Phone Dash' });
    await completeOnboarding(await userIdOf(fresh));
    const phone = await session.browser.newContext({ viewport: { width: 375, height: 740 } });
    const mobile = await phone.newPage();
    screenshotOnFailure(() => mobile, 'dashboard-mobile');
    await mobile.goto(`${stackUrl()}/`);
    await new AuthScreen(mobile).signIn(fresh.email, fresh.password);
    const dashboard = new DashboardPage(mobile);
    await dashboard.isShown();
    await dashboard.notifications().getByText("You're all caught up.").waitFor();
    await expect.poll(() => dashboard.stat('stat-active-projects').innerText()).toMatch(/Active Projects\s+0/);
    // A word no one's data holds: the resources and community posts other files made are searched too.
    await dashboard.searchBox().fill(`nomatch${randomUUID().slice(0, 8)}`);
    await dashboard.results().getByText('No results', { exact: true }).waitFor();
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.close();
  });
});

describe('the Content-Security-Policy', () => {
  it('was not violated by any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
