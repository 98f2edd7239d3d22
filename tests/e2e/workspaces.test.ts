// Workspaces (issue 29) in a real browser. An Enterprise café owner makes a client workspace
// from "Switch workspace" (a double click makes one), lands on its onboarding at
// /w/{id}/onboarding, sets up its brand kit and finishes the wizard there. Then two tabs of one
// browser, the default workspace at its plain addresses and the client under /w/{id}/, keep
// apart what each holds: a project made in the client's tab is in its list and its search and
// nowhere in the default tab, a project of the default workspace is not in the client's, and the
// switcher in each lists both with its own marked. A second client workspace, set up through its
// own wizard, shows nothing of the first client's calendar or tracked links. Settings ›
// Workspaces shows the members and
// the permission table; the owner gives a team member a role there, changes it and removes
// them. The plan page shows each workspace's usage; a Free owner has no switcher, and "New
// workspace" in Settings says it comes with Enterprise, with the way to the plans. Phones and
// the keyboard reach both. axe audits the new screens.
//
// Then the client's approval portal, in the first client's workspace: the agency (its logo in
// its own brand kit) white-labels it in Settings › Workspaces and sends three of its posts for
// approval from its calendar; the client, signed out on a 375 px phone, opens the e-mailed
// link, sees the agency's logo and name and no "Markk", approves one, requests changes on one
// with a comment and comments on the third; the agency sees each decision on the calendar and
// the notification, edits the approved post and sees its approval withdrawn. A draft of the
// client's package goes for approval from Content, and the client's approval shows on the
// draft. Withdrawn, the link no longer opens.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { projectEndpoints } from '#contracts/projects';
import { contentEndpoints } from '#contracts/content';
import { teamEndpoints } from '#contracts/team';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { analyticsEndpoints } from '#contracts/analytics';
import { publishingEndpoints } from '#contracts/publishing';
import { WORKSPACE_HEADER, WORKSPACE_MESSAGES, workspaceEndpoints } from '#contracts/workspaces';
import { auditBothWidths, DESKTOP, PHONE } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { DashboardPage, expectToast, heading } from './pages.ts';
import { signedInPage, signInPage } from './signed-in.ts';
import { cafeBrand, cafeOwner } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { db } from '#data/service';
import { userIdOf } from '../support/seed.ts';
import { callOk, confirm, outbox, signIn, signUp, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';

const marker = randomUUID().slice(0, 6);
const CLIENT = `Acme Dental ${marker}`;
const CLIENT_PROJECT = `Smile week ${marker}`;
const BAKERY_PROJECT = `Sourdough week ${marker}`;
const SECOND = `Page Turners ${marker}`;
const CLIENT_POST = `Saturday check-ups ${marker}`;
const CLIENT_LINK = `Book a check-up ${marker}`;
const POST_DAY = '2031-12-09';
/** The agency's own brand: its name and logo are what a white-labelled client page shows. */
const AGENCY = `Wren Agency ${marker}`;
/** A 1 × 1 PNG: the agency's logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The first client's three posts sent for approval, at these times on POST_DAY. */
const APPROVAL_POSTS = [
  ['09:00', CLIENT_POST],
  ['11:00', `Whitening offer ${marker}`],
  ['13:00', `Meet our hygienist ${marker}`],
] as const;

let session: BrowserSession;
let owner: TestUser;
let free: TestUser;
/** A member of the owner's team, given a role in the client workspace and removed again. */
let member: TestUser;
/** The default workspace's tab, and the client workspace's. */
let home: Page;
let client: Page;
let clientId = '';
/** The second client's workspace, the newest. */
let secondId = '';
/** The first client's Facebook Page, connected in its workspace. */
let clientAccountId = '';

async function uploadLogo(user: TestUser): Promise<string> {
  const upload = await callOk(brandKitEndpoints.createLogoUpload, { token: user.accessToken, body: { contentType: 'image/png', size: PNG.length } });
  const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
  expect(put.status).toBe(200);
  return upload.logoUrl;
}

beforeAll(async () => {
  [owner, free] = await Promise.all([
    cafeOwner({ fullName: 'Wren Workspaces', companyName: 'Olive Bakery' }, { tier: 'enterprise', brand: { ...cafeBrand, name: AGENCY } }),
    cafeOwner({ fullName: 'Fern Free', companyName: 'Fern Florist' }),
  ]);
  await callOk(projectEndpoints.create, { token: owner.accessToken, body: { title: BAKERY_PROJECT, templateType: 'custom' } });
  await callOk(brandKitEndpoints.save, { token: owner.accessToken, body: { ...cafeBrand, name: AGENCY, logoUrl: await uploadLogo(owner) } as BrandKitInput });
  const memberEmail = uniqueEmail('mia');
  const invitation = await callOk(teamEndpoints.invite, { token: owner.accessToken, body: { email: memberEmail } });
  await signUp(memberEmail, 'secret1', { fullName: 'Mia Member' });
  await confirm(memberEmail);
  member = await signIn(memberEmail, 'secret1');
  await callOk(teamEndpoints.accept, { token: member.accessToken, params: { token: invitation.inviteToken } });
  session = await openBrowser();
  home = session.page;
});

afterAll(async () => {
  await session?.close();
});

const switcher = (page: Page) => page.locator('#markk-header').getByRole('button', { name: /^Switch workspace/ });
const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/**
 * A new workspace's onboarding wizard, from its welcome to its dashboard: the brand kit (its
 * name starts as the workspace's), the package written and approved.
 */
async function throughWizard(page: Page, name: string, brand: { industry: string; audience: string; goal: string }) {
  const button = (label: string) => page.getByRole('button', { name: label, exact: true });
  await button("Let's Go").click();
  await page.getByRole('heading', { level: 2, name: 'Brand & Business Setup' }).waitFor();
  // The wizard starts from the workspace's name, not the account's company.
  expect(await page.getByLabel('Brand name').inputValue()).toBe(name);
  await page.getByLabel('Industry').fill(brand.industry);
  await page.getByLabel('Target audience').fill(brand.audience);
  await page.getByLabel('Main goal').fill(brand.goal);
  await page.getByRole('checkbox', { name: 'Instagram' }).check();
  await button('Review Summary').click();
  await button('Complete Setup').click();
  await page.getByRole('heading', { level: 2, name: 'AI Strategy' }).waitFor({ timeout: 45_000 });
  await button('Next').click();
  await button('Approve & Publish').click();
  await button('Go to Dashboard').click();
  await heading(page, 'Marketing Dashboard');
}

/** Opens "Switch workspace" and waits for `item` in it. */
async function openSwitcher(page: Page, item: string) {
  await switcher(page).click();
  await menuItem(page, item).waitFor();
}

describe('a client workspace', () => {
  it('is made from "Switch workspace" once, even on a double click, and opens on its onboarding', async () => {
    screenshotOnFailure(() => home, 'workspaces-create');
    await signInPage(home, owner);
    await openSwitcher(home, 'New workspace');
    await menuItem(home, 'New workspace').click();
    const dialog = home.getByRole('dialog', { name: 'New workspace' });
    await dialog.getByTestId('create-workspace').click();
    await dialog.getByText('Enter a name for the workspace.').waitFor();
    await dialog.getByLabel('Workspace name').fill(CLIENT);
    await dialog.getByTestId('create-workspace').dblclick();

    await home.waitForURL(/\/w\/ws_[A-Za-z0-9_-]+\/onboarding$/);
    clientId = new URL(home.url()).pathname.split('/')[2]!;
    await heading(home, 'Onboarding');
    const { workspaces } = await callOk(workspaceEndpoints.list, { token: owner.accessToken });
    expect(workspaces.map((workspace) => workspace.name)).toEqual(['Olive Bakery', CLIENT]);
    expect(workspaces[1]!.workspaceId).toBe(clientId);
  });

  it('sets up its own brand kit through the wizard and finishes on its own dashboard', async () => {
    screenshotOnFailure(() => home, 'workspaces-onboarding');
    client = home;
    await throughWizard(client, CLIENT, {
      industry: 'Family dental clinic',
      audience: 'Parents booking check-ups for their children',
      goal: 'Fill the Saturday appointments',
    });
    expect(new URL(client.url()).pathname).toMatch(new RegExp(`^/w/${clientId}/?$`));
    const { workspaces } = await callOk(workspaceEndpoints.list, { token: owner.accessToken });
    expect(workspaces[1]!.onboardingCompletedAt).not.toBeNull();
    // Each workspace keeps its own brand kit: the café's is as it was.
    const [cafe, dental] = await Promise.all([
      callOk(brandKitEndpoints.get, { token: owner.accessToken }),
      callOk(brandKitEndpoints.get, { token: owner.accessToken, headers: { [WORKSPACE_HEADER]: clientId } }),
    ]);
    expect([cafe.brandKit?.industry, dental.brandKit?.industry]).toEqual([cafeBrand.industry, 'Family dental clinic']);
  });
});

describe('two tabs, two workspaces', () => {
  it('a project made in the client tab is in its list and search, and nowhere in the default tab', async () => {
    screenshotOnFailure(() => client, 'workspaces-client-project');
    await client.goto(`${stackUrl()}/w/${clientId}/projects`);
    await heading(client, 'Projects');
    await client.getByRole('button', { name: 'New Project', exact: true }).first().click();
    const dialog = client.getByRole('dialog');
    await dialog.getByLabel('Title').fill(CLIENT_PROJECT);
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expectToast(client, 'Project created successfully');
    await client.waitForURL(new RegExp(`/w/${clientId}/projects/[^/]+$`));

    home = await signedInPage(session.context, owner, '/projects');
    await heading(home, 'Projects');
    await home.getByRole('link', { name: BAKERY_PROJECT }).waitFor();
    expect(await home.getByRole('link', { name: CLIENT_PROJECT }).count()).toBe(0);

    await client.goto(`${stackUrl()}/w/${clientId}/projects`);
    await client.getByRole('link', { name: CLIENT_PROJECT }).waitFor();
    expect(await client.getByRole('link', { name: BAKERY_PROJECT }).count()).toBe(0);

    for (const [page, own, other] of [
      [client, CLIENT_PROJECT, BAKERY_PROJECT],
      [home, BAKERY_PROJECT, CLIENT_PROJECT],
    ] as const) {
      await page.goto(`${stackUrl()}${page === client ? `/w/${clientId}/` : '/'}`);
      const dashboard = new DashboardPage(page);
      await dashboard.isShown();
      await dashboard.searchBox().fill(marker);
      await dashboard.group('projects').getByRole('link', { name: own }).waitFor();
      expect(await dashboard.results().innerText()).not.toContain(other);
    }
  });

  it('the content list of each holds its own drafts: the client’s package, none in the café’s', async () => {
    screenshotOnFailure(() => home, 'workspaces-content');
    await home.goto(`${stackUrl()}/content`);
    await home.getByText('No content yet', { exact: true }).waitFor();
    await client.goto(`${stackUrl()}/w/${clientId}/content`);
    // The drafts' links keep to the workspace, so one opened in a new tab opens in it too.
    await client.locator(`a[href^="/w/${clientId}/content/"]`).first().waitFor();
  });

  it('the switcher in each tab lists both workspaces, its own marked, and goes to the other', async () => {
    screenshotOnFailure(() => home, 'workspaces-switcher');
    await openSwitcher(home, 'Olive Bakery (current)');
    await menuItem(home, CLIENT).waitFor();
    await home.keyboard.press('Escape');
    await openSwitcher(client, `${CLIENT} (current)`);
    await menuItem(client, 'Olive Bakery').waitFor();
    await client.keyboard.press('Escape');

    // On a phone, by keyboard: the current workspace comes first, the client's next.
    await home.setViewportSize(PHONE);
    await switcher(home).focus();
    await home.keyboard.press('Enter');
    await menuItem(home, CLIENT).waitFor();
    await home.keyboard.press('ArrowDown');
    await home.keyboard.press('Enter');
    await home.waitForURL(`${stackUrl()}/w/${clientId}/`);
    await home.setViewportSize(DESKTOP);
    await heading(home, 'Marketing Dashboard');
    await openSwitcher(home, 'Olive Bakery');
    await menuItem(home, 'Olive Bakery').click();
    await home.waitForURL(`${stackUrl()}/`);
    await heading(home, 'Marketing Dashboard');
  });
});

describe('a second client workspace', () => {
  it('is set up through its own wizard, and its calendar and analytics hold nothing of the first client’s', async () => {
    const second = await signedInPage(session.context, owner, '/');
    screenshotOnFailure(() => second, 'workspaces-second');
    const made = await callOk(workspaceEndpoints.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: SECOND } });
    secondId = made.workspaceId;
    await second.goto(`${stackUrl()}/w/${made.workspaceId}/onboarding`);
    await throughWizard(second, SECOND, { industry: 'Independent bookshop', audience: 'Book clubs in town', goal: 'Sell more signed copies' });

    // The first client's post on its calendar and its tracked link, made through the API in it.
    const first = { [WORKSPACE_HEADER]: clientId };
    const { account } = await connect(owner, 'facebook', `Acme Dental Page ${marker}`, first);
    clientAccountId = account.id;
    await callOk(publishingEndpoints.schedule, {
      token: owner.accessToken,
      headers: first,
      body: {
        requestId: randomUUID(),
        caption: CLIENT_POST,
        accountIds: [account.id],
        when: { kind: 'at', localTime: `${POST_DAY}T09:00`, timeZone: 'Europe/London' },
      },
    });
    await callOk(analyticsEndpoints.createLink, {
      token: owner.accessToken,
      headers: first,
      body: { url: 'https://acme-dental.example/book', title: CLIENT_LINK, requestId: randomUUID() },
    });

    await client.goto(`${stackUrl()}/w/${clientId}/calendar?date=${POST_DAY}`);
    await client.getByRole('button', { name: new RegExp(`^09:00 ${CLIENT_POST}`) }).waitFor();
    await client.goto(`${stackUrl()}/w/${clientId}/analytics`);
    await client.getByText(CLIENT_LINK).first().waitFor();

    await second.goto(`${stackUrl()}/w/${made.workspaceId}/calendar?date=${POST_DAY}`);
    await heading(second, 'Calendar');
    await second.getByRole('button', { name: 'Send for approval' }).waitFor();
    expect(await second.getByText(CLIENT_POST).count()).toBe(0);
    await second.goto(`${stackUrl()}/w/${made.workspaceId}/analytics`);
    await second.getByText('No tracked links yet.').waitFor();
    expect(await second.getByText(CLIENT_LINK).count()).toBe(0);
    await second.close();
  });
});

