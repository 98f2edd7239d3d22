// Benchmark: one onboarding generation run with the AI provider replaced by a fake
// OpenAI-compatible server that answers every call after a fixed delay, against the
// critical path (strategy + the longest parallel branch = 2 × delay).
import { randomUUID } from 'node:crypto';
import type { LocalStack } from '../../bin/local/stack.ts';
import { startFakeOpenAi } from '../support/fake-openai.ts';
import { resetConfig } from '#lib/config';
import { db } from '#data/service';
import * as Generation from '#domain/generation';

const AI_DELAY_MS = 300;
const RUNS = 5;

const brand = {
  name: 'Bench Bakery',
  industry: 'Bakery',
  targetAudience: 'Commuters',
  mainGoal: 'More morning sales',
  platforms: ['Instagram'],
  toneOfVoice: 'Friendly',
};

export async function benchGeneration(stack: LocalStack, token: string): Promise<string> {
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
    const kit = (await (await fetch(`${stack.url}/api/brand-kit`, { headers: { authorization: `Bearer ${token}` } })).json()) as { brandKit: { id: string } };
    const machine = stack.workflows.machines[0]!;
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const runId = Generation.runIdFor(me.userId, randomUUID());
      await db().entities.generationRun.create({ userId: me.userId, runId, brandKitId: kit.brandKit.id }).go();
      const started = performance.now();
      const execution = stack.workflows.start(machine.arn, JSON.stringify({ userId: me.userId, runId, brand }));
      const done = await stack.workflows.waitFor(execution.executionArn, 60_000);
      if (done.status !== 'SUCCEEDED') throw new Error(`bench run ${done.status}: ${done.cause}`);
      if (i > 0) times.push(performance.now() - started); // the first run warms module loading
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const critical = 2 * AI_DELAY_MS;
    return [
      `Generation run, fake AI answering after ${AI_DELAY_MS} ms per call (${RUNS} runs, 10 AI calls each)`,
      `  wall time median ${median.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})`,
      `  critical path (strategy + longest parallel branch): ${critical} ms`,
      `  ratio wall / critical path: ${(median / critical).toFixed(2)}  (target ≤ 1.3)`,
    ].join('\n');
  } finally {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetConfig();
    await fake.close();
  }
}
