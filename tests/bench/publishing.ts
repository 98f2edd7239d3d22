// Publishing bench: 1,000 posts due in the same minute across 200 owners, each with a
// Facebook Page connected through the network sandbox's consent screen, the sandbox
// answering every call after 200 ms. Every post must be published exactly once; reported:
// the lag from each post's due time to the provider's call (the sandbox's record of it),
// p50 and p99 (goal p99 ≤ 10 s locally), the wall time until the last one, and this
// process's CPU from the due time until the queue is idle: the worker, the local queue and
// the sandbox all run in it, so it measures the work per post, which depends less than the
// lag on what else the machine is doing.
// Standalone: `npx tsx tests/bench/publishing.ts`; part of `npm run bench`.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { LocalStack } from '../../bin/local/stack.ts';
import { sendConsent } from '../support/consent-form.ts';

export const PUBLISH_BENCH = { owners: 200, postsPerOwner: 5, latencyMs: 200 } as const;

export interface PublishingBench {
  posts: number;
  published: number;
  duplicates: number;
  p50: number;
  p99: number;
  max: number;
  lastMs: number;
  setupMs: number;
  /** This process's CPU time (user + system) from the due time until the queue was idle. */
  cpuMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/** What a person does on the sandbox's consent screen: Allow. Answers the code and state it sends back. */
async function allow(authorizeUrl: string, account: string): Promise<{ code: string; state: string }> {
  const { location } = await sendConsent(authorizeUrl, 'allow', account);
  if (!location) throw new Error('The consent screen sent nobody back');
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

export async function benchPublishing(stack: LocalStack): Promise<PublishingBench> {
  // Imported here: the domain reads the stack's environment, set when the stack started.
  const Connect = await import('#domain/publishing/connect');
  const Posts = await import('#domain/publishing/posts');
  const { localTimeOf } = await import('#domain/publishing/time');
  const run = randomUUID().slice(0, 8);
  const started = Date.now();
  stack.networks.latency(0);
  const owners = Array.from({ length: PUBLISH_BENCH.owners }, () => randomUUID());
  const accounts = new Map<string, string>();
  await inBatches(owners, 20, async (userId) => {
    const { authorizeUrl } = await Connect.startConnect(userId, 'facebook', 'settings');
    const { account } = await Connect.completeConnect(userId, await allow(authorizeUrl, `Bench ${run} ${userId.slice(0, 8)}`));
    if (!account) throw new Error('The bench’s Page grant offered a choice instead of connecting');
    accounts.set(userId, account.id);
  });
  // Due at the start of a minute far enough ahead for every post to be scheduled before it.
  const due = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
  const localTime = localTimeOf(due, 'UTC');
  const captions: string[] = [];
  const jobs = owners.flatMap((userId) =>
    Array.from({ length: PUBLISH_BENCH.postsPerOwner }, (_, i) => ({
      userId,
      caption: `Bench ${run} ${userId} post ${i + 1}: tulips at the door, order today.`,
    })),
  );
  await inBatches(jobs, 25, async ({ userId, caption }) => {
    captions.push(caption);
    await Posts.schedule(userId, { requestId: randomUUID(), caption, accountIds: [accounts.get(userId)!], when: { kind: 'at', localTime, timeZone: 'UTC' } });
  });
  const setupMs = Date.now() - started;
  if (Date.now() > due.getTime()) throw new Error('Scheduling took longer than the lead time: the posts were due before all were scheduled');
  stack.networks.latency(PUBLISH_BENCH.latencyMs);
  const mine = () => stack.networks.published('facebook').filter((p) => p.caption.startsWith(`Bench ${run} `));
  const deadline = due.getTime() + 180_000;
  await new Promise((r) => setTimeout(r, Math.max(0, due.getTime() - Date.now())));
  const cpuAtDue = process.cpuUsage();
  while (mine().length < jobs.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  // The work after each provider call (recording the results) counts too.
  await stack.scheduler.idle();
  const cpu = process.cpuUsage(cpuAtDue);
  // A little longer: a duplicate would arrive after the last first publish.
  await new Promise((r) => setTimeout(r, 3_000));
  stack.networks.latency(0);
  const posts = mine();
  const byCaption = new Map<string, number>();
  for (const p of posts) byCaption.set(p.caption, (byCaption.get(p.caption) ?? 0) + 1);
  const lags = posts.map((p) => Date.parse(p.createdAt) - due.getTime()).sort((a, b) => a - b);
  return {
    posts: jobs.length,
    published: byCaption.size,
    duplicates: posts.length - byCaption.size,
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
    max: lags.at(-1) ?? 0,
    lastMs: lags.at(-1) ?? 0,
    setupMs,
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
  };
}

export function printPublishingBench(b: PublishingBench): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  process.stdout.write(
    [
      '',
      `Publishing: ${b.posts} posts due in one minute across ${PUBLISH_BENCH.owners} owners, the sandbox answering in ${PUBLISH_BENCH.latencyMs} ms`,
      `  published ${b.published} of ${b.posts}, duplicates ${b.duplicates}`,
      `  lag from due time to the provider's call: p50 ${s(b.p50)}, p99 ${s(b.p99)} (goal ≤ 10 s), last ${s(b.max)}`,
      `  CPU of this process from the due time until the queue was idle: ${s(b.cpuMs)}, ${(b.cpuMs / b.posts).toFixed(1)} ms a post`,
      `  set-up (200 connections, 1,000 schedules): ${s(b.setupMs)}`,
      '',
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { localConfig } = await import('../../bin/local/config.ts');
  const { startLocalStack } = await import('../../bin/local/stack.ts');
  const stack = await startLocalStack(localConfig({ port: 0, inMemoryDb: true, verbose: false }));
  try {
    printPublishingBench(await benchPublishing(stack));
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
