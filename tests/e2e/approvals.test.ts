// Client approval links in a real browser: the owner sends three scheduled posts for approval
// from the calendar; the client, signed out on a 375 px phone, opens the e-mailed link, approves
// one, requests changes on one with a comment and comments on the third; the owner sees the
// three decisions in the posts' details, edits the approved post and sees its approval
// withdrawn. axe audits the approval page at both widths.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { instantOf, localTimeOf } from '#domain/publishing/time';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { auditBothWidths, PHONE } from './a11y/audit.ts';
import { signInPage } from './signed-in.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';
import { connect } from '../support/networks.ts';
import { callOk, newUser, outbox, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';

const ZONE = 'Europe/London';
const marker = randomUUID().slice(0, 6);
const captions = [`Sourdough Saturday ${marker}`, `Cinnamon buns are back ${marker}`, `Meet our new baker ${marker}`] as const;
const TIMES = ['09:00', '11:00', '13:00'] as const;
const clientEmail = uniqueEmail('sam');

let owner: TestUser;
let ownerSession: BrowserSession;
let clientSession: BrowserSession;
let day: string;

async function openDetail(page: Page, time: string, caption: string) {
  await page.getByRole('button', { name: new RegExp(`^${time} ${caption}`) }).click();
  const detail = page.getByRole('dialog', { name: 'Post' });
  await detail.waitFor();
  return detail;
}

beforeAll(async () => {
  owner = await newUser({ fullName: 'Olive Owner', companyName: 'Olive Bakery' });
  await completeOnboarding(await userIdOf(owner));
  await callOk(pub.saveSettings, {
    token: owner.accessToken,
    body: { timeZone: ZONE, queue: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } },
  });
  const { account } = await connect(owner, 'facebook', 'Olive Bakery Page');
  day = localTimeOf(new Date(Date.now() + 3 * 86_400_000), ZONE).slice(0, 10);
  for (const [i, caption] of captions.entries()) {
    await callOk(pub.schedule, {
      token: owner.accessToken,
      body: { requestId: randomUUID(), caption, accountIds: [account.id], when: { kind: 'at', localTime: `${day}T${TIMES[i]}`, timeZone: ZONE } },
    });
  }
  expect(Date.parse(instantOf(`${day}T09:00`, ZONE))).toBeGreaterThan(Date.now());
  ownerSession = await openBrowser();
  clientSession = await openBrowser(PHONE);
});

afterAll(async () => {
  await ownerSession?.close();
  await clientSession?.close();
});

