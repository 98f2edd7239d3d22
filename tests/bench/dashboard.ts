// Dashboard bench: a user holding 1,000 projects, 5,000 tasks, 500 posts and 2,000 drafts (seeded through
// the domain layer with batch writes), then GET /dashboard and GET /search latency against
// GET /me in the same run. Needs a started local stack (its process.env points the domain
// layer at the same DynamoDB Local) and a signed-in user's access token.
import * as Content from '#domain/content';
import * as Entitlements from '#domain/entitlements';
import * as Posts from '#domain/posts';
import * as Projects from '#domain/projects';
import * as Resources from '#domain/resources';
import * as Tasks from '#domain/tasks';
import { TASK_STATUS_VALUES } from '#contracts/tasks';
import { CONNECTIONS, DURATION_S, fmt, load, type Measured } from './load.ts';
import { runAlone } from './alone.ts';

export const SEED = { projects: 1000, tasks: 5000, posts: 500, drafts: 2000, resources: 50 } as const;

const WORDS = ['Spring', 'Launch', 'Campaign', 'Newsletter', 'Instagram', 'Funnel', 'Rebrand', 'Webinar', 'Holiday', 'Referral', 'Landing', 'Pricing'];
const title = (kind: string, i: number) => `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} ${kind} ${i}`;

/** A term that matches in every group: each of the index's groups reads a first page of candidates. */
export const SEARCH_HIT = 'CAMPAIGN';

export interface DashboardBench {
  /** The seeded user's id (the floors bench reads their items). */
  userId: string;
  seedMs: number;
  me: Measured;
  dashboard: Measured;
  searchHit: Measured;
  searchMiss: Measured;
}

async function userIdOf(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /me answered ${res.status}`);
  return ((await res.json()) as { userId: string }).userId;
}

/** Seeds the user's items (`scale` of SEED's counts; the resources stay 50); returns how long it took. */
export async function seed(userId: string, scale = 1): Promise<number> {
  const started = Date.now();
  const count = (n: number) => Math.round(n * scale);
  const projectIds = await Projects.createMany(
    userId,
    Array.from({ length: count(SEED.projects) }, (_, i) => ({
      title: title('project', i),
      status: i % 5 === 0 ? ('completed' as const) : ('active' as const),
    })),
  );
  const tasks = Array.from({ length: count(SEED.tasks) }, (_, i) => ({
    projectId: projectIds[i % projectIds.length]!,
    title: title('task', i),
    status: TASK_STATUS_VALUES[i % TASK_STATUS_VALUES.length]!,
  }));
  // 100 tasks a week over the past 50 weeks, so "this week" holds a realistic share of the done ones.
  const WEEK_MS = 7 * 86_400_000;
  for (let i = 0, week = 0; i < tasks.length; i += 100, week += 1) {
    await Tasks.createMany(userId, tasks.slice(i, i + 100), new Date(Date.now() - week * WEEK_MS));
  }
  await Posts.createMany(
    userId,
    Array.from({ length: count(SEED.posts) }, (_, i) => ({ title: title('post', i) })),
  );
  // 2,000 drafts need a plan without the Free library limit.
  const at = Date.now();
  await Entitlements.applySubscription({
    userId,
    source: 'local',
    subscriptionId: `bench-${userId}`,
    tier: 'premium',
    cancelAtPeriodEnd: false,
    status: 'active',
    currentPeriodEnd: new Date(at + 86_400_000).toISOString(),
    eventCreated: at / 1000,
  });
  const TYPES = ['post', 'email', 'blog'] as const;
  await Content.createMany(
    userId,
    Array.from({ length: count(SEED.drafts) }, (_, i) => ({
      type: TYPES[i % TYPES.length]!,
      title: title('draft', i),
      body: `Draft ${i}: what we offer this week and how to book.`,
    })),
  );
  for (let i = 0; i < SEED.resources; i++) await Resources.create(userId, { title: title('resource', i), fileUrl: `https://files.example.com/${i}.pdf` });
  return Date.now() - started;
}

export async function benchDashboard(stack: { url: string }, token: string): Promise<DashboardBench> {
  const userId = await userIdOf(stack.url, token);
  const seedMs = await seed(userId);
  const headers = { authorization: `Bearer ${token}` };
  const api = (path: string) => `${stack.url}/api${path}`;
  const urls = {
    me: api('/me'),
    dashboard: api(`/dashboard?timeZone=${encodeURIComponent('Europe/London')}`),
    searchHit: api(`/search?q=${encodeURIComponent(SEARCH_HIT)}`),
    // Matches nothing: with the title index, no candidate; with SEARCH_BACKEND=partitions, every partition read whole.
    searchMiss: api(`/search?q=${encodeURIComponent('no such title')}`),
  };
  for (const [name, url] of Object.entries(urls)) {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  }
  await load(urls.dashboard, headers, 3); // warm-up, not reported
  const me = await load(urls.me, headers);
  const dashboard = await load(urls.dashboard, headers);
  const searchHit = await load(urls.searchHit, headers);
  const searchMiss = await load(urls.searchMiss, headers);
  // autocannon leaves requests in flight at its deadline; let their handlers finish before
  // the caller stops the stack (else they log DynamoDB connection errors).
  await new Promise((resolve) => setTimeout(resolve, searchMiss.p99 + 1000));
  return { userId, seedMs, me, dashboard, searchHit, searchMiss };
}

export function printDashboardBench(result: DashboardBench, write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  write(
    `\nDashboard with ${SEED.projects} projects, ${SEED.tasks} tasks, ${SEED.posts} posts, ${SEED.drafts} drafts (seeded in ${(result.seedMs / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  write(`  GET /me (baseline):                     ${fmt(result.me)}`);
  write(`  GET /dashboard (3 reads in parallel):     ${fmt(result.dashboard)}`);
  write(`  GET /search, term that matches:         ${fmt(result.searchHit)}`);
  write(`  GET /search, term that matches nothing: ${fmt(result.searchMiss)}`);
  write(
    `  p50 ratio to /me: dashboard ${(result.dashboard.p50 / Math.max(result.me.p50, 1)).toFixed(1)}, search hit ${(result.searchHit.p50 / Math.max(result.me.p50, 1)).toFixed(1)}, search miss ${(result.searchMiss.p50 / Math.max(result.me.p50, 1)).toFixed(1)}`,
  );
  write(
    `  p99 ratio to /me p50: dashboard ${(result.dashboard.p99 / Math.max(result.me.p50, 1)).toFixed(1)}, search hit ${(result.searchHit.p99 / Math.max(result.me.p50, 1)).toFixed(1)}, search miss ${(result.searchMiss.p99 / Math.max(result.me.p50, 1)).toFixed(1)} (goal: search ≤ 10)`,
  );
}

// `npx tsx tests/bench/dashboard.ts`: this bench alone, on its own in-memory stack.
await runAlone(import.meta.url, benchDashboard, (result) => printDashboardBench(result));
