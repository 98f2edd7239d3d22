// Drives the wizard's state machine (wizard-state.ts) with the server: reads the runs and
// the brand kit once per visit, polls the run in progress, and runs Complete Setup, Try
// again, editing and regenerating a package item, Approve & Publish and Go to Dashboard,
// each with its toast when it fails.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BrandKit } from '#contracts/brand-kit';
import { newRequestId } from '../../lib/request-id.ts';
import { useWorkspaceOnboarding } from '../../app/routing/use-onboarding-state.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { toBrandKitInput, type BrandKitFormValues } from '../../components/brand-kit/brand-kit-fields.ts';
import { useBrandKitForForm, useSaveBrandKit } from '../../queries/brand-kit.ts';
import { useFreshQuery } from '../../queries/fresh.ts';
import {
  generationRunsQuery,
  useApproveGenerationRun,
  useGenerationRun,
  useRegeneratePackageItem,
  useSavePackageItem,
  useStartGenerationRun,
} from '../../queries/generation.ts';
import type { PackageItemKey } from '#contracts/generation';
import { initialWizardState, showsOverlay, wizardReducer } from './wizard-state.ts';
import { COMING_SOON_MS, FINISHED_PAUSE_MS, type WizardStep } from './wizard.ts';

const SAVE_FAILED = 'Save failed';
const SETUP_FAILED = 'Setup failed';
const COULD_NOT_FINISH = 'Could not finish';
const EDIT_SAVED = 'Saved';
const EDIT_SAVED_TEXT = 'Your edit is kept and will be in the approved drafts.';
const EDIT_FAILED = 'Could not save your edit';
const REGENERATED = 'Rewritten';
const REGENERATED_TEXT = 'Markk wrote this item again, at no extra credit.';
const REGENERATE_FAILED = 'Could not regenerate';

