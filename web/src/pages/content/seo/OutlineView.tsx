// One SEO outline: its title and meta description with their lengths against the limits search
// results show, the H2 sections with their H3s and points, the questions people ask, the target
// phrases and the internal link ideas (the owner's own drafts). "Write it" makes the blog draft
// and opens it; the draft written last is a link.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEO_META_MAX, SEO_TITLE_MAX, type SeoOutline } from '#contracts/seo-outlines';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useFollow } from '../../../app/routing/use-follow.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { EmptyNote, LoadError } from '../../../components/common/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { useSeoOutline, useWriteSeoDraft } from '../../../queries/seo-outlines.ts';
import { appHref } from '../../../app/workspace.ts';

const LOADING = 'Loading the outline…';
const LOAD_FAILED = 'The outline could not be loaded';
const NOT_FOUND = 'This outline does not exist, or it is not one of yours.';
const TOPIC = (topic: string) => `Topic: ${topic}`;
const TITLE = 'Title';
const META = 'Meta description';
const SECTIONS = 'Sections';
const QUESTIONS = 'Questions people ask';
const PHRASES = 'Target phrases';
const LINKS = 'Internal link ideas';
const NO_LINKS = 'None of your blog drafts share this topic’s words yet.';
const LINK_FROM = (anchor: string) => `Link from “${anchor}”`;
const WRITE = 'Write it';
const WRITING = 'Writing your blog post…';
const WRITTEN = 'Blog draft written';
const WRITTEN_TEXT = (title: string) => `“${title}” is in your content, ready to edit.`;
const LAST_DRAFT = 'Open the blog draft written last';

/** A text with its length against its limit ("58 / 60"). */
function Limited({ text, max, testId }: { text: string; max: number; testId: string }) {
  return (
    <SpaceBetween size="xxs">
      <span>{text}</span>
      <Box variant="small" color={text.length > max ? 'text-status-error' : 'text-body-secondary'} data-testid={testId}>
        {`${text.length} / ${max}`}
      </Box>
    </SpaceBetween>
  );
}

/** A part of the outline under its own heading. */
function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Box variant="h3" tagOverride="h3">
        {heading}
      </Box>
      {children}
    </section>
  );
}

const List = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);

export function OutlineView({ outlineId, canWrite }: { outlineId: string; canWrite: boolean }) {
  const outline = useSeoOutline(outlineId);
  if (outline.isPending) {
    return (
      <Container>
        <StatusIndicator type="loading">{LOADING}</StatusIndicator>
      </Container>
    );
  }
  if (!outline.data) {
    const missing = outline.error instanceof ApiError && (outline.error.status === 404 || outline.error.status === 400);
    return missing ? (
      <Container>
        <Box variant="p">{NOT_FOUND}</Box>
      </Container>
    ) : (
      <LoadError header={LOAD_FAILED} message={errorMessage(outline.error)} onRetry={() => void outline.refetch()} retrying={outline.isFetching} />
    );
  }
  return <Outline key={outline.data.id} outline={outline.data} canWrite={canWrite} />;
}

function Outline({ outline, canWrite }: { outline: SeoOutline; canWrite: boolean }) {
  const navigate = useNavigate();
  const follow = useFollow();
  const { toast } = useToast();
  const write = useWriteSeoDraft(outline.id);
  // One id per intended draft: a double click makes one.
  const [requestId, setRequestId] = useState(newRequestId);

  const writeIt = () =>
    write.mutate(requestId, {
      onSuccess: (item) => {
        setRequestId(newRequestId());
        toast({ title: WRITTEN, description: WRITTEN_TEXT(item.title), variant: 'success' });
        void navigate(paths.contentItem(item.id));
      },
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={TOPIC(outline.topic)}
          actions={
            canWrite && (
              <SpaceBetween direction="horizontal" size="s" alignItems="center">
                {write.isPending && <StatusIndicator type="loading">{WRITING}</StatusIndicator>}
                <Button variant="primary" iconName="gen-ai" onClick={writeIt} loading={write.isPending}>
                  {WRITE}
                </Button>
              </SpaceBetween>
            )
          }
        >
          {outline.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={2}
          items={[
            { label: TITLE, value: <Limited text={outline.title} max={SEO_TITLE_MAX} testId="seo-title-length" /> },
            { label: META, value: <Limited text={outline.metaDescription} max={SEO_META_MAX} testId="seo-meta-length" /> },
          ]}
        />
        {outline.draftItemId && (
          <Link href={appHref(paths.contentItem(outline.draftItemId))} onFollow={follow}>
            {LAST_DRAFT}
          </Link>
        )}
        <Part heading={SECTIONS}>
          {outline.sections.map((section, i) => (
            <div key={i}>
              <Box variant="h4" tagOverride="h4">
                {section.heading}
              </Box>
              <List items={section.points} />
              {section.subsections.map((sub, j) => (
                <div key={j}>
                  <Box variant="h5" tagOverride="h5" margin={{ left: 'l' }}>
                    {sub.heading}
                  </Box>
                  <Box margin={{ left: 'l' }}>
                    <List items={sub.points} />
                  </Box>
                </div>
              ))}
            </div>
          ))}
        </Part>
        <Part heading={QUESTIONS}>
          <List items={outline.questions} />
        </Part>
        <Part heading={PHRASES}>
          <List items={outline.targetPhrases} />
        </Part>
        <Part heading={LINKS}>
          {outline.internalLinks.length === 0 ? (
            <EmptyNote>{NO_LINKS}</EmptyNote>
          ) : (
            <ul>
              {outline.internalLinks.map((link) => (
                <li key={link.itemId}>
                  <Link href={appHref(paths.contentItem(link.itemId))} onFollow={follow}>
                    {link.title}
                  </Link>{' '}
                  <Box variant="span" color="text-body-secondary">
                    {LINK_FROM(link.anchorText)}
                  </Box>
                </li>
              ))}
            </ul>
          )}
        </Part>
      </SpaceBetween>
    </Container>
  );
}
