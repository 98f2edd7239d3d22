// Step 3: the drafts are saved, each post with Schedule and Create image; "Go to Dashboard" marks onboarding complete.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ContentItem } from '#contracts/content';
import { ScheduleDialog } from '../../../components/schedule-post/ScheduleDialog.tsx';
import { paths } from '../../../app/routing/paths.ts';
import { StepFrame } from '../StepFrame.tsx';
import { appHref } from '../../../app/workspace.ts';

const TITLE = 'Your marketing department is ready';
const SAVED = (count: number | null) =>
  count === null ? 'Your content package is saved as drafts.' : `${count} drafts are saved: your social posts, newsletter and blog post.`;
const FIND_THEM = 'Find, read and edit them any time in';
const CONTENT = 'Content';
const GO = 'Go to Dashboard';
const SCHEDULE_HEADING = 'Schedule your posts';
const SCHEDULE_HINT =
  'Pick when each post goes out and where, and make an image for it in your brand’s colours. Connect your social accounts first if you have not yet.';
const SCHEDULE = 'Schedule';
const scheduleLabel = (title: string) => `Schedule ${title}`;
const CREATE_IMAGE = 'Create image';
const createImageLabel = (title: string) => `Create image for ${title}`;

type ReadyStepProps = {
  /** How many drafts Approve & Publish saved, when this visit did it. */
  draftCount: number | null;
  /** The post drafts just saved, each with Schedule. */
  posts?: readonly ContentItem[];
  finishing: boolean;
  onFinish: () => void;
  onOpenContent: () => void;
  /** "Create image" on a post: the creative studio, starting from it. */
  onCreateImage: (itemId: string) => void;
  focusOnMount: boolean;
};

export function ReadyStep({ draftCount, posts = [], finishing, onFinish, onOpenContent, onCreateImage, focusOnMount }: ReadyStepProps) {
  const [scheduling, setScheduling] = useState<ContentItem | null>(null);
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
            href={appHref(paths.content())}
            onFollow={(event) => {
              event.preventDefault();
              onOpenContent();
            }}
          >
            {CONTENT}
          </Link>
          .
        </Box>
        {posts.length > 0 && (
          <section aria-label={SCHEDULE_HEADING}>
            <SpaceBetween size="xs">
              <Box variant="h3" tagOverride="h3">
                {SCHEDULE_HEADING}
              </Box>
              <Box color="text-body-secondary">{SCHEDULE_HINT}</Box>
              <ul className="markk-captions">
                {posts.map((post) => (
                  <li key={post.id}>
                    <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                      <span>{post.title}</span>
                      <Button iconName="calendar" onClick={() => setScheduling(post)} ariaLabel={scheduleLabel(post.title)}>
                        {SCHEDULE}
                      </Button>
                      <Button iconName="gen-ai" onClick={() => onCreateImage(post.id)} ariaLabel={createImageLabel(post.title)}>
                        {CREATE_IMAGE}
                      </Button>
                    </SpaceBetween>
                  </li>
                ))}
              </ul>
            </SpaceBetween>
          </section>
        )}
        {scheduling && <ScheduleDialog caption={scheduling.body} itemId={scheduling.id} imageId={scheduling.imageId} onClose={() => setScheduling(null)} />}
      </SpaceBetween>
    </StepFrame>
  );
}
