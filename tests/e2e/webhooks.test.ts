// Webhooks in a real browser: an Enterprise owner adds an endpoint (a receiver on 127.0.0.1) in
// Settings › Webhooks, sees its signing secret once (gone after "I have stored it" and on the
// next visit), sends a test event, sees the delivery listed as delivered and the ping arrive
// signed with that secret. axe audits the tab at both widths.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { auditBothWidths } from './a11y/audit.ts';
import { expectToast } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeOwner } from '../support/brand.ts';
import type { TestUser } from '../support/users.ts';

const received: { signature: string; body: string }[] = [];
let server: http.Server;
let url = '';
let owner: TestUser;
let session: BrowserSession;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ signature: String(req.headers['markk-signature']), body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/markk-events`;
  owner = await cafeOwner({ fullName: 'Ida Integrator', companyName: 'Hookline Cafe' }, { tier: 'enterprise' });
  session = await openBrowser();
});

afterAll(async () => {
  await session?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('Settings › Webhooks', () => {
  it('adds an endpoint, shows its secret once, and lists a signed test delivery', async () => {
    const page = await signInPage(session.page, owner, '/settings?tab=webhooks');
    screenshotOnFailure(() => page, 'webhooks');
    await page.getByText('No endpoints yet').waitFor();

    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByRole('checkbox', { name: /A client approved or asked for changes/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const notice = page.getByTestId('webhook-secret');
    await notice.waitFor();
    const secret = (await notice.innerText()).trim().match(/whsec_[A-Za-z0-9_-]+/)![0];
    const endpoints = page.getByTestId('webhook-endpoints');
    await endpoints.getByText(url).waitFor();
    await expect.poll(() => endpoints.innerText()).toContain(`whsec_…${secret.slice(-4)}`);
    expect(await endpoints.innerText()).not.toContain(secret);
    expect(await auditBothWidths(page, 'settings webhooks tab with an endpoint', (p) => p.getByTestId('webhook-endpoints').waitFor())).toEqual([]);

    await page.getByRole('button', { name: 'I have stored it' }).click();
    await notice.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Send test event to ${url}` }).click();
    await expectToast(page, 'Test event sent');
    const deliveries = page.getByTestId('webhook-deliveries');
    await deliveries.getByText('Test event (ping)').waitFor();
    await deliveries.getByText('Delivered').waitFor({ timeout: 20_000 });
    expect(await deliveries.innerText()).toContain('200');

    // The ping arrived signed with the secret shown once.
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const { signature, body } = received.at(-1)!;
    const [t, v1] = signature.split(',').map((part) => part.split('=')[1]!);
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    expect(JSON.parse(body)).toMatchObject({ type: 'ping' });

    // The secret is not shown again.
    await page.reload();
    await page.getByTestId('webhook-endpoints').getByText(url).waitFor();
    expect(await page.locator('body').innerText()).not.toContain(secret);
  });
});
