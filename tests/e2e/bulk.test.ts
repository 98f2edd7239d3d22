// Bulk generation in a real browser: an Enterprise café owner with a connected Facebook Page
// uploads a 120-row CSV on /content/bulk (its columns mapped by their names), starts the run,
// watches it progress, and gets 120 drafts — the stack's fake OpenAI answering 429s for ten
// posts and failing three once, all of which retry on their own — then schedules the 50 drafts
// of the table's first page into free slots of the posting schedule. Credits: 120, never more.
// axe finds nothing serious on the form with its mapped CSV or on the finished run, at 1280 and 375 px.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bulkEndpoints } from '#contracts/bulk';
import { db } from '#data/service';
import { auditBothWidths } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeOwner } from '../support/brand.ts';
import { failForAt } from '../support/fake-openai.ts';
import { connect } from '../support/networks.ts';
import { userIdOf } from '../support/seed.ts';
import { callOk, type TestUser } from '../support/users.ts';

let session: BrowserSession;
let page: Page;
let owner: TestUser;
const tag = `e2e${randomUUID().slice(0, 6)}`;
const ROWS = 120;
const csv = ['topic,product', ...Array.from({ length: ROWS }, (_, i) => `"${tag} topic ${i + 1}, for the season",Oat latte ${i + 1}`)].join('\r\n');
/** The fake sees a post by its topic line (the trailing comma tells 7 from 70). */
const markerOf = (i: number) => `Topic: ${tag} topic ${i + 1},`;

beforeAll(async () => {
  owner = await cafeOwner({ fullName: 'Bea Bulk', companyName: 'Corner Café' }, { tier: 'enterprise', brand: { platforms: ['Facebook'] } });
  await connect(owner, 'facebook');
  const control = inject('openAiControlUrl');
  for (let i = 20; i < 30; i++) await failForAt(control, 'bulkPost', markerOf(i), 'http429', 2);
  for (const i of [3, 60, 117]) await failForAt(control, 'bulkPost', markerOf(i), 'http500', 1);
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

describe('an Enterprise owner', () => {
  it('uploads a 120-row CSV, watches the run, gets 120 drafts and schedules 50 into free slots', async () => {
    screenshotOnFailure(() => page, 'bulk');
    await signInPage(page, owner, '/content/bulk');
    await heading(page, 'Bulk generation');
    await page.getByRole('checkbox', { name: 'Instagram' }).uncheck();
    await page.locator('input[type="file"]').setInputFiles({ name: 'posts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText(`One post per row of the file: ${ROWS}.`).waitFor();
    const found = await auditBothWidths(page, 'bulk run form with a mapped CSV');
    await page.getByRole('button', { name: 'Start bulk run' }).click();

    await page.getByRole('heading', { name: `Writing ${ROWS} posts` }).waitFor();
    await page.getByRole('progressbar').first().waitFor();
    await page.getByText(`${ROWS} of ${ROWS} posts written.`).waitFor({ timeout: 60_000 });
    await page.getByText(`Done: ${ROWS}`).waitFor();
    const table = page.getByRole('table', { name: 'Bulk posts' });
    await table.getByText(`${tag} topic 1, for the season · Oat latte 1`, { exact: true }).waitFor();
    found.push(...(await auditBothWidths(page, 'finished bulk run')));

    await page.getByRole('checkbox', { name: 'Select every draft on this page' }).check();
    await page.getByRole('button', { name: 'Schedule selected' }).click();
    await page.getByText('50 posts were scheduled into free slots of your posting schedule.').waitFor({ timeout: 30_000 });
    await expect.poll(() => table.getByText(/^Scheduled \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/).count()).toBe(50);

    const { run } = await callOk(bulkEndpoints.latest, { token: owner.accessToken });
    expect(run!.counts).toMatchObject({ done: ROWS, failed: 0 });
    const scheduled = run!.items.filter((i) => i.review === 'scheduled');
    expect(scheduled).toHaveLength(50);
    expect(new Set(scheduled.map((i) => i.localTime)).size).toBe(50);
    // One credit per post written: the three that failed once were written once, never charged twice.
    const month = new Date().toISOString().slice(0, 7);
    const { data } = await db()
      .entities.aiUsage.get({ userId: await userIdOf(owner), month })
      .go({ consistent: true });
    expect([ROWS - 3, ROWS]).toContain(data?.credits);
    expect(run!.credits).toBe(data?.credits);
    expect(found).toEqual([]);
    expect(session.cspViolations).toEqual([]);
  });
});
