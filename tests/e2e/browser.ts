// Headless Debian Chromium driven by playwright-core, plus failure screenshots under
// tests/e2e/artifacts/ (git-ignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const artifacts = path.resolve(import.meta.dirname, 'artifacts');

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Playwright's launch gives each browser a fresh, empty user-data-dir of its own. */
export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    close: () => browser.close(),
  };
}

/** Registers a screenshot of `page` for the current test if it fails. */
export function screenshotOnFailure(page: () => Page | undefined, name: string): void {
  onTestFailed(async () => {
    const p = page();
    if (!p) return;
    mkdirSync(artifacts, { recursive: true });
    await p.screenshot({ path: path.join(artifacts, `${name.replace(/[^a-z0-9-]+/gi, '-')}-${Date.now()}.png`), fullPage: true }).catch(() => undefined);
  });
}
