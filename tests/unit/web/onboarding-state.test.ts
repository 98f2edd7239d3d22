// The onboarding wizard's state machine: where a visit opens, how Complete Setup, Try again,
// Approve & Publish and Go to Dashboard move it, and what a second click or a stale answer cannot do.
import { describe, expect, it } from 'vitest';
import type { BrandKit } from '#contracts/brand-kit';
import type { GenerationRun } from '#contracts/generation';
import { initialWizardState, showsOverlay, wizardReducer, type WizardEvent, type WizardState } from '../../../web/src/pages/onboarding/wizard-state.ts';

const kit: BrandKit = {
  id: 'k1',
  name: 'Corner Café',
  industry: 'Coffee shop',
  targetAudience: 'Commuters',
  mainGoal: 'Regulars',
  platforms: ['Instagram'],
  toneOfVoice: 'Playful',
  palette: { primary: '#112233', secondary: '#445566' },
  logoUrl: null,
  hemisphere: 'auto',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const result: NonNullable<GenerationRun['result']> = {
  strategy: { summary: 'Win the morning rush.', pillars: ['Coffee'], weeklyPlan: ['Mon: latte art'] },
  posts: Array.from({ length: 7 }, (_, i) => ({ title: `Post ${i + 1}`, caption: `Caption ${i + 1}` })),
  email: { subject: 'This week at the café', body: 'Hello' },
  blog: { title: 'Why mornings matter', outline: ['Intro'], body: 'words', wordCount: 1250 },
};

function run(overrides: Partial<GenerationRun> = {}): GenerationRun {
  return {
    runId: 'run-1',
    status: 'running',
    percent: 40,
    stages: [],
    error: null,
    result: null,
    approvedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const play = (events: WizardEvent[], state: WizardState = initialWizardState('Corner Café')) => events.reduce(wizardReducer, state);
const loaded = (runs: GenerationRun[] = [], brandKit: BrandKit | null = null): WizardEvent => ({ type: 'loaded', runs, brandKit, onboardingCompleted: false });

describe('opening the wizard', () => {
  it('waits for the server, with the sign-up company name as the brand name', () => {
    const state = initialWizardState('Corner Café');

    expect(state).toMatchObject({ loaded: false, step: 'welcome', busy: null });
    expect(state.values.name).toBe('Corner Café');
  });

  it('opens at Welcome with the saved kit filled in', () => {
    const state = play([loaded([], kit)]);

    expect(state).toMatchObject({ loaded: true, step: 'welcome', moved: false, savedKit: kit });
    expect(state.values).toMatchObject({ industry: 'Coffee shop', toneChoice: 'Playful', primary: '#112233' });
  });

  it('resumes the progress of a run still generating, under the overlay', () => {
    const state = play([loaded([run({ runId: 'r-live' })])]);

    expect(state).toMatchObject({ step: 'progress', runId: 'r-live' });
    expect(showsOverlay(state)).toBe(true);
  });

  it('is placed once per visit: runs read again later do not move the user', () => {
    const state = play([loaded(), { type: 'go', step: 'brand' }, loaded([run()])]);

    expect(state).toMatchObject({ step: 'brand', runId: null });
  });
});

describe('Complete Setup', () => {
  const onReview = () => play([loaded(), { type: 'go', step: 'brand' }, { type: 'go', step: 'review' }]);

  it('covers the page while the kit saves and the run starts, then shows the run’s progress', () => {
    const saving = play([{ type: 'setupStarted' }], onReview());
    expect(saving).toMatchObject({ step: 'review', busy: 'settingUp' });
    expect(showsOverlay(saving)).toBe(true);

    const started = play(
      [
        { type: 'kitSaved', kit },
        { type: 'runStarted', runId: 'r-new' },
      ],
      saving,
    );

    expect(started).toMatchObject({ step: 'progress', runId: 'r-new', busy: null, savedKit: kit, moved: true });
    expect(showsOverlay(started)).toBe(true);
  });

  it('a failed save or start leaves the review and its buttons as they were', () => {
    const state = play([{ type: 'setupStarted' }, { type: 'actionFailed' }], onReview());

    expect(state).toMatchObject({ step: 'review', busy: null, runId: null });
    expect(showsOverlay(state)).toBe(false);
  });

  it('a second action cannot start while one runs', () => {
    const state = play([{ type: 'setupStarted' }, { type: 'finishStarted' }], onReview());

    expect(state.busy).toBe('settingUp');
  });
});

describe('the run', () => {
  const inProgress = () => play([loaded([run({ runId: 'r-1' })])]);

  it('moves to the strategy when the run on screen has succeeded', () => {
    const finished = run({ runId: 'r-1', status: 'succeeded', percent: 100, result });

    const state = play([{ type: 'runFinished', run: finished }], inProgress());

    expect(state).toMatchObject({ step: 'strategy', packageRun: finished, moved: true });
    expect(showsOverlay(state)).toBe(false);
  });

  it('ignores a finished answer for another run, or one that arrives after the user left the progress', () => {
    const other = run({ runId: 'r-old', status: 'succeeded', result });
    expect(play([{ type: 'runFinished', run: other }], inProgress()).step).toBe('progress');

    const left = play(
      [
        { type: 'go', step: 'brand' },
        { type: 'runFinished', run: run({ runId: 'r-1', status: 'succeeded', result }) },
      ],
      inProgress(),
    );
    expect(left).toMatchObject({ step: 'brand', packageRun: null });
  });

  it('Try again keeps the overlay and follows the new run', () => {
    const failed = play([loaded([run({ runId: 'r-failed', status: 'failed', error: 'The AI service did not answer in time.' })])]);

    const retrying = play([{ type: 'retryStarted' }], failed);
    expect(retrying).toMatchObject({ busy: 'retrying', step: 'progress' });
    expect(showsOverlay(retrying)).toBe(true);

    expect(play([{ type: 'runStarted', runId: 'r-second' }], retrying)).toMatchObject({ step: 'progress', runId: 'r-second', busy: null });
  });
});

describe('Approve & Publish and Go to Dashboard', () => {
  const onPackage = () => play([loaded([run({ status: 'succeeded', result })]), { type: 'go', step: 'package' }]);

  it('approves the package on screen and shows how many drafts were saved', () => {
    const approving = play([{ type: 'approveStarted' }], onPackage());
    expect(approving.busy).toBe('approving');

    expect(play([{ type: 'approved', draftCount: 9 }], approving)).toMatchObject({ step: 'ready', draftCount: 9, busy: null });
  });

  it('cannot approve without a package on screen', () => {
    expect(play([loaded(), { type: 'approveStarted' }]).busy).toBeNull();
  });

  it('a failed Go to Dashboard stays on the ready step with the button back', () => {
    const state = play([{ type: 'approved', draftCount: 9 }, { type: 'finishStarted' }, { type: 'actionFailed' }], onPackage());

    expect(state).toMatchObject({ step: 'ready', busy: null });
  });

  it('each Let Markk Run This click restarts the notice, which then hides', () => {
    const twice = play([{ type: 'comingSoonShown' }, { type: 'comingSoonShown' }], onPackage());
    expect(twice.comingSoon).toBe(2);

    expect(play([{ type: 'comingSoonHidden' }], twice).comingSoon).toBe(0);
  });
});
