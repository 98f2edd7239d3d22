// Step 3: the drafts are saved; "Go to Dashboard" marks onboarding complete.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { paths } from '../../../app/routing/paths.ts';
import { StepFrame } from '../StepFrame.tsx';

const TITLE = 'Your marketing department is ready';
const SAVED = (count: number | null) =>
  count === null ? 'Your content package is saved as drafts.' : `${count} drafts are saved: your social posts, newsletter and blog post.`;
const FIND_THEM = 'Find, read and edit them any time in';
const CONTENT = 'Content';
const GO = 'Go to Dashboard';

type ReadyStepProps = {
  /** How many drafts Approve & Publish saved, when this visit did it. */
  draftCount: number | null;
  finishing: boolean;
  onFinish: () => void;
  onOpenContent: () => void;
  focusOnMount: boolean;
};

export function ReadyStep({ draftCount, finishing, onFinish, onOpenContent, focusOnMount }: ReadyStepProps) {
  return (
    <StepFrame
      title={TITLE}
      focusOnMount={focusOnMount}
      actions={
        <Button variant="primary" onClick={onFinish} loading={finishing}>
          {GO}
        </Button>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{SAVED(draftCount)}</Box>
        <Box variant="p">
          {FIND_THEM}{' '}
          <Link
            href={paths.content()}
            onFollow={(event) => {
              event.preventDefault();
              onOpenContent();
            }}
          >
            {CONTENT}
          </Link>
          .
        </Box>
      </SpaceBetween>
    </StepFrame>
  );
}
