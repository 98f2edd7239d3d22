// A campaign holds its images and tracked links, in a real browser: a Premium café owner opens
// the studio from the empty Images section of "Spring open day" (the campaign chosen), saves an
// image and finds it on the campaign's page (and takes it out again from the gallery); makes a
// tracked link in the campaign from Analytics → Links and finds it under the campaign's Tracked
// links, its short link sending utm_campaign=spring-open-day; and /analytics?campaign=… counts
// only that campaign's clicks until "All campaigns" is chosen. axe finds nothing serious on the
// campaign page with both sections filled, nor on /analytics of one campaign, at 1280 and 375 px.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { analyticsEndpoints, type LinkView } from '#contracts/analytics';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import type { Campaign } from '#contracts/campaigns';
import { studioEndpoints } from '#contracts/studio';
import { auditBothWidths } from './a11y/audit.ts';
import { navigateInApp, openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeBrand } from '../support/brand.ts';
import { newCampaign } from '../support/campaigns.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { callOk, newUser, type TestUser } from '../support/users.ts';
import { BROWSER } from '../support/visitors.ts';

const HEADLINE = `Open day tastings ${randomUUID().slice(0, 4)}`;
const LINK_TITLE = 'Open day flyer';

let session: BrowserSession;
let page: Page;
let owner: TestUser;
let spring: Campaign;
let headlineLabel: string;

beforeAll(async () => {
  owner = await newUser({ fullName: 'Cara Campaigns', companyName: 'Corner Café' });
  await callOk(brandKitEndpoints.save, { token: owner.accessToken, body: cafeBrand as BrandKitInput });
  await completeOnboarding(await userIdOf(owner));
  await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
  spring = await newCampaign(owner, 'Spring open day');
  const { templates } = await callOk(studioEndpoints.templates, { token: owner.accessToken });
  headlineLabel = templates[0]!.fields[0]!.label;
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

/** A visitor follows the short link (not the redirect): where it sends them. */
async function follow(link: LinkView): Promise<URL> {
  const reply = await fetch(link.shortUrl, { redirect: 'manual', headers: { 'user-agent': `${BROWSER} Visitor/${randomUUID()}` } });
  expect(reply.status).toBe(302);
  return new URL(reply.headers.get('location')!);
}

describe('a campaign’s images and tracked links', () => {
  it('holds an image saved into it from the studio (until the gallery takes it out), and a link made in it from Analytics', async () => {
    screenshotOnFailure(() => page, 'campaign-assets');
    await signInPage(page, owner, `/campaigns/${spring.id}`);
    await heading(page, 'Spring open day');
    await page.getByText('No images in this campaign yet').waitFor();
    await page.getByText('No tracked links in this campaign yet').waitFor();

    // The studio opens with the campaign chosen; the saved image is the campaign's.
    await page.getByRole('link', { name: 'Make one in the studio' }).click();
    await heading(page, 'Creative studio');
    await expect.poll(() => page.getByRole('button', { name: /^Campaign \(optional\)/ }).textContent()).toContain('Spring open day');
    await page.getByLabel(headlineLabel, { exact: true }).fill(HEADLINE);
    await page.getByRole('button', { name: 'Save to gallery' }).click();
    await expectToast(page, 'Saved to your gallery');
    await navigateInApp(page, `/campaigns/${spring.id}`);
    await page.getByRole('list', { name: 'Images' }).getByRole('img', { name: HEADLINE }).waitFor();

    // A tracked link made in the campaign.
    await navigateInApp(page, '/analytics');
    await page.getByLabel('Destination URL').fill('https://corner-cafe.example/open-day');
    await page.getByLabel('Title', { exact: true }).fill(LINK_TITLE);
    await page.getByRole('button', { name: /^Campaign \(optional\)/ }).click();
    await page.getByRole('option', { name: 'Spring open day', exact: true }).click();
    expect(await page.getByLabel('utm_campaign (optional)').count()).toBe(0);
    await page.getByRole('button', { name: 'Create link' }).click();
    await expectToast(page, 'Link created');
    await navigateInApp(page, `/campaigns/${spring.id}`);
    const links = page.getByRole('table', { name: 'Tracked links' });
    await links.getByRole('row').filter({ hasText: LINK_TITLE }).waitFor();
    const [link] = (await callOk(analyticsEndpoints.listLinks, { token: owner.accessToken, query: { campaignId: spring.id } })).links;
    expect(link).toMatchObject({ title: LINK_TITLE, campaignId: spring.id });
    expect((await follow(link!)).searchParams.get('utm_campaign')).toBe('spring-open-day');

    const found = await auditBothWidths(page, 'campaign with images and links', () => page.getByRole('img', { name: HEADLINE }).waitFor());
    expect(found).toEqual([]);

    // The gallery takes the image out of the campaign again.
    await navigateInApp(page, '/studio');
    const choice = page.getByRole('button', { name: new RegExp(`^Campaign of ${HEADLINE}`) });
    await expect.poll(() => choice.textContent()).toContain('Spring open day');
    await choice.click();
    await page.getByRole('option', { name: 'No campaign', exact: true }).click();
    await expectToast(page, 'Image taken out of its campaign');
    await navigateInApp(page, `/campaigns/${spring.id}`);
    await page.getByText('No images in this campaign yet').waitFor();
  });

  it('filters the analytics totals to the campaign’s clicks, kept in the address', async () => {
    screenshotOnFailure(() => page, 'campaign-analytics');
    const loose = await callOk(analyticsEndpoints.createLink, {
      token: owner.accessToken,
      body: { url: 'https://corner-cafe.example/menu', title: 'Menu', requestId: randomUUID() },
    });
    await follow(loose);
    const clicks = () => page.getByTestId('analytics-totals').getByTestId('total-clicks').textContent();

    // Loaded afresh: the campaign comes from the address, and no earlier visit's numbers are cached.
    await navigateInApp(page, `/analytics?campaign=${spring.id}`);
    await page.reload();
    await expect.poll(clicks, { timeout: 15_000 }).toMatch(/^1/);
    expect(await auditBothWidths(page, 'analytics of one campaign', () => page.getByTestId('analytics-totals').waitFor())).toEqual([]);
    await page.getByRole('button', { name: /^Results of one campaign/ }).click();
    await page.getByRole('option', { name: 'All campaigns', exact: true }).click();
    await expect.poll(clicks, { timeout: 15_000 }).toMatch(/^2/);
    expect(new URL(page.url()).searchParams.get('campaign')).toBeNull();
  });
});