describe('client approval links', () => {
  let link = '';

  it('the owner sends three posts for approval from the calendar; the client gets the link by e-mail', async () => {
    const page = ownerSession.page;
    screenshotOnFailure(() => page, 'approvals-send');
    await signInPage(page, owner, `/calendar?date=${day}`);
    await page.getByRole('button', { name: new RegExp(`^09:00 ${captions[0]}`) }).waitFor();
    await page.getByRole('button', { name: 'Send for approval' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for approval' });
    for (const caption of captions) await dialog.getByRole('checkbox', { name: new RegExp(caption) }).waitFor();
    await dialog.getByTestId('send-for-approval-submit').click();
    await dialog.getByText("Enter the client's name.").waitFor();
    await dialog.getByLabel("Client's name").fill('Sam');
    await dialog.getByLabel("Client's e-mail").fill('not-an-address');
    await dialog.getByTestId('send-for-approval-submit').click();
    await dialog.getByText('Enter a valid e-mail address, such as sam@example.com.').waitFor();
    await dialog.getByLabel("Client's e-mail").fill(clientEmail);
    await dialog.getByTestId('send-for-approval-submit').click();
    await page.getByText('Sent to Sam for approval').first().waitFor();

    await expect.poll(async () => (await outbox()).filter((m) => m.to === clientEmail).length, { timeout: 10_000 }).toBe(1);
    const mail = (await outbox()).find((m) => m.to === clientEmail)!;
    link = /https?:\/\/\S+\/approve\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];
    expect(new URL(link).pathname).toMatch(/^\/approve\//);
  });

  it('the client, signed out at 375 px, approves one, requests changes on one and comments on the third', async () => {
    const page = clientSession.page;
    screenshotOnFailure(() => page, 'approvals-client');
    await page.goto(`${stackUrl()}${new URL(link).pathname}`);
    await page.getByRole('heading', { name: 'Olive Bakery asks for your approval' }).waitFor();
    // No signed-in shell: no navigation, no user menu.
    expect(await page.getByRole('button', { name: 'Open navigation' }).count()).toBe(0);
    const cards = page.getByTestId('approval-post');
    await expect.poll(() => cards.count()).toBe(3);
    const card = (caption: string) => cards.filter({ hasText: caption });

    await card(captions[0]).getByRole('button', { name: 'Approve' }).click();
    await card(captions[0])
      .getByText(/^You approved this post/)
      .waitFor();

    await card(captions[1]).getByRole('button', { name: 'Request changes' }).click();
    await card(captions[1]).getByRole('button', { name: 'Send' }).click();
    await card(captions[1]).getByText('Say what should change.').waitFor();
    await card(captions[1]).getByLabel('What should change?').fill('Say <b>vegan</b> <img src=x onerror=alert(1)>too');
    await card(captions[1]).getByRole('button', { name: 'Send' }).click();
    await card(captions[1])
      .getByText(/^You requested changes .*: Say vegan too$/)
      .waitFor();

    await card(captions[2]).getByRole('button', { name: 'Comment' }).click();
    await card(captions[2]).getByLabel('Your comment').fill('Lovely photo');
    await card(captions[2]).getByRole('button', { name: 'Send' }).click();
    await card(captions[2])
      .getByText(/^You commented .*: Lovely photo$/)
      .waitFor();

    const found = await auditBothWidths(page, 'approval page', () => cards.first().waitFor());
    expect(found).toEqual([]);
    await page.setViewportSize(PHONE);
  });

  it('the owner sees the three decisions; editing the approved post withdraws its approval', async () => {
    const page = ownerSession.page;
    screenshotOnFailure(() => page, 'approvals-owner');
    await page.goto(`${stackUrl()}/calendar?date=${day}`);
    let detail = await openDetail(page, TIMES[1], captions[1]);
    await detail.getByText('Changes requested by Sam: Say vegan too').waitFor();
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    detail = await openDetail(page, TIMES[2], captions[2]);
    await detail.getByText(/^Comment from Sam at \d\d:\d\d: Lovely photo$/).waitFor();
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    detail = await openDetail(page, TIMES[0], captions[0]);
    await detail.getByText(/^Approved by Sam at \d\d:\d\d$/).waitFor();

    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit post' });
    await edit.getByLabel('Caption').fill(`${captions[0]} with rye`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    // Saved, the post's detail is back: its approval no longer matches the post.
    detail = page.getByRole('dialog', { name: 'Post' });
    await detail.getByText(`${captions[0]} with rye`).waitFor();
    await detail.getByText('Approval withdrawn: the post changed after Sam approved it').waitFor();

    // The client's page shows the post as changed and asks again.
    const client = clientSession.page;
    await client.reload();
    await client
      .getByTestId('approval-post')
      .filter({ hasText: `${captions[0]} with rye` })
      .getByText(/^This post changed after your last decision/)
      .waitFor();
  });

  it('the owner withdraws the link, and the client can no longer open it', async () => {
    const page = ownerSession.page;
    screenshotOnFailure(() => page, 'approvals-withdraw');
    const detail = page.getByRole('dialog', { name: 'Post' });
    await detail.getByText('Link open for Sam').waitFor();
    await detail.getByRole('button', { name: 'Withdraw the approval link sent to Sam' }).click();
    await detail.getByText('Link open for Sam').waitFor({ state: 'detached' });

    const client = clientSession.page;
    await client.reload();
    await client.getByRole('heading', { level: 1, name: 'This approval link cannot be used' }).waitFor();
    await client.getByText('This approval link was withdrawn. Ask Olive Bakery for a new one.').waitFor();
  });
});
