// A signed-in page load in headless Chromium, as the browser tests pay for it (`npm run bench`,
// or alone: npx tsx tests/bench/page-load.ts). Eight times: a new browser context, the session
// put into its storage, the app opened at / (a new user lands on onboarding) until its heading
// shows and the network is idle. Reported per load: the requests, scripts and stylesheets it
// fetched; Chromium's CPU by process kind and the whole machine's CPU, read from /proc; and,
// measured in the same run the same way, the ratio to a load of a bare document (the favicon).
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import type { LocalStack } from '../../bin/local/stack.ts';
import { CHROMIUM_ARGS } from '../e2e/browser.ts';
import { amplifyStorage } from '../e2e/signed-in.ts';
import { runAlone } from './alone.ts';
import { signedInUser, type BenchUser } from './load.ts';

const LOADS = 8;
const CLOCK_TICKS = 100;

/** CPU seconds so far of every live Chromium process, by its kind (browser, renderer, gpu-process …). */
function chromiumCpu(): Record<string, number> {
  const byKind: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (!command.includes('chromium')) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const kind = /--type=(\S+)/.exec(command)?.[1] ?? 'browser';
      byKind[kind] = (byKind[kind] ?? 0) + (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return byKind;
}

/** CPU seconds so far of the whole machine (user, nice, system, irq, softirq, steal). */
function machineCpu(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / CLOCK_TICKS;
}

export interface PageLoadCost {
  requests: number;
  scripts: number;
  stylesheets: number;
  /** Chromium CPU seconds by process kind. */
  chromium: Record<string, number>;
  machine: number;
  wallMs: number;
}

/** LOADS loads of `path`, each in a new context (signed in as `user` when given); per-load averages. */
async function measure(browser: Browser, url: string, user: BenchUser | null, clientId: string, waitForApp: boolean): Promise<PageLoadCost> {
  const contexts = [];
  const counts = { requests: 0, scripts: 0, stylesheets: 0 };
  const cpuBefore = chromiumCpu();
  const machineBefore = machineCpu();
  const started = Date.now();
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    if (user) {
      await page.goto(`${url}/favicon.svg`);
      await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), amplifyStorage(clientId, user));
    }
    page.on('request', (request) => {
      counts.requests++;
      if (request.resourceType() === 'script') counts.scripts++;
      if (request.resourceType() === 'stylesheet') counts.stylesheets++;
    });
    await page.goto(waitForApp ? `${url}/` : `${url}/favicon.svg`);
    if (waitForApp) await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  // Read before the contexts close: a renderer's CPU goes with its process.
  const cpuAfter = chromiumCpu();
  const machine = machineCpu() - machineBefore;
  const wallMs = Date.now() - started;
  await Promise.all(contexts.map((context) => context.close()));
  const chromiumPerLoad = Object.fromEntries(Object.entries(cpuAfter).map(([kind, seconds]) => [kind, (seconds - (cpuBefore[kind] ?? 0)) / LOADS]));
  return {
    requests: counts.requests / LOADS,
    scripts: counts.scripts / LOADS,
    stylesheets: counts.stylesheets / LOADS,
    chromium: chromiumPerLoad,
    machine: machine / LOADS,
    wallMs: wallMs / LOADS,
  };
}

export async function benchPageLoad(stack: LocalStack): Promise<{ app: PageLoadCost; bare: PageLoadCost }> {
  const user = await signedInUser(stack.url, stack.userPoolClientId);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // One unreported load first: the server's compressed-file cache and Chromium itself warm up.
    await measure(browser, stack.url, user, stack.userPoolClientId, true);
    const app = await measure(browser, stack.url, user, stack.userPoolClientId, true);
    const bare = await measure(browser, stack.url, null, stack.userPoolClientId, false);
    return { app, bare };
  } finally {
    await browser.close();
  }
}

const total = (cost: PageLoadCost) => Object.values(cost.chromium).reduce((sum, seconds) => sum + seconds, 0);

export function printPageLoadBench({ app, bare }: { app: PageLoadCost; bare: PageLoadCost }): void {
  const kinds = Object.entries(app.chromium)
    .filter(([, seconds]) => seconds >= 0.01)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, seconds]) => `${kind} ${seconds.toFixed(2)} s`)
    .join(', ');
  process.stdout.write(`\nA signed-in page load in headless Chromium, a new context each, ${LOADS} loads\n`);
  process.stdout.write(
    `  fetched per load: ${app.requests.toFixed(0)} requests, ${app.scripts.toFixed(0)} scripts, ${app.stylesheets.toFixed(0)} stylesheets\n`,
  );
  process.stdout.write(
    `  CPU per load: Chromium ${total(app).toFixed(2)} s (${kinds}), whole machine ${app.machine.toFixed(2)} s; wall ${app.wallMs.toFixed(0)} ms\n`,
  );
  process.stdout.write(
    `  against a bare document (Chromium ${total(bare).toFixed(2)} s, machine ${bare.machine.toFixed(2)} s per load): ${(total(app) / total(bare)).toFixed(1)}× Chromium's CPU, ${(app.machine / bare.machine).toFixed(1)}× the machine's\n`,
  );
}

await runAlone(import.meta.url, (stack) => benchPageLoad(stack), printPageLoadBench);
