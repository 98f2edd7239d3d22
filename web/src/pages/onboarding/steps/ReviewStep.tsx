// Step 1.5: the brand read back, then Complete Setup (save the kit, start the generation).
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { BrandKitSummary } from '../../../components/brand-kit/BrandKitSummary.tsx';
import { isBrandKitReady, toBrandKitInput, type BrandKitFormValues } from '../../../components/brand-kit/brand-kit-fields.ts';
import { StepFrame } from '../StepFrame.tsx';

const TITLE = "Perfect! Here's what we learned about your brand";
const BACK = 'Back';
const COMPLETE = 'Complete Setup';

type ReviewStepProps = {
  values: BrandKitFormValues;
  busy: boolean;
  onBack: () => void;
  onComplete: () => void;
  focusOnMount: boolean;
};

export function ReviewStep({ values, busy, onBack, onComplete, focusOnMount }: ReviewStepProps) {
  return (
    <StepFrame
      title={TITLE}
      focusOnMount={focusOnMount}
      actions={
        <SpaceBetween size="xs" direction="horizontal">
          <Button onClick={onBack} disabled={busy}>
            {BACK}
          </Button>
          <Button variant="primary" onClick={onComplete} loading={busy} disabled={!isBrandKitReady(values)}>
            {COMPLETE}
          </Button>
        </SpaceBetween>
      }
    >
      <BrandKitSummary kit={toBrandKitInput(values)} variant="review" />
    </StepFrame>
  );
}
