// Step 1: "Brand & Business Setup"; Review Summary stays disabled until the spec 5 rule holds.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { BRAND_KIT_REQUIRED_HINT, BrandKitForm } from '../../../components/brand-kit/BrandKitForm.tsx';
import { isBrandKitReady, type BrandKitFormValues } from '../../../components/brand-kit/brand-kit-fields.ts';
import { StepFrame } from '../StepFrame.tsx';

const TITLE = 'Brand & Business Setup';
const DESCRIPTION = 'Tell us about your business so Markk can speak in your voice.';
const BACK = 'Back';
const REVIEW = 'Review Summary';

type BrandStepProps = {
  values: BrandKitFormValues;
  onChange: (values: BrandKitFormValues) => void;
  onBack: () => void;
  onReview: () => void;
  focusOnMount: boolean;
};

export function BrandStep({ values, onChange, onBack, onReview, focusOnMount }: BrandStepProps) {
  const [uploading, setUploading] = useState(false);
  const ready = isBrandKitReady(values);
  return (
    <StepFrame
      title={TITLE}
      description={DESCRIPTION}
      focusOnMount={focusOnMount}
      secondaryActions={
        !ready && (
          <Box variant="small" color="text-body-secondary">
            {BRAND_KIT_REQUIRED_HINT}
          </Box>
        )
      }
      actions={
        <SpaceBetween size="xs" direction="horizontal">
          <Button onClick={onBack}>{BACK}</Button>
          <Button variant="primary" onClick={onReview} disabled={!ready || uploading}>
            {REVIEW}
          </Button>
        </SpaceBetween>
      }
    >
      <BrandKitForm values={values} onChange={onChange} onUploadingChange={setUploading} />
    </StepFrame>
  );
}
