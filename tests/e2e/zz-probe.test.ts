import { afterAll, beforeAll, it } from 'vitest';
import { readFileSync, readdirSync, appendFileSync } from 'node:fs';
import { openBrowser, type BrowserSession } from './browser.ts';
import { AuthScreen } from './pages.ts';
import { newUser, stackUrl, type TestUser } from '../support/users.ts';
import { completeOnboarding, userIdOf } from '../support/seed.ts';

let session: BrowserSession;
let user: TestUser;
function chromeCpu(): Record<string, number> {
  const total: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
      total[type] = (total[type] ?? 0) + (Number(f[11]) + Number(f[12])) / 100;
    } catch {}
  }
  return total;
}
beforeAll(async () => {
  user = await newUser({ fullName: 'Probe' });
  await completeOnboarding(await userIdOf(user));
  session = await openBrowser();
});
afterAll(async () => session?.close());

it('probe', { timeout: 600_000 }, async () => {
  const page = session.page;
  await page.goto(`${stackUrl()}/`);
  await new AuthScreen(page).signIn(user.email, user.password);
  await page.getByRole('heading', { level: 1, name: 'Marketing Dashboard' }).waitFor();
  const c0 = chromeCpu();
  const t0 = Date.now();
  const N = 6;
  for (let i = 0; i < N; i++) {
    for (const path of ['/', '/settings?tab=brand', '/projects', '/content', '/community', '/resources']) {
      await page.goto(`${stackUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    }
  }
  const c1 = chromeCpu();
  const per = Object.fromEntries(Object.entries(c1).map(([k, v]) => [k, +((v - (c0[k] ?? 0)) / (N * 6)).toFixed(3)]));
  const tot = Object.values(per).reduce((a, b) => a + b, 0);
  appendFileSync('/tmp/m/flags.txt', `${process.env.CHROMIUM_EXTRA ?? 'base'}\twall ${((Date.now() - t0) / (N * 6000)).toFixed(3)}\ttotal ${tot.toFixed(3)}\t${JSON.stringify(per)}\n`);
});
