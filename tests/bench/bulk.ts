// Benchmark: one 500-post bulk run with the AI provider replaced by a fake OpenAI-compatible
// server answering every call after 300 ms, and the owner's token bucket at 10 calls a second:
// its wall time against the rate-limit bound (500 calls / 10 per second = 50 s), goal ≤ 1.2×.
// Alone: `npx tsx tests/bench/bulk.ts`.
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../bin/local/stack.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { resetConfig } from '#lib/config';
import { db } from '#data/service';
import * as BulkRuns from '#domain/bulk/runs';
import { runAlone } from './alone.ts';

const AI_DELAY_MS = 300;
const POSTS = 500;
const CALLS_PER_SECOND = 10;
const GOAL = 1.2;

const brand = {
  name: 'Bench Bakery',
  industry: 'Bakery',
  targetAudience: 'Commuters',
  mainGoal: 'More morning sales',
  platforms: ['Instagram', 'Facebook'],
  toneOfVoice: 'Friendly',
};

export interface BulkBench {
  wall: number;
  bound: number;
  ratio: number;
  written: number;
}

export async function benchBulk(stack: LocalStack, token: string): Promise<BulkBench> {
  const fake = await startFakeOpenAi({ delayMs: AI_DELAY_MS });
  const before = { key: process.env.BULK_OPENAI_API_KEY, url: process.env.OPENAI_BASE_URL, rate: process.env.AI_CALLS_PER_SECOND };
  process.env.BULK_OPENAI_API_KEY = 'sk-bench-fake';
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.AI_CALLS_PER_SECOND = String(CALLS_PER_SECOND);
  resetConfig();
  try {
    await fetch(`${stack.url}/api/brand-kit`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(brand),
    });
    const me = (await (await fetch(`${stack.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { userId: string };
    const machine = stack.workflows.machines.find((m) => /^Bulk/.test(m.id))!;
    // A run as start leaves it: its 500 posts queued (the plan check is not what is measured).
    const { run } = await BulkRuns.queue(me.userId, { requestId: randomUUID(), count: POSTS, networks: ['instagram', 'facebook'], formats: ['tip', 'offer'] });
    const started = performance.now();
    const execution = stack.workflows.start(machine.arn, JSON.stringify({ userId: me.userId, runId: run.runId }));
    const done = await stack.workflows.waitFor(execution.executionArn, 300_000);
    const wall = performance.now() - started;
    if (done.status !== 'SUCCEEDED') throw new Error(`bench bulk run ${done.status}: ${done.cause}`);
    const items = await BulkRuns.itemsOf(me.userId, run.runId, true);
    const written = items.filter((i) => i.status === 'done').length;
    const bound = (POSTS / CALLS_PER_SECOND) * 1000;
    await db().entities.bulkRun.delete({ userId: me.userId, runId: run.runId }).go();
    return { wall, bound, ratio: wall / bound, written };
  } finally {
    for (const [name, value] of [
      ['BULK_OPENAI_API_KEY', before.key],
      ['OPENAI_BASE_URL', before.url],
      ['AI_CALLS_PER_SECOND', before.rate],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfig();
    await fake.close();
  }
}

export function printBulkBench(result: BulkBench): void {
  process.stdout.write(
    [
      '',
      `Bulk generation, ${POSTS} posts, fake AI answering after ${AI_DELAY_MS} ms per call, token bucket at ${CALLS_PER_SECOND} calls/s`,
      `  wall time ${(result.wall / 1000).toFixed(1)} s for ${result.written} posts written`,
      `  rate-limit bound (${POSTS} / ${CALLS_PER_SECOND} per second): ${(result.bound / 1000).toFixed(0)} s`,
      `  ratio wall / bound: ${result.ratio.toFixed(2)}  (target ≤ ${GOAL})`,
      '',
    ].join('\n'),
  );
}

await runAlone(import.meta.url, benchBulk, printBulkBench);
