// The wizard's current step, from the state machine: each step's view with its actions wired
// to the wizard hook.
import { toBrandKitInput } from '../../components/brand-kit/brand-kit-fields.ts';
import { BrandStep } from './steps/BrandStep.tsx';
import { PackageStep } from './steps/PackageStep.tsx';
import { ReadyStep } from './steps/ReadyStep.tsx';
import { ReviewStep } from './steps/ReviewStep.tsx';
import { StrategyStep } from './steps/StrategyStep.tsx';
import { WelcomeStep } from './steps/WelcomeStep.tsx';
import type { OnboardingWizard } from './use-onboarding-wizard.ts';

export function WizardSteps({ wizard }: { wizard: OnboardingWizard }) {
  const { state, go } = wizard;
  const focus = state.moved;

  switch (state.step) {
    case 'welcome':
      return <WelcomeStep onboardingCompleted={wizard.onboardingCompleted} onStart={() => go('brand')} onDashboard={wizard.toDashboard} focusOnMount={focus} />;
    case 'brand':
      return <BrandStep values={state.values} onChange={wizard.edit} onBack={() => go('welcome')} onReview={() => go('review')} focusOnMount={focus} />;
    case 'review':
    case 'progress':
      return (
        <ReviewStep
          values={state.values}
          busy={state.busy === 'settingUp' || state.step === 'progress'}
          onBack={() => go('brand')}
          onComplete={wizard.completeSetup}
          focusOnMount={focus && !wizard.overlay}
        />
      );
    case 'strategy':
      return (
        <StrategyStep
          result={state.packageRun?.result ?? null}
          kit={state.savedKit ?? toBrandKitInput(state.values)}
          onNext={() => go('package')}
          onBack={() => go('review')}
          focusOnMount={focus}
        />
      );
    case 'package':
      return state.packageRun?.result ? (
        <PackageStep
          run={state.packageRun}
          platforms={state.savedKit?.platforms ?? state.values.platforms}
          approving={state.busy === 'approving'}
          comingSoon={state.comingSoon > 0}
          onApprove={wizard.approve}
          onRunThis={wizard.runThis}
          onSaveItem={wizard.savePackageItem}
          onRegenerate={wizard.regenerate}
          focusOnMount={focus}
        />
      ) : null;
    case 'ready':
      return (
        <ReadyStep
          draftCount={state.draftCount}
          posts={wizard.approvedPosts}
          finishing={state.busy === 'finishing'}
          onFinish={wizard.finish}
          onOpenContent={wizard.openContent}
          onCreateImage={wizard.openStudio}
          focusOnMount={focus}
        />
      );
  }
}
