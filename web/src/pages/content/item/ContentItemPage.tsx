// One draft (/content/:itemId): read and edit its title and plain-text body.
import Alert from '@cloudscape-design/components/alert';
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
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ContentItem } from '#contracts/content';
import { ApiError } from '../../../api/client.ts';
import { getContentItem, updateContentItem } from '../../../api/content.ts';
import { errorMessage } from '../../../app/errors.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { STATUS_LABELS, TYPE_LABELS, contentEditErrors, formatDate } from '../content-format.ts';
import { RewriteWithAi } from './RewriteWithAi.tsx';

const PAGE_TITLE = 'Content';
const NOT_FOUND = 'Content not found';
const NOT_FOUND_TEXT = "This draft does not exist or you don't have access to it.";
const BACK = 'Back to Content';
const LOAD_FAILED = 'Failed to load content';
const RETRY = 'Retry';
const EDIT_HEADING = 'Edit draft';
const TITLE_LABEL = 'Title';
const BODY_LABEL = 'Body';
const BODY_HINT = 'Plain text. Line breaks are kept.';
const SAVE = 'Save';
const SAVED_TITLE = 'Saved';
const SAVED_TEXT = 'Your changes have been saved.';
const SAVE_FAILED = 'Save failed';
const CREATED = (date: string) => `Created ${date}`;

type Load =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'ready'; item: ContentItem };

export default function ContentItemPage() {
  const { itemId = '' } = useParams();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const { toast } = useToast();

  usePageTitle(load.status === 'ready' ? load.item.title : PAGE_TITLE);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getContentItem(itemId, controller.signal)
      .then((item) => {
        setTitle(item.title);
        setBody(item.body);
        setLoad({ status: 'ready', item });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) setLoad({ status: 'notFound' });
        else setLoad({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [itemId, attempt]);

  const errors = contentEditErrors({ title, body });
  const backLink = (
    <Link
      href="/content"
      onFollow={(event) => {
        event.preventDefault();
        void navigate('/content');
      }}
    >
      {BACK}
    </Link>
  );

  async function save() {
    if (savingRef.current || load.status !== 'ready' || errors.title || errors.body) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const item = await updateContentItem(load.item.id, { title: title.trim(), body });
      setTitle(item.title);
      setBody(item.body);
      setLoad({ status: 'ready', item });
      toast({ title: SAVED_TITLE, description: SAVED_TEXT, variant: 'success' });
    } catch (error) {
      toast({ title: SAVE_FAILED, description: errorMessage(error), variant: 'destructive' });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  if (load.status === 'loading') {
    return (
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        <PageSpinner />
      </ContentLayout>
    );
  }
  if (load.status === 'notFound') {
    return (
      <ContentLayout header={<Header variant="h1">{NOT_FOUND}</Header>}>
        <Container>
          <SpaceBetween size="s">
            <Box variant="p">{NOT_FOUND_TEXT}</Box>
            {backLink}
          </SpaceBetween>
        </Container>
      </ContentLayout>
    );
  }
  if (load.status === 'error') {
    return (
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        <Alert type="error" header={LOAD_FAILED} action={<Button onClick={() => setAttempt((n) => n + 1)}>{RETRY}</Button>}>
          {load.message}
        </Alert>
      </ContentLayout>
    );
  }

  const { item } = load;
  return (
    <ContentLayout
      header={
        <SpaceBetween size="xs">
          {backLink}
          <Header
            variant="h1"
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
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      <RewriteWithAi itemId={item.id} title={title} body={body} onUse={setBody} />
    </ContentLayout>
  );
}
