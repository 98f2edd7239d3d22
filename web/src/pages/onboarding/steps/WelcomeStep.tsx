// Step 0: what onboarding does, and "Let's Go".
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { StepFrame } from '../StepFrame.tsx';

const TITLE = 'Welcome to Markk';
const INTRO =
  "Let's set up your marketing department. Tell us about your brand and Markk will build your marketing strategy and a first content package: 7 social posts, a newsletter and a blog post.";
const ALREADY_DONE = "You're all set: onboarding is complete. You can run it again to get a new content package.";
const LETS_GO = "Let's Go";
const TO_DASHBOARD = 'Go to Dashboard';

type WelcomeStepProps = {
  onboardingCompleted: boolean;
  onStart: () => void;
  onDashboard: () => void;
  focusOnMount: boolean;
};

export function WelcomeStep({ onboardingCompleted, onStart, onDashboard, focusOnMount }: WelcomeStepProps) {
  return (
    <StepFrame
      title={TITLE}
      focusOnMount={focusOnMount}
      actions={
        <SpaceBetween size="xs" direction="horizontal">
          {onboardingCompleted && <Button onClick={onDashboard}>{TO_DASHBOARD}</Button>}
          <Button variant="primary" onClick={onStart}>
            {LETS_GO}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{INTRO}</Box>
        {onboardingCompleted && <Box variant="p">{ALREADY_DONE}</Box>}
      </SpaceBetween>
    </StepFrame>
  );
}
