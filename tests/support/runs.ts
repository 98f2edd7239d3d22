// Waiting for the workflows the tests start: a generation run and a project plan run, polled
// through the API until they stop (vi.waitFor: no fixed sleeps, a clear message on timeout).
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { generationEndpoints, type GenerationRun } from '#contracts/generation';
import { projectAiEndpoints, type PlanRun } from '#contracts/project-ai';
import { callOk } from './users.ts';

/** How long a workflow run may take on a busy machine, and how often it is looked at. */
export const RUN_WAIT: { timeout: number; interval: number } = { timeout: 60_000, interval: 50 };

/** Polls `read` until `stopped` holds for its answer; answers that last answer. */
export async function pollUntil<T>(read: () => Promise<T>, stopped: (value: T) => boolean, what: string, wait = RUN_WAIT): Promise<T> {
  return vi.waitFor(async () => {
    const value = await read();
    if (!stopped(value)) throw new Error(`${what} has not stopped within ${wait.timeout / 1000} s`);
    return value;
  }, wait);
}

/** Polls the generation run until it stops (every answer goes to `onPoll`). */
export async function stoppedGeneration(token: string, runId: string, onPoll?: (run: GenerationRun) => void): Promise<GenerationRun> {
  const read = async () => {
    const run = await callOk(generationEndpoints.get, { token, params: { runId } });
    onPoll?.(run);
    return run;
  };
  return pollUntil(read, (run) => run.status !== 'running', `Generation run ${runId}`);
}

/** Starts a generation run as Complete Setup does and waits until it has succeeded. */
export async function finishedGeneration(token: string, requestId: string = randomUUID()): Promise<{ runId: string; requestId: string }> {
  const { runId } = await callOk(generationEndpoints.start, { token, body: { requestId } });
  const run = await stoppedGeneration(token, runId);
  if (run.status !== 'succeeded') throw new Error(`Generation run ${runId} ${run.status}: ${run.error}`);
  return { runId, requestId };
}

/** Polls the project's plan run until it stops (every answer goes to `onPoll`). */
export async function stoppedPlan(token: string, projectId: string, runId: string, onPoll?: (run: PlanRun) => void): Promise<PlanRun> {
  const read = async () => {
    const { run } = await callOk(projectAiEndpoints.getPlan, { token, params: { projectId, runId } });
    onPoll?.(run);
    return run;
  };
  return pollUntil(read, (run) => run.status !== 'running', `Plan run ${runId}`);
}

/** Starts a plan for the project, waits for it, and accepts its first proposal as a task. */
export async function acceptedPlan(token: string, projectId: string): Promise<{ runId: string; taskId: string }> {
  const { run } = await callOk(projectAiEndpoints.startPlan, { token, params: { projectId }, body: { requestId: randomUUID() } });
  const stopped = await stoppedPlan(token, projectId, run.runId);
  if (stopped.status !== 'succeeded') throw new Error(`Plan run ${run.runId} ${stopped.status}: ${stopped.error}`);
  const { tasks } = await callOk(projectAiEndpoints.acceptPlan, { token, params: { projectId, runId: run.runId }, body: { indexes: [0] } });
  return { runId: run.runId, taskId: tasks[0]!.taskId };
}
