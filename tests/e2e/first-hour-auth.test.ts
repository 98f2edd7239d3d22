// No dead ends in the first hour, in a real browser: "Forgot password?" through the outbox,
// the sign-in failure worded for Email, the plan and AI credits in the header, the sign-in
// tabs and focus by keyboard, the phone menu as an 18rem panel that Escape closes, named
// buttons, the favicon — and no Content-Security-Policy violation on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { AuthScreen, expectToast, heading } from './pages.ts';
import { viralInviteEndpoints } from '../../functions/contracts/viral-invites.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { callOk, confirm, newUser, outbox, signUp, stackUrl, uniqueEmail } from '../support/users.ts';

let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

async function verifiedAccount(fullName: string, password = 'first-pass1') {
  const email = uniqueEmail('hour');
  await signUp(email, password, { fullName });
  await confirm(email);
  return { email, password };
}

/** What the focused element is, as a screen reader would start reading. */
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      role: el?.getAttribute('role') ?? '',
      text: el?.textContent?.trim() ?? '',
      selected: el?.getAttribute('aria-selected') ?? '',
    };
  });

/** Buttons on the page that have no accessible name at all (no text, label or labelledby). */
const unnamedButtons = (p: Page) =>
  p.evaluate(() =>
    Array.from(document.querySelectorAll('button, [role="button"]'))
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => {
        const labelledBy = el.getAttribute('aria-labelledby');
        const byRef = labelledBy ? labelledBy.split(/\s+/).some((id) => document.getElementById(id)?.textContent?.trim()) : false;
        return !el.textContent?.trim() && !el.getAttribute('aria-label')?.trim() && !byRef && !el.getAttribute('title');
      })
      .map((el) => el.outerHTML.slice(0, 160)),
  );

describe('the sign-in screen', () => {
  it('moves between the tabs with the arrow keys, focus staying on the tabs', async () => {
    screenshotOnFailure(() => page, 'tabs-keyboard');
    await page.goto(`${stackUrl()}/`);
    await new AuthScreen(page).isShown();
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'tab', text: 'Sign Up', selected: 'true' });
    await page.getByText('At least 6 characters.', { exact: true }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page)).toMatchObject({ role: 'tab', text: 'Sign In', selected: 'true' });
  });

  it('has a favicon and no button without a name', async () => {
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const res = await fetch(`${stackUrl()}${icon}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await unnamedButtons(page)).toEqual([]);
  });

  it('says "Incorrect email or password." for a wrong password', async () => {
    screenshotOnFailure(() => page, 'wrong-password');
    const account = await verifiedAccount('Wrong Password');
    await new AuthScreen(page).signIn(account.email, 'not-my-password');
    await expectToast(page, 'Error', 'Incorrect email or password.');
    // Signed out, the toast sits at the top of the page, above the form and its button.
    const toastBottom = await page.getByText('Incorrect email or password.', { exact: true }).evaluate((el) => el.getBoundingClientRect().bottom);
    const buttonTop = await page.getByRole('button', { name: 'Sign In', exact: true }).evaluate((el) => el.getBoundingClientRect().top);
    expect(toastBottom).toBeLessThan(buttonTop);
    await new AuthScreen(page).signIn(uniqueEmail('nobody'), 'not-my-password');
    await expectToast(page, 'Error', 'Incorrect email or password.');
  });
});

describe('forgot password', () => {
  it('resets the password with the code from the outbox and signs in, focus on the page heading', async () => {
    screenshotOnFailure(() => page, 'forgot-password');
    const account = await verifiedAccount('Flora Forgetful');
    await page.goto(`${stackUrl()}/`);
    const auth = new AuthScreen(page);
    await auth.isShown();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();

    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await page.getByText(`If ${account.email} has a Markk account, we sent it a code. Enter it with your new password.`).waitFor();
    await page.getByText('At least 6 characters.', { exact: true }).waitFor();

    const resetMail = async () => (await outbox()).find((m) => m.to === account.email && m.subject === 'Reset your Markk password');
    await expect.poll(resetMail).toBeTruthy();
    const mail = (await resetMail())!;
    expect(mail.html).toContain('Hi Flora Forgetful,');

    await page.getByLabel('Code', { exact: true }).fill(mail.code!);
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await page.getByText('Password must be at least 6 characters long.', { exact: true }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-2');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();

    await page.waitForURL(/\/onboarding$/);
    await heading(page, 'Onboarding');
    await expectToast(page, 'Welcome back!', 'Redirecting to onboarding...');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Onboarding' });
  });

  it('answers an e-mail without an account exactly as one with, and mails it nothing', async () => {
    screenshotOnFailure(() => page, 'forgot-unknown');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${stackUrl()}/`);
    await new AuthScreen(page).isShown();
    const stranger = uniqueEmail('stranger');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(stranger);
    await page.getByRole('button', { name: 'Send code', exact: true }).click();
    await page.getByText(`If ${stranger} has a Markk account, we sent it a code. Enter it with your new password.`).waitFor();
    await page.getByLabel('Code', { exact: true }).fill('123456');
    await page.getByLabel('New password', { exact: true }).fill('whatever-1');
    await page.getByRole('button', { name: 'Reset password', exact: true }).click();
    await expectToast(page, 'Error', 'Invalid verification code provided, please try again.');
    expect((await outbox()).some((m) => m.to === stranger)).toBe(false);
  });
});

