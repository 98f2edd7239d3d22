// The sign-in screen's JavaScript budget, on the build the stack serves (web/dist): the
// scripts the build manifest says a signed-out visit loads stay under 300 KB gzipped, and
// they are all the scripts a real browser loads for that visit. A signed-in page loads its code
// in a few shared files, not the hundred-odd the bundler would cut by itself.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_JS_BUDGET_KB, signInScriptSizes } from '../../web/vite.config.ts';
import { openBrowser, type BrowserSession } from './browser.ts';
import { AuthScreen } from './pages.ts';
import { signedInPage } from './signed-in.ts';
import { newUser, stackUrl } from '../support/users.ts';

const dist = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');

let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});

afterAll(async () => {
  await session?.close();
});

describe('the sign-in screen', () => {
  it(`loads at most ${SIGN_IN_JS_BUDGET_KB} KB of gzipped JavaScript, by the build manifest`, () => {
    const sizes = signInScriptSizes(dist);
    // The entry, the auth page's chunk and what they import (React, Cloudscape, Amplify).
    expect(sizes.length).toBeGreaterThan(2);
    const total = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
    expect(total).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_KB * 1024);
  });

  it('loads no script in the browser beyond those the manifest counts', async () => {
    const loaded: { file: string; body: Buffer }[] = [];
    session.page.on('response', async (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.origin === new URL(stackUrl()).origin) {
        loaded.push({ file: url.pathname.replace(/^\//, ''), body: await response.body() });
      }
    });
    await session.page.goto(`${stackUrl()}/`);
    await new AuthScreen(session.page).isShown();
    await session.page.waitForLoadState('networkidle');

    const counted = new Set(signInScriptSizes(dist).map(({ file }) => file));
    expect(loaded.length).toBeGreaterThan(2);
    expect(loaded.map(({ file }) => file).filter((file) => !counted.has(file))).toEqual([]);
    const total = loaded.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
    expect(total).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET_KB * 1024);
  });
});

describe('a signed-in page', () => {
  it("loads its scripts and styles in a few files, and no other route's chunk", async () => {
    const context = await session.browser.newContext();
    const requested: { type: string; file: string }[] = [];
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/')) requested.push({ type: request.resourceType(), file: url.pathname.slice('/assets/'.length) });
    });
    const page = await signedInPage(context, await newUser({ fullName: 'Chunk Reader', companyName: 'Chunk Bakery' }), '/community');
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    await page.waitForLoadState('networkidle');

    const scripts = requested.filter(({ type }) => type === 'script').map(({ file }) => file);
    const styles = requested.filter(({ type }) => type === 'stylesheet').map(({ file }) => file);
    // Before the shared chunks were grouped, this page fetched 90 scripts and 38 stylesheets.
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.length).toBeLessThanOrEqual(20);
    expect(styles.length).toBeLessThanOrEqual(12);
    expect(scripts.filter((file) => /^(AnalyticsPage|OnboardingPage|StudioPage)-/.test(file))).toEqual([]);
    await context.close();
  });
});
