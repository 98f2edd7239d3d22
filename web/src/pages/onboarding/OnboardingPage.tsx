// Onboarding wizard (/onboarding): Welcome → Brand & Business Setup → review → Complete Setup
// (save the kit, start the generation, real progress) → AI Strategy → Premium Content Package →
// Approve & Publish → ready → Go to Dashboard. Returning mid-way resumes the newest run.
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { BrandKit } from '#contracts/brand-kit';
import type { GenerationRun } from '#contracts/generation';
import { getBrandKit, saveBrandKit } from '../../api/brand-kit.ts';
import { approveGenerationRun, listGenerationRuns, newRequestId, startGenerationRun } from '../../api/generation.ts';
import { completeOnboarding } from '../../api/me.ts';
import { useAuth, useMe } from '../../app/auth/auth-context.ts';
import { errorMessage } from '../../app/errors.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import {
  emptyBrandKitForm,
  formFromBrandKit,
  toBrandKitInput,
  type BrandKitFormValues,
} from '../../components/brand-kit/brand-kit-fields.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { GenerationOverlay } from './GenerationOverlay.tsx';
import { BrandStep } from './steps/BrandStep.tsx';
import { PackageStep } from './steps/PackageStep.tsx';
import { ReadyStep } from './steps/ReadyStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';
import { StrategyStep } from './steps/StrategyStep.tsx';
import { WelcomeStep } from './steps/WelcomeStep.tsx';
import { useGenerationRun } from './use-generation-run.ts';
import { COMING_SOON_MS, FINISHED_PAUSE_MS, resumePoint, type WizardStep } from './wizard.ts';
import './onboarding.css';

const PAGE_TITLE = 'Onboarding';
const LOAD_FAILED = 'Error';
const RETRY = 'Retry';
const SAVE_FAILED = 'Save failed';
const SETUP_FAILED = 'Setup failed';
const COULD_NOT_FINISH = 'Could not finish';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