describe('signed in', () => {
  it('shows the name, the plan and the AI credits in the header, and Upgrade leads to the plans', async () => {
    screenshotOnFailure(() => page, 'header-plan');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const account = await verifiedAccount('Priya Planner');
    await page.goto(`${stackUrl()}/`);
    await new AuthScreen(page).signIn(account.email, account.password);
    await heading(page, 'Onboarding');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Onboarding' });

    const header = page.locator('#markk-header');
    await header.getByRole('link', { name: 'Growth plan · 20 of 20 AI credits left' }).waitFor();
    await header.getByRole('button', { name: /Priya Planner/ }).waitFor();
    await header.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL(/\/pricing$/);

    await header.getByRole('button', { name: /Priya Planner/ }).click();
    await page.getByRole('menuitem', { name: /Growth plan/ }).waitFor();
    await page.getByRole('menuitem', { name: 'Upgrade' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await unnamedButtons(page)).toEqual([]);
  });

  it('shows toasts at the top of the page, not over the buttons', async () => {
    screenshotOnFailure(() => page, 'toast-position');
    await page.goto(`${stackUrl()}/settings?tab=account`);
    await heading(page, 'Settings');
    await page.getByLabel('Current Password').fill('first-pass1');
    await page.getByLabel('New Password').fill('second-pass2');
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const title = page.getByText("Passwords don't match", { exact: true });
    await title.waitFor();
    const toastBox = (await title.boundingBox())!;
    const buttonBox = (await page.getByRole('button', { name: 'Change Password' }).boundingBox())!;
    const headerBox = (await page.locator('#markk-header').boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    expect(toastBox.y + toastBox.height).toBeLessThan(buttonBox.y);
  });

  it('opens the phone menu as an 18rem panel that Escape closes, giving focus back', async () => {
    screenshotOnFailure(() => page, 'mobile-menu');
    const account = await verifiedAccount('Mo Bile');
    const phone = await session.browser.newContext({ viewport: { width: 375, height: 740 } });
    const mobile = await phone.newPage();
    screenshotOnFailure(() => mobile, 'mobile-menu-phone');
    await mobile.goto(`${stackUrl()}/`);
    await new AuthScreen(mobile).signIn(account.email, account.password);
    await heading(mobile, 'Onboarding');

    const opener = mobile.getByRole('button', { name: 'Open navigation' });
    await opener.click();
    const panel = mobile.getByTestId('mobile-nav');
    await panel.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    // Slid in from the left edge, 18rem wide (the content stays visible beside it).
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect((await panel.boundingBox())?.width).toBe(288);
    await mobile.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(() => focused(mobile)).toMatchObject({ tag: 'button' });
    expect(await mobile.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation');

    await opener.click();
    await panel.getByRole('link', { name: 'Settings', exact: true }).click();
    await mobile.waitForURL(/\/settings/);
    await panel.waitFor({ state: 'detached' });
    await phone.close();
  });

  it('does not offer "Accept invitation" on your own invitation link', async () => {
    screenshotOnFailure(() => page, 'own-invite');
    const owner = await newUser({ fullName: 'Olga Owner' });
    const created = await callOk(viralInviteEndpoints.create, { token: owner.accessToken, body: {} });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${stackUrl()}/`);
    await new AuthScreen(page).signIn(owner.email, owner.password);
    await heading(page, 'Onboarding');
    await page.goto(`${stackUrl()}/invite/${created.invitation.token}`);
    await page.getByRole('heading', { name: 'This is your own invitation link' }).waitFor();
    expect(await page.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Manage your invitations' }).click();
    await page.waitForURL(/\/share$/);

    // The success alert's dismiss button is named, like every other button here.
    await page.getByRole('button', { name: 'Create Invite' }).click();
    await page.getByText('Invitation created', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Dismiss alert' }).waitFor();
    expect(await unnamedButtons(page)).toEqual([]);
  });

  it('names the search clear button on the dashboard', async () => {
    screenshotOnFailure(() => page, 'search-clear');
    const user = await newUser({ fullName: 'Dana Dashboard' });
    await completeOnboarding(await userIdOf(user));
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${stackUrl()}/`);
    await new AuthScreen(page).signIn(user.email, user.password);
    await heading(page, 'Marketing Dashboard');
    await page.getByPlaceholder('Search projects, tasks, resources...').fill('coffee');
    await page.getByRole('button', { name: 'Clear' }).waitFor();
    expect(await unnamedButtons(page)).toEqual([]);
  });

  it('violated no Content-Security-Policy on any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
