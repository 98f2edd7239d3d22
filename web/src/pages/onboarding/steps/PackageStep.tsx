// Step 4 "Premium Content Package": the posts, newsletter and blog in brief, and what to do with them.
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { GeneratedPackage } from '#contracts/generation';
import { StepFrame } from '../StepFrame.tsx';
import { PREVIEW_POSTS, blogLengthLabel, captionPreview, morePostsLabel, postsLabel } from '../wizard.ts';

const TITLE = 'Premium Content Package';
const DESCRIPTION = 'Everything Markk wrote for your first week.';
const POSTS = 'Social posts';
const NEWSLETTER = 'Email newsletter';
const BLOG = 'Blog post';
const APPROVE = 'Approve & Publish';
const EDIT = 'Edit & Customize';
const RUN_THIS = 'Let Markk Run This';
const COMING_SOON = 'Premium Service - Coming soon';

type PackageStepProps = {
  result: GeneratedPackage;
  approving: boolean;
  comingSoon: boolean;
  onApprove: () => void;
  onEdit: () => void;
  onRunThis: () => void;
  focusOnMount: boolean;
};

export function PackageStep({ result, approving, comingSoon, onApprove, onEdit, onRunThis, focusOnMount }: PackageStepProps) {
  const { posts, email, blog } = result;
  const more = morePostsLabel(posts.length);
  return (
    <StepFrame
      title={TITLE}
      description={DESCRIPTION}
      focusOnMount={focusOnMount}
      actions={
        <SpaceBetween size="xs" direction="horizontal">
          <Button onClick={onEdit} disabled={approving}>
            {EDIT}
          </Button>
          <Button onClick={onRunThis} disabled={approving}>
            {RUN_THIS}
          </Button>
          <Button variant="primary" onClick={onApprove} loading={approving} disabled={approving}>
            {APPROVE}
          </Button>
        </SpaceBetween>
      }
    >
      <SpaceBetween size="l">
        <div role="status" aria-live="polite">
          {comingSoon && <Alert type="info">{COMING_SOON}</Alert>}
        </div>
        <ColumnLayout columns={3} minColumnWidth={200} borders="vertical">
          <SpaceBetween size="xs">
            <SpaceBetween size="xs" direction="horizontal" alignItems="center">
              <Box variant="h3" tagOverride="h3">
                {POSTS}
              </Box>
              <Badge color="blue">{postsLabel(posts.length)}</Badge>
            </SpaceBetween>
            <ul className="markk-captions">
              {posts.slice(0, PREVIEW_POSTS).map((post, index) => (
                <li key={index}>{captionPreview(post.caption)}</li>
              ))}
            </ul>
            {more && <Box color="text-body-secondary">{more}</Box>}
          </SpaceBetween>
          <SpaceBetween size="xs">
            <Box variant="h3" tagOverride="h3">
              {NEWSLETTER}
            </Box>
            <Box>{email.subject}</Box>
          </SpaceBetween>
          <SpaceBetween size="xs">
            <Box variant="h3" tagOverride="h3">
              {BLOG}
            </Box>
            <Box data-testid="package-blog-title">{blog.title}</Box>
            <Box color="text-body-secondary">{blogLengthLabel(blog.wordCount)}</Box>
          </SpaceBetween>
        </ColumnLayout>
      </SpaceBetween>
    </StepFrame>
  );
}
