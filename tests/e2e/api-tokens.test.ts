// Settings → API in a real browser: an Enterprise owner creates a token (name, scopes, expiry),
// sees its secret once, copies it, the API answers to it; the list shows it with its last use and
// its calls; Revoke stops it at once. The tab and the API reference (/docs/api, signed out too)
// pass axe at 1280 and 375 px under the app's content security policy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '#contracts/api-tokens';
import { workspaceEndpoints } from '#contracts/workspaces';
import { db } from '#data/service';
import { ownTeamId } from '#domain/accounts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { auditBothWidths } from './a11y/audit.ts';
import { signInPage } from './signed-in.ts';
import { cafeOwner } from '../support/brand.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { userIdOf } from '../support/seed.ts';

let owner: TestUser;
let session: BrowserSession;

beforeAll(async () => {
  owner = await cafeOwner({ fullName: 'Ines Integrator', companyName: 'Ines Bakery' }, { tier: 'enterprise' });
  session = await openBrowser();
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackUrl() });
});

afterAll(async () => {
  await session?.close();
});

const v1 = (secret: string) => fetch(`${stackUrl()}/v1/content-items`, { headers: { authorization: `Bearer ${secret}` } });

describe('Settings → API', () => {
  it('creates a token shown once, copies it, lists its use, and revokes it', async () => {
    const page = session.page;
    screenshotOnFailure(() => page, 'api-tokens');
    await signInPage(page, owner, '/settings?tab=api');
    await page.getByRole('heading', { name: 'Create a token' }).waitFor();

    await page.getByLabel('Name').fill('Zapier');
    await page.getByRole('checkbox', { name: /content:write/ }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const secretBox = page.getByTestId('api-token-secret');
    await secretBox.waitFor();
    const shown = (await secretBox.innerText()).trim();
    expect(shown).toMatch(/^mk_live_[A-Za-z0-9_-]{43}$/);

    await page.getByRole('button', { name: 'Copy the token Zapier' }).click();
    await page.getByText('Token copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    expect((await v1(copied)).status).toBe(200);

    expect(await auditBothWidths(page, 'settings API tab with a new token', (p) => p.getByTestId('api-token-secret').waitFor())).toEqual([]);

    // Once dismissed, the secret is gone for good: the list shows only its first characters.
    await page.getByRole('button', { name: 'Hide the token' }).click();
    await expect.poll(() => page.getByTestId('api-token-secret').count()).toBe(0);
    await page.reload();
    const row = page.getByRole('row', { name: /Zapier/ });
    await row.waitFor();
    expect(await page.content()).not.toContain(shown.slice(12));
    await expect.poll(async () => (await row.innerText()).includes('Not yet'), { timeout: 10_000 }).toBe(false);

    await row.getByRole('button', { name: 'Calls made with Zapier' }).click();
    await page.getByRole('dialog').getByText('GET /v1/content-items').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close modal' }).click();

    await row.getByRole('button', { name: 'Revoke Zapier' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }).click();
    await row.getByText('Revoked').waitFor();
    const refused = await v1(copied);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: API_TOKEN_MESSAGES.revoked });
    expect(session.cspViolations).toEqual([]);
  });

  it('tells a viewer of a client workspace that admins manage its tokens', async () => {
    const ownerId = await userIdOf(owner);
    const { workspaceId } = await callOk(workspaceEndpoints.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: 'Harbour Florist' } });
    const viewer = await newUser({ fullName: 'Vic Viewer' });
    const viewerId = await userIdOf(viewer);
    await db()
      .entities.teamMember.put({ teamId: ownTeamId(ownerId), userId: viewerId, role: 'member', fullName: 'Vic Viewer', email: viewer.email })
      .go();
    await db()
      .entities.profile.patch({ userId: viewerId })
      .set({ role: 'member', teamId: ownTeamId(ownerId) })
      .go();
    await callOk(workspaceEndpoints.setRole, { token: owner.accessToken, params: { workspaceId, userId: viewerId }, body: { role: 'viewer' } });

    const visitor = await session.browser.newContext();
    const page = await visitor.newPage();
    screenshotOnFailure(() => page, 'api-tokens-viewer');
    await signInPage(page, viewer, `/w/${workspaceId}/settings?tab=api`);
    await page.getByText('Admins and the owner of this workspace manage its API tokens.').waitFor();
    expect(await page.getByRole('button', { name: 'Create token' }).count()).toBe(0);
    await visitor.close();
  });

  it('shows the API reference from the OpenAPI document, signed in and signed out, passing axe', async () => {
    const page = session.page;
    screenshotOnFailure(() => page, 'api-docs');
    await signInPage(page, owner, '/docs/api');
    await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    await page.getByText('POST /v1/content-items').first().waitFor();
    expect(await auditBothWidths(page, 'API reference', (p) => p.getByText('GET /v1/campaigns').first().waitFor())).toEqual([]);

    const visitor = await session.browser.newContext();
    const signedOut = await visitor.newPage();
    await signedOut.goto(`${stackUrl()}/docs/api`);
    await signedOut.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
    await signedOut.getByText('DELETE /v1/scheduled-posts/{postId}').first().waitFor();
    expect(await auditBothWidths(signedOut, 'API reference signed out')).toEqual([]);
    await visitor.close();
    expect(session.cspViolations).toEqual([]);
  });
});
