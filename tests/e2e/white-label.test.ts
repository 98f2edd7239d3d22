// The white-label client portal in a real browser, in a client's workspace: an Enterprise agency
// (its logo in its own brand kit) turns on "White-label the approval pages and e-mails" in the
// client workspace's Settings › Workspaces; the client, signed out on a 375 px phone, opens the
// e-mailed link and sees the agency's logo and name and no "Markk" anywhere on the page or in
// the tab's title, and approves the post; the agency sees the approval on the client
// workspace's calendar, and the notification.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalEndpoints } from '#contracts/approvals';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { WORKSPACE_HEADER, workspaceEndpoints } from '#contracts/workspaces';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { PHONE } from './a11y/audit.ts';
import { signInPage } from './signed-in.ts';
import { cafeBrand, cafeOwner } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { callOk, outbox, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';

/** A 1 × 1 PNG: the agency's logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const AGENCY = { ...cafeBrand, name: 'Ada Agency', palette: { primary: '#0E7C66', secondary: '#F4A259' } };
const CLIENT = { ...cafeBrand, name: 'Acme Dental', industry: 'Family dental clinic' };
const CAPTION = `Book a Saturday check-up ${randomUUID().slice(0, 6)}`;
const DAY = '2031-12-08';

let owner: TestUser;
let workspaceId = '';
let postId = '';
let ownerSession: BrowserSession;
let clientSession: BrowserSession;

async function uploadLogo(user: TestUser): Promise<string> {
  const upload = await callOk(brandKitEndpoints.createLogoUpload, { token: user.accessToken, body: { contentType: 'image/png', size: PNG.length } });
  const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
  expect(put.status).toBe(200);
  return upload.logoUrl;
}

beforeAll(async () => {
  owner = await cafeOwner({ fullName: 'Ada Lovelace', companyName: 'Ada Agency' }, { tier: 'enterprise', brand: AGENCY });
  await callOk(brandKitEndpoints.save, { token: owner.accessToken, body: { ...AGENCY, logoUrl: await uploadLogo(owner) } as BrandKitInput });
  // The client's workspace, set up as its onboarding leaves it.
  ({ workspaceId } = await callOk(workspaceEndpoints.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: 'Acme Dental' } }));
  const headers = { [WORKSPACE_HEADER]: workspaceId };
  await callOk(brandKitEndpoints.save, { token: owner.accessToken, headers, body: CLIENT as BrandKitInput });
  await callOk(workspaceEndpoints.completeOnboarding, { token: owner.accessToken, params: { workspaceId } });
  const { account } = await connect(owner, 'facebook', 'Acme Dental Page', headers);
  ({
    post: { id: postId },
  } = await callOk(pub.schedule, {
    token: owner.accessToken,
    headers,
    body: { requestId: randomUUID(), caption: CAPTION, accountIds: [account.id], when: { kind: 'at', localTime: `${DAY}T09:00`, timeZone: 'Europe/London' } },
  }));
  ownerSession = await openBrowser();
  clientSession = await openBrowser(PHONE);
});

afterAll(async () => {
  await ownerSession?.close();
  await clientSession?.close();
});

describe("the white-label client portal of a client's workspace", () => {
  let link = '';

  it('the agency turns it on in the workspace’s settings, and the e-mail names the agency, not Markk', async () => {
    const page = ownerSession.page;
    screenshotOnFailure(() => page, 'white-label-owner');
    await signInPage(page, owner, `/w/${workspaceId}/settings?tab=workspaces`);
    const toggle = page.getByRole('checkbox', { name: 'White-label the approval pages and e-mails' });
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);
    const rule = page.getByRole('checkbox', { name: 'Require client approval before posts go out' });
    await rule.click();
    await expect.poll(() => rule.isChecked(), { timeout: 10_000 }).toBe(true);
    const { workspaces } = await callOk(workspaceEndpoints.list, { token: owner.accessToken });
    expect(workspaces.find((w) => w.workspaceId === workspaceId)).toMatchObject({ whiteLabel: true, requireApproval: true });

    const clientEmail = uniqueEmail('sam');
    await callOk(approvalEndpoints.create, {
      token: owner.accessToken,
      headers: { [WORKSPACE_HEADER]: workspaceId },
      body: { requestId: randomUUID(), clientName: 'Sam', clientEmail, postIds: [postId] },
    });
    const mail = (await outbox()).find((m) => m.to === clientEmail)!;
    expect(mail.subject).toBe('Ada Agency asks you to approve a post');
    expect(`${mail.subject} ${mail.text ?? ''} ${mail.html ?? ''}`).not.toMatch(/markk/i);
    link = /https?:\/\/\S+\/approve\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];
  });

  it("the client, signed out at 375 px, sees the agency's logo and name and no Markk, and approves", async () => {
    const client = clientSession.page;
    screenshotOnFailure(() => client, 'white-label-client');
    await client.goto(link);
    await client.getByRole('heading', { level: 1, name: 'Ada Agency asks for your approval' }).waitFor();
    const logo = client.getByRole('img', { name: 'Ada Agency logo' });
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const card = client.getByTestId('approval-post').filter({ hasText: CAPTION });
    await card.waitFor();
    expect(await client.evaluate(() => document.body.innerText)).not.toMatch(/markk/i);
    await expect.poll(() => client.title()).toBe('Review posts — Ada Agency');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText(/^You approved this post/).waitFor();
  });

  it('the agency sees the approval on the client workspace’s calendar, and the notification', async () => {
    const page = ownerSession.page;
    screenshotOnFailure(() => page, 'white-label-decision');
    await page.goto(`${stackUrl()}/w/${workspaceId}/calendar?date=${DAY}`);
    await page.getByRole('button', { name: new RegExp(`^09:00 ${CAPTION}`) }).click();
    await page
      .getByRole('dialog', { name: 'Post' })
      .getByText(/^Approved by Sam at \d\d:\d\d$/)
      .waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    // The notification reaches the agency in whichever workspace it is looking at.
    await page.goto(`${stackUrl()}/w/${workspaceId}/`);
    await page
      .getByTestId('notifications')
      .getByText(/^Sam approved your post for/)
      .first()
      .waitFor();
  });
});
