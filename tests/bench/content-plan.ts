// Benchmark: one "Plan my next 30 days" run with the AI provider replaced by a fake
// OpenAI-compatible server that answers every call after a fixed delay, against its critical
// path: the writer's calls that must follow one another (6 batches, 3 at a time = 2 × delay).
// Alone: `npx tsx tests/bench/content-plan.ts`.
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../bin/local/stack.ts';
import { WRITE_CONCURRENCY } from '../../infra/workflows/content-plan.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { resetConfig } from '#lib/config';
import { db } from '#data/service';
import * as ContentPlans from '#domain/content-plan/runs';
import { runAlone } from './alone.ts';

const AI_DELAY_MS = 300;
const RUNS = 15;
/** The goal, as for onboarding's generation run. */
const GOAL = 1.2;

const brand = {
  name: 'Bench Bakery',
  industry: 'Bakery',
  targetAudience: 'Commuters',
  mainGoal: 'More morning sales',
  platforms: ['Instagram', 'Facebook'],
  toneOfVoice: 'Friendly',
};

export interface ContentPlanBench {
  median: number;
  min: number;
  max: number;
  critical: number;
  ratio: number;
}

export async function benchContentPlan(stack: LocalStack, token: string): Promise<ContentPlanBench> {
  const fake = await startFakeOpenAi({ delayMs: AI_DELAY_MS });
  process.env.OPENAI_API_KEY = 'sk-bench-fake';
  process.env.OPENAI_BASE_URL = fake.url;
  resetConfig();
  try {
    await fetch(`${stack.url}/api/brand-kit`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(brand),
    });
    const me = (await (await fetch(`${stack.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { userId: string };
    const machine = stack.workflows.machines.find((m) => /contentplan/i.test(m.id))!;
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      // A plan as start leaves it (the credits are not what is measured).
      const planId = ContentPlans.planIdFor(me.userId, randomUUID());
      await db().entities.contentPlan.create({ userId: me.userId, planId, credits: ContentPlans.CREDITS }).go();
      const started = performance.now();
      const execution = stack.workflows.start(machine.arn, JSON.stringify({ userId: me.userId, planId }));
      const done = await stack.workflows.waitFor(execution.executionArn, 60_000);
      if (done.status !== 'SUCCEEDED') throw new Error(`bench plan ${done.status}: ${done.cause}`);
      if (i > 0) times.push(performance.now() - started); // the first run warms module loading
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const critical = Math.ceil(ContentPlans.BATCHES / WRITE_CONCURRENCY) * AI_DELAY_MS;
    return { median, min: times[0]!, max: times.at(-1)!, critical, ratio: median / critical };
  } finally {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetConfig();
    await fake.close();
  }
}

export function printContentPlanBench(result: ContentPlanBench): void {
  process.stdout.write(
    [
      '',
      `"Plan my next 30 days", fake AI answering after ${AI_DELAY_MS} ms per call (${RUNS} runs, ${ContentPlans.BATCHES} AI calls each, ${WRITE_CONCURRENCY} at a time)`,
      `  wall time median ${result.median.toFixed(0)} ms (min ${result.min.toFixed(0)}, max ${result.max.toFixed(0)})`,
      `  critical path (the writer's calls one after another): ${result.critical} ms`,
      `  ratio wall / critical path: ${result.ratio.toFixed(2)}  (target ≤ ${GOAL})`,
      '',
    ].join('\n'),
  );
}

await runAlone(import.meta.url, benchContentPlan, printContentPlanBench);
