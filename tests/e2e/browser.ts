// Headless Debian Chromium driven by playwright-core, plus failure screenshots under
// tests/e2e/artifacts/ (git-ignored). Every page of every context the session opens reports
// Content-Security-Policy violations into `cspViolations`; each browser test file ends by
// checking there were none.
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
  // Pages here live for seconds: optimising compilers and concurrent GC threads only cost CPU
  // (on the community file: the renderer's CPU time down by a quarter, the XSS pass's by a sixth).
  '--js-flags=--no-opt --no-maglev --single-threaded-gc',
];

const artifacts = path.resolve(import.meta.dirname, 'artifacts');

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Content-Security-Policy violations any page of this browser reported so far. */
  cspViolations: CspViolation[];
  close(): Promise<void>;
}

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    __markkCspViolation?: (violation: Omit<CspViolation, 'page'>) => void;
  }
}

/** Collects the `securitypolicyviolation` events of every page of `context`, and CSP console errors. */
async function watchCsp(context: BrowserContext, into: CspViolation[]): Promise<void> {
  await context.exposeBinding('__markkCspViolation', ({ page }, violation: Omit<CspViolation, 'page'>) => {
    into.push({ page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        window.__markkCspViolation?.({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          sample: event.sample,
        });
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      into.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: '', source: message.location().url, sample: message.text() });
    }
  });
}

/**
 * Playwright's launch gives each browser a fresh, empty user-data-dir of its own. Every context
 * prefers reduced motion unless a test says otherwise: Cloudscape then skips its transitions and
 * spinner animations, which cost the renderer about an eighth of its CPU on the community file.
 */
export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  // Every context, including those the tests open later for other users and screen sizes.
  const cspViolations: CspViolation[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    await watchCsp(context, cspViolations);
    return context;
  };
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    cspViolations,
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

/**
 * Goes to `path` inside the app already open in `page`, as its links do: a new history entry
 * the router follows, without loading the page again. The caller waits for what the new page
 * shows (and must know the old page does not show it too).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
