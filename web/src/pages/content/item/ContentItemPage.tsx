// One draft (/content/:itemId): read and edit its title and body, with a live Markdown preview;
// a post can be scheduled or sent to a client for approval from here (their decisions show
// here), a newsletter's or blog post's links tracked.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { contentEndpoints } from '#contracts/content';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { MissingPage } from '../../../components/common/MissingPage.tsx';
import { LoadError } from '../../../components/common/states.tsx';
import { CampaignSelect } from '../../../components/campaigns/CampaignSelect.tsx';
import { ScheduleDialog } from '../../../components/schedule-post/ScheduleDialog.tsx';
import { PostApprovals } from '../../../components/approvals/PostApprovals.tsx';
import { SendDraftsForApprovalDialog } from '../../../components/approvals/SendDraftsForApprovalDialog.tsx';
import { SEND_FOR_APPROVAL } from '../../../components/approvals/use-approval-sender.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useContentItem, useUpdateContentItem } from '../../../queries/content.ts';
import { STATUS_LABELS, TYPE_LABELS, contentEditErrors } from '../../../lib/content-format.ts';
import { RewriteWithAi } from '../../../components/rewrite-with-ai/RewriteWithAi.tsx';
import { Markdown } from '../../../components/markdown/Markdown.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PostImage } from './PostImage.tsx';
import { TrackLinksButton } from './TrackLinksButton.tsx';
import { VoiceMatch } from '../../../components/brand-voice/VoiceMatch.tsx';
import { useRouteTitle } from '../../../app/routing/app-route.ts';
import { appHref } from '../../../app/workspace.ts';

const NOT_FOUND = 'Content not found';
const NOT_FOUND_TEXT = "This draft does not exist or you don't have access to it.";
const BACK = 'Back to Content';
const LOAD_FAILED = 'Failed to load content';
const EDIT_HEADING = 'Edit draft';
const TITLE_LABEL = 'Title';
const BODY_LABEL = 'Body';
const BODY_HINT = 'Markdown: "## " starts a heading, "- " a list item, **bold**. Line breaks are kept.';
const PREVIEW_HEADING = 'Preview';
const PREVIEW_HINT = 'How the text reads, as you type.';
const SAVE = 'Save';
const CAMPAIGN_LABEL = 'Campaign (optional)';
const CAMPAIGN_HINT = 'The campaign this draft is for: it is listed on the campaign’s page, and scheduling it starts in that campaign.';
const NO_CAMPAIGN = 'No campaign';
const SCHEDULE = 'Schedule';
const CREATE_IMAGE = 'Create image';
const SAVED_TITLE = 'Saved';
const SAVED_TEXT = 'Your changes have been saved.';
const SAVE_FAILED = 'Save failed';
const CREATED = (date: string) => `Created ${date}`;

