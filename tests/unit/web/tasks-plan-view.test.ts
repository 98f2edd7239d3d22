// The "Ask AI to Generate Plan" dialog as a user follows it: starting, the step being worked
// on, the proposals to review (all chosen at first), the reason a run failed with its credit
// given back, and the plan limit's message when no credit is left.
import { describe, expect, it } from 'vitest';
import { AI_ERROR_MESSAGE, type PlanRun } from '../../../functions/contracts/project-ai.ts';
import { ApiError } from '../../../web/src/lib/api-client.ts';
import { RUN_GONE, allIndexes, currentStep, planView, toggled } from '../../../web/src/pages/projects/plan/plan-view.ts';

const run = (overrides: Partial<PlanRun> = {}): PlanRun => ({
  runId: 'a'.repeat(32),
  projectId: '00000000-0000-4000-8000-000000000000',
  status: 'running',
  steps: [
    { key: 'project', label: 'Reading your project and brand kit', status: 'done' },
    { key: 'propose', label: 'Proposing tasks', status: 'active' },
    { key: 'review', label: 'Checking the proposals', status: 'pending' },
  ],
  proposals: [],
  error: null,
  acceptedAt: null,
  acceptedIndexes: [],
  createdAt: '2026-11-23T12:00:00.000Z',
  ...overrides,
});

const idle = { starting: false, startProblem: null, pollError: null };

describe('the plan dialog', () => {
  it('says it is starting until the run is there', () => {
    expect(planView({ ...idle, starting: true, run: null })).toEqual({ kind: 'starting' });
    expect(planView({ ...idle, run: null })).toEqual({ kind: 'starting' });
  });

  it('names the step being worked on while the run goes', () => {
    expect(planView({ ...idle, run: run() })).toEqual({ kind: 'running', current: 'Proposing tasks...', pollError: null });
    expect(currentStep({ steps: [{ key: 'project', label: 'Reading your project and brand kit', status: 'pending' }] })).toBe(
      'Reading your project and brand kit...',
    );
  });

  it('keeps going through a passing polling failure, and stops when the run is gone', () => {
    expect(planView({ ...idle, run: run(), pollError: new ApiError(0, 'Could not reach the server.') })).toMatchObject({
      kind: 'running',
      pollError: 'Could not reach the server.',
    });
    expect(planView({ ...idle, run: null, pollError: new ApiError(404, 'Not found') })).toEqual({ kind: 'failed', message: RUN_GONE, refunded: false });
  });

  it('shows why a run failed and that its credit was given back', () => {
    expect(planView({ ...idle, run: run({ status: 'failed', error: `The AI did not answer. ${AI_ERROR_MESSAGE}` }) })).toEqual({
      kind: 'failed',
      message: `The AI did not answer. ${AI_ERROR_MESSAGE}`,
      refunded: true,
    });
    expect(planView({ ...idle, run: run({ status: 'failed', error: null }) })).toMatchObject({ message: AI_ERROR_MESSAGE });
  });

  it('shows the plan limit when no AI credit is left, and other refusals as failures with nothing taken', () => {
    expect(planView({ ...idle, run: null, startProblem: { message: 'No credits.', upgrade: true } })).toEqual({
      kind: 'out-of-credits',
      message: 'No credits.',
    });
    expect(planView({ ...idle, run: null, startProblem: { message: 'Project not found.', upgrade: false } })).toEqual({
      kind: 'failed',
      message: 'Project not found.',
      refunded: false,
    });
  });

  it('reviews a finished plan once; an accepted one says so', () => {
    expect(planView({ ...idle, run: run({ status: 'succeeded' }) })).toEqual({ kind: 'review' });
    expect(planView({ ...idle, run: run({ status: 'succeeded', acceptedAt: '2026-11-23T12:01:00.000Z' }) })).toEqual({ kind: 'accepted' });
  });

  it('chooses every proposal at first, and a click switches one', () => {
    expect([...allIndexes(3)]).toEqual([0, 1, 2]);
    expect([...toggled(allIndexes(3), 1)]).toEqual([0, 2]);
    expect([...toggled(new Set([0]), 2)].sort()).toEqual([0, 2]);
  });
});