export default function OnboardingPage() {
  usePageTitle(PAGE_TITLE);
  const me = useMe();
  const { refreshMe } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();

  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [step, setStep] = useState<WizardStep>('welcome');
  const [values, setValues] = useState<BrandKitFormValues>(() => emptyBrandKitForm(me.companyName));
  const [savedKit, setSavedKit] = useState<BrandKit | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const [packageRun, setPackageRun] = useState<GenerationRun | null>(null);
  const [draftCount, setDraftCount] = useState<number | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [approving, setApproving] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [comingSoon, setComingSoon] = useState(0);
  // Refs guard against a second click landing before React re-renders the disabled button.
  const busy = useRef(false);
  // One request id per Complete Setup / Try again click, kept until the start succeeds, so
  // clicking again after a failed start cannot create a second run.
  const pendingRequestId = useRef<string | null>(null);
  // The first step shown keeps the page's natural focus; later steps take it.
  const [moved, setMoved] = useState(false);
  const completedAtLoad = useRef(Boolean(me.onboardingCompletedAt));

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    Promise.all([listGenerationRuns(controller.signal), getBrandKit(controller.signal)])
      .then(([{ runs }, { brandKit }]) => {
        if (brandKit) {
          setSavedKit(brandKit);
          setValues(formFromBrandKit(brandKit));
        }
        const point = resumePoint(runs, completedAtLoad.current);
        if (point.step === 'progress') setRunId(point.runId);
        if (point.step === 'strategy') setPackageRun(point.run);
        setStep(point.step);
        setLoad({ status: 'ready' });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [loadAttempt]);

  const poll = useGenerationRun(step === 'progress' ? runId : null);

  // A finished run shows its full bar for a moment, then its strategy (step 2).
  useEffect(() => {
    const run = poll.run;
    if (step !== 'progress' || run?.status !== 'succeeded') return undefined;
    const timer = window.setTimeout(() => {
      setPackageRun(run);
      go('strategy');
    }, FINISHED_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [step, poll.run]);

  // Spec 9: the coming-soon notice shows for 3000 ms; a second click restarts the 3 s.
  useEffect(() => {
    if (!comingSoon) return undefined;
    const timer = window.setTimeout(() => setComingSoon(0), COMING_SOON_MS);
    return () => window.clearTimeout(timer);
  }, [comingSoon]);

  function go(next: WizardStep) {
    setMoved(true);
    setStep(next);
  }

  function editValues(next: BrandKitFormValues) {
    pendingRequestId.current = null;
    setValues(next);
  }

  /** Starts a run for the saved kit; false (after the toast) when the start failed. */
  async function startRun(): Promise<boolean> {
    pendingRequestId.current ??= newRequestId();
    try {
      const started = await startGenerationRun(pendingRequestId.current);
      pendingRequestId.current = null;
      setRunId(started.runId);
      go('progress');
      return true;
    } catch (error) {
      toast({ title: SETUP_FAILED, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  }

  async function completeSetup() {
    if (busy.current) return;
    busy.current = true;
    setSettingUp(true);
    try {
      let kit: BrandKit;
      try {
        kit = await saveBrandKit(toBrandKitInput(values));
      } catch (error) {
        toast({ title: SAVE_FAILED, description: errorMessage(error), variant: 'destructive' });
        return;
      }
      setSavedKit(kit);
      await startRun();
    } finally {
      busy.current = false;
      setSettingUp(false);
    }
  }

  async function tryAgain() {
    if (busy.current) return;
    busy.current = true;
    setRetrying(true);
    pendingRequestId.current = null;
    try {
      await startRun();
    } finally {
      busy.current = false;
      setRetrying(false);
    }
  }

  async function approve() {
    if (busy.current || !packageRun) return;
    busy.current = true;
    setApproving(true);
    try {
      const { items } = await approveGenerationRun(packageRun.runId);
      setDraftCount(items.length);
      go('ready');
    } catch (error) {
      toast({ title: COULD_NOT_FINISH, description: errorMessage(error), variant: 'destructive' });
    } finally {
      busy.current = false;
      setApproving(false);
    }
  }

  async function finish() {
    if (busy.current) return;
    busy.current = true;
    setFinishing(true);
    try {
      await completeOnboarding();
      // The onboarding gate reads the profile: refresh it before going to "/".
      await refreshMe();
      void navigate('/');
    } catch (error) {
      toast({ title: COULD_NOT_FINISH, description: errorMessage(error), variant: 'destructive' });
    } finally {
      busy.current = false;
      setFinishing(false);
    }
  }

  const focus = moved;
  const showOverlay = settingUp || step === 'progress';

  function renderStep() {
    switch (step) {
      case 'welcome':
        return (
          <WelcomeStep
            onboardingCompleted={Boolean(me.onboardingCompletedAt)}
            onStart={() => go('brand')}
            onDashboard={() => void navigate('/')}
            focusOnMount={focus}
          />
        );
      case 'brand':
        return (
          <BrandStep values={values} onChange={editValues} onBack={() => go('welcome')} onReview={() => go('review')} focusOnMount={focus} />
        );
      case 'review':
      case 'progress':
        return (
          <ReviewStep
            values={values}
            busy={settingUp || step === 'progress'}
            onBack={() => go('brand')}
            onComplete={() => void completeSetup()}
            focusOnMount={focus && !showOverlay}
          />
        );
      case 'strategy':
        return (
          <StrategyStep
            result={packageRun?.result ?? null}
            kit={savedKit ?? toBrandKitInput(values)}
            onNext={() => go('package')}
            onBack={() => go('review')}
            focusOnMount={focus}
          />
        );
      case 'package':
        return packageRun?.result ? (
          <PackageStep
            result={packageRun.result}
            approving={approving}
            comingSoon={comingSoon > 0}
            onApprove={() => void approve()}
            onEdit={() => go('strategy')}
            onRunThis={() => setComingSoon((count) => count + 1)}
            focusOnMount={focus}
          />
        ) : null;
      case 'ready':
        return (
          <ReadyStep
            draftCount={draftCount}
            finishing={finishing}
            onFinish={() => void finish()}
            onOpenContent={() => void navigate('/content')}
            focusOnMount={focus}
          />
        );
    }
  }

  return (
    <>
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        {load.status === 'loading' && <PageSpinner />}
        {load.status === 'error' && (
          <Alert
            type="error"
            header={LOAD_FAILED}
            action={<Button onClick={() => setLoadAttempt((attempt) => attempt + 1)}>{RETRY}</Button>}
          >
            {load.message}
          </Alert>
        )}
        {load.status === 'ready' && renderStep()}
      </ContentLayout>
      {load.status === 'ready' && showOverlay && (
        <GenerationOverlay
          run={step === 'progress' ? poll.run : null}
          pollError={poll.error}
          pollStopped={poll.stopped}
          retrying={retrying}
          onTryAgain={() => void tryAgain()}
          onEditBrand={() => go('brand')}
        />
      )}
    </>
  );
}
