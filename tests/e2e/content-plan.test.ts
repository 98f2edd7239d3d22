// "Plan my next 30 days" in a real browser: a Premium café owner with a connected Facebook Page
// opens it from the calendar, plans the month (the progress bar runs, then 30 drafts), approves
// 20 of them and finds them on the calendar; axe finds nothing serious on the finished plan at
// 1280 and 375 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentPlanEndpoints } from '#contracts/content-plan';
import { auditBothWidths } from './a11y/audit.ts';
import { navigateInApp, openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeBrand } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { callOk, newUser, type TestUser } from '../support/users.ts';

let session: BrowserSession;
let page: Page;
let owner: TestUser;

beforeAll(async () => {
  owner = await newUser({ fullName: 'Petra Planner', companyName: 'Corner Café' });
  await callOk(brandKitEndpoints.save, { token: owner.accessToken, body: { ...cafeBrand, platforms: ['Facebook'] } as BrandKitInput });
  await completeOnboarding(await userIdOf(owner));
  await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
  await connect(owner, 'facebook');
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

describe('a Premium owner', () => {
  it('plans the next 30 days from the calendar, approves 20 drafts and sees them on the calendar', async () => {
    screenshotOnFailure(() => page, 'content-plan');
    await signInPage(page, owner, '/calendar');
    await page.getByRole('link', { name: 'Plan my next 30 days' }).click();
    await heading(page, 'Plan my next 30 days');
    await page.getByRole('button', { name: 'Plan my next 30 days' }).click();
    await page.getByText('Planned posts').waitFor({ timeout: 60_000 });
    const rows = page.getByRole('checkbox', { name: /^Select the post of / });
    await expect.poll(() => rows.count()).toBe(30);
    const found = await auditBothWidths(page, 'finished 30-day plan');

    for (let i = 0; i < 20; i++) await rows.nth(i).check();
    await page.getByRole('button', { name: 'Approve selected' }).click();
    await expect.poll(() => page.getByText('Approved: on the calendar', { exact: true }).count(), { timeout: 30_000 }).toBe(20);

    const { plan } = await callOk(contentPlanEndpoints.latest, { token: owner.accessToken });
    const first = plan!.items[0]!;
    expect(plan!.items.filter((i) => i.status === 'approved')).toHaveLength(20);
    await navigateInApp(page, `/calendar?date=${first.localTime.slice(0, 10)}`);
    await page
      .getByRole('button', { name: new RegExp(`^${first.localTime.slice(11)}, Facebook: `) })
      .first()
      .waitFor();
    expect(found).toEqual([]);
  });
});
