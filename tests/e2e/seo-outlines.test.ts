// SEO outlines in a real browser. A Free owner sees that they are Premium, with Upgrade, and no
// form. A Premium café owner opens "SEO outline" from Content, writes an outline for a topic by
// keyboard (the topic typed, Enter), sees its title within 60 characters and its meta description
// within 155 (their counts shown), its sections and questions, clicks Write it and lands on the
// blog draft; back on the page, the outline links its draft, and Delete asks first. axe finds
// nothing serious on the empty page, the outline and the delete dialog at 1280 and 375 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contentEndpoints } from '#contracts/content';
import { SEO_META_MAX, SEO_OUTLINE_MESSAGES, SEO_TITLE_MAX, seoOutlineEndpoints } from '#contracts/seo-outlines';
import { auditBothWidths } from './a11y/audit.ts';
import { openBrowser, screenshotOnFailure, type BrowserSession } from './browser.ts';
import { expectToast, heading } from './pages.ts';
import { signInPage } from './signed-in.ts';
import { cafeOwner } from '../support/brand.ts';
import { callOk, type TestUser } from '../support/users.ts';

let session: BrowserSession;
let page: Page;
let owner: TestUser;
let free: TestUser;

beforeAll(async () => {
  [owner, free] = await Promise.all([
    cafeOwner({ fullName: 'Sol Seo', companyName: 'Corner Café' }, { tier: 'premium' }),
    cafeOwner({ fullName: 'Fran Free', companyName: 'Free Café' }),
  ]);
  session = await openBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
});

/** The number before " / max" in a length shown against its limit. */
const shownLength = async (testId: string) => Number((await page.getByTestId(testId).textContent())!.split(' / ')[0]);

describe('a Free owner', () => {
  it('sees that SEO outlines are part of Premium, with Upgrade, and no form', async () => {
    screenshotOnFailure(() => page, 'seo-outlines-free');
    await signInPage(page, free, '/content/seo');
    await heading(page, 'SEO outlines');
    await page.getByText(SEO_OUTLINE_MESSAGES.premium).waitFor();
    await page.getByText('No outlines yet.').waitFor();
    expect(await page.locator('main').getByRole('link', { name: 'Upgrade' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Write outline' }).count()).toBe(0);
  });
});

describe('a Premium owner', () => {
  it('writes an outline for a topic, sees each limited field within its limit, and writes it into a blog draft', async () => {
    screenshotOnFailure(() => page, 'seo-outlines-premium');
    await signInPage(page, owner, '/content');
    await heading(page, 'Content');
    await page.getByRole('link', { name: 'SEO outline' }).click();
    await heading(page, 'SEO outlines');
    await page.getByText('No outlines yet.').waitFor();
    const found = await auditBothWidths(page, 'SEO outlines, none yet');

    // By keyboard: the topic typed, then Enter sends the form.
    await page.getByLabel('Topic', { exact: true }).focus();
    await page.keyboard.type('How to make a flat white at home');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Outline written');
    const [outline] = (await callOk(seoOutlineEndpoints.list, { token: owner.accessToken, query: {} })).outlines;
    await page.getByRole('heading', { level: 2, name: outline!.title, exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('outline')).toBe(outline!.id);

    expect(await shownLength('seo-title-length')).toBe(outline!.title.length);
    expect(outline!.title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    await page.getByText(`${outline!.title.length} / ${SEO_TITLE_MAX}`).waitFor();
    const metaLength = await shownLength('seo-meta-length');
    expect(metaLength).toBeGreaterThan(0);
    expect(metaLength).toBeLessThanOrEqual(SEO_META_MAX);
    const full = await callOk(seoOutlineEndpoints.get, { token: owner.accessToken, params: { outlineId: outline!.id } });
    await page.getByRole('heading', { level: 4, name: full.sections[0]!.heading, exact: true }).waitFor();
    await page.getByText(full.questions[0]!, { exact: true }).waitFor();
    found.push(...(await auditBothWidths(page, 'an SEO outline')));

    await page.getByRole('button', { name: 'Write it' }).click();
    await expectToast(page, 'Blog draft written');
    await heading(page, full.title);
    const itemId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    const draft = await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId } });
    expect(draft).toMatchObject({ type: 'blog', title: full.title });
    expect(draft.body).toContain(`## ${full.sections[0]!.heading}`);

    // Back on the outlines: the outline links its draft; Delete asks first.
    await page.goBack();
    await heading(page, 'SEO outlines');
    const table = page.getByRole('table', { name: 'Your outlines' });
    await table.getByRole('link', { name: `Open draft: ${full.title}` }).waitFor();
    await table.getByRole('button', { name: `Delete: ${full.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this outline?' });
    await dialog.waitFor();
    found.push(...(await auditBothWidths(page, 'deleting an SEO outline')));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Outline deleted');
    await page.getByText('No outlines yet.').waitFor();
    // The blog draft stays.
    expect((await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId } })).id).toBe(itemId);
    expect(found).toEqual([]);
  });
});