export function useOnboardingWizard() {
  // The profile's onboarding in the default workspace, the workspace's own in another.
  const onboarding = useWorkspaceOnboarding();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(wizardReducer, onboarding.brandName, initialWizardState);

  const runs = useFreshQuery(generationRunsQuery());
  const kit = useBrandKitForForm();
  const saveKit = useSaveBrandKit();
  const startRun = useStartGenerationRun();
  const approveRun = useApproveGenerationRun();
  const saveItem = useSavePackageItem();
  const regenerateItem = useRegeneratePackageItem();
  const poll = useGenerationRun(state.step === 'progress' ? state.runId : null);

  // Refs guard against a second click landing before React re-renders the disabled button.
  const busy = useRef(false);
  // One request id per Complete Setup / Try again click, kept until the start succeeds, so
  // clicking again after a failed start cannot create a second run. An edit drops it.
  const pendingRequestId = useRef<string | null>(null);
  const completedAtLoad = useRef(Boolean(onboarding.state.onboardingCompletedAt));
  const values = useRef(state.values);
  values.current = state.values;

  // Where the wizard opens: from the runs and the kit as the server has them now.
  useEffect(() => {
    if (state.loaded || !runs.data || !kit.data) return;
    dispatch({ type: 'loaded', runs: runs.data.runs, brandKit: kit.data.brandKit, onboardingCompleted: completedAtLoad.current });
  }, [state.loaded, runs.data, kit.data]);

  // A finished run shows its full bar for a moment, then its strategy (step 2).
  const finishedRun = state.step === 'progress' && poll.run?.status === 'succeeded' ? poll.run : null;
  useEffect(() => {
    if (!finishedRun) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'runFinished', run: finishedRun }), FINISHED_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [finishedRun]);

  // Spec 9: the coming-soon notice shows for 3000 ms; a second click restarts the 3 s.
  useEffect(() => {
    if (!state.comingSoon) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'comingSoonHidden' }), COMING_SOON_MS);
    return () => window.clearTimeout(timer);
  }, [state.comingSoon]);

  const go = useCallback((step: WizardStep) => dispatch({ type: 'go', step }), []);

  const edit = useCallback((next: BrandKitFormValues) => {
    pendingRequestId.current = null;
    dispatch({ type: 'edited', values: next });
  }, []);

  /** Starts a run for the saved kit; a failure says so in the "Setup failed" toast. */
  async function requestRun(): Promise<void> {
    pendingRequestId.current ??= newRequestId();
    try {
      const started = await startRun.mutateAsync(pendingRequestId.current);
      pendingRequestId.current = null;
      dispatch({ type: 'runStarted', runId: started.runId });
    } catch (error) {
      toast({ title: SETUP_FAILED, description: errorMessage(error), variant: 'destructive' });
      dispatch({ type: 'actionFailed' });
    }
  }

  /** Runs `action` unless another one runs; `started` is the event that marks it busy. */
  async function exclusive(started: 'setupStarted' | 'retryStarted' | 'approveStarted' | 'finishStarted', action: () => Promise<void>) {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: started });
    try {
      await action();
    } finally {
      busy.current = false;
    }
  }

  const completeSetup = () =>
    exclusive('setupStarted', async () => {
      let saved: BrandKit;
      try {
        saved = await saveKit.mutateAsync(toBrandKitInput(values.current));
      } catch (error) {
        toast({ title: SAVE_FAILED, description: errorMessage(error), variant: 'destructive' });
        dispatch({ type: 'actionFailed' });
        return;
      }
      dispatch({ type: 'kitSaved', kit: saved });
      await requestRun();
    });

  const tryAgain = () =>
    exclusive('retryStarted', async () => {
      pendingRequestId.current = null;
      await requestRun();
    });

  const approve = () => {
    const run = state.packageRun;
    if (!run) return;
    void exclusive('approveStarted', async () => {
      try {
        const { items } = await approveRun.mutateAsync(run.runId);
        dispatch({ type: 'approved', draftCount: items.length });
      } catch (error) {
        toast({ title: COULD_NOT_FINISH, description: errorMessage(error), variant: 'destructive' });
        dispatch({ type: 'actionFailed' });
      }
    });
  };

  /** Keeps an edit of one package item; false (with a toast saying why) when it was refused. */
  async function savePackageItem(item: PackageItemKey, text: { title: string; body: string }): Promise<boolean> {
    const run = state.packageRun;
    if (!run) return false;
    try {
      const saved = await saveItem.mutateAsync({ runId: run.runId, item: { item, ...text } });
      dispatch({ type: 'packageChanged', run: saved });
      toast({ title: EDIT_SAVED, description: EDIT_SAVED_TEXT, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: EDIT_FAILED, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  }

  /** Writes one package item again (free, bounded); a refusal says why in a toast. */
  async function regenerate(item: PackageItemKey): Promise<boolean> {
    const run = state.packageRun;
    if (!run) return false;
    try {
      const saved = await regenerateItem.mutateAsync({ runId: run.runId, item });
      dispatch({ type: 'packageChanged', run: saved });
      toast({ title: REGENERATED, description: REGENERATED_TEXT, variant: 'success' });
      return true;
    } catch (error) {
      toast({ title: REGENERATE_FAILED, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  }

  const finish = () =>
    exclusive('finishStarted', async () => {
      try {
        // The onboarding gate reads what this records: it is read again before going to "/".
        await onboarding.complete();
        void navigate(paths.dashboard());
      } catch (error) {
        toast({ title: COULD_NOT_FINISH, description: errorMessage(error), variant: 'destructive' });
        dispatch({ type: 'actionFailed' });
      }
    });

  const loadFailed = !state.loaded && ((runs.data === undefined && runs.query.isError) || (kit.data === undefined && kit.query.isError));
  const loadError = loadFailed ? errorMessage(runs.query.error ?? kit.query.error) : null;
  const reload = () => {
    void runs.query.refetch();
    void kit.query.refetch();
  };

  return {
    state,
    onboardingCompleted: Boolean(onboarding.state.onboardingCompletedAt),
    /** null until loaded or failed; the failure's message with Retry. */
    loadError,
    reload,
    retryingLoad: runs.query.isFetching || kit.query.isFetching,
    poll,
    overlay: showsOverlay(state),
    go,
    edit,
    completeSetup: () => void completeSetup(),
    tryAgain: () => void tryAgain(),
    approve,
    /** The post drafts this visit's Approve & Publish saved, each ready to schedule. */
    approvedPosts: (approveRun.data?.items ?? []).filter((item) => item.type === 'post'),
    savePackageItem,
    regenerate,
    finish: () => void finish(),
    runThis: () => dispatch({ type: 'comingSoonShown' }),
    openContent: () => void navigate(paths.content()),
    /** "Create image" on a saved post: the studio, starting from the post. */
    openStudio: (itemId: string) => void navigate(paths.studio(itemId)),
    toDashboard: () => void navigate(paths.dashboard()),
  };
}

export type OnboardingWizard = ReturnType<typeof useOnboardingWizard>;
