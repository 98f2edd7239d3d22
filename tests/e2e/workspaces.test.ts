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
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { projectEndpoints } from '#contracts/projects';
import { teamEndpoints } from '#contracts/team';
import { brandKitEndpoints } from '#contracts/brand-kit';
import { analyticsEndpoints } from '#contracts/analytics';
import { publishingEndpoints } from '#contracts/publishing';
import { WORKSPACE_HEADER, WORKSPACE_MESSAGES, workspaceEndpoints } from '#contracts/workspaces';
import { auditBothWidths, DESKTOP, PHONE } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { DashboardPage, expectToast, heading } from './pages.ts';
import { signedInPage, signInPage } from './signed-in.ts';
import { cafeBrand, cafeOwner } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { callOk, confirm, signIn, signUp, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';

const marker = randomUUID().slice(0, 6);
const CLIENT = `Acme Dental ${marker}`;
const CLIENT_PROJECT = `Smile week ${marker}`;
const BAKERY_PROJECT = `Sourdough week ${marker}`;
const SECOND = `Page Turners ${marker}`;
const CLIENT_POST = `Saturday check-ups ${marker}`;
const CLIENT_LINK = `Book a check-up ${marker}`;
const POST_DAY = '2031-12-09';

let session: BrowserSession;
let owner: TestUser;
let free: TestUser;
/** A member of the owner's team, given a role in the client workspace and removed again. */
let member: TestUser;
/** The default workspace's tab, and the client workspace's. */
let home: Page;
let client: Page;
let clientId = '';

beforeAll(async () => {
  [owner, free] = await Promise.all([
    cafeOwner({ fullName: 'Wren Workspaces', companyName: 'Olive Bakery' }, { tier: 'enterprise' }),
    cafeOwner({ fullName: 'Fern Free', companyName: 'Fern Florist' }),
  ]);
  await callOk(projectEndpoints.create, { token: owner.accessToken, body: { title: BAKERY_PROJECT, templateType: 'custom' } });
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
    await second.goto(`${stackUrl()}/w/${made.workspaceId}/onboarding`);
    await throughWizard(second, SECOND, { industry: 'Independent bookshop', audience: 'Book clubs in town', goal: 'Sell more signed copies' });

    // The first client's post on its calendar and its tracked link, made through the API in it.
    const first = { [WORKSPACE_HEADER]: clientId };
    const { account } = await connect(owner, 'facebook', `Acme Dental Page ${marker}`, first);
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

  it('violated no Content-Security-Policy on any page above', () => {
    expect(session.cspViolations).toEqual([]);
  });
});
