// The white-label client portal in a real browser: an Enterprise agency with its logo in its
// brand kit turns on "White-label the approval pages and e-mails" in Settings › Workspaces; the
// client, signed out on a 375 px phone, opens the e-mailed link and sees the agency's logo and
// name, and no "Markk" anywhere on the page or in the tab's title.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalEndpoints } from '#contracts/approvals';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { PHONE } from './a11y/audit.ts';
import { signInPage } from './signed-in.ts';
import { cafeBrand, cafeOwner } from '../support/brand.ts';
import { connect } from '../support/networks.ts';
import { callOk, outbox, uniqueEmail, type TestUser } from '../support/users.ts';

/** A 1 × 1 PNG: the agency's logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const AGENCY = { ...cafeBrand, name: 'Ada Agency', palette: { primary: '#0E7C66', secondary: '#F4A259' } };

let owner: TestUser;
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
  ownerSession = await openBrowser();
  clientSession = await openBrowser(PHONE);
});

afterAll(async () => {
  await ownerSession?.close();
  await clientSession?.close();
});

describe('the white-label client portal', () => {
  it("the client's page carries the agency's logo and name, and no Markk", async () => {
    const page = ownerSession.page;
    screenshotOnFailure(() => page, 'white-label-owner');
    await signInPage(page, owner, '/settings?tab=workspaces');
    const toggle = page.getByRole('checkbox', { name: 'White-label the approval pages and e-mails' });
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);

    const { account } = await connect(owner, 'facebook', 'Ada Agency Page');
    const { post } = await callOk(pub.schedule, {
      token: owner.accessToken,
      body: {
        requestId: randomUUID(),
        caption: 'Our spring campaign',
        accountIds: [account.id],
        when: { kind: 'at', localTime: '2031-12-08T09:00', timeZone: 'Europe/London' },
      },
    });
    const clientEmail = uniqueEmail('sam');
    await callOk(approvalEndpoints.create, { token: owner.accessToken, body: { requestId: randomUUID(), clientName: 'Sam', clientEmail, postIds: [post.id] } });
    const mail = (await outbox()).find((m) => m.to === clientEmail)!;
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/markk/i);
    const link = /https?:\/\/\S+\/approve\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')![0];

    const client = clientSession.page;
    screenshotOnFailure(() => client, 'white-label-client');
    await client.goto(link);
    await client.getByRole('heading', { level: 1, name: 'Ada Agency asks for your approval' }).waitFor();
    const logo = client.getByRole('img', { name: 'Ada Agency logo' });
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await client.getByTestId('approval-post').filter({ hasText: 'Our spring campaign' }).waitFor();
    expect(await client.evaluate(() => document.body.innerText)).not.toMatch(/markk/i);
    await expect.poll(() => client.title()).toBe('Review posts — Ada Agency');
  });
});
