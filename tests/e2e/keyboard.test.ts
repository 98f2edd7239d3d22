// Keyboard only, never the mouse: signing in (Tab and Shift+Tab through the form, the arrow
// keys between the Sign In and Sign Up tabs, Space on the button, Enter in the password
// field) and the onboarding wizard up to the generation (Enter and Space on buttons, the
// arrow keys in the tone radio group, Space on a platform checkbox). Every element a key
// press focuses is on screen and shows a focus ring that it does not show unfocused.
// first-hour-auth.test.ts checks where focus lands after sign-in; onboarding.test.ts the
// wizard's fields and their values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { focused, type Focused } from './a11y/focus.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading } from './pages.ts';
import { newUser, stackUrl, type TestUser } from '../support/users.ts';

/** Many key presses, each checked in the page, on a machine shared with other test runs. */
const KEYBOARD_PASS_MS = 180_000;

let session: BrowserSession;
let page: Page;
let user: TestUser;

beforeAll(async () => {
  user = await newUser({ fullName: 'Kay Board', companyName: 'Corner Café' }, 'keys-pass1');
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const show = (f: Focused) => `${f.tag}${f.role ? `[role=${f.role}]` : ''} "${f.name}"${f.onScreen ? '' : ' OFF SCREEN'}${f.ringShown ? '' : ' NO RING'}`;

/** Every focus stop so far that a sighted keyboard user could not see. */
const unseen: string[] = [];

/** Presses `key` and returns what is focused then, noting it if it is off screen or has no ring. */
async function press(key: string): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (!now.onScreen || !now.ringShown) unseen.push(`${key} → ${show(now)}: ${now.html}`);
  return now;
}

/** Presses `key` until the focused element matches `target`; fails naming every stop on the way. */
async function moveTo(key: 'Tab' | 'Shift+Tab', target: (f: Focused) => boolean, what: string): Promise<Focused> {
  const stops: string[] = [];
  for (let i = 0; i < 30; i++) {
    const now = await press(key);
    if (target(now)) return now;
    stops.push(show(now));
  }
  throw new Error(`${key} never reached ${what}; it went through ${stops.join(', ')}`);
}

const named = (name: string, tag?: string) => (f: Focused) => f.name === name && (tag === undefined || f.tag === tag);

describe('keyboard only', () => {
  it('tells a focus ring from none', async () => {
    await page.goto(`${stackUrl()}/`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ role: 'tab', name: 'Sign In', onScreen: true, ringShown: true });
    // A stylesheet that removes every ring (constructed in script: the CSP refuses inline styles).
    await page.evaluate(() => {
      const noRings = new CSSStyleSheet();
      noRings.replaceSync('*, *::before, *::after { outline: none !important; box-shadow: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, noRings];
    });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ role: 'tab', name: 'Sign In', onScreen: true, ringShown: false });
  });

  it(
    'signs in: tabs by arrow keys, fields by Tab and Shift+Tab, Space on the button and Enter in the field',
    async () => {
      screenshotOnFailure(() => page, 'keyboard-sign-in');
      await page.goto(`${stackUrl()}/`);
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();

      await moveTo('Tab', (f) => f.role === 'tab' && f.name === 'Sign In', 'the Sign In tab');
      expect(await press('ArrowRight')).toMatchObject({ role: 'tab', name: 'Sign Up' });
      await page.getByLabel('Full Name').waitFor();
      expect(await press('ArrowLeft')).toMatchObject({ role: 'tab', name: 'Sign In' });
      await page.getByRole('button', { name: 'Forgot password?' }).waitFor();

      await moveTo('Tab', named('Email', 'input'), 'the Email field');
      await page.keyboard.type(user.email);
      expect(await press('Tab')).toMatchObject({ tag: 'input', name: 'Password' });
      expect(await press('Shift+Tab')).toMatchObject({ tag: 'input', name: 'Email' });
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
      expect(await press('Tab')).toMatchObject({ tag: 'input', name: 'Password' });
      await page.keyboard.type('not-the-password');

      // Space on the focused Sign In button submits the form.
      await moveTo('Tab', named('Sign In', 'button'), 'the Sign In button');
      await page.keyboard.press('Space');
      await expectToast(page, 'Error', 'Incorrect email or password.');
      // The button stops loading once the attempt is over; until then the form takes no other.
      await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).getAttribute('aria-disabled')).not.toBe('true');

      // Back to the password, replace it, and Enter submits from the field.
      await moveTo('Shift+Tab', named('Password', 'input'), 'the Password field');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(user.password);
      await page.keyboard.press('Enter');
      await heading(page, 'Onboarding');
      expect(unseen).toEqual([]);
    },
    KEYBOARD_PASS_MS,
  );

  it(
    'goes through the onboarding wizard to the generation',
    async () => {
      screenshotOnFailure(() => page, 'keyboard-onboarding');
      await moveTo('Tab', named("Let's Go", 'button'), "Let's Go");
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 2, name: 'Brand & Business Setup' }).waitFor();

      // The brand name starts as the sign-up company name; the next fields are typed.
      expect(await moveTo('Tab', named('Brand name', 'input'), 'Brand name')).toMatchObject({ tag: 'input' });
      expect(await page.getByLabel('Brand name').inputValue()).toBe('Corner Café');
      expect(await press('Tab')).toMatchObject({ name: 'Industry' });
      await page.keyboard.type('Specialty coffee shop');
      expect(await press('Tab')).toMatchObject({ tag: 'textarea', name: 'Target audience' });
      await page.keyboard.type('Commuters and remote workers nearby');
      expect(await press('Tab')).toMatchObject({ tag: 'textarea', name: 'Main goal' });
      await page.keyboard.type('Turn first-time visitors into morning regulars');
      expect(await press('Shift+Tab')).toMatchObject({ name: 'Target audience' });
      expect(await press('Tab')).toMatchObject({ name: 'Main goal' });

      // Platforms: Space checks the focused checkbox.
      // Each checkbox is named by its platform, then by the group's label.
      const instagram = await moveTo('Tab', (f) => f.type === 'checkbox' && f.name.startsWith('Instagram'), 'the Instagram checkbox');
      expect(instagram.checked).toBe(false);
      await page.keyboard.press('Space');
      expect(await page.getByRole('checkbox', { name: 'Instagram' }).isChecked()).toBe(true);

      // Tone: Tab enters the radio group on the chosen tone; the arrow keys choose another.
      const tone = await moveTo('Tab', (f) => f.type === 'radio', 'the tone radio group');
      expect(tone).toMatchObject({ name: 'Friendly', checked: true });
      expect(await press('ArrowRight')).toMatchObject({ type: 'radio', name: 'Professional', checked: true });
      expect(await press('ArrowRight')).toMatchObject({ type: 'radio', name: 'Bold', checked: true });
      expect(await press('ArrowLeft')).toMatchObject({ type: 'radio', name: 'Professional', checked: true });

      await moveTo('Tab', named('Review Summary', 'button'), 'Review Summary');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 2, name: "Perfect! Here's what we learned about your brand" }).waitFor();
      await page.getByText('Professional', { exact: true }).first().waitFor();
      await page.getByText('Instagram', { exact: true }).first().waitFor();

      await moveTo('Tab', named('Complete Setup', 'button'), 'Complete Setup');
      await page.keyboard.press('Space');
      await page.getByTestId('generation-overlay').getByText('Crafting your marketing strategy...').waitFor();
      expect(unseen).toEqual([]);
    },
    KEYBOARD_PASS_MS,
  );

  it('violated no Content-Security-Policy on the way', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