/** 404, or 403 for someone else's draft: either way there is no draft here for this user. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

export default function ContentItemPage() {
  const PAGE_TITLE = useRouteTitle();
  const { itemId = '' } = useParams();
  const navigate = useNavigate();
  const draft = useContentItem(itemId);
  const update = useUpdateContentItem();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [campaignId, setCampaignId] = useState<string | null>(null);
  // The form is filled once per draft, from its first answer; later answers (after a save) leave the edits alone.
  const [filledFor, setFilledFor] = useState<string | null>(null);
  const saving = update.isPending;
  const savingRef = useRef(false);
  const { toast } = useToast();
  const [scheduling, setScheduling] = useState(false);
  const [sendingForApproval, setSendingForApproval] = useState(false);

  if (draft.data && filledFor !== draft.data.id) {
    setFilledFor(draft.data.id);
    setTitle(draft.data.title);
    setBody(draft.data.body);
    setCampaignId(draft.data.campaignId ?? null);
  }

  usePageTitle(draft.data ? draft.data.title : PAGE_TITLE);

  const errors = contentEditErrors({ title, body });
  const backLink = (
    <Link
      href={appHref(paths.content())}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(paths.content());
      }}
    >
      {BACK}
    </Link>
  );

  async function save() {
    if (savingRef.current || !draft.data || errors.title || errors.body) return;
    savingRef.current = true;
    try {
      const moved = campaignId !== (draft.data.campaignId ?? null);
      const item = await update.mutateAsync({ itemId: draft.data.id, update: { title: title.trim(), body, ...(moved ? { campaignId } : {}) } });
      setTitle(item.title);
      setBody(item.body);
      setCampaignId(item.campaignId ?? null);
      toast({ title: SAVED_TITLE, description: SAVED_TEXT, variant: 'success' });
    } catch (error) {
      toast({ title: SAVE_FAILED, description: errorMessage(error), variant: 'destructive' });
    } finally {
      savingRef.current = false;
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  if (draft.isPending) {
    return (
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        <PageSpinner />
      </ContentLayout>
    );
  }
  // A failed refetch after the draft showed keeps the form and its edits; only a first read fails the page.
  if (!draft.data && isMissing(draft.error)) return <MissingPage title={NOT_FOUND} text={NOT_FOUND_TEXT} back={backLink} />;
  if (!draft.data) {
    return (
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        <LoadError header={LOAD_FAILED} message={errorMessage(draft.error)} onRetry={() => void draft.refetch()} retrying={draft.isFetching} />
      </ContentLayout>
    );
  }

  const item = draft.data;
  return (
    <ContentLayout
      header={
        <SpaceBetween size="xs">
          {backLink}
          <Header
            variant="h1"
            actions={
              item.type === 'post' ? (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    iconName="gen-ai"
                    href={appHref(paths.studio(item.id))}
                    onFollow={(event) => {
                      event.preventDefault();
                      void navigate(paths.studio(item.id));
                    }}
                  >
                    {CREATE_IMAGE}
                  </Button>
                  <Button iconName="calendar" onClick={() => setScheduling(true)}>
                    {SCHEDULE}
                  </Button>
                  {/* The client sees the saved draft: save your edits first. */}
                  <Button disabled={saving || title.trim() !== item.title || body !== item.body} onClick={() => setSendingForApproval(true)}>
                    {SEND_FOR_APPROVAL}
                  </Button>
                </SpaceBetween>
              ) : item.type === 'email' || item.type === 'blog' ? (
                <TrackLinksButton
                  itemId={item.id}
                  unsaved={saving || title.trim() !== item.title || body !== item.body}
                  onTracked={(tracked) => {
                    setTitle(tracked.title);
                    setBody(tracked.body);
                  }}
                />
              ) : undefined
            }
            description={
              <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                <Badge color="blue">{TYPE_LABELS[item.type]}</Badge>
                <StatusIndicator type="pending">{STATUS_LABELS[item.status]}</StatusIndicator>
                <span>{CREATED(formatDate(item.createdAt))}</span>
              </SpaceBetween>
            }
          >
            {item.title}
          </Header>
        </SpaceBetween>
      }
    >
      {item.type === 'post' && (
        <Box margin={{ bottom: 'l' }}>
          <PostApprovals postId={item.id} timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone} />
        </Box>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Form
          actions={
            <Button variant="primary" formAction="submit" loading={saving} disabled={Boolean(errors.title || errors.body)}>
              {SAVE}
            </Button>
          }
        >
          <Container header={<Header variant="h2">{EDIT_HEADING}</Header>}>
            <SpaceBetween size="l">
              <FormField label={TITLE_LABEL} errorText={errors.title} stretch>
                <Input value={title} onChange={({ detail }) => setTitle(detail.value)} disabled={saving} invalid={Boolean(errors.title)} />
              </FormField>
              <FormField label={BODY_LABEL} description={BODY_HINT} errorText={errors.body} stretch>
                <Textarea value={body} rows={18} onChange={({ detail }) => setBody(detail.value)} disabled={saving} invalid={Boolean(errors.body)} />
              </FormField>
              <CampaignSelect
                label={CAMPAIGN_LABEL}
                description={CAMPAIGN_HINT}
                noneLabel={NO_CAMPAIGN}
                value={campaignId}
                onChange={setCampaignId}
                disabled={saving}
              />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      <Box margin={{ top: 'l' }}>
        <Container
          header={
            <Header variant="h2" description={PREVIEW_HINT}>
              {PREVIEW_HEADING}
            </Header>
          }
        >
          <Markdown text={body} data-testid="content-preview" />
        </Container>
      </Box>
      {item.imageId && (
        <Box margin={{ top: 'l' }}>
          <PostImage imageId={item.imageId} />
        </Box>
      )}
      <VoiceMatch text={item.body} />
      <RewriteWithAi target={{ endpoint: contentEndpoints.rewrite, params: { itemId: item.id } }} title={title} body={body} onUse={setBody} />
      {/* The caption starts from the text as edited here, saved or not. */}
      {sendingForApproval && <SendDraftsForApprovalDialog drafts={[item]} onClose={() => setSendingForApproval(false)} />}
      {scheduling && (
        <ScheduleDialog caption={body} itemId={item.id} imageId={item.imageId} campaignId={item.campaignId ?? undefined} onClose={() => setScheduling(false)} />
      )}
    </ContentLayout>
  );
}
