import { describe, expect, it } from 'vitest';
import type { GenerationRun } from '#contracts/generation';
import { newRequestId } from '../../../web/src/lib/request-id.ts';
import {
  blogLengthLabel,
  captionPreview,
  failedStage,
  morePostsLabel,
  percentOf,
  postsLabel,
  resumePoint,
  stagesOf,
} from '../../../web/src/pages/onboarding/wizard.ts';

const STAGES = [
  { id: 'brand', label: 'Analyzing your brand' },
  { id: 'strategy', label: 'Building your marketing strategy' },
  { id: 'posts', label: 'Writing 7 social posts' },
  { id: 'longform', label: 'Drafting your newsletter and blog post' },
  { id: 'package', label: 'Packaging your content' },
];

function run(overrides: Partial<GenerationRun> = {}): GenerationRun {
  return {
    runId: 'run-1',
    status: 'running',
    percent: 40,
    stages: STAGES.map((stage, index) => ({ ...stage, state: index < 2 ? 'done' : index === 2 ? 'active' : 'pending', detail: null })),
    error: null,
    result: null,
    approvedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const result: NonNullable<GenerationRun['result']> = {
  strategy: { summary: 'Win the morning rush.', pillars: ['Coffee'], weeklyPlan: ['Mon: latte art'] },
  posts: Array.from({ length: 7 }, (_, i) => ({ title: `Post ${i + 1}`, caption: `Caption ${i + 1}` })),
  email: { subject: 'This week at the café', body: 'Hello' },
  blog: { title: 'Why mornings matter', outline: ['Intro'], body: 'words', wordCount: 1250 },
};

describe('where /onboarding resumes', () => {
  it('starts at Welcome when there is no run', () => {
    expect(resumePoint([], false)).toEqual({ step: 'welcome' });
  });

  it('resumes the progress view of a run still generating', () => {
    expect(resumePoint([run({ runId: 'newest' }), run({ runId: 'older', status: 'succeeded' })], false)).toEqual({
      step: 'progress',
      runId: 'newest',
    });
  });

  it('opens step 2 for a finished package that is not approved yet', () => {
    const finished = run({ status: 'succeeded', percent: 100, result });

    expect(resumePoint([finished], false)).toEqual({ step: 'strategy', run: finished });
    expect(resumePoint([finished], true)).toEqual({ step: 'strategy', run: finished });
  });

  it('opens step 3 when the package is approved but Go to Dashboard was never pressed', () => {
    const approved = run({ status: 'succeeded', result, approvedAt: '2026-01-01T00:05:00.000Z' });

    expect(resumePoint([approved], false)).toEqual({ step: 'ready' });
  });

  it('starts at Welcome for a user who finished onboarding with an approved package', () => {
    const approved = run({ status: 'succeeded', result, approvedAt: '2026-01-01T00:05:00.000Z' });

    expect(resumePoint([approved], true)).toEqual({ step: 'welcome' });
  });

  it('shows a failed run (with Try again) until onboarding is complete', () => {
    const failed = run({ status: 'failed', error: 'The AI service timed out.' });

    expect(resumePoint([failed], false)).toEqual({ step: 'progress', runId: 'run-1' });
    expect(resumePoint([failed], true)).toEqual({ step: 'welcome' });
  });

  it('looks only at the newest run', () => {
    const finished = run({ runId: 'older', status: 'succeeded', result });

    expect(resumePoint([run({ runId: 'newest', status: 'failed' }), finished], true)).toEqual({ step: 'welcome' });
  });
});

describe('package preview (spec 4, 9)', () => {
  it('keeps captions of 60 characters or fewer whole', () => {
    expect(captionPreview('a'.repeat(60))).toBe('a'.repeat(60));
    expect(captionPreview('Fresh beans today')).toBe('Fresh beans today');
  });

  it('cuts longer captions to 60 characters and adds "…"', () => {
    const caption = 'Start your morning right with our new single-origin espresso, roasted in house every Friday.';

    const preview = captionPreview(caption);

    expect(preview).toBe(`${caption.slice(0, 60)}…`);
    expect(Array.from(preview.slice(0, -1))).toHaveLength(60);
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(captionPreview(`${'a'.repeat(59)}☕️🥐 and more`)).toBe(`${'a'.repeat(59)}☕️…`);
    expect(captionPreview(`${'a'.repeat(59)}👩‍🍳`)).toBe(`${'a'.repeat(59)}👩‍🍳`);
  });

  it('labels the package "7 posts" and the rest "+4 more posts"', () => {
    expect(postsLabel(7)).toBe('7 posts');
    expect(morePostsLabel(7)).toBe('+4 more posts');
  });

  it('says nothing more when three posts or fewer exist', () => {
    expect(morePostsLabel(3)).toBeNull();
    expect(morePostsLabel(2)).toBeNull();
    expect(morePostsLabel(4)).toBe('+1 more post');
  });

  it('says "1,200+ words" only for a blog that long', () => {
    expect(blogLengthLabel(1200)).toBe('1,200+ words');
    expect(blogLengthLabel(1587)).toBe('1,200+ words');
    expect(blogLengthLabel(850)).toBe('850 words');
  });
});

describe('progress card', () => {
  it('shows the five stages as pending before the run exists', () => {
    const stages = stagesOf(null);

    expect(stages.map((stage) => stage.label)).toEqual(STAGES.map((stage) => stage.label));
    expect(stages.every((stage) => stage.state === 'pending')).toBe(true);
  });

  it("shows the run's own stages and percent", () => {
    const current = run({ percent: 57.6 });

    expect(stagesOf(current).map((stage) => stage.state)).toEqual(['done', 'done', 'active', 'pending', 'pending']);
    expect(percentOf(current)).toBe(58);
    expect(percentOf(null)).toBe(0);
    expect(percentOf(run({ percent: 140 }))).toBe(100);
  });

  it('names the stage that failed', () => {
    const failed = run({
      status: 'failed',
      stages: STAGES.map((stage, index) => ({ ...stage, state: index === 0 ? 'done' : index === 1 ? 'failed' : 'pending', detail: null })),
    });

    expect(failedStage(failed)?.label).toBe('Building your marketing strategy');
    expect(failedStage(run())).toBeNull();
  });
});

describe('generation request ids', () => {
  it('makes a fresh UUID for every click', () => {
    const first = newRequestId();
    const second = newRequestId();

    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });
});
