// Onboarding wizard (/onboarding): Welcome → Brand & Business Setup → review → Complete Setup
// (save the kit, start the generation, real progress) → AI Strategy → Premium Content Package →
// Approve & Publish → ready → Go to Dashboard. Returning mid-way resumes the newest run.
// The steps and their rules live in wizard-state.ts and use-onboarding-wizard.ts; this is the page.
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { errorMessage } from '../../app/errors.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { LoadError } from '../../components/common/states.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { GenerationOverlay } from './GenerationOverlay.tsx';
import { useOnboardingWizard } from './use-onboarding-wizard.ts';
import { WizardSteps } from './WizardSteps.tsx';
import './onboarding.css';
import { useRouteTitle } from '../../app/routing/app-route.ts';

const LOAD_FAILED = 'Error';

export default function OnboardingPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const wizard = useOnboardingWizard();
  const { state, poll } = wizard;

  return (
    <>
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        {wizard.loadError !== null ? (
          <LoadError header={LOAD_FAILED} message={wizard.loadError} onRetry={wizard.reload} retrying={wizard.retryingLoad} />
        ) : state.loaded ? (
          <WizardSteps wizard={wizard} />
        ) : (
          <PageSpinner />
        )}
      </ContentLayout>
      {state.loaded && wizard.overlay && (
        <GenerationOverlay
          run={state.step === 'progress' ? poll.run : null}
          pollError={poll.error ? errorMessage(poll.error) : null}
          pollStopped={poll.stopped}
          retrying={state.busy === 'retrying'}
          onTryAgain={wizard.tryAgain}
          onEditBrand={() => wizard.go('brand')}
        />
      )}
    </>
  );
}
