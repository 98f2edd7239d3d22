// Step 2 "AI Strategy": the raw strategy summary and a preview of the brand kit it was written for.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { GeneratedPackage } from '#contracts/generation';
import { BrandKitSummary, type BrandKitSummaryData } from '../../../components/brand-kit/BrandKitSummary.tsx';
import { StepFrame } from '../StepFrame.tsx';

const TITLE = 'AI Strategy';
const DESCRIPTION = 'The marketing strategy Markk wrote for your brand.';
const BRAND_KIT = 'Your brand kit';
const NEXT = 'Next';
const NO_PACKAGE = 'This run finished without a content package. Go back and complete setup again.';
const BACK = 'Back';

type StrategyStepProps = {
  result: GeneratedPackage | null;
  kit: BrandKitSummaryData;
  onNext: () => void;
  onBack: () => void;
  focusOnMount: boolean;
};

export function StrategyStep({ result, kit, onNext, onBack, focusOnMount }: StrategyStepProps) {
  return (
    <StepFrame
      title={TITLE}
      description={DESCRIPTION}
      focusOnMount={focusOnMount}
      actions={
        result ? (
          <Button variant="primary" onClick={onNext}>
            {NEXT}
          </Button>
        ) : (
          <Button onClick={onBack}>{BACK}</Button>
        )
      }
    >
      {result ? (
        <SpaceBetween size="l">
          <Box variant="p">
            <span className="markk-pre-wrap" data-testid="strategy-summary">
              {result.strategy.summary}
            </span>
          </Box>
          <SpaceBetween size="s">
            <Box variant="h3">{BRAND_KIT}</Box>
            <BrandKitSummary kit={kit} variant="preview" />
          </SpaceBetween>
        </SpaceBetween>
      ) : (
        <Alert type="error">{NO_PACKAGE}</Alert>
      )}
    </StepFrame>
  );
}
