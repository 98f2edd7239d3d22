// Plans, billing and the partner referral programme in a real browser against the local
// stack: an owner creates an invitation; a signed-out browser signs up through it (with the
// e-mail code) and both then hold Premium on /pricing; local checkout → Premium; the local
// portal → cancel → the plan ends at the period end; a revoked link says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { signInPage, signedInPage } from './signed-in.ts';
import { expectToast, heading, inviteRows } from './pages.ts';
import { api, latestCodeFor, newUser, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';

let session: BrowserSession;
let owner: TestUser;
let inviteUrl = '';
let partnerEmail = '';

const currentPlan = (page: Page) => page.getByTestId('current-plan');
const planCard = (page: Page, tier: string) => page.getByTestId(`plan-${tier}`);

beforeAll(async () => {
  owner = await newUser({ fullName: 'Olivia Owner' });
  await completeOnboarding(await userIdOf(owner));
  session = await openBrowser();
});

afterAll(async () => {
  await session?.close();
});

describe('the partner referral programme', () => {
  let ownerPage: Page;

  it('an owner creates an invitation on the dashboard and sees it listed as pending', async () => {
    ownerPage = await signInPage(session.page, owner);
    screenshotOnFailure(() => ownerPage, 'billing-invite-create');
    const panel = ownerPage.getByTestId('invite-panel');
    await panel.getByText('Invite Partners & Get Rewards').waitFor();
    expect(await panel.getByTestId('remaining-invites').innerText()).toBe('10');

    partnerEmail = uniqueEmail('partner');
    await panel.getByLabel('Partner email (optional)').fill(partnerEmail);
    await panel.getByRole('button', { name: 'Create Invite' }).click();
    await expectToast(ownerPage, 'Invitation created');
    inviteUrl = await panel.getByTestId('latest-invite-url').innerText();
    expect(inviteUrl).toMatch(new RegExp(`^${stackUrl()}/invite/[A-Za-z0-9_-]+$`));
    const row = inviteRows(panel).first();
    await row.getByText(partnerEmail).waitFor();
    expect(await row.innerText()).toContain('pending');
    expect(await row.innerText()).toMatch(/Created [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect.poll(() => panel.getByTestId('remaining-invites').innerText()).toBe('9');
  });

  it('copying a link when the clipboard refuses shows "Copy failed"', async () => {
    screenshotOnFailure(() => ownerPage, 'billing-copy-failed');
    await ownerPage.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    });
    await inviteRows(ownerPage).first().getByRole('button', { name: 'Copy link' }).click();
    await expectToast(ownerPage, 'Copy failed', 'Could not copy link to clipboard');
  });

  it('a signed-out visitor signs up through the link, verifies the e-mail, and both hold Premium', async () => {
    const visitor = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    screenshotOnFailure(() => page, 'billing-viral-signup');
    await page.goto(inviteUrl);
    await page.getByText("You're Invited", { exact: true }).waitFor();
    await page.getByText('30 Days Premium Free', { exact: true }).waitFor();
    expect(await page.title()).toBe("You're Invited — Markk");
    expect(await page.getByTestId('invite-benefits').innerText()).toContain('Olivia Owner');

    await page.getByLabel('Full Name').fill('Pat Partner');
    await page.getByLabel('Email', { exact: true }).fill(partnerEmail);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Sign Up & Claim Reward' }).click();
    await page.getByText('Password must be at least 6 characters long.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Company Name (Optional)').fill('Partner Co');
    await page.getByRole('button', { name: 'Sign Up & Claim Reward' }).click();
    await page.getByText('Verify your email', { exact: true }).waitFor();
    await page.getByLabel('Verification code').fill(await latestCodeFor(partnerEmail));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    await expectToast(page, 'Welcome to Markk!');
    await page.waitForURL((url) => !url.pathname.startsWith('/invite/'));
    await page.goto(`${stackUrl()}/pricing`);
    await expect.poll(() => currentPlan(page).innerText()).toMatch(/^Current plan: Premium · Ends [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(await planCard(page, 'premium').getByRole('button', { name: 'Active' }).isDisabled()).toBe(true);
    expect(await planCard(page, 'free').getByRole('button').innerText()).toBe('Downgrade');

    await ownerPage.goto(`${stackUrl()}/pricing`);
    await expect.poll(() => currentPlan(ownerPage).innerText()).toMatch(/^Current plan: Premium/);
    await ownerPage.goto(`${stackUrl()}/share`);
    await heading(ownerPage, 'Share');
    await expect.poll(() => ownerPage.title()).toBe('Share — Markk');
    await expect.poll(() => ownerPage.getByTestId('referral-count').innerText()).toBe('1');
    expect(await ownerPage.getByTestId('reward-days').innerText()).toBe('30');
    expect(await inviteRows(ownerPage).first().innerText()).toContain('accepted');

    // The same link again, signed out: a clear page, no form.
    const stranger = await (await session.browser.newContext()).newPage();
    await stranger.goto(inviteUrl);
    await stranger.getByText('This invitation has already been accepted.').waitFor();
    expect(await stranger.getByLabel('Full Name').count()).toBe(0);
    await visitor.close();
  });

  it('a revoked invitation link says it was revoked', async () => {
    const res = await api('/viral-invites', { token: owner.accessToken, method: 'POST', body: '{}' });
    const { token, inviteUrl: url } = (res.body as { invitation: { token: string; inviteUrl: string } }).invitation;
    await api(`/viral-invites/${token}/revoke`, { token: owner.accessToken, method: 'POST' });
    const page = await (await session.browser.newContext()).newPage();
    screenshotOnFailure(() => page, 'billing-revoked-link');
    await page.goto(url);
    await page.getByText('This invitation has been revoked.').waitFor();
  });
});

describe('pricing, local checkout and the local portal', () => {
  it('the pricing page lists the three plans with prices and the reassurance text', async () => {
    const user = await newUser({ fullName: 'Casey Customer' });
    await completeOnboarding(await userIdOf(user));
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signedInPage(context, user);
    screenshotOnFailure(() => page, 'billing-checkout');
    await page.goto(`${stackUrl()}/pricing`);
    await heading(page, 'Pricing');
    expect(await page.title()).toBe('Pricing — Markk');
    await expect.poll(() => currentPlan(page).innerText()).toBe('Current plan: Growth');
    expect(await planCard(page, 'free').innerText()).toContain('20 AI credits per month');
    expect(await planCard(page, 'premium').innerText()).toContain('£29/month');
    expect(await planCard(page, 'premium').innerText()).toContain('Most Popular');
    expect(await planCard(page, 'enterprise').innerText()).toContain('£249/month');
    expect(await page.getByTestId('reassurance').innerText()).toBe('Cancel anytime · 30-day money-back guarantee · No setup fees · Instant access');
    expect(await planCard(page, 'free').getByRole('button', { name: 'Active' }).isDisabled()).toBe(true);

    // Subscribe opens the local checkout page in a new tab; Pay grants Premium.
    const [checkout] = await Promise.all([context.waitForEvent('page'), planCard(page, 'premium').getByRole('button', { name: 'Subscribe' }).click()]);
    await checkout.waitForURL(/\/billing\/checkout\?tier=premium$/);
    await checkout.getByTestId('local-checkout').getByText('£29/month').waitFor();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(checkout, 'Payment successful');
    await checkout.waitForURL(/\/pricing$/);
    await expect.poll(() => currentPlan(checkout).innerText()).toMatch(/^Current plan: Premium · Renews /);
    // The first tab hears about it too.
    await expect.poll(() => currentPlan(page).innerText()).toMatch(/^Current plan: Premium · Renews /);

    // Manage Subscription → the local portal → cancel: Premium until the period end.
    const [portal] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Manage Subscription' }).click()]);
    await portal.waitForURL(/\/billing\/portal$/);
    await portal.getByRole('button', { name: 'Cancel subscription' }).click();
    await expectToast(portal, 'Subscription cancelled');
    await portal.waitForURL(/\/pricing$/);
    await expect.poll(() => currentPlan(portal).innerText()).toMatch(/^Current plan: Premium · Ends /);
    await context.close();
  });

  it('signed out, /pricing is public and paid plans say "Sign up to get started"', async () => {
    const page = await (await session.browser.newContext()).newPage();
    screenshotOnFailure(() => page, 'billing-public-pricing');
    await page.goto(`${stackUrl()}/pricing`);
    await heading(page, 'Pricing');
    expect(await planCard(page, 'premium').getByRole('button').innerText()).toBe('Sign up to get started');
    expect(await planCard(page, 'enterprise').getByRole('button').innerText()).toBe('Sign up to get started');
  });
});

describe('the Content-Security-Policy', () => {
  it('was not violated by any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
