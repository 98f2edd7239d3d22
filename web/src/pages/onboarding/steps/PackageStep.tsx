// Step 4 "Premium Content Package": the package in brief (spec 4), then every item in full —
// each post with its platform, caption, hashtags and length against the platform's limit,
// the newsletter and the blog post rendered from Markdown — each editable in place, with
// "Rewrite with AI" and a free "Regenerate".
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { REGENERATIONS_PER_ITEM, type GenerationRun, type PackageItemKey } from '#contracts/generation';
import { Markdown } from '../../../components/markdown/Markdown.tsx';
import { StepFrame } from '../StepFrame.tsx';
import { PREVIEW_POSTS, blogLengthLabel, captionPreview, morePostsLabel, postsLabel } from '../wizard.ts';
import { hashtagsOf, lengthFor, overLimitText, platformOf, postedText, type PostView } from '../package-view.ts';
import { PackageItemEditor } from './PackageItemEditor.tsx';

const TITLE = 'Premium Content Package';
const DESCRIPTION = 'Everything Markk wrote for your first week. Read it, edit anything, then approve it.';
const POSTS = 'Social posts';
const NEWSLETTER = 'Email newsletter';
const BLOG = 'Blog post';
const APPROVE = 'Approve & Publish';
const EDIT = 'Edit & Customize';
const RUN_THIS = 'Let Markk Run This';
const COMING_SOON = 'Premium Service - Coming soon';
const EDIT_ITEM = 'Edit';
const REGENERATE = 'Regenerate';
const HASHTAGS = 'Hashtags';
const NO_HASHTAGS = 'No hashtags';
const FINISH_EDIT = 'Save or cancel your edit before approving.';
const REGENERATE_HINT = `Regenerating is free: up to ${REGENERATIONS_PER_ITEM} times per item.`;
const postLabel = (n: number) => `Post ${n}`;
const regenerationsLeft = (left: number) => (left === 1 ? '1 free regeneration left' : `${left} free regenerations left`);

type PackageStepProps = {
  run: GenerationRun;
  /** The brand's platforms: a post the writer gave no platform goes to these in turn. */
  platforms: readonly string[];
  approving: boolean;
  comingSoon: boolean;
  onApprove: () => void;
  onRunThis: () => void;
  onSaveItem: (item: PackageItemKey, text: { title: string; body: string }) => Promise<boolean>;
  onRegenerate: (item: PackageItemKey) => Promise<boolean>;
  focusOnMount: boolean;
};

