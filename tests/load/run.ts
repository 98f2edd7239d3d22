// `npm run load`: LOAD_USERS virtual users (default 50) for LOAD_SECONDS (default 60) against an
// in-memory local stack, each a real signed-up user running the mixed journey of
// tests/load/journey.ts over and over. Then: the requests, the errors by route and status,
// p50/p99 per route, and every stored counter against a recount of its items
// (tests/load/recount.ts). Exits 1 when a request failed or a counter differs.
//
//   LOAD_USERS=5 LOAD_SECONDS=10 npm run load      a short smoke run
//   LOAD_TIMEOUT_MS (default 30000)                 a request without an answer by then is an error
//   LOAD_SHARED_MEMBERS (default 10)                users who share the team project
//   LOAD_VERBOSE=1                                  every counter on its own line, not only those that differ
import './quiet.ts';
import os from 'node:os';
import { localConfig } from '../../bin/local/config.ts';
import { startLocalStack } from '../../bin/local/stack.ts';
import { LoadClient, LoadError, Recorder } from './client.ts';
import { journey, Ledger, TimeUp, type UserState } from './journey.ts';
import { baseline, drifted, recount } from './recount.ts';
import { cognito, prepare } from './setup.ts';
import { printReport } from './report.ts';

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0 (it is ${raw})`);
  return value;
};

const USERS = positive('LOAD_USERS', 50);
const SECONDS = positive('LOAD_SECONDS', 60);
const TIMEOUT_MS = positive('LOAD_TIMEOUT_MS', 30_000);
const SHARED_MEMBERS = Math.min(positive('LOAD_SHARED_MEMBERS', 10), USERS);
const write = (line: string) => process.stdout.write(`${line}\n`);

const stack = await startLocalStack(localConfig({ port: 0, inMemoryDb: true, verbose: false }));
let failed = true;
try {
  const setupStarted = Date.now();
  // Setup is not measured: its requests go through a recorder of their own, and any failure stops the run.
  const setup = new LoadClient(stack.url, new Recorder(), TIMEOUT_MS);
  const world = await prepare(setup, stack.userPoolClientId, { users: USERS, sharedMembers: SHARED_MEMBERS });
  write(
    `Set up ${USERS} users (${SHARED_MEMBERS} in the team), ${world.postIds.length} shared posts, ${world.resourceIds.length} shared resources in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  const before = await baseline(world);
  const recorder = new Recorder();
  const client = new LoadClient(stack.url, recorder, TIMEOUT_MS);
  const ledger = new Ledger();
  const pool = cognito(stack.url);
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  const deadline = started + SECONDS * 1000;
  let journeys = 0;
  let interrupted = 0;
  write(`Running ${USERS} users for ${SECONDS} s…`);
  await Promise.all(
    world.users.map(async (user, i) => {
      const state: UserState = { threadId: null, iteration: 0 };
      // Users start a little apart, as people do.
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / USERS));
      while (Date.now() < deadline) {
        try {
          await journey({ client, pool, clientId: stack.userPoolClientId, world, ledger, deadline }, user, state);
          journeys += 1;
        } catch (error) {
          if (error instanceof TimeUp) interrupted += 1;
          // A failed request is recorded by the client; the user starts the journey again.
          else if (!(error instanceof LoadError)) throw error;
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const loadAtEnd = os.loadavg()[0]!;
  const checks = await recount(world, before, ledger);
  printReport(
    write,
    { users: USERS, seconds: SECONDS, elapsed, journeys, interrupted, load: [loadAtStart, loadAtEnd], recorder, checks },
    process.env.LOAD_VERBOSE === '1',
  );
  failed = recorder.errorCount > 0 || checks.some(drifted);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
