// `npm run bench`: measured on this machine, in one run, so ratios are comparable.
//  1. GET /me through the local stack vs a bare node http server returning the same JSON,
//     and vs a minimal server doing the same work with the raw SDK (tests/bench/me-raw.ts):
//     the framework's overhead, goal ≥ 0.8 of the raw throughput.
//  2. GET /dashboard and GET /search for a user with 1,000 projects, 5,000 tasks, 500 posts
//     (tests/bench/dashboard.ts), against GET /me in the same stack. Then the floors: bare
//     servers doing only the DynamoDB calls the redirect's, the search's and the board's goals
//     allow, against GET /me (tests/bench/floors.ts).
//  3. A generation run with a fake AI against its critical path (tests/bench/generation.ts),
//     and a "Plan my next 30 days" run the same way (tests/bench/content-plan.ts), and a
//     500-post bulk run at 10 AI calls a second against its rate-limit bound (tests/bench/bulk.ts).
//     Then the Kanban board of a 500-task project, its first load (each column's first page)
//     and a column's next page, against GET /me (tests/bench/board.ts).
//     Then 1,000 posts due in one minute across 200 owners, published through the network
//     sandbox answering in 200 ms (tests/bench/publishing.ts): exactly once, and the lag.
//     Before it, the creative studio's drawing: the preview endpoint cold and warm, and the
//     studio's own overhead against satori + resvg alone (tests/bench/studio.ts). And
//     analytics: the short-link redirect's throughput and the 90-day overview at 1,000 posts
//     and 100,000 clicks, against GET /me (tests/bench/analytics.ts). And a signed-in page
//     load in headless Chromium against a bare document's (tests/bench/page-load.ts).
//  4. Cold import of every handler bundle vs the AWS SDK clients it imports, goal ≤ 1.3×
//     (tests/bench/cold-import.ts), measured after the stack has stopped.
//  5. Time from `npm start` to the URL answering, with a cold and a warm data directory.
import http from 'node:http';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localConfig } from '../../bin/local/config.ts';
import { startLocalStack } from '../../bin/local/stack.ts';
import { freePort } from '../../bin/local/ports.ts';
import { CONNECTIONS, DURATION_S, fmt, load, signedInToken } from './load.ts';
import { benchDashboard, printDashboardBench } from './dashboard.ts';
import { benchFloors, printFloorsBench } from './floors.ts';
import { benchGeneration } from './generation.ts';
import { benchContentPlan, printContentPlanBench } from './content-plan.ts';
import { benchBulk, printBulkBench } from './bulk.ts';
import { benchBoard, printBoardBench } from './board.ts';
import { benchMeAgainstRaw, printMeRawBench } from './me-raw.ts';
import { benchColdImports, printColdImports } from './cold-import.ts';
import { benchPublishing, printPublishingBench } from './publishing.ts';
import { benchStudio, printStudioBench } from './studio.ts';
import { benchAnalytics, printAnalyticsBench } from './analytics.ts';
import { benchPageLoad, printPageLoadBench } from './page-load.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

async function benchMe() {
  const stack = await startLocalStack(localConfig({ port: 0, inMemoryDb: true, verbose: false }));
  try {
    const token = await signedInToken(stack.url, stack.userPoolClientId);
    const meUrl = `${stack.url}/api/me`;
    const body = await (await fetch(meUrl, { headers: { authorization: `Bearer ${token}` } })).text();
    const bare = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
    const barePort = (bare.address() as { port: number }).port;
    await load(meUrl, { authorization: `Bearer ${token}` }); // warm-up pass is not reported
    const markk = await load(meUrl, { authorization: `Bearer ${token}` });
    const baseline = await load(`http://127.0.0.1:${barePort}/`);
    bare.close();
    const meRaw = await benchMeAgainstRaw(stack, token);
    const dashboardToken = await signedInToken(stack.url, stack.userPoolClientId);
    const dashboard = await benchDashboard(stack, dashboardToken);
    const floors = await benchFloors(stack, dashboardToken, dashboard.userId);
    const generation = await benchGeneration(stack, await signedInToken(stack.url, stack.userPoolClientId));
    const contentPlan = await benchContentPlan(stack, await signedInToken(stack.url, stack.userPoolClientId));
    const bulk = await benchBulk(stack, await signedInToken(stack.url, stack.userPoolClientId));
    const board = await benchBoard(stack, await signedInToken(stack.url, stack.userPoolClientId));
    const studio = await benchStudio(stack);
    const analytics = await benchAnalytics(stack, await signedInToken(stack.url, stack.userPoolClientId));
    const publishing = await benchPublishing(stack);
    const pageLoad = await benchPageLoad(stack);
    return { markk, baseline, meRaw, dashboard, floors, generation, contentPlan, bulk, board, publishing, studio, analytics, pageLoad };
  } finally {
    await stack.stop();
  }
}

async function timeToAnswer(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'bin', 'local.ts')], {
    cwd: root,
    env: { ...process.env, MARKK_PORT: String(port), MARKK_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (Date.now() - started > 180_000) throw new Error('npm start did not answer within 180 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/config.json`);
        if (res.ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
  }
}

const { markk, baseline, meRaw, dashboard, floors, generation, contentPlan, bulk, board, publishing, studio, analytics, pageLoad } = await benchMe();
process.stdout.write(`\nGET /me, ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
process.stdout.write(`  Markk local stack (JWT verify + handler + DynamoDB Local): ${fmt(markk)}\n`);
process.stdout.write(`  bare node http, same JSON:                                 ${fmt(baseline)}\n`);
process.stdout.write(
  `  throughput ratio Markk / bare: ${(markk.rps / baseline.rps).toFixed(3)}   p50 ratio: ${(markk.p50 / Math.max(baseline.p50, 1)).toFixed(1)}\n`,
);
printMeRawBench(meRaw);
printDashboardBench(dashboard);
printFloorsBench(floors);
process.stdout.write(`\n${generation}\n`);
printContentPlanBench(contentPlan);
printBulkBench(bulk);
printBoardBench(board);
printPublishingBench(publishing);
printStudioBench(studio);
printAnalyticsBench(analytics);
printPageLoadBench(pageLoad);
printColdImports(await benchColdImports());

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'markk-bench-'));
try {
  const cold = await timeToAnswer(dataDir);
  const warm = await timeToAnswer(dataDir);
  process.stdout.write(
    `\nnpm start → URL answering (web/dist already built)\n  cold .local/: ${(cold / 1000).toFixed(1)} s\n  warm .local/: ${(warm / 1000).toFixed(1)} s\n  warm / cold: ${(warm / cold).toFixed(2)}\n`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
