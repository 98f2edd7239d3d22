// The onboarding wizard as a state machine without React: which step shows, what the user
// typed, the run being generated, the package being approved and which action is running.
// useOnboardingWizard drives it with the server's answers; the views only read it.
import type { BrandKit } from '#contracts/brand-kit';
import type { GenerationRun } from '#contracts/generation';
import { emptyBrandKitForm, formFromBrandKit, type BrandKitFormValues } from '../../components/brand-kit/brand-kit-fields.ts';
import { resumePoint, type WizardStep } from './wizard.ts';

/** The action in progress; the buttons that would start another one are disabled meanwhile. */
export type WizardBusy = 'settingUp' | 'retrying' | 'approving' | 'finishing' | null;

export type WizardState = {
  /** Until the runs and the brand kit are read, nothing but a spinner shows. */
  loaded: boolean;
  step: WizardStep;
  /** The first step shown keeps the page's natural focus; every later step takes it. */
  moved: boolean;
  values: BrandKitFormValues;
  /** The kit as last saved, shown beside the strategy. */
  savedKit: BrandKit | null;
  /** The run whose progress shows. */
  runId: string | null;
  /** The finished run whose strategy and package show. */
  packageRun: GenerationRun | null;
  /** How many drafts Approve & Publish saved, when this visit did it. */
  draftCount: number | null;
  busy: WizardBusy;
  /** Let Markk Run This clicks; each one restarts the notice's 3 s. 0: the notice is hidden. */
  comingSoon: number;
};

export type WizardEvent =
  | { type: 'loaded'; runs: readonly GenerationRun[]; brandKit: BrandKit | null; onboardingCompleted: boolean }
  | { type: 'go'; step: WizardStep }
  | { type: 'edited'; values: BrandKitFormValues }
  | { type: 'setupStarted' }
  | { type: 'kitSaved'; kit: BrandKit }
  | { type: 'retryStarted' }
  | { type: 'runStarted'; runId: string }
  | { type: 'runFinished'; run: GenerationRun }
  /** An item of the package was edited or regenerated: the run as the server saved it. */
  | { type: 'packageChanged'; run: GenerationRun }
  | { type: 'approveStarted' }
  | { type: 'approved'; draftCount: number }
  | { type: 'finishStarted' }
  /** The running action failed (its toast says why); the step stays where it was. */
  | { type: 'actionFailed' }
  | { type: 'comingSoonShown' }
  | { type: 'comingSoonHidden' };

export function initialWizardState(companyName: string | null | undefined): WizardState {
  return {
    loaded: false,
    step: 'welcome',
    moved: false,
    values: emptyBrandKitForm(companyName),
    savedKit: null,
    runId: null,
    packageRun: null,
    draftCount: null,
    busy: null,
    comingSoon: 0,
  };
}

const moveTo = (state: WizardState, step: WizardStep): WizardState => ({ ...state, step, moved: true });

/** Starts `busy` unless another action runs: a second click before the re-render does nothing. */
const start = (state: WizardState, busy: Exclude<WizardBusy, null>): WizardState => (state.busy ? state : { ...state, busy });

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'loaded': {
      // Loaded once per visit: a later refetch of the runs must not move the user.
      if (state.loaded) return state;
      const point = resumePoint(event.runs, event.onboardingCompleted);
      return {
        ...state,
        loaded: true,
        step: point.step,
        values: event.brandKit ? formFromBrandKit(event.brandKit) : state.values,
        savedKit: event.brandKit,
        runId: point.step === 'progress' ? point.runId : null,
        packageRun: point.step === 'strategy' ? point.run : null,
      };
    }
    case 'go':
      return moveTo(state, event.step);
    case 'edited':
      return { ...state, values: event.values };
    case 'setupStarted':
      return start(state, 'settingUp');
    case 'kitSaved':
      return { ...state, savedKit: event.kit };
    case 'retryStarted':
      return start(state, 'retrying');
    case 'runStarted':
      return { ...moveTo(state, 'progress'), runId: event.runId, busy: null };
    case 'runFinished':
      // Only the run on screen, and only while its progress shows.
      if (state.step !== 'progress' || event.run.runId !== state.runId || event.run.status !== 'succeeded') return state;
      return { ...moveTo(state, 'strategy'), packageRun: event.run };
    case 'packageChanged':
      // Only the package on screen, and never once it is approved.
      if (state.packageRun?.runId !== event.run.runId || event.run.approvedAt) return state;
      return { ...state, packageRun: event.run };
    case 'approveStarted':
      return state.step === 'package' && state.packageRun ? start(state, 'approving') : state;
    case 'approved':
      return { ...moveTo(state, 'ready'), draftCount: event.draftCount, busy: null };
    case 'finishStarted':
      return start(state, 'finishing');
    case 'actionFailed':
      return { ...state, busy: null };
    case 'comingSoonShown':
      return { ...state, comingSoon: state.comingSoon + 1 };
    case 'comingSoonHidden':
      return { ...state, comingSoon: 0 };
  }
}

/** The generation overlay covers the page while the kit saves and the run starts, and while it runs. */
export function showsOverlay(state: Pick<WizardState, 'busy' | 'step'>): boolean {
  return state.busy === 'settingUp' || state.step === 'progress';
}
