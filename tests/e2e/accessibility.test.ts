// axe-core on every page of the SPA, at 1280 px and 375 px: no serious or critical violation
// outside the exceptions listed (with their reasons) in tests/e2e/a11y/audit.ts. Signed out:
// the sign-in screen in each of its states, the invitation landings, the public pricing page.
// Signed in: every onboarding step (the real generation included), then every route of the
// router with real ids (a draft from that generation, invitations made through the API). The
// page table below has one entry per route pattern of the router; a route without one fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CAMPAIGN_MESSAGES } from '#contracts/campaigns';
import { VOICE_MESSAGES } from '#contracts/brand-voice';
import { BULK_MESSAGES } from '#contracts/bulk';
import { WEBHOOK_MESSAGES } from '#contracts/webhooks';
import { SEO_OUTLINE_MESSAGES } from '#contracts/seo-outlines';
import { CONTENT_PLAN_MESSAGES } from '#contracts/content-plan';
import { contentEndpoints } from '#contracts/content';
import { projectEndpoints } from '#contracts/projects';
import { taskEndpoints } from '#contracts/tasks';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import { API_TOKEN_MESSAGES } from '#contracts/api-tokens';
import { ROUTER_PATHS } from '../../web/src/app/routing/routes.ts';
import { auditBothWidths, DESKTOP, PHONE, violations } from './a11y/audit.ts';
import { navigateInApp, openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { AuthScreen, expectToast, heading } from './pages.ts';
import { callOk, newUser, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';

/** A pass over many pages (over forty visits at two widths), on a machine shared with other test runs. */
const BROWSER_PASS_MS = 600_000;

let session: BrowserSession;
let page: Page;
/** Goes through onboarding in the browser; its drafts are the content pages' real ids. */
let user: TestUser;
/** Another owner, whose invitations are the invite pages' real tokens. */
let inviter: TestUser;
const fixtures = { openToken: '', revokedToken: '', ownToken: '', itemId: '', itemTitle: '', projectId: '', taskId: '' };

beforeAll(async () => {
  [user, inviter] = await Promise.all([
    newUser({ fullName: 'Alma Audit', companyName: 'Corner Café' }, 'audit-pass1'),
    newUser({ fullName: 'Ivo Inviter' }, 'audit-pass1'),
  ]);
  const [open, revoked, own] = await Promise.all([
    callOk(viralInviteEndpoints.create, { token: inviter.accessToken, body: {} }),
    callOk(viralInviteEndpoints.create, { token: inviter.accessToken, body: {} }),
    callOk(viralInviteEndpoints.create, { token: user.accessToken, body: {} }),
  ]);
  await callOk(viralInviteEndpoints.revoke, { token: inviter.accessToken, params: { token: revoked.invitation.token } });
  fixtures.openToken = open.invitation.token;
  fixtures.revokedToken = revoked.invitation.token;
  fixtures.ownToken = own.invitation.token;
  // A project from a template: its board, its tasks and one task's page are audited with real data.
  const { project } = await callOk(projectEndpoints.create, { token: user.accessToken, body: { title: 'Spring menu launch', templateType: 'product-launch' } });
  const board = await callOk(projectEndpoints.tasks, { token: user.accessToken, params: { projectId: project.projectId } });
  fixtures.projectId = project.projectId;
  fixtures.taskId = board.tasks[0]!.taskId;
  await callOk(taskEndpoints.update, {
    token: user.accessToken,
    params: { projectId: project.projectId, taskId: board.tasks[1]!.taskId },
    body: { status: 'done' },
  });
  session = await openBrowser(DESKTOP);
  // Cloudscape stops its transitions under reduced motion, so colours are measured at rest.
  await session.context.close();
  session.context = await session.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  page = await session.context.newPage();
  session.page = page;
});

afterAll(async () => {
  await session?.close();
});

/** What a page shows once it has loaded: a visit waits for it. */
type Ready = (p: Page) => Locator;
const h1 =
  (name: string): Ready =>
  (p) =>
    p.getByRole('heading', { level: 1, name, exact: true });
const text =
  (value: string): Ready =>
  (p) =>
    p.getByText(value, { exact: true }).first();
const waitFor = (ready: Ready) => (p: Page) => ready(p).waitFor();
const button = (name: string) => page.getByRole('button', { name, exact: true });
const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** The dashboard once its drafts are counted: seven posts from the onboarding package. */
const dashboardWithDrafts: Ready = (p) => p.getByRole('link', { name: 'Social posts: 7 drafts' });

/**
 * Opens `path` and audits it at both widths once `ready` holds; returns what axe found. From a
 * page of the app it goes there as the app's links do (the document, and axe in it, stay),
 * unless the page already shows what `ready` waits for: then only a fresh load proves the new
 * page is the one audited.
 */
async function visit(label: string, path: string, ready: Ready, arrival: 'navigate' | 'load' = 'navigate'): Promise<string[]> {
  const inApp = arrival === 'navigate' && page.url().startsWith(stackUrl());
  if (inApp && !(await ready(page).isVisible())) await navigateInApp(page, path);
  else await page.goto(`${stackUrl()}${path}`);
  await ready(page).waitFor();
  return auditBothWidths(page, label, waitFor(ready));
}

interface Visit {
  label: string;
  path: () => string;
  ready: Ready;
}

/**
 * One entry per route pattern of the router (web/src/app/routing/routes.ts ROUTER_PATHS):
 * the signed-in visits that audit it. The onboarding route is audited step by step instead.
 */
const PAGES: Record<string, Visit[] | 'wizard'> = {
  '/': [{ label: 'dashboard with content', path: () => '/', ready: dashboardWithDrafts }],
  '/assistant': [{ label: 'assistant', path: () => '/assistant', ready: h1('AI Assistant') }],
  '/assistant/:persona': [
    { label: 'assistant chat', path: () => '/assistant/thomas', ready: text('Ready to help you succeed!') },
    { label: 'assistant own-key form', path: () => '/assistant/chatgpt', ready: (p) => p.getByLabel('OpenAI API key') },
  ],
  // A conversation id nobody has: the not-found screen (tests/e2e/assistant.test.ts opens real ones).
  '/assistant/threads/:threadId': [
    { label: 'unknown conversation', path: () => '/assistant/threads/00000000-0000-4000-8000-000000000000', ready: text('Conversation not found') },
  ],
  '/community': [{ label: 'community', path: () => '/community', ready: h1('Community') }],
  // tests/e2e/community.test.ts audits a channel with posts and a post page with replies.
  '/community/:channel': [{ label: 'community channel', path: () => '/community/ask-markk', ready: h1('Community') }],
  '/community/posts/:postId': [
    { label: 'missing community post', path: () => '/community/posts/00000000-0000-4000-8000-000000000000', ready: h1('Post not found') },
  ],
  '/community/moderation': [{ label: 'review queue for a member', path: () => '/community/moderation', ready: (p) => p.getByTestId('not-a-moderator') }],
  // The starter library fills the grid on every stack (tests/e2e/resources.test.ts audits the upload dialog).
  '/resources': [{ label: 'resources grid', path: () => '/resources', ready: (p) => p.getByTestId('resource-grid').getByTestId('resource-card').first() }],
  '/tasks': [{ label: 'tasks', path: () => '/tasks?status=all', ready: (p) => p.getByRole('link', { name: 'Spring menu launch' }).first() }],
  '/projects': [{ label: 'projects', path: () => '/projects', ready: h1('Projects') }],
  '/projects/:projectId': [
    { label: 'project board', path: () => `/projects/${fixtures.projectId}`, ready: (p) => p.getByTestId('kanban-board').getByRole('link').first() },
    // An id that is no project: the not-found screen (tests/e2e/projects.test.ts audits the other tabs and dialogs).
    { label: 'unknown project', path: () => '/projects/launch-2026', ready: h1('Project not found') },
  ],
  '/projects/:projectId/tasks/:taskId': [
    { label: 'task', path: () => `/projects/${fixtures.projectId}/tasks/${fixtures.taskId}`, ready: (p) => p.getByTestId('task-comments') },
    // Ids that are no project's: the task page's not-found screen.
    { label: 'unknown task', path: () => '/projects/launch-2026/tasks/first-post', ready: h1('Project not found') },
  ],
  '/team': [{ label: 'team', path: () => '/team', ready: h1('Team Management') }],
  // A token no invitation has: the page's error state (tests/e2e/team.test.ts accepts real ones).
  '/team-invite/:token': [{ label: 'team invite error', path: () => '/team-invite/team-token', ready: (p) => p.getByTestId('team-invite-error') }],
  '/invite/:token': [
    {
      label: "another owner's invitation",
      path: () => `/invite/${fixtures.openToken}`,
      ready: (p) => p.getByRole('button', { name: 'Accept invitation' }),
    },
    {
      label: 'own invitation',
      path: () => `/invite/${fixtures.ownToken}`,
      ready: (p) => p.getByRole('heading', { name: 'This is your own invitation link' }),
    },
    { label: 'revoked invitation', path: () => `/invite/${fixtures.revokedToken}`, ready: h1("You're Invited") },
  ],
  '/share': [{ label: 'share', path: () => '/share', ready: h1('Share') }],
  '/onboarding': 'wizard',
  '/settings': [
    { label: 'settings brand tab', path: () => '/settings?tab=brand', ready: (p) => p.getByLabel('Industry') },
    { label: 'settings brand voice tab on the Free plan', path: () => '/settings?tab=voice', ready: text(VOICE_MESSAGES.premium) },
    { label: 'settings AI tab', path: () => '/settings?tab=ai', ready: h1('Settings') },
    { label: 'settings account tab', path: () => '/settings?tab=account', ready: (p) => p.getByLabel('Current Password') },
    { label: 'settings connected accounts tab', path: () => '/settings?tab=connections', ready: (p) => p.getByRole('heading', { name: 'Connect an account' }) },
    // The default workspace's members and the permission table (tests/e2e/workspaces.test.ts audits a client workspace's).
    { label: 'settings workspaces tab', path: () => '/settings?tab=workspaces', ready: (p) => p.getByTestId('workspace-members') },
    // Without Enterprise: the plan message (tests/e2e/webhooks.test.ts audits an Enterprise workspace's endpoints and deliveries).
    { label: 'settings webhooks tab without Enterprise', path: () => '/settings?tab=webhooks', ready: text(WEBHOOK_MESSAGES.plan) },
    // The audited owner is on the Free plan: the API tab says tokens come with Enterprise (tests/e2e/api-tokens.test.ts audits it on Enterprise).
    { label: 'settings API tab on the Free plan', path: () => '/settings?tab=api', ready: text(API_TOKEN_MESSAGES.upgrade) },
  ],
  '/pricing': [{ label: 'pricing', path: () => '/pricing', ready: h1('Pricing') }],
  '/docs/api': [{ label: 'API reference', path: () => '/docs/api', ready: (p) => p.getByText('POST /v1/content-items').first() }],
  '/calendar': [
    { label: 'calendar month', path: () => '/calendar', ready: (p) => p.getByText(/^Nothing scheduled in this month yet/).first() },
    { label: 'calendar week', path: () => '/calendar?view=week', ready: (p) => p.getByText(/^Nothing scheduled in this week yet/).first() },
  ],
  // The editor with its live preview drawn, and the gallery's empty state.
  '/studio': [{ label: 'creative studio', path: () => '/studio', ready: (p) => p.locator('.studio-preview img') }],
  // Before any account, post or link: the range control, each result's empty state (how to get
  // data), the upgrade message for the breakdowns, the create form and the links table's empty
  // state. tests/e2e/analytics.test.ts audits the page with a published post's results, on
  // Growth and on Premium (breakdowns, best times, a post's detail).
  '/analytics': [
    {
      label: 'analytics with no results yet',
      path: () => '/analytics',
      ready: (p) => p.getByTestId('top-posts').getByText('Connect an account to see how your posts do.'),
    },
  ],
  '/connections/callback': [
    {
      label: 'connection that failed',
      path: () => '/connections/callback?state=not-a-valid-state-value-here&code=x',
      ready: text('Could not connect the account'),
    },
  ],
  // On the Free plan, "Plan my next 30 days" says it is Premium (tests/e2e/content-plan.test.ts audits it on Premium).
  '/calendar/plan': [{ label: 'plan my next 30 days on the Free plan', path: () => '/calendar/plan', ready: text(CONTENT_PLAN_MESSAGES.premium) }],
  // The audited owner is on the Free plan: the list and the form say campaigns are Premium (tests/e2e/campaigns.test.ts audits them on Premium).
  '/campaigns': [{ label: 'campaigns on the Free plan', path: () => '/campaigns', ready: text(CAMPAIGN_MESSAGES.premium) }],
  '/campaigns/new': [{ label: 'new campaign on the Free plan', path: () => '/campaigns/new', ready: text(CAMPAIGN_MESSAGES.premium) }],
  '/campaigns/:campaignId': [{ label: 'unknown campaign', path: () => '/campaigns/00000000000000000000000000000000', ready: h1('Campaign not found') }],
  // The audited owner is on the Free plan: SEO outlines say they are Premium (tests/e2e/seo-outlines.test.ts audits them on Premium).
  '/content/seo': [{ label: 'SEO outlines on the Free plan', path: () => '/content/seo', ready: text(SEO_OUTLINE_MESSAGES.premium) }],
  // Bulk generation says it is Enterprise (tests/e2e/bulk.test.ts audits the run and its review on Enterprise).
  '/content/bulk': [{ label: 'bulk generation on the Free plan', path: () => '/content/bulk', ready: text(BULK_MESSAGES.enterprise) }],
  '/content': [{ label: 'content list', path: () => '/content', ready: (p) => p.getByRole('link', { name: fixtures.itemTitle, exact: true }) }],
  '/content/:itemId': [
    { label: 'content item', path: () => `/content/${encodeURIComponent(fixtures.itemId)}`, ready: (p) => h1(fixtures.itemTitle)(p) },
    { label: 'missing content item', path: () => '/content/no-such-item', ready: h1('Content not found') },
  ],
  '/billing/checkout': [
    { label: 'checkout', path: () => '/billing/checkout?tier=premium', ready: (p) => p.getByRole('button', { name: 'Pay' }) },
    { label: 'checkout of an unknown plan', path: () => '/billing/checkout?tier=gold', ready: text('Unknown plan. Choose a plan on the pricing page.') },
  ],
  '/billing/portal': [{ label: 'billing portal', path: () => '/billing/portal', ready: h1('Manage Subscription') }],
  // A token no link has: the page says so, outside the shell (tests/e2e/workspaces.test.ts audits a real link at 375 px).
  '/approve/:token': [{ label: 'unknown approval link', path: () => '/approve/no-such-token', ready: (p) => p.getByTestId('approval-closed') }],
  '/auth': [{ label: '/auth signed in (the dashboard)', path: () => '/auth', ready: dashboardWithDrafts }],
  '*': [{ label: 'not found', path: () => '/no-such-page', ready: text('Oops! Page not found') }],
};

describe('the page table', () => {
  it('has an entry for every route of the router, and none for a route it does not have', () => {
    expect(ROUTER_PATHS.length).toBeGreaterThan(20);
    expect(ROUTER_PATHS.filter((path) => !(path in PAGES))).toEqual([]);
    expect(Object.keys(PAGES).filter((path) => !ROUTER_PATHS.includes(path))).toEqual([]);
  });
});

describe('the audit', () => {
  it('reports a serious violation planted into a page, naming its rule and element', async () => {
    await page.goto(`${stackUrl()}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.evaluate(() => {
      const planted = document.createElement('button');
      planted.id = 'planted-unnamed-button';
      document.querySelector('main, #root')!.append(planted);
    });
    const found = await auditBothWidths(page, 'planted');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^planted at 1280 px: button-name \(critical\) at #planted-unnamed-button/);
    expect(found[1]).toMatch(/^planted at 375 px: button-name \(critical\) at #planted-unnamed-button/);
  });
});

describe('signed out', () => {
  it(
    'has no serious violation on the sign-in screen in each of its states',
    async () => {
      screenshotOnFailure(() => page, 'a11y-auth');
      const found = await visit('sign in', '/auth', (p) => p.getByRole('button', { name: 'Sign In', exact: true }));
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      found.push(...(await auditBothWidths(page, 'sign up', (p) => p.getByLabel('Full Name').waitFor())));
      // Submitting an empty form shows every field's error.
      await button('Sign Up').click();
      found.push(...(await auditBothWidths(page, 'sign up with errors', waitFor(text('At least 6 characters.')))));

      await page.getByRole('tab', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      found.push(...(await auditBothWidths(page, 'forgot password', (p) => p.getByRole('heading', { name: 'Reset your password' }).waitFor())));

      await page.goto(`${stackUrl()}/`);
      await new AuthScreen(page).signUp({ fullName: 'Cora Confirm', email: uniqueEmail('a11y'), password: 'audit-pass1' });
      await expectToast(page, 'Account created!');
      found.push(...(await auditBothWidths(page, 'confirm sign-up', (p) => p.getByLabel('Verification code').waitFor())));

      // A fresh load: the screen would otherwise stay on the confirmation step it is on.
      found.push(...(await visit('unknown path signed out', '/no-such-page', (p) => p.getByRole('tab', { name: 'Sign In' }), 'load')));
      expect(found).toEqual([]);
    },
    BROWSER_PASS_MS,
  );

  it(
    'has no serious violation on the invitation landings and the public pricing page',
    async () => {
      screenshotOnFailure(() => page, 'a11y-signed-out-pages');
      const found = [
        ...(await visit('viral sign-up', `/invite/${fixtures.openToken}`, text('30 Days Premium Free'))),
        ...(await visit(
          'revoked invitation signed out',
          `/invite/${fixtures.revokedToken}`,
          text('Ask the person who invited you for a new link, or sign up without one.'),
        )),
        ...(await visit('unknown invitation signed out', '/invite/no-such-token', text('This invitation link is not valid.'))),
        ...(await visit('public pricing', '/pricing', h1('Pricing'))),
      ];
      expect(found).toEqual([]);
    },
    BROWSER_PASS_MS,
  );
});

describe('signed in', () => {
  it(
    'has no serious violation on any onboarding step, the generation included',
    async () => {
      screenshotOnFailure(() => page, 'a11y-onboarding');
      await page.goto(`${stackUrl()}/`);
      await new AuthScreen(page).signIn(user.email, user.password);
      await heading(page, 'Onboarding');
      const found = await auditBothWidths(page, 'onboarding welcome', (p) => p.getByRole('button', { name: "Let's Go" }).waitFor());

      await button("Let's Go").click();
      await stepHeading('Brand & Business Setup').waitFor();
      found.push(...(await auditBothWidths(page, 'onboarding brand form, empty', (p) => p.getByLabel('Industry').waitFor())));
      await page.getByLabel('Industry').fill('Specialty coffee shop');
      await page.getByLabel('Target audience').fill('Commuters and remote workers nearby');
      await page.getByLabel('Main goal').fill('Turn first-time visitors into morning regulars');
      await page.getByRole('checkbox', { name: 'Instagram' }).check();
      await page.getByLabel('Brand name').fill('x'.repeat(201));
      found.push(...(await auditBothWidths(page, 'onboarding brand form with an error', waitFor(text('Brand name must be at most 200 characters.')))));
      await page.getByLabel('Brand name').fill('Corner Café');

      await button('Review Summary').click();
      found.push(
        ...(await auditBothWidths(page, 'onboarding review', (p) =>
          p.getByRole('heading', { level: 2, name: "Perfect! Here's what we learned about your brand" }).waitFor(),
        )),
      );

      await button('Complete Setup').click();
      await page.getByTestId('generation-overlay').getByText('Crafting your marketing strategy...').waitFor();
      // The overlay changes as the run goes: audited once, at the desktop width, while it runs.
      found.push(...(await violations(page, 'generation progress at 1280 px')));

      await stepHeading('AI Strategy').waitFor({ timeout: 45_000 });
      await page.getByTestId('generation-overlay').waitFor({ state: 'detached' });
      found.push(...(await auditBothWidths(page, 'onboarding strategy', (p) => p.getByTestId('strategy-summary').waitFor())));

      await button('Next').click();
      found.push(...(await auditBothWidths(page, 'onboarding package', (p) => p.getByTestId('package-blog-title').waitFor())));
      await button('Edit & Customize').click();
      found.push(...(await auditBothWidths(page, 'onboarding package editor', (p) => p.getByTestId('package-post-1').locator('textarea').waitFor())));
      await button('Cancel').click();

      await button('Approve & Publish').click();
      found.push(...(await auditBothWidths(page, 'onboarding ready', () => stepHeading('Your marketing department is ready').waitFor())));
      expect(found).toEqual([]);

      await button('Go to Dashboard').click();
      await dashboardWithDrafts(page).waitFor();
      const drafts = await callOk(contentEndpoints.list, { token: user.accessToken });
      const draft = drafts.items[0]!;
      fixtures.itemId = draft.id;
      fixtures.itemTitle = draft.title;
    },
    BROWSER_PASS_MS,
  );

  it(
    'has no serious violation on any route of the router',
    async () => {
      screenshotOnFailure(() => page, 'a11y-routes');
      expect(fixtures.itemId).not.toBe('');
      const found: string[] = [];
      for (const [pattern, visits] of Object.entries(PAGES)) {
        if (visits === 'wizard') continue;
        for (const { label, path, ready } of visits) {
          found.push(...(await visit(`${label} (${pattern})`, path(), ready)));
        }
      }
      expect(found).toEqual([]);
    },
    BROWSER_PASS_MS,
  );

  it('has no serious violation with the user menu open, or the phone navigation open', async () => {
    screenshotOnFailure(() => page, 'a11y-menus');
    await page.goto(`${stackUrl()}/`);
    await dashboardWithDrafts(page).waitFor();
    await page
      .locator('#markk-header')
      .getByRole('button', { name: /Alma Audit/ })
      .click();
    await page.getByRole('menuitem', { name: 'Upgrade' }).waitFor();
    const found = await violations(page, 'user menu open at 1280 px');
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByTestId('mobile-nav').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    found.push(...(await violations(page, 'phone navigation open at 375 px')));
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    expect(found).toEqual([]);
  });

  it('violated no Content-Security-Policy on any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
