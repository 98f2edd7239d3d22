// The walking skeleton in a real browser against the real local stack: sign up, verify
// with the code from the outbox, the shell, 404, password change, sign out, sign in; and a
// page opened at 127.0.0.1 moved to the printed URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { AuthScreen, expectToast, heading } from './pages.ts';
import { latestCodeFor, stackUrl, uniqueEmail } from '../support/users.ts';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

describe('a new user, start to finish', () => {
  const email = uniqueEmail('e2e');
  const firstPassword = 'first-pass1';
  const newPassword = 'second-pass2';

  it('shows the sign-in screen on every route while signed out', async () => {
    screenshotOnFailure(() => page, 'signed-out');
    await page.goto(`${stackUrl()}/projects`);
    const auth = new AuthScreen(page);
    await auth.isShown();
    expect(await page.getByText('Build your marketing department, no agency required').isVisible()).toBe(true);
  });

  it('moves a page opened at 127.0.0.1 to the printed localhost URL, where sign-in, uploads and checkout live', async () => {
    screenshotOnFailure(() => page, 'canonical-origin');
    const printed = new URL(stackUrl());
    await page.goto(`http://127.0.0.1:${printed.port}/projects?view=all`);
    expect(page.url()).toBe(`${printed.origin}/projects?view=all`);
    await new AuthScreen(page).isShown();
  });

  it('states the password rule up front, refuses a short password on the form and creates nothing', async () => {
    screenshotOnFailure(() => page, 'short-password');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByText('At least 6 characters.', { exact: true }).waitFor();
    await new AuthScreen(page).signUp({ fullName: 'Café Owner', email, password: 'abc' });
    await page.getByText('Password must be at least 6 characters long.', { exact: true }).waitFor();
    const mails = (await (await fetch(`${stackUrl()}/dev/outbox.json`)).json()) as { to: string }[];
    expect(mails.some((m) => m.to === email)).toBe(false);
  });

  it('signs up, verifies with the code from the outbox and lands on onboarding', async () => {
    screenshotOnFailure(() => page, 'sign-up');
    await page.reload();
    await new AuthScreen(page).signUp({ fullName: 'Café Owner', company: 'Corner Café', email, password: firstPassword });
    await expectToast(page, 'Account created!', 'Please check your email to verify your account.');
    await page.getByText(`We sent a verification code to ${email}.`).waitFor();
    await new AuthScreen(page).confirm(await latestCodeFor(email));
    await page.waitForURL(/\/onboarding$/);
    await heading(page, 'Onboarding');
    await expectToast(page, 'Welcome to Markk!', 'Redirecting to onboarding...');
  });

  it('shows the shell with the owner links and navigates by the sidebar', async () => {
    screenshotOnFailure(() => page, 'shell');
    const nav = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Dashboard' }) })
      .first();
    for (const link of ['Dashboard', 'AI Assistant', 'Community', 'Team', 'Resources', 'Projects', 'Settings', 'Share']) {
      await expect(nav.getByRole('link', { name: link, exact: true }).isVisible()).resolves.toBe(true);
    }
    await nav.getByRole('link', { name: 'Projects', exact: true }).click();
    await page.waitForURL(/\/projects$/);
    await heading(page, 'Projects');
    expect(await page.title()).toBe('Projects — Markk');
  });

  it('shows the 404 screen for unknown routes, with a way home', async () => {
    screenshotOnFailure(() => page, 'not-found');
    await page.goto(`${stackUrl()}/no/such/page`);
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    // Home is the dashboard, which sends a user without onboarding to /onboarding.
    await page.waitForURL(/\/onboarding$/);
  });

  it('redirects /auth to the app', async () => {
    await page.goto(`${stackUrl()}/auth`);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  });

  it('changes the password in Settings → Account, checking the fields first', async () => {
    screenshotOnFailure(() => page, 'change-password');
    await page.goto(`${stackUrl()}/settings?tab=account`);
    await heading(page, 'Settings');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel('Email', { exact: true }).isEditable()).toBe(false);

    await page.getByLabel('Current Password').fill(firstPassword);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, "Passwords don't match", 'Please make sure both passwords are the same.');

    await page.getByLabel('New Password').fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');

    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password updated', 'Your password has been changed successfully.');
  });

  it('signs out (the old session’s token then opens nothing), refuses the old password and signs in with the new one', async () => {
    screenshotOnFailure(() => page, 'sign-out-in');
    const oldToken = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1]);
    expect(oldToken).toBeTruthy();
    const meWith = async (token: string) => (await fetch(`${stackUrl()}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await meWith(oldToken!)).toBe(200);
    await page.getByTestId('sidebar-sign-out').click();
    await expectToast(page, 'Signed out', 'You have been signed out successfully.');
    expect(await meWith(oldToken!)).toBe(401);
    const auth = new AuthScreen(page);
    await auth.isShown();

    await auth.signIn(email, firstPassword);
    await expectToast(page, 'Error', 'Incorrect email or password.');

    await auth.signIn(email, newPassword);
    await page.waitForURL(/\/onboarding$/);
    await heading(page, 'Onboarding');
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await heading(page, 'Onboarding');
  });
});

describe('the shell at 375 px and by keyboard', () => {
  it('hides the sidebar on a phone until opened, and Ctrl+B collapses it on a desktop', async () => {
    const phone = await session.browser.newContext({ viewport: { width: 375, height: 740 } });
    const mobile = await phone.newPage();
    screenshotOnFailure(() => mobile, 'mobile-shell');
    // Same user, signed in through the UI in a fresh context.
    await mobile.goto(`${stackUrl()}/`);
    const email = uniqueEmail('mobile');
    const auth = new AuthScreen(mobile);
    await auth.signUp({ fullName: 'Phone User', email, password: 'secret1' });
    await expectToast(mobile, 'Account created!');
    await auth.confirm(await latestCodeFor(email));
    await mobile.waitForURL(/\/onboarding$/);
    const dashboardLink = mobile.getByRole('link', { name: 'Dashboard', exact: true });
    expect(await dashboardLink.isVisible()).toBe(false);
    await mobile.getByRole('button', { name: 'Open navigation' }).click();
    await dashboardLink.waitFor({ state: 'visible' });
    await mobile.getByRole('link', { name: 'Settings', exact: true }).click();
    await mobile.waitForURL(/\/settings/);
    await dashboardLink.waitFor({ state: 'hidden' });
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await phone.close();

    // Desktop: the sidebar starts open; Ctrl+B collapses it to the icon rail and back.
    await page.goto(`${stackUrl()}/settings`);
    const link = page.getByRole('link', { name: 'Dashboard', exact: true });
    const linkWidth = async () => (await link.boundingBox())?.width ?? 0;
    await link.waitFor({ state: 'visible' });
    expect(await linkWidth()).toBeGreaterThan(120);
    await page.keyboard.press('Control+b');
    await expect.poll(linkWidth).toBeLessThan(60);
    await page.reload();
    await heading(page, 'Settings');
    await link.waitFor({ state: 'visible' });
    expect(await linkWidth()).toBeLessThan(60); // remembered across reloads
    await page.keyboard.press('Control+b');
    await expect.poll(linkWidth).toBeGreaterThan(120);
  });
});

describe('the Content-Security-Policy and security headers', () => {
  const directives = (csp: string | null) =>
    new Map(
      (csp ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources]),
    );

  it('come with the app shell, client-side routes, the built files and config.json', async () => {
    const html = await (await fetch(`${stackUrl()}/`)).text();
    // Nothing inline for the policy to refuse: every script is a file.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => / src="\/[^"]+"/.test(tag))).toBe(true);
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    for (const path of ['/', '/projects/123', script!, '/config.json']) {
      const res = await fetch(`${stackUrl()}${path}`);
      expect(res.status, path).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(csp.get('connect-src')?.[0], path).toBe("'self'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it('was not violated by any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