describe("the client's approval portal", () => {
  let clientSession: BrowserSession;
  let link = '';
  const clientEmail = uniqueEmail('sam');

  afterAll(async () => {
    await clientSession?.close();
  });

  const linkIn = async (to: string) => {
    await expect.poll(async () => (await outbox()).filter((m) => m.to === to).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const mail = (await outbox()).filter((m) => m.to === to).pop()!;
    return { mail, link: /https?:\/\/\S+\/approve\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0] };
  };

  async function openDetail(page: Page, time: string, caption: string) {
    await page.getByRole('button', { name: new RegExp(`^${time} ${caption}`) }).click();
    const detail = page.getByRole('dialog', { name: 'Post' });
    await detail.waitFor();
    return detail;
  }

  it('the agency white-labels the client workspace and sends three of its posts for approval from its calendar', async () => {
    screenshotOnFailure(() => client, 'portal-send');
    for (const [time, caption] of APPROVAL_POSTS.slice(1)) {
      await callOk(publishingEndpoints.schedule, {
        token: owner.accessToken,
        headers: { [WORKSPACE_HEADER]: clientId },
        body: {
          requestId: randomUUID(),
          caption,
          accountIds: [clientAccountId],
          when: { kind: 'at', localTime: `${POST_DAY}T${time}`, timeZone: 'Europe/London' },
        },
      });
    }
    await client.goto(`${stackUrl()}/w/${clientId}/settings?tab=workspaces`);
    const toggle = client.getByRole('checkbox', { name: 'White-label the approval pages and e-mails' });
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);
    const rule = client.getByRole('checkbox', { name: 'Require client approval before posts go out' });
    await rule.click();
    await expect.poll(() => rule.isChecked(), { timeout: 10_000 }).toBe(true);
    const { workspaces } = await callOk(workspaceEndpoints.list, { token: owner.accessToken });
    expect(workspaces.find((w) => w.workspaceId === clientId)).toMatchObject({ whiteLabel: true, requireApproval: true });

    await client.goto(`${stackUrl()}/w/${clientId}/calendar?date=${POST_DAY}`);
    await client.getByRole('button', { name: new RegExp(`^13:00 ${APPROVAL_POSTS[2][1]}`) }).waitFor();
    await client.getByRole('button', { name: 'Send for approval' }).click();
    const dialog = client.getByRole('dialog', { name: 'Send for approval' });
    for (const [, caption] of APPROVAL_POSTS) await dialog.getByRole('checkbox', { name: new RegExp(caption) }).waitFor();
    await dialog.getByTestId('send-for-approval-submit').click();
    await dialog.getByText("Enter the client's name.").waitFor();
    await dialog.getByLabel("Client's name").fill('Sam');
    await dialog.getByLabel("Client's e-mail").fill('not-an-address');
    await dialog.getByTestId('send-for-approval-submit').click();
    await dialog.getByText('Enter a valid e-mail address, such as sam@example.com.').waitFor();
    await dialog.getByLabel("Client's e-mail").fill(clientEmail);
    await dialog.getByTestId('send-for-approval-submit').click();
    await client.getByText('Sent to Sam for approval').first().waitFor();

    const sent = await linkIn(clientEmail);
    link = sent.link;
    expect(sent.mail.subject).toBe(`${AGENCY} asks you to approve 3 posts`);
    expect(`${sent.mail.subject} ${sent.mail.text ?? ''} ${sent.mail.html ?? ''}`).not.toMatch(/markk/i);
  });

  it("the client, signed out at 375 px, sees the agency's logo and no Markk, approves one, requests changes on one and comments on the third", async () => {
    clientSession = await openBrowser(PHONE);
    const page = clientSession.page;
    screenshotOnFailure(() => page, 'portal-client');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: `${AGENCY} asks for your approval` }).waitFor();
    const logo = page.getByRole('img', { name: `${AGENCY} logo` });
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // No signed-in shell, and nothing of Markk: not on the page, not in the tab's title.
    expect(await page.getByRole('button', { name: 'Open navigation' }).count()).toBe(0);
    const cards = page.getByTestId('approval-post');
    await expect.poll(() => cards.count()).toBe(3);
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/markk/i);
    await expect.poll(() => page.title()).toBe(`Review posts — ${AGENCY}`);
    const card = (caption: string) => cards.filter({ hasText: caption });
    const [[, first], [, second], [, third]] = APPROVAL_POSTS;

    await card(first).getByRole('button', { name: 'Approve' }).click();
    await card(first)
      .getByText(/^You approved this post/)
      .waitFor();
    await card(second).getByRole('button', { name: 'Request changes' }).click();
    await card(second).getByRole('button', { name: 'Send' }).click();
    await card(second).getByText('Say what should change.').waitFor();
    await card(second).getByLabel('What should change?').fill('Say <b>gentle</b> <img src=x onerror=alert(1)>too');
    await card(second).getByRole('button', { name: 'Send' }).click();
    await card(second)
      .getByText(/^You requested changes .*: Say gentle too$/)
      .waitFor();
    await card(third).getByRole('button', { name: 'Comment' }).click();
    await card(third).getByLabel('Your comment').fill('Lovely photo');
    await card(third).getByRole('button', { name: 'Send' }).click();
    await card(third)
      .getByText(/^You commented .*: Lovely photo$/)
      .waitFor();

    expect(await auditBothWidths(page, 'approval page', () => cards.first().waitFor())).toEqual([]);
    await page.setViewportSize(PHONE);
  });

  it('the agency sees each decision on the client’s calendar and the notification; editing the approved post withdraws its approval', async () => {
    screenshotOnFailure(() => client, 'portal-decisions');
    const [[t1, first], [t2, second], [t3, third]] = APPROVAL_POSTS;
    await client.goto(`${stackUrl()}/w/${clientId}/`);
    await client
      .getByTestId('notifications')
      .getByText(/^Sam approved your post for/)
      .first()
      .waitFor();
    await client.goto(`${stackUrl()}/w/${clientId}/calendar?date=${POST_DAY}`);
    let detail = await openDetail(client, t2, second);
    await detail.getByText('Changes requested by Sam: Say gentle too').waitFor();
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    detail = await openDetail(client, t3, third);
    await detail.getByText(/^Comment from Sam at \d\d:\d\d: Lovely photo$/).waitFor();
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    detail = await openDetail(client, t1, first);
    await detail.getByText(/^Approved by Sam at \d\d:\d\d$/).waitFor();

    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = client.getByRole('dialog', { name: 'Edit post' });
    await edit.getByLabel('Caption').fill(`${first} and Sundays`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    detail = client.getByRole('dialog', { name: 'Post' });
    await detail.getByText(`${first} and Sundays`).waitFor();
    await detail.getByText('Approval withdrawn: the post changed after Sam approved it').waitFor();

    const page = clientSession.page;
    await page.reload();
    await page
      .getByTestId('approval-post')
      .filter({ hasText: `${first} and Sundays` })
      .getByText(/^This post changed after your last decision/)
      .waitFor();
  });

  it('a draft of the client’s package goes for approval from Content; the client’s approval shows on the draft', async () => {
    screenshotOnFailure(() => client, 'portal-draft');
    const headers = { [WORKSPACE_HEADER]: clientId };
    const draft = (await callOk(contentEndpoints.list, { token: owner.accessToken, headers })).items.find((item) => item.type === 'post')!;
    await client.goto(`${stackUrl()}/w/${clientId}/content`);
    await client.getByRole('checkbox', { name: `Select ${draft.title} to send for approval` }).click();
    await client.getByRole('button', { name: 'Send for approval (1)' }).click();
    const dialog = client.getByRole('dialog', { name: 'Send for approval' });
    await dialog.getByText(draft.title, { exact: true }).waitFor();
    const draftEmail = uniqueEmail('sam-drafts');
    await dialog.getByLabel("Client's name").fill('Sam');
    await dialog.getByLabel("Client's e-mail").fill(draftEmail);
    await dialog.getByTestId('send-drafts-for-approval-submit').click();
    await client.getByText('Sent to Sam for approval').first().waitFor();

    const page = clientSession.page;
    await page.goto((await linkIn(draftEmail)).link);
    const card = page.getByTestId('approval-post');
    await card.getByRole('heading', { name: `Draft: ${draft.title}` }).waitFor();
    await card.getByText(/^Not scheduled yet/).waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText(/^You approved this post/).waitFor();

    await client.goto(`${stackUrl()}/w/${clientId}/content/${draft.id}`);
    await client
      .getByTestId('post-approvals')
      .getByText(/^Approved by Sam at \d\d:\d\d$/)
      .waitFor();
  });

  it('the agency withdraws the first link, and the client can no longer open it', async () => {
    screenshotOnFailure(() => client, 'portal-withdraw');
    const [[time, first]] = APPROVAL_POSTS;
    await client.goto(`${stackUrl()}/w/${clientId}/calendar?date=${POST_DAY}`);
    const detail = await openDetail(client, time, `${first} and Sundays`);
    await detail.getByText('Link open for Sam').waitFor();
    await detail.getByRole('button', { name: 'Withdraw the approval link sent to Sam' }).click();
    await detail.getByText('Link open for Sam').waitFor({ state: 'detached' });
    await detail.getByRole('button', { name: 'Close', exact: true }).click();

    const page = clientSession.page;
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'This approval link cannot be used' }).waitFor();
    await page.getByText(`This approval link was withdrawn. Ask ${AGENCY} for a new one.`).waitFor();
  });
});

