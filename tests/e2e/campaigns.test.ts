// Campaigns in a real browser. A Free owner sees why there is no "New campaign" and the way to
// Premium. A Premium café owner creates "Spring open day" from the form (a missing name and an
// end before the start named under their fields first, the brand kit's goal offered), sees it
// on its page and in the list, edits it, duplicates it (the copy opens), archives the copy (the
// list hides it until "Show archived") and restores it; axe finds nothing serious on the list,
// the form with its errors and the campaign page at 1280 and 375 px.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adCopyEndpoints } from '#contracts/ad-copy';
import { CAMPAIGN_MESSAGES, campaignEndpoints } from '#contracts/campaigns';
import { db } from '#data/service';
import { auditBothWidths } from './a11y/audit.ts';
import { navigateInApp, openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeBrand, cafeOwner } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { userIdOf } from '../support/seed.ts';
import { callOk, type TestUser } from '../support/users.ts';

let session: BrowserSession;
let page: Page;
let owner: TestUser;
let free: TestUser;

beforeAll(async () => {
  [owner, free] = await Promise.all([
    cafeOwner({ fullName: 'Cara Campaigns', companyName: 'Corner Café' }, { tier: 'premium' }),
    cafeOwner({ fullName: 'Fran Free', companyName: 'Free Café' }),
  ]);
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

const field = (label: string) => page.getByLabel(label, { exact: true });
const details = () => page.locator('main');
const shown = (text: string) => details().getByText(text, { exact: true }).waitFor();

describe('a Free owner', () => {
  it('sees that campaigns are part of Premium, with Upgrade, and no New campaign', async () => {
    screenshotOnFailure(() => page, 'campaigns-free');
    await signInPage(page, free, '/campaigns');
    await heading(page, 'Campaigns');
    await page.getByText(CAMPAIGN_MESSAGES.premium).waitFor();
    await page.getByText('No campaigns yet.').waitFor();
    expect(await details().getByRole('link', { name: 'Upgrade' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'New campaign' }).count()).toBe(0);
  });
});

describe('a Premium owner', () => {
  it('creates, edits, duplicates, archives and restores a campaign', async () => {
    screenshotOnFailure(() => page, 'campaigns-premium');
    await signInPage(page, owner, '/campaigns');
    await heading(page, 'Campaigns');
    await page.getByText('No campaigns yet.').waitFor();
    const found = await auditBothWidths(page, 'campaigns, empty');

    await page.getByRole('link', { name: 'New campaign' }).first().click();
    await heading(page, 'New campaign');
    // Nothing named, the end before the start: both said under their fields, nothing sent.
    await field('Start date').fill('2027/03/10');
    await field('End date').fill('2027/03/01');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByText("Enter the campaign's name.").waitFor();
    await page.getByText(CAMPAIGN_MESSAGES.endBeforeStart).waitFor();
    found.push(...(await auditBothWidths(page, 'new campaign with errors')));
    expect((await callOk(campaignEndpoints.list, { token: owner.accessToken, query: {} })).campaigns).toEqual([]);

    await field('Name').fill('Spring open day');
    // The brand kit's goal is offered as the campaign's goal.
    await field('Goal').click();
    await page.getByRole('option', { name: new RegExp(cafeBrand.mainGoal) }).click();
    expect(await field('Goal').inputValue()).toBe(cafeBrand.mainGoal);
    await field('End date').fill('2027/04/10');
    await page.getByRole('checkbox', { name: 'LinkedIn' }).check();
    await field('Budget (optional)').fill('250.5');
    await field('Landing link (optional)').fill('https://corner-cafe.example/open-day');
    await page.getByRole('button', { name: 'Create campaign' }).dblclick();
    await expectToast(page, 'Campaign created');

    await heading(page, 'Spring open day');
    await shown('Mar 10, 2027 – Apr 10, 2027');
    await shown('Instagram, Facebook, LinkedIn');
    await shown('£250.50');
    await shown('Planned');
    await details().getByRole('link', { name: 'https://corner-cafe.example/open-day' }).waitFor();
    found.push(...(await auditBothWidths(page, 'campaign page')));
    const [made, ...others] = (await callOk(campaignEndpoints.list, { token: owner.accessToken, query: {} })).campaigns;
    expect(others).toEqual([]);
    expect(made).toMatchObject({ name: 'Spring open day', goal: cafeBrand.mainGoal, budget: 250.5, networks: ['instagram', 'facebook', 'linkedin'] });

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await field('Name').fill('Spring open day and tasting');
    await field('Budget (optional)').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Campaign saved');
    await heading(page, 'Spring open day and tasting');
    await shown('No budget');

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expectToast(page, 'Campaign duplicated: you are looking at the copy');
    await heading(page, 'Copy of Spring open day and tasting');
    await page.getByRole('button', { name: 'Archive' }).click();
    await expectToast(page, 'Campaign archived');
    await shown('Archived');

    await page.getByRole('link', { name: 'Back to Campaigns' }).click();
    await heading(page, 'Campaigns');
    const table = page.getByRole('table', { name: 'Your campaigns' });
    await table.getByRole('link', { name: 'Spring open day and tasting' }).waitFor();
    expect(await table.getByRole('link', { name: 'Copy of Spring open day and tasting' }).count()).toBe(0);
    await page.getByText('Show archived').click();
    await table.getByRole('link', { name: 'Copy of Spring open day and tasting' }).waitFor();
    found.push(...(await auditBothWidths(page, 'campaigns with an archived one')));

    await table.getByRole('link', { name: 'Copy of Spring open day and tasting' }).click();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Campaign restored');
    await shown('Planned');
    expect(found).toEqual([]);
  });

  it('schedules a post into the campaign from its page, puts a draft in it, sees them on its page and the calendar filtered by it, and takes the post out again', async () => {
    screenshotOnFailure(() => page, 'campaigns-progress');
    await connect(owner, 'facebook');
    const { campaigns: mine } = await callOk(campaignEndpoints.list, { token: owner.accessToken, query: {} });
    const spring = mine.find((c) => c.name === 'Spring open day and tasting')!;
    await signInPage(page, owner, `/campaigns/${spring.id}`);
    await heading(page, 'Spring open day and tasting');
    await page.getByText('No posts in this campaign yet.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Schedule a post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule post' });
    await dialog.getByText('Spring open day and tasting').waitFor();
    await dialog.getByLabel('Caption').fill('Open day tastings on Friday 12 March from 10am: bring a friend, the first flat white is on us.');
    await dialog.getByRole('radio', { name: 'Pick a date and time' }).check();
    await dialog.getByRole('textbox', { name: 'When Date' }).fill('2027/03/12');
    await dialog.getByRole('textbox', { name: /Time/ }).fill('09:00');
    await dialog.getByTestId('schedule-submit').click();
    await page
      .getByText(/^Scheduled for /)
      .first()
      .waitFor();

    await expect.poll(() => page.getByTestId('campaign-scheduled').textContent()).toBe('1');
    expect(await page.getByTestId('campaign-day').textContent()).toContain('Friday 12 March: 1 scheduled');
    const found = await auditBothWidths(page, 'campaign page with a scheduled post');

    // A draft put into the campaign on its page is listed on the campaign's page.
    const itemId = `campaign-draft-${spring.id.slice(0, 8)}`;
    await db()
      .entities.contentItem.create({
        userId: await userIdOf(owner),
        itemId,
        type: 'post',
        title: 'Tasting menu teaser',
        body: 'Five small plates, one open day.',
      })
      .go();
    await navigateInApp(page, `/content/${itemId}`);
    await heading(page, 'Tasting menu teaser');
    await page.getByRole('button', { name: /^Campaign \(optional\)/ }).click();
    await page.getByRole('option', { name: 'Spring open day and tasting', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved');
    await navigateInApp(page, `/campaigns/${spring.id}`);
    await page.getByRole('list', { name: 'Drafts' }).getByRole('link', { name: 'Tasting menu teaser' }).waitFor();

    await page.getByRole('link', { name: 'View on calendar' }).click();
    await heading(page, 'Calendar');
    await page.getByTestId('calendar-post').filter({ hasText: 'Open day tastings' }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('campaign')).toBe(spring.id);

    // Taken out of the campaign from the calendar: the campaign no longer counts it.
    await page.getByTestId('calendar-post').filter({ hasText: 'Open day tastings' }).first().click();
    await page.getByRole('dialog', { name: 'Post' }).getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit post' });
    await edit.getByRole('button', { name: /^Campaign \(optional\)/ }).click();
    await page.getByRole('option', { name: 'No campaign', exact: true }).click();
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Post saved');
    await navigateInApp(page, `/campaigns/${spring.id}`);
    await expect.poll(() => page.getByTestId('campaign-scheduled').textContent()).toBe('0');
    expect(found).toEqual([]);
  });

  it('writes Google and Meta ad copy for the campaign, every field within its limit, edits it and downloads the CSV', async () => {
    screenshotOnFailure(() => page, 'campaigns-ad-copy');
    const { campaigns: mine } = await callOk(campaignEndpoints.list, { token: owner.accessToken, query: {} });
    const spring = mine.find((c) => c.name === 'Spring open day and tasting')!;
    await signInPage(page, owner, `/campaigns/${spring.id}`);
    await heading(page, 'Spring open day and tasting');
    await page.getByRole('button', { name: 'Generate ad copy' }).click();
    await expectToast(page, 'Ad copy written');

    const ads = await callOk(adCopyEndpoints.get, { token: owner.accessToken, params: { campaignId: spring.id } });
    expect(ads.google.headlines.length).toBeGreaterThanOrEqual(3);
    expect(ads.google.headlines.every((h) => h.length <= 30)).toBe(true);
    expect(ads.google.descriptions.every((d) => d.length <= 90)).toBe(true);
    expect([ads.google.path1, ads.google.path2].every((p) => p.length <= 15)).toBe(true);
    expect(ads.meta.headline.length).toBeLessThanOrEqual(40);
    expect(ads.meta.description.length).toBeLessThanOrEqual(30);
    expect(await page.getByLabel('Headline 1', { exact: true }).inputValue()).toBe(ads.google.headlines[0]);
    await page.getByText(`${ads.google.headlines[0]!.length} / 30`).first().waitFor();

    // Over the limit: named under the field and not saved.
    await page.getByLabel('Headline 1', { exact: true }).fill('Celebration cakes baked fresh every single morning');
    await page
      .getByText(/^Google headlines are at most 30 characters/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Save ad copy' }).click();
    await page
      .getByText(/^Google headlines are at most 30 characters/)
      .first()
      .waitFor();
    await page.getByLabel('Headline 1', { exact: true }).fill('Open day tastings');
    await page.getByRole('button', { name: 'Save ad copy' }).click();
    await expectToast(page, 'Ad copy saved');
    expect((await callOk(adCopyEndpoints.get, { token: owner.accessToken, params: { campaignId: spring.id } })).google.headlines[0]).toBe('Open day tastings');
    const found = await auditBothWidths(page, 'campaign page with ad copy');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV for Google Ads Editor' }).click()]);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Headline 1');
    expect(csv).toContain('Open day tastings');
    expect(found).toEqual([]);
  });

  it('says a campaign that is not theirs is not found', async () => {
    const theirs = await callOk(campaignEndpoints.list, { token: owner.accessToken, query: {} });
    await signInPage(page, free, `/campaigns/${theirs.campaigns[0]!.id}`);
    await heading(page, 'Campaign not found');
    await page.getByRole('link', { name: 'Back to Campaigns' }).waitFor();
  });
});