export function PackageStep({ run, platforms, approving, comingSoon, onApprove, onRunThis, onSaveItem, onRegenerate, focusOnMount }: PackageStepProps) {
  const result = run.result!;
  const { posts, email, blog } = result;
  const more = morePostsLabel(posts.length);
  const [editing, setEditing] = useState<PackageItemKey | null>(null);
  const [busy, setBusy] = useState<{ item: PackageItemKey; action: 'save' | 'regenerate' } | null>(null);
  const regenerations = run.regenerations ?? {};

  async function save(item: PackageItemKey, text: { title: string; body: string }) {
    setBusy({ item, action: 'save' });
    const saved = await onSaveItem(item, text);
    setBusy(null);
    if (saved) setEditing(null);
    return saved;
  }

  async function regenerate(item: PackageItemKey) {
    setBusy({ item, action: 'regenerate' });
    await onRegenerate(item);
    setBusy(null);
  }

  /** Edit and Regenerate for one item; both wait while another item is busy or being edited. */
  function itemActions(item: PackageItemKey, label: string) {
    const left = REGENERATIONS_PER_ITEM - (regenerations[item] ?? 0);
    const locked = approving || busy !== null || editing !== null;
    return (
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        <Button onClick={() => setEditing(item)} disabled={locked} ariaLabel={`${EDIT_ITEM} ${label}`}>
          {EDIT_ITEM}
        </Button>
        <Button
          onClick={() => void regenerate(item)}
          disabled={locked || left <= 0}
          loading={busy?.item === item && busy.action === 'regenerate'}
          ariaLabel={`${REGENERATE} ${label}`}
        >
          {REGENERATE}
        </Button>
        <Box variant="small" color="text-body-secondary">
          {regenerationsLeft(Math.max(0, left))}
        </Box>
      </SpaceBetween>
    );
  }

  function editor(item: PackageItemKey, label: string, initial: { title: string; body: string }, platform?: string) {
    return (
      <PackageItemEditor
        runId={run.runId}
        item={item}
        label={label}
        initial={initial}
        platform={platform}
        saving={busy?.item === item && busy.action === 'save'}
        onSave={(text) => save(item, text)}
        onCancel={() => setEditing(null)}
      />
    );
  }

  return (
    <StepFrame
      title={TITLE}
      description={DESCRIPTION}
      focusOnMount={focusOnMount}
      secondaryActions={editing ? <Box color="text-body-secondary">{FINISH_EDIT}</Box> : undefined}
      actions={
        <SpaceBetween size="xs" direction="horizontal">
          {/* Edit & Customize opens the first post's editor: everything is edited in place here. */}
          <Button onClick={() => setEditing('post-1')} disabled={approving || editing !== null || busy !== null}>
            {EDIT}
          </Button>
          <Button onClick={onRunThis} disabled={approving}>
            {RUN_THIS}
          </Button>
          <Button variant="primary" onClick={onApprove} loading={approving} disabled={approving || editing !== null || busy !== null}>
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

        <Box variant="small" color="text-body-secondary">
          {REGENERATE_HINT}
        </Box>

        <SpaceBetween size="m">
          <Header variant="h3">{POSTS}</Header>
          {posts.map((raw, index) => {
            const post = raw as PostView;
            const item = `post-${index + 1}` as PackageItemKey;
            const label = postLabel(index + 1);
            const platform = platformOf(post, index, platforms);
            const posted = postedText(post);
            const length = lengthFor(posted, platform);
            const tags = hashtagsOf(post);
            return (
              <section key={item} aria-label={label} data-testid={`package-${item}`}>
                <Container
                  header={
                    <Header variant="h3" description={`${label} · ${platform}`} actions={editing === item ? undefined : itemActions(item, label)}>
                      {post.title}
                    </Header>
                  }
                >
                  {editing === item ? (
                    editor(item, label, { title: post.title, body: posted }, platform)
                  ) : (
                    <SpaceBetween size="s">
                      <Box>
                        <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="package-caption">
                          {posted}
                        </span>
                      </Box>
                      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                        <Box variant="small" color="text-body-secondary">
                          {HASHTAGS}:
                        </Box>
                        {tags.length > 0 ? tags.map((tag) => <Badge key={tag}>{tag}</Badge>) : <Box variant="small">{NO_HASHTAGS}</Box>}
                      </SpaceBetween>
                      <span data-testid="package-char-count">
                        <StatusIndicator type={length.over ? 'warning' : 'success'}>
                          {length.over ? `${length.label}. ${overLimitText(length, platform)}` : `${length.label} for ${platform}`}
                        </StatusIndicator>
                      </span>
                    </SpaceBetween>
                  )}
                </Container>
              </section>
            );
          })}
        </SpaceBetween>

        <section aria-label={NEWSLETTER} data-testid="package-email">
          <Container
            header={
              <Header variant="h3" description={NEWSLETTER} actions={editing === 'email' ? undefined : itemActions('email', NEWSLETTER)}>
                {email.subject}
              </Header>
            }
          >
            {editing === 'email' ? editor('email', NEWSLETTER, { title: email.subject, body: email.body }) : <Markdown text={email.body} headingOffset={3} />}
          </Container>
        </section>

        <section aria-label={BLOG} data-testid="package-blog">
          <Container
            header={
              <Header
                variant="h3"
                description={`${BLOG} · ${blogLengthLabel(blog.wordCount)}`}
                actions={editing === 'blog' ? undefined : itemActions('blog', BLOG)}
              >
                {blog.title}
              </Header>
            }
          >
            {editing === 'blog' ? (
              editor('blog', BLOG, { title: blog.title, body: blog.body })
            ) : (
              <Markdown text={blog.body} headingOffset={3} data-testid="package-blog-body" />
            )}
          </Container>
        </section>
      </SpaceBetween>
    </StepFrame>
  );
}
