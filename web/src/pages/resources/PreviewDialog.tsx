// The preview of a text, Markdown or PDF resource: a short-lived inline link asked for when it
// opens; a PDF shows in a frame (the browser's own viewer), text is read and shown as text —
// never as HTML. A preview is not a download: it does not count.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../app/errors.ts';
import { useResourcePreview, type ResourceView } from '../../queries/resources.ts';
import { previewKind } from './resources-logic.ts';
import { CLOSE, PREVIEW_FAILED, PREVIEW_LOADING, previewTitle } from './resources-messages.ts';

/** Reads a text file from its link (the bucket allows cross-origin GETs). */
async function readText(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(PREVIEW_FAILED);
  return response.text();
}

export function PreviewDialog({ resource, onDismiss }: { resource: ResourceView | null; onDismiss: () => void }) {
  const link = useResourcePreview(resource?.id ?? null);
  const kind = link.data ? previewKind(link.data.contentType) : null;
  const text = useQuery({
    queryKey: ['resources', 'preview-text', link.data?.url ?? ''],
    queryFn: ({ signal }) => readText(link.data!.url, signal),
    enabled: kind === 'text',
    gcTime: 0,
    retry: false,
  });

  let body;
  if (link.isPending || (kind === 'text' && text.isPending)) {
    body = (
      <Box textAlign="center" padding="l">
        <span role="status">
          <Spinner size="large" /> <span className="markk-visually-hidden">{PREVIEW_LOADING}</span>
        </span>
      </Box>
    );
  } else if (link.isError || text.isError) {
    body = (
      <Alert type="error" header={PREVIEW_FAILED}>
        {errorMessage(link.error ?? text.error)}
      </Alert>
    );
  } else if (kind === 'pdf') {
    body = <iframe className="markk-resources__frame" src={link.data!.url} title={previewTitle(resource?.title ?? '')} data-testid="resource-preview-frame" />;
  } else {
    body = (
      <pre className="markk-resources__text" data-testid="resource-preview-text" tabIndex={0} aria-label={previewTitle(resource?.title ?? '')}>
        {text.data}
      </pre>
    );
  }

  return (
    <Modal
      visible={resource !== null}
      onDismiss={onDismiss}
      size="large"
      header={resource?.title ?? ''}
      footer={
        <Box float="right">
          <Button onClick={onDismiss}>{CLOSE}</Button>
        </Box>
      }
    >
      {resource ? body : null}
    </Modal>
  );
}