describe('settings and the plan page', () => {
  it('Settings › Workspaces shows the client workspace, its owner and the permission table', async () => {
    screenshotOnFailure(() => client, 'workspaces-settings');
    await client.goto(`${stackUrl()}/w/${clientId}/settings?tab=workspaces`);
    const members = client.getByTestId('workspace-members');
    await members.getByText(owner.email).waitFor();
    expect(await client.getByLabel('Workspace name').inputValue()).toBe(CLIENT);
    expect(await members.innerText()).toContain('Owner');
    const permissions = client.getByTestId('workspace-permissions');
    expect(await permissions.getByText('Allowed', { exact: true }).count()).toBe(15);
    expect(await permissions.getByText('Not allowed', { exact: true }).count()).toBe(10);
    expect(await auditBothWidths(client, 'settings workspaces tab', (p) => p.getByTestId('workspace-permissions').waitFor())).toEqual([]);
  });

  it('the owner gives a team member a role there, changes it, and removes them, who then no longer reach it', async () => {
    screenshotOnFailure(() => client, 'workspaces-roles');
    const give = client.getByTestId('give-role');
    await give.getByRole('button', { name: /Team member/ }).click();
    await client.getByRole('option', { name: /Mia Member/ }).click();
    await give.getByRole('button', { name: 'Give a role' }).click();
    await expectToast(client, 'Role given', 'Mia Member is now Editor in this workspace.');
    const members = client.getByTestId('workspace-members');
    await members.getByRole('button', { name: /Role of Mia Member/ }).click();
    await client.getByRole('option', { name: 'Viewer' }).click();
    await expectToast(client, 'Role given', 'Mia Member is now Viewer in this workspace.');

    const context = await session.browser.newContext();
    const mia = await signedInPage(context, member, `/w/${clientId}/projects`);
    await mia.getByRole('link', { name: CLIENT_PROJECT }).waitFor();

    await members.getByRole('button', { name: 'Remove Mia Member from this workspace' }).click();
    await client.getByRole('dialog', { name: 'Remove from this workspace?' }).getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(client, 'Removed');
    await mia.reload();
    await mia.getByTestId('workspace-not-found').waitFor();
    await context.close();
  });

  it('the plan page shows each workspace’s usage', async () => {
    screenshotOnFailure(() => home, 'workspaces-usage');
    await home.goto(`${stackUrl()}/pricing`);
    const usage = home.getByTestId('workspace-usage');
    await usage.getByText(CLIENT).waitFor();
    expect(await usage.innerText()).toContain('Olive Bakery');
    expect(await auditBothWidths(home, 'plan page with usage by workspace', (p) => p.getByTestId('workspace-usage').waitFor())).toEqual([]);
  });

  it('a Free owner has nothing to switch; "New workspace" in Settings, by keyboard on a phone, says client workspaces come with Enterprise, with the way to the plans', async () => {
    const context = await session.browser.newContext({ viewport: PHONE });
    const page = await signedInPage(context, free, '/settings?tab=workspaces');
    screenshotOnFailure(() => page, 'workspaces-free');
    const create = page.getByRole('button', { name: 'New workspace', exact: true });
    await create.focus();
    expect(await switcher(page).count()).toBe(0);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    await dialog.getByText(WORKSPACE_MESSAGES.upgrade).waitFor();
    expect(await dialog.getByTestId('create-workspace').isDisabled()).toBe(true);
    expect(await auditBothWidths(page, 'new workspace on the Free plan', (p) => p.getByTestId('workspace-limit').waitFor())).toEqual([]);
    await dialog.getByRole('link', { name: 'See the plans' }).click();
    await heading(page, 'Pricing');
    await context.close();
  });

  it('an address naming a workspace the user is not a member of says so, with the way back to their own', async () => {
    screenshotOnFailure(() => home, 'workspaces-not-found');
    await home.goto(`${stackUrl()}/w/ws_not_theirs/content`);
    const notFound = home.getByTestId('workspace-not-found');
    await notFound.getByText(WORKSPACE_MESSAGES.notFound).waitFor();
    expect(await auditBothWidths(home, 'workspace not found', (p) => p.getByTestId('workspace-not-found').waitFor())).toEqual([]);
    await notFound.getByRole('button', { name: 'Go to your workspace' }).click();
    await home.waitForURL(`${stackUrl()}/`);
    await heading(home, 'Marketing Dashboard');
  });

  it('a plan that no longer holds both client workspaces pauses the newest: its pages say so, with the way to the plans', async () => {
    const page = await signedInPage(session.context, owner, `/w/${secondId}/content`);
    screenshotOnFailure(() => page, 'workspaces-paused');
    const ownerId = await userIdOf(owner);
    const setTier = async (tier: 'premium' | 'enterprise') => {
      const { data } = await db().entities.entitlement.query.byUser({ userId: ownerId }).go();
      for (const item of data.filter((e) => e.source === 'local')) await db().entities.entitlement.patch(item).set({ tier }).go();
    };
    await setTier('premium');
    try {
      await page.reload();
      const banner = page.getByTestId('workspace-paused');
      await banner.getByText(WORKSPACE_MESSAGES.paused).waitFor();
      await banner.getByRole('link', { name: 'See plans' }).waitFor();
      await page.goto(`${stackUrl()}/w/${clientId}/content`);
      await heading(page, 'Content');
      expect(await page.getByTestId('workspace-paused').count()).toBe(0);
    } finally {
      await setTier('enterprise');
      await page.close();
    }
  });

  it('violated no Content-Security-Policy on any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
