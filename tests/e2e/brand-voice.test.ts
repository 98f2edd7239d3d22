// Brand voice in a real browser. A Growth owner sees it is part of Premium, with Upgrade. A
// Premium café owner pastes five of their posts, Learns my voice and sees the profile (their
// sign-off among the signature phrases), opens a draft written in corporate clichés and sees its
// voice match with the drifting sentence marked and why; axe finds nothing serious on the tab and
// the draft at 1280 and 375 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VOICE_MESSAGES } from '#contracts/brand-voice';
import { db } from '#data/service';
import { auditBothWidths } from './a11y/audit.ts';
import { navigateInApp, openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeOwner } from '../support/brand.ts';
import { userIdOf } from '../support/seed.ts';
import { type TestUser } from '../support/users.ts';

const POSTS = [
  "Morning, lovely people! ☕ The cinnamon buns are out of the oven and they won't last long. See you soon x #cafelife",
  "We've got a new guest roast on this week 🙌 It's a washed Ethiopian with loads of blueberry. See you soon x #coffee",
  "Rainy Tuesday? We've got you. Soup of the day is roast tomato with a chunk of our sourdough 🍅 #cafelife",
  'Big thank you to everyone who came to our open mic 🎤 You were brilliant. See you soon x #community',
  "Our sourdough is back on the counter from 8am 🍞 Don't forget to grab a loaf for the weekend. See you soon x #cafelife",
];
const DRIFTING = 'Elevate your afternoon with our curated selection of world-class pastries.';

let session: BrowserSession;
let page: Page;
let owner: TestUser;
let free: TestUser;

beforeAll(async () => {
  [owner, free] = await Promise.all([
    cafeOwner({ fullName: 'Vera Voice', companyName: 'Corner Café' }, { tier: 'premium' }),
    cafeOwner({ fullName: 'Fran Free', companyName: 'Free Café' }),
  ]);
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

describe('a Growth owner', () => {
  it('sees that brand voice is part of Premium, with Upgrade', async () => {
    screenshotOnFailure(() => page, 'brand-voice-free');
    await signInPage(page, free, '/settings?tab=voice');
    await heading(page, 'Settings');
    await page.getByText(VOICE_MESSAGES.premium).waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'Upgrade' }).count()).toBe(1);
  });
});

describe('a Premium owner', () => {
  it('pastes five posts, sees the profile, and sees a draft’s voice score with the drifting sentence marked', async () => {
    screenshotOnFailure(() => page, 'brand-voice-premium');
    await signInPage(page, owner, '/settings?tab=voice');
    await heading(page, 'Settings');
    const samples = page.getByTestId('voice-sample').locator('textarea');
    await samples.first().waitFor();
    await page.getByRole('button', { name: 'Add sample' }).click();
    await page.getByRole('button', { name: 'Add sample' }).click();
    for (const [index, post] of POSTS.entries()) await samples.nth(index).fill(post);
    expect(await page.getByRole('button', { name: 'Add sample' }).isDisabled()).toBe(true);
    const found = await auditBothWidths(page, 'brand voice, samples');
    await page.getByRole('button', { name: 'Learn my voice' }).click();
    await expectToast(page, 'Learn my voice');
    await page.getByRole('heading', { name: 'Your voice' }).waitFor();
    await page.getByText('see you soon x', { exact: true }).waitFor();
    await page.getByText('elevate', { exact: true }).waitFor();
    found.push(...(await auditBothWidths(page, 'brand voice, profile')));

    const itemId = `voice-draft-${(await userIdOf(owner)).slice(0, 8)}`;
    await db()
      .entities.contentItem.create({
        userId: await userIdOf(owner),
        itemId,
        type: 'post',
        title: 'Afternoon pastries',
        body: `Fresh buns are out 🙌 See you soon x #cafelife\n\n${DRIFTING}`,
      })
      .go();
    await navigateInApp(page, `/content/${itemId}`);
    await heading(page, 'Afternoon pastries');
    const match = page.getByTestId('voice-match');
    await match.getByText(/^Voice match \d+%$/).waitFor();
    await match.locator('mark', { hasText: DRIFTING }).first().waitFor();
    await match.getByText('Uses “elevate”, a word you never use').waitFor();
    found.push(...(await auditBothWidths(page, 'draft with voice match')));
    expect(found).toEqual([]);
  });
});
