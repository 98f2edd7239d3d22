// Premium's advanced strategy as one owner lives it, in a real browser: a café owner creates the
// campaign "Spring open day", plans the next 30 days with it, approves 20 of the posts onto the
// calendar (the campaign counts them), generates Google and Meta ad copy for it (every field
// within its limit), writes an SEO outline and turns it into a blog draft, pastes five of their
// own posts as samples, and sees the new draft's voice match with its drifting sentences marked.
// Each step's own browser test (campaigns, content-plan, seo-outlines, brand-voice) audits its
// pages with axe; this one follows the journey end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adCopyEndpoints } from '#contracts/ad-copy';
import { campaignProgressEndpoints } from '#contracts/campaign-progress';
import { campaignEndpoints } from '#contracts/campaigns';
import { contentEndpoints } from '#contracts/content';
import { navigateInApp, openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeOwner } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { callOk, type TestUser } from '../support/users.ts';

/** Five of the owner's own posts: short, warm, an emoji each, the same sign-off. */
const OWN_POSTS = [
  "Morning, lovely people! ☕ The cinnamon buns are out of the oven and they won't last long. See you soon x #cafelife",
  "We've got a new guest roast on this week 🙌 It's a washed Ethiopian with loads of blueberry. See you soon x #coffee",
  "Rainy Tuesday? We've got you. Soup of the day is roast tomato with a chunk of our sourdough 🍅 #cafelife",
  'Big thank you to everyone who came to our open mic 🎤 You were brilliant. See you soon x #community',
  "Our sourdough is back on the counter from 8am 🍞 Don't forget to grab a loaf for the weekend. See you soon x #cafelife",
];

let session: BrowserSession;
let page: Page;
let owner: TestUser;

beforeAll(async () => {
  owner = await cafeOwner({ fullName: 'Stella Strategy', companyName: 'Corner Café' }, { tier: 'premium', brand: { platforms: ['Facebook'] } });
  await connect(owner, 'facebook');
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const field = (label: string) => page.getByLabel(label, { exact: true });

describe('a Premium café owner', () => {
  it('runs Spring open day: a campaign, a 30-day plan with 20 posts approved, ad copy, an SEO outline made a blog draft, and its voice match', async () => {
    screenshotOnFailure(() => page, 'advanced-strategy');

    // The campaign.
    await signInPage(page, owner, '/campaigns/new');
    await heading(page, 'New campaign');
    await field('Name').fill('Spring open day');
    await field('Goal').fill('Fill the café for the spring open day');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expectToast(page, 'Campaign created');
    await heading(page, 'Spring open day');
    const [campaign] = (await callOk(campaignEndpoints.list, { token: owner.accessToken, query: {} })).campaigns;

    // Thirty days planned for it; twenty approved onto the calendar.
    await navigateInApp(page, '/calendar');
    await page.getByRole('link', { name: 'Plan my next 30 days' }).click();
    await heading(page, 'Plan my next 30 days');
    await page.getByRole('button', { name: /^Campaign \(optional\)/ }).click();
    await page.getByRole('option', { name: 'Spring open day', exact: true }).click();
    await page.getByRole('button', { name: 'Plan my next 30 days' }).click();
    await page.getByText('Planned posts').waitFor({ timeout: 90_000 });
    const rows = page.getByRole('checkbox', { name: /^Select the post of / });
    await expect.poll(() => rows.count()).toBe(30);
    for (let i = 0; i < 20; i++) await rows.nth(i).check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await expect.poll(() => page.getByText('Approved: on the calendar', { exact: true }).count(), { timeout: 30_000 }).toBe(20);
    const progress = await callOk(campaignProgressEndpoints.progress, { token: owner.accessToken, params: { campaignId: campaign!.id } });
    expect(progress.totals.scheduled + progress.totals.published).toBe(20);

    // Ad copy for the campaign, every field within its limit.
    await navigateInApp(page, `/campaigns/${campaign!.id}`);
    await heading(page, 'Spring open day');
    await expect.poll(() => page.getByTestId('campaign-scheduled').textContent(), { timeout: 15_000 }).not.toBe('0');
    await page.getByRole('button', { name: 'Generate ad copy' }).click();
    await expectToast(page, 'Ad copy written');
    const ads = await callOk(adCopyEndpoints.get, { token: owner.accessToken, params: { campaignId: campaign!.id } });
    expect(ads.google.headlines.length).toBeGreaterThanOrEqual(3);
    expect(ads.google.headlines.every((h) => h.length <= 30)).toBe(true);
    expect(ads.google.descriptions.every((d) => d.length <= 90)).toBe(true);
    expect([ads.google.path1, ads.google.path2].every((p) => p.length <= 15)).toBe(true);
    expect(ads.meta.headline.length).toBeLessThanOrEqual(40);
    expect(ads.meta.description.length).toBeLessThanOrEqual(30);
    await page.getByText(`${ads.meta.headline.length} / 40`).first().waitFor();

    // An SEO outline, written into a blog draft.
    await navigateInApp(page, '/content/seo');
    await heading(page, 'SEO outlines');
    await field('Topic').fill('What to expect at our spring open day');
    await page.getByRole('button', { name: 'Write outline' }).click();
    await expectToast(page, 'Outline written');
    await page.getByRole('button', { name: 'Write it' }).click();
    await expectToast(page, 'Blog draft written');
    const draftId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    const draft = await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId: draftId } });
    expect(draft.type).toBe('blog');

    // Five of the owner's posts as samples; the new draft's voice match, its drift marked.
    await navigateInApp(page, '/settings?tab=voice');
    const samples = page.getByTestId('voice-sample').locator('textarea');
    await samples.first().waitFor();
    while ((await samples.count()) < OWN_POSTS.length) await page.getByRole('button', { name: 'Add sample' }).click();
    for (const [index, post] of OWN_POSTS.entries()) await samples.nth(index).fill(post);
    await page.getByRole('button', { name: 'Learn my voice' }).click();
    await page.getByRole('heading', { name: 'Your voice' }).waitFor();

    await navigateInApp(page, `/content/${encodeURIComponent(draftId)}`);
    await heading(page, draft.title);
    const match = page.getByTestId('voice-match');
    await match.getByText(/^Voice match \d+%$/).waitFor();
    // A blog post's long, formal sentences are not how this owner writes: some are marked.
    await match.locator('mark').first().waitFor();
  });
});
