// Publishing in a real browser against the local stack and its network sandbox: connect
// Facebook and LinkedIn through their OAuth screens, schedule a draft to both for the next
// minute, watch it turn published on /calendar, and find the exact caption in the sandbox's
// feed with the studio image it carried. Then LinkedIn revokes Markk's access: the next post
// fails with the reason, the account shows "Needs reconnecting" with a notification, and
// Reconnect + Retry publish it. An Instagram sign-in that reaches two accounts asks which to
// connect, within the plan's limit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { billingEndpoints } from '#contracts/billing';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { studioEndpoints } from '#contracts/studio';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { cafeBrand } from '../support/brand.ts';
import * as Content from '#domain/content';
import { localTimeOf } from '#domain/publishing/time';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { heading, pickUpByKeyboard } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { connect, feed, sandbox } from '../support/networks.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';

const ZONE = 'Europe/London';
const marker = randomUUID().slice(0, 6);
const title = `Peony week ${marker}`;
const caption = `Peony week at Bloom & Bean ${marker}: blush bunches from £12 until Sunday. Order in the shop or reply to reserve yours.`;

let session: BrowserSession;
let page: Page;
let user: TestUser;
const imageTitle = `Peonies ${marker}`;

/** Connect on the Connected accounts tab: the sandbox's consent screen, Allow, and back in Markk. */
async function connectThroughOAuth(network: string, label: string) {
  await page.getByRole('button', { name: `Connect ${label}` }).click();
  await heading(page, `${label} sandbox`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/settings');
  await expect
    .poll(
      () =>
        page
          .getByText(new RegExp(`Connected .* \\(${label}\\)`))
          .first()
          .isVisible(),
      { timeout: 10_000 },
    )
    .toBe(true);
  expect(network).toBeTruthy();
}

beforeAll(async () => {
  user = await newUser({ fullName: 'Rosa Bloom', companyName: 'Bloom & Bean' });
  const userId = await userIdOf(user);
  await completeOnboarding(userId);
  await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
  await callOk(pub.saveSettings, {
    token: user.accessToken,
    body: { timeZone: ZONE, queue: { mon: ['09:00'], tue: ['09:00'], wed: ['09:00'], thu: ['09:00'], fri: ['09:00'], sat: [], sun: [] } },
  });
  await Content.createMany(userId, [{ type: 'post', title, body: caption }]);
  // The studio draws in the brand kit's colours: the image is made as a user makes it.
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  await callOk(studioEndpoints.save, {
    token: user.accessToken,
    body: { design: { template: 'text-card', size: 'square', fields: { headline: imageTitle } }, altText: 'Blush peonies in a zinc bucket' },
  });
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await sandbox({ action: 'clear' });
  await session?.close();
});

describe('publishing from Markk', () => {
  it('connects two networks through their OAuth screens', async () => {
    screenshotOnFailure(() => page, 'publishing-connect');
    await signInPage(page, user, '/settings?tab=connections');
    await page.getByRole('heading', { name: 'Connect an account' }).waitFor();
    await connectThroughOAuth('facebook', 'Facebook');
    await connectThroughOAuth('linkedin', 'LinkedIn');
    const { accounts } = await callOk(pub.connections, { token: user.accessToken });
    expect(accounts.map((a) => [a.network, a.state]).sort()).toEqual([
      ['facebook', 'connected'],
      ['linkedin', 'connected'],
    ]);
  });

  it('schedules a draft to both for the next minute and shows it published on the calendar', async () => {
    screenshotOnFailure(() => page, 'publishing-schedule');
    await page.goto(`${stackUrl()}/content`);
    await page.getByRole('button', { name: `Schedule ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule post' });
    await dialog.getByRole('checkbox', { name: /Markk Sandbox Page/ }).check();
    await dialog.getByRole('checkbox', { name: /Markk Sandbox Member/ }).check();
    await dialog.getByRole('button', { name: /^Image/ }).click();
    await dialog.getByRole('option', { name: new RegExp(imageTitle) }).click();
    await expect.poll(() => dialog.getByText('Alt text: Blush peonies in a zinc bucket').isVisible()).toBe(true);
    await dialog.getByRole('radio', { name: 'Pick a date and time' }).check();
    const next = localTimeOf(new Date(Date.now() + 60_000), ZONE);
    await dialog.getByRole('textbox', { name: 'When Date' }).fill(next.slice(0, 10).replace(/-/g, '/'));
    await dialog.getByRole('textbox', { name: /Time/ }).fill(next.slice(11));
    await dialog.getByTestId('schedule-submit').click();
    await expect
      .poll(
        () =>
          page
            .getByText(/^Scheduled for .* on 2 accounts$/)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);

    await page.getByText('View in calendar', { exact: true }).click();
    await heading(page, 'Calendar');
    const chip = page.getByTestId('calendar-post').filter({ hasText: marker }).first();
    await expect.poll(() => chip.getAttribute('aria-label').then(async (l) => l ?? (await chip.innerText())), { timeout: 15_000 }).toMatch(/Scheduled/);
    await expect
      .poll(async () => (await chip.innerText()) + ((await chip.getAttribute('aria-label')) ?? ''), { timeout: 100_000, interval: 1_000 })
      .toMatch(/Published/);
    // The exact caption, and the image the studio made, on both networks.
    const live = await feed(caption);
    expect(live.map((p) => [p.network, p.image?.contentType]).sort()).toEqual([
      ['facebook', 'image/jpeg'],
      ['linkedin', 'image/jpeg'],
    ]);
  });

  it('shows a revoked connection as needing reconnection, and publishes after Reconnect and Retry', async () => {
    screenshotOnFailure(() => page, 'publishing-reconnect');
    await sandbox({ action: 'fail', network: 'linkedin', kind: 'revoked' });
    const { accounts } = await callOk(pub.connections, { token: user.accessToken });
    const linkedin = accounts.find((a) => a.network === 'linkedin')!.id;
    const second = `Last peonies of the season ${marker}: reply to reserve a bunch.`;
    const { post } = await callOk(pub.schedule, {
      token: user.accessToken,
      body: {
        requestId: randomUUID(),
        caption: second,
        accountIds: [linkedin],
        when: { kind: 'at', localTime: localTimeOf(new Date(), ZONE), timeZone: ZONE },
      },
    });
    await expect
      .poll(async () => (await callOk(pub.get, { token: user.accessToken, params: { postId: post.id } })).post.status, { timeout: 20_000 })
      .toBe('failed');

    await page.goto(`${stackUrl()}/settings?tab=connections`);
    await expect
      .poll(
        () =>
          page
            .getByText(/Needs reconnecting|Revoked/)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect.poll(() => page.getByText('LinkedIn says Markk’s access was removed: reconnect LinkedIn and retry.').first().isVisible()).toBe(true);

    await sandbox({ action: 'clear' });
    await page.getByRole('button', { name: /^Reconnect .*\(LinkedIn\)$/ }).click();
    await heading(page, 'LinkedIn sandbox');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/settings');

    await page.goto(`${stackUrl()}/calendar`);
    const chip = page.getByTestId('calendar-post').filter({ hasText: 'Last peonies' }).first();
    await chip.click();
    const detail = page.getByRole('dialog', { name: 'Post' });
    await expect.poll(() => detail.getByText('LinkedIn says Markk’s access was removed: reconnect LinkedIn and retry.').isVisible()).toBe(true);
    await detail.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(async () => (await callOk(pub.get, { token: user.accessToken, params: { postId: post.id } })).post.status, { timeout: 20_000 })
      .toBe('published');
    expect(await feed(second)).toHaveLength(1);
  });

  it('reschedules a post by keyboard alone: Space on its move button, an arrow to the next day, Space to drop', async () => {
    screenshotOnFailure(() => page, 'publishing-keyboard');
    const { accounts } = await callOk(pub.connections, { token: user.accessToken });
    const facebook = accounts.find((a) => a.network === 'facebook')?.id ?? (await connect(user, 'facebook')).account.id;
    const moving = `Tulip Tuesday ${marker}: bring a friend, second bunch half price.`;
    const { post } = await callOk(pub.schedule, {
      token: user.accessToken,
      body: { requestId: randomUUID(), caption: moving, accountIds: [facebook], when: { kind: 'at', localTime: '2030-06-04T10:30', timeZone: ZONE } },
    });
    await signInPage(page, user, '/calendar?date=2030-06-04');
    const handle = page.getByRole('button', { name: new RegExp(`^Move post at 10:30: Tulip Tuesday ${marker}`) });
    // The shell opens at this width first; each key waits for what a screen reader is told.
    await heading(page, 'Calendar');
    await pickUpByKeyboard(page, handle);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByText(/^Post Tulip Tuesday .* is over .*5 June/).count()).toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText('Rescheduled for Wednesday 5 June 2030, 10:30').first().isVisible(), { timeout: 10_000 }).toBe(true);
    const moved = await callOk(pub.get, { token: user.accessToken, params: { postId: post.id } });
    expect(moved.post).toMatchObject({ localTime: '2030-06-05T10:30', dueAt: '2030-06-05T09:30:00.000Z', status: 'scheduled' });
  });

  it('connects from the calendar and comes back to it', async () => {
    screenshotOnFailure(() => page, 'publishing-from-calendar');
    await signInPage(page, user, '/calendar');
    await page.getByRole('link', { name: 'Connected accounts' }).click();
    await page.getByRole('button', { name: 'Connect X' }).click();
    await heading(page, 'X sandbox');
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/calendar');
    const { accounts } = await callOk(pub.connections, { token: user.accessToken });
    expect(accounts.find((a) => a.network === 'x')?.state).toBe('connected');
  });

  it('asks which Instagram accounts to connect when one sign-in reaches two, within the plan’s limit', async () => {
    screenshotOnFailure(() => page, 'publishing-choice');
    await signInPage(page, user, '/settings?tab=connections');
    await page.getByRole('heading', { name: 'Connect an account' }).waitFor();
    await page.getByRole('button', { name: 'Connect Instagram' }).click();
    await heading(page, 'Instagram sandbox');
    await page.getByLabel('Account', { exact: true }).fill(`Bloom Shop ${marker}`);
    await page.getByLabel(/^More Pages you manage/).fill(`Bloom Events ${marker}`);
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.getByRole('heading', { name: 'Choose the Instagram accounts to connect' }).waitFor();
    await expect
      .poll(() => page.getByText('Premium connects one account per network. Enterprise connects up to 10 per network, for agencies.').isVisible())
      .toBe(true);
    const shop = page.getByRole('checkbox', { name: `bloom.shop.${marker}` });
    const events = page.getByRole('checkbox', { name: `bloom.events.${marker}` });
    expect([await shop.isChecked(), await events.isChecked()]).toEqual([true, false]);
    await events.check();
    await page.getByRole('button', { name: 'Connect selected' }).click();
    await expect.poll(() => page.getByText('Untick some: your plan lets you connect 1 here.').isVisible()).toBe(true);
    await shop.uncheck();
    await page.getByRole('button', { name: 'Connect selected' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/settings');
    await expect.poll(() => page.getByText(`Connected bloom.events.${marker} (Instagram)`).first().isVisible(), { timeout: 10_000 }).toBe(true);
    const { accounts } = await callOk(pub.connections, { token: user.accessToken });
    expect(accounts.filter((a) => a.network === 'instagram').map((a) => a.name)).toEqual([`bloom.events.${marker}`]);
  });
});
