// "Upload Resource" for admins (spec 02 §2.3, §5): title, description, category (Strategy &
// Planning by default), comma-separated tags, featured, and the file (only the allowed types).
// Upload with no title or no file says "Please provide a title and select a file"; a file of
// another type, empty or over 100 MB is refused before anything is sent. The file goes straight
// to storage with a progress bar, then the resource is created and the toast says so.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FileInput from '@cloudscape-design/components/file-input';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useEffect, useRef, useState } from 'react';
import { CATEGORY_LABELS, DEFAULT_CATEGORY, RESOURCE_CATEGORIES, UPLOAD_ACCEPT, formatFileSize, type ResourceCategory } from '#contracts/resources';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useUploadResource } from '../../queries/resources.ts';
import { fileCheck, percentOf, uploadProblem, type UploadForm } from './resources-logic.ts';
import {
  CATEGORY,
  CHOOSE_FILE,
  DESCRIPTION,
  FEATURED_CHECKBOX,
  FEATURED_HINT,
  FILE,
  TAGS,
  TAGS_HINT,
  TITLE,
  UPLOAD,
  UPLOAD_FAILED,
  UPLOAD_PROGRESS,
  UPLOAD_RESOURCE,
  UPLOADED,
  UPLOADING,
} from './resources-messages.ts';

const CANCEL = 'Cancel';
const categoryOptions = RESOURCE_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] }));

const emptyForm = (): UploadForm => ({ title: '', description: '', category: DEFAULT_CATEGORY, tagsText: '', isFeatured: false });

type UploadDialogProps = { visible: boolean; onDismiss: () => void };

export function UploadDialog({ visible, onDismiss }: UploadDialogProps) {
  const { toast } = useToast();
  const upload = useUploadResource();
  const [form, setForm] = useState<UploadForm>(emptyForm);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const busy = upload.isPending;

  // Leaving the page stops an upload still sending.
  useEffect(() => () => abort.current?.abort(), []);

  function reset() {
    setForm(emptyForm());
    setFile(null);
    setProblem(null);
    setPercent(0);
  }

  function chooseFile(files: readonly File[]) {
    const chosen = files[0] ?? null;
    setFile(chosen);
    const checked = chosen ? fileCheck(chosen) : null;
    setProblem(checked && 'problem' in checked ? checked.problem : null);
  }

  function submit() {
    if (busy) return;
    const found = uploadProblem(form, file);
    setProblem(found);
    if (found || !file) return;
    const checked = fileCheck(file);
    if ('problem' in checked) return;
    abort.current = new AbortController();
    setPercent(0);
    upload.mutate(
      {
        input: {
          file,
          contentType: checked.contentType,
          title: form.title.trim(),
          description: form.description.trim() || null,
          category: form.category,
          tags: form.tagsText,
          isFeatured: form.isFeatured,
        },
        onProgress: (loaded, total) => setPercent(percentOf(loaded, total)),
        signal: abort.current.signal,
      },
      {
        onSuccess: () => {
          toast({ title: UPLOADED, variant: 'success' });
          reset();
          onDismiss();
        },
        onError: (error) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          setProblem(errorMessage(error));
          toast({ title: UPLOAD_FAILED, description: errorMessage(error), variant: 'destructive' });
        },
      },
    );
  }

  const close = () => {
    if (busy) abort.current?.abort();
    reset();
    onDismiss();
  };

  return (
    <Modal
      visible={visible}
      onDismiss={close}
      header={UPLOAD_RESOURCE}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={close}>{CANCEL}</Button>
            <Button variant="primary" loading={busy} loadingText={UPLOADING} onClick={submit} data-testid="upload-submit">
              {busy ? UPLOADING : UPLOAD}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Form>
          <SpaceBetween size="m">
            <FormField label={TITLE} stretch>
              <Input value={form.title} disabled={busy} onChange={({ detail }) => setForm((f) => ({ ...f, title: detail.value }))} />
            </FormField>
            <FormField label={DESCRIPTION} stretch>
              <Textarea value={form.description} rows={3} disabled={busy} onChange={({ detail }) => setForm((f) => ({ ...f, description: detail.value }))} />
            </FormField>
            <FormField label={CATEGORY} stretch>
              <Select
                selectedOption={categoryOptions.find((o) => o.value === form.category) ?? categoryOptions[0]!}
                options={categoryOptions}
                disabled={busy}
                onChange={({ detail }) => setForm((f) => ({ ...f, category: detail.selectedOption.value as ResourceCategory }))}
              />
            </FormField>
            <FormField label={TAGS} description={TAGS_HINT} stretch>
              <Input value={form.tagsText} disabled={busy} onChange={({ detail }) => setForm((f) => ({ ...f, tagsText: detail.value }))} />
            </FormField>
            <Checkbox
              checked={form.isFeatured}
              disabled={busy}
              description={FEATURED_HINT}
              onChange={({ detail }) => setForm((f) => ({ ...f, isFeatured: detail.checked }))}
            >
              {FEATURED_CHECKBOX}
            </Checkbox>
            <FormField label={FILE} constraintText={`${UPLOAD_ACCEPT.replaceAll(',', ', ')} · up to 100 MB`} stretch>
              <SpaceBetween size="xs">
                <FileInput value={file ? [file] : []} accept={UPLOAD_ACCEPT} onChange={({ detail }) => chooseFile(detail.value)}>
                  {CHOOSE_FILE}
                </FileInput>
                {file ? (
                  <Box color="text-body-secondary">
                    <span className="markk-resources__description" data-testid="upload-file">
                      {file.name} ({formatFileSize(file.size)})
                    </span>
                  </Box>
                ) : null}
              </SpaceBetween>
            </FormField>
            {busy ? <ProgressBar value={percent} label={UPLOAD_PROGRESS} description={file?.name} /> : null}
            {problem ? (
              <Alert type="error" data-testid="upload-problem">
                {problem}
              </Alert>
            ) : null}
          </SpaceBetween>
        </Form>
      </form>
    </Modal>
  );
}
