// The progress overlay's line under its title follows the workflow: the stage being worked on,
// the failed one when a stage failed, "Your content is ready." when done.
import { describe, expect, it } from 'vitest';
import type { GenerationRun } from '../../../functions/contracts/generation.ts';
import { stageSubtitle } from '../../../web/src/pages/onboarding/GenerationOverlay.tsx';

const LABELS = [
  'Analyzing your brand',
  'Building your marketing strategy',
  'Writing 7 social posts',
  'Drafting your newsletter and blog post',
  'Packaging your content',
];
type State = GenerationRun['stages'][number]['state'];

function run(states: State[], status: GenerationRun['status'] = 'running'): GenerationRun {
  return {
    runId: 'a'.repeat(32),
    status,
    percent: 0,
    stages: LABELS.map((label, i) => ({ id: `s${i}`, label, state: states[i] ?? 'pending', detail: null })),
    error: null,
    result: null,
    approvedAt: null,
    createdAt: '2026-11-23T09:00:00.000Z',
  };
}

describe('the progress overlay subtitle', () => {
  it('starts with the brand analysis before the run exists', () => {
    expect(stageSubtitle(null)).toBe('Analyzing your brand...');
  });

  it('names the stage in progress as the run moves on', () => {
    expect(stageSubtitle(run(['done', 'active']))).toBe('Building your marketing strategy...');
    expect(stageSubtitle(run(['done', 'done', 'active', 'active']))).toBe('Writing 7 social posts...');
    expect(stageSubtitle(run(['done', 'done', 'done', 'done', 'pending']))).toBe('Packaging your content...');
  });

  it('names the failed stage, and says the content is ready at the end', () => {
    expect(stageSubtitle(run(['done', 'failed'], 'failed'))).toBe('Building your marketing strategy...');
    expect(stageSubtitle(run(['done', 'done', 'done', 'done', 'done'], 'succeeded'))).toBe('Your content is ready.');
  });
});
