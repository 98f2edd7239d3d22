// What the "Ask AI to Generate Plan" dialog shows, without React: starting, the run's current
// step, the proposals to review, the reason it failed (a failed run gives its credit back), or
// the plan limit's message when no AI credit is left.
import { AI_ERROR_MESSAGE, type PlanRun } from '#contracts/project-ai';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../app/errors.ts';

export const RUN_GONE = 'This plan is no longer available. Start a new one.';
const WORKING = 'Generating your plan...';

export type PlanView =
  | { kind: 'starting' }
  | { kind: 'running'; current: string; pollError: string | null }
  | { kind: 'review' }
  | { kind: 'accepted' }
  | { kind: 'failed'; message: string; refunded: boolean }
  | { kind: 'out-of-credits'; message: string };

export type PlanViewInput = {
  starting: boolean;
  /** Why starting was refused (`upgrade`: no AI credit left, a 402). */
  startProblem: { message: string; upgrade: boolean } | null;
  run: PlanRun | null;
  pollError: unknown;
};

/** "Proposing tasks..." for the step being worked on, or the first still waiting. */
export function currentStep(run: Pick<PlanRun, 'steps'>): string {
  const step = run.steps.find((item) => item.status === 'active') ?? run.steps.find((item) => item.status === 'pending');
  return step ? `${step.label}...` : WORKING;
}

export function planView({ starting, startProblem, run, pollError }: PlanViewInput): PlanView {
  if (starting) return { kind: 'starting' };
  if (startProblem)
    return startProblem.upgrade
      ? { kind: 'out-of-credits', message: startProblem.message }
      : { kind: 'failed', message: startProblem.message, refunded: false };
  if (!run) {
    if (pollError instanceof ApiError && pollError.status === 404) return { kind: 'failed', message: RUN_GONE, refunded: false };
    return { kind: 'starting' };
  }
  if (run.status === 'failed') return { kind: 'failed', message: run.error ?? AI_ERROR_MESSAGE, refunded: true };
  if (run.status === 'running') {
    if (pollError instanceof ApiError && pollError.status === 404) return { kind: 'failed', message: RUN_GONE, refunded: false };
    return { kind: 'running', current: currentStep(run), pollError: pollError ? errorMessage(pollError) : null };
  }
  return run.acceptedAt ? { kind: 'accepted' } : { kind: 'review' };
}

/** Every proposal chosen, as the review starts. */
export function allIndexes(count: number): Set<number> {
  return new Set(Array.from({ length: count }, (_, index) => index));
}

/** The choice with `index` switched on or off. */
export function toggled(chosen: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(chosen);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}
