// Edit one item of the unapproved package in place: title and body, the post's length against
// its platform's limit as it is typed, Save (kept for Approve & Publish) or Cancel, and
// "Rewrite with AI" on the text as it is in the editor.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useEffect, useRef, useState } from 'react';
import { generationEndpoints, type PackageItemKey } from '#contracts/generation';
import { RewriteWithAi } from '../../../components/rewrite-with-ai/RewriteWithAi.tsx';
import { contentEditErrors } from '../../../lib/content-format.ts';
import { lengthFor, overLimitText } from '../package-view.ts';

const TITLE_LABEL = 'Title';
const SUBJECT_LABEL = 'Subject';
const BODY_LABEL = 'Text';
const CAPTION_LABEL = 'Caption';
const SAVE = 'Save';
const CANCEL = 'Cancel';
const BODY_REQUIRED = 'Write something in the body.';
const MARKDOWN_HINT = 'Markdown: "## " starts a heading, "- " a list item.';

export interface PackageItemEditorProps {
  runId: string;
  item: PackageItemKey;
  /** The item's name for screen readers, e.g. "Post 2". */
  label: string;
  initial: { title: string; body: string };
  /** Posts only: the platform whose caption limit applies. */
  platform?: string | undefined;
  saving: boolean;
  onSave: (text: { title: string; body: string }) => Promise<boolean>;
  onCancel: () => void;
}

export function PackageItemEditor({ runId, item, label, initial, platform, saving, onSave, onCancel }: PackageItemEditorProps) {
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const titleRef = useRef<InputProps.Ref>(null);
  const errors = contentEditErrors({ title, body });
  const bodyError = errors.body ?? (body.trim() ? undefined : BODY_REQUIRED);
  const isPost = item.startsWith('post-');
  const length = isPost && platform ? lengthFor(body, platform) : null;

  // The editor takes focus when it opens, so keyboard users land in it.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  async function save() {
    if (errors.title || bodyError) return;
    await onSave({ title: title.trim(), body });
  }

  return (
    <SpaceBetween size="m">
      <FormField label={item === 'email' ? SUBJECT_LABEL : TITLE_LABEL} errorText={errors.title} stretch>
        <Input
          ref={titleRef}
          value={title}
          onChange={({ detail }) => setTitle(detail.value)}
          disabled={saving}
          invalid={Boolean(errors.title)}
          ariaLabel={`${label}: ${item === 'email' ? SUBJECT_LABEL : TITLE_LABEL}`}
        />
      </FormField>
      <FormField
        label={isPost ? CAPTION_LABEL : BODY_LABEL}
        description={isPost ? undefined : MARKDOWN_HINT}
        errorText={bodyError}
        constraintText={length ? (length.over ? `${length.label}. ${overLimitText(length, platform!)}` : length.label) : undefined}
        stretch
      >
        <Textarea
          value={body}
          rows={isPost ? 8 : 18}
          onChange={({ detail }) => setBody(detail.value)}
          disabled={saving}
          invalid={Boolean(bodyError) || Boolean(length?.over)}
          ariaLabel={`${label}: ${isPost ? CAPTION_LABEL : BODY_LABEL}`}
        />
      </FormField>
      <SpaceBetween size="xs" direction="horizontal">
        <Button variant="primary" onClick={() => void save()} loading={saving} disabled={Boolean(errors.title || bodyError)}>
          {SAVE}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {CANCEL}
        </Button>
      </SpaceBetween>
      <Box>
        <RewriteWithAi
          target={{ endpoint: generationEndpoints.rewriteItem, params: { runId, item } }}
          title={title}
          body={body}
          onUse={setBody}
          headingVariant="h3"
        />
      </Box>
    </SpaceBetween>
  );
}
