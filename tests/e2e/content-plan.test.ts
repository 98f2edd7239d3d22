// "Plan my next 30 days" in a real browser: a Premium café owner with a connected Facebook Page
// opens it from the calendar, plans the month (the progress bar runs, then 30 drafts), approves
// 20 of them and finds them on the calendar; the other 10 show on the calendar as "Planned",
// where one is dismissed, one moved by keyboard and one approved; axe finds nothing serious on
// the finished plan or on the calendar with its planned drafts, at 1280 and 375 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contentPlanEndpoints } from '#contracts/content-plan';
import { auditBothWidths } from './a11y/audit.ts';
import { navigateInApp, openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading, pickUpByKeyboard } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeOwner } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { callOk, type TestUser } from '../support/users.ts';

let session: BrowserSession;
let page: Page;
let owner: TestUser;

beforeAll(async () => {
  owner = await cafeOwner({ fullName: 'Petra Planner', companyName: 'Corner Café' }, { tier: 'premium', brand: { platforms: ['Facebook'] } });
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
      .getByRole('button', { name: new RegExp(`^${first.localTime.slice(11)} .*, on Facebook$`) })
      .first()
      .waitFor();
    expect(found).toEqual([]);
  });

  it('reviews the other drafts on the calendar: dismisses one, moves one by keyboard, approves one', async () => {
    screenshotOnFailure(() => page, 'content-plan-calendar');
    const { plan } = await callOk(contentPlanEndpoints.latest, { token: owner.accessToken });
    const drafts = plan!.items.filter((i) => i.status === 'draft');
    expect(drafts).toHaveLength(10);
    // Titles may begin alike: the draft's own chip is found by its id, then by what it says.
    const chip = (item: (typeof drafts)[number]) =>
      page.locator(`[data-plan-item-id="${item.id}"]`).getByRole('button', {
        name: new RegExp(`^${item.localTime.slice(11)} ${escape(item.title.slice(0, 20))}.* Planned\\s*, on Facebook, not scheduled yet$`),
      });
    const open = async (item: (typeof drafts)[number]) => {
      await navigateInApp(page, `/calendar?date=${item.localTime.slice(0, 10)}`);
      await chip(item).first().click();
      await page.getByRole('heading', { name: 'Planned draft', exact: true }).waitFor();
    };

    const [approving, dismissing] = drafts;
    await open(dismissing!);
    await page.getByText('Your 30-day plan has 10 drafts to review', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expectToast(page, 'Draft dismissed: it will not be scheduled');
    await expect.poll(() => chip(dismissing!).count()).toBe(0);

    // Moved a day later by keyboard (Space picks it up, an arrow moves it, Space drops it).
    const moving = drafts.find((d, i) => i > 1 && new Date(`${d.localTime.slice(0, 10)}T12:00Z`).getUTCDay() !== 0)!;
    const nextDay = new Date(Date.parse(`${moving.localTime.slice(0, 10)}T00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await navigateInApp(page, `/calendar?date=${moving.localTime.slice(0, 10)}`);
    const handle = page
      .locator(`[data-plan-item-id="${moving.id}"]`)
      .getByRole('button', { name: new RegExp(`^Move planned draft at ${moving.localTime.slice(11)}: ${escape(moving.title.slice(0, 20))}`) });
    await pickUpByKeyboard(page, handle);
    await page.keyboard.press('ArrowRight');
    // Over the next day (the first announcement is the day it starts on).
    const nextDayWords = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${nextDay}T12:00:00Z`));
    await expect.poll(() => page.getByText(new RegExp(`^Post .* is over .*${nextDayWords}`)).count()).toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await page
      .getByText(/^Planned draft moved to /)
      .first()
      .waitFor();
    const found = await auditBothWidths(page, 'calendar with planned drafts');

    await open(approving!);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Approved: the post is scheduled');
    await page
      .getByRole('button', { name: new RegExp(`^${approving!.localTime.slice(11)} .*, on Facebook$`) })
      .first()
      .waitFor();
    await expect.poll(() => chip(approving!).count()).toBe(0);

    const after = (await callOk(contentPlanEndpoints.latest, { token: owner.accessToken })).plan!.items;
    const byId = new Map(after.map((i) => [i.id, i]));
    expect(byId.get(dismissing!.id)).toMatchObject({ status: 'dismissed', scheduledPostId: null });
    expect(byId.get(moving.id)).toMatchObject({ status: 'draft', localTime: `${nextDay}T${moving.localTime.slice(11)}` });
    expect(byId.get(approving!.id)?.status).toBe('approved');
    expect(found).toEqual([]);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
