// axe-core over a page of the SPA, at the desktop and the phone width: every serious or
// critical violation not listed in EXCEPTIONS, one line each (rule, where, what axe says).
import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/** A violation Markk accepts: the axe rule, a substring of the element's selector, and why. */
export interface AxeException {
  rule: string;
  selector: string;
  reason: string;
}

/**
 * Serious or critical findings Markk accepts, each with its reason. Empty: every page passes
 * without one. An entry here must name the rule and the element, never a whole rule.
 */
export const EXCEPTIONS: readonly AxeException[] = [];

const BLOCKING = new Set(['serious', 'critical']);

const excepted = (rule: string, selector: string) => EXCEPTIONS.some((e) => e.rule === rule && selector.includes(e.selector));

/**
 * What AxeBuilder evaluates as "axe's source" once axe is in the page. The builder would
 * otherwise send and compile all of axe-core (about 560 KB) twice per audit; a page is audited
 * at two widths and often in several states, so axe goes in once per document instead.
 */
const AXE_ALREADY_LOADED = 'void 0';

/**
 * Off in axe by default (tagged experimental), on here: a control's accessible name must
 * contain its visible text (WCAG 2.5.3 Label in Name), so a speech user can say what they see.
 */
const EXPERIMENTAL_RULE = 'label-content-name-mismatch';

/** Puts axe-core into the page's document unless an earlier audit of this document did. */
async function loadAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axe.source);
}

/** The serious and critical violations on `page` as it is now, each as "rule: selector — summary". */
export async function violations(page: Page, label: string): Promise<string[]> {
  await loadAxe(page);
  // Every rule runs; only violations are worked out node by node (passes would cost as much
  // again and are never read). Legacy mode runs axe.run in the page itself: the SPA has no
  // frames, and the default would open a blank page and inject axe a second time to finish
  // each run (a page's audit took about half the time).
  const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
    .setLegacyMode()
    .options({ resultTypes: ['violations'], rules: { [EXPERIMENTAL_RULE]: { enabled: true } } })
    .analyze();
  const found: string[] = [];
  for (const violation of results.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    for (const node of violation.nodes) {
      const selector = node.target.map(String).join(' >> ');
      if (excepted(violation.id, selector)) continue;
      found.push(
        `${label}: ${violation.id} (${violation.impact}) at ${selector} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help}`,
      );
    }
  }
  return found;
}

/** Two animation frames: the layout has answered a resize (Cloudscape measures with observers). */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * Audits `page` at 1280 px, then at 375 px, and leaves it at 1280 px again. `ready` waits for
 * what the page shows once loaded, at either width.
 */
export async function auditBothWidths(page: Page, label: string, ready: (page: Page) => Promise<unknown> = async () => undefined): Promise<string[]> {
  const found: string[] = [];
  for (const [width, viewport] of [
    ['1280 px', DESKTOP],
    ['375 px', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await ready(page);
    found.push(...(await violations(page, `${label} at ${width}`)));
  }
  await page.setViewportSize(DESKTOP);
  await settled(page);
  return found;
}
