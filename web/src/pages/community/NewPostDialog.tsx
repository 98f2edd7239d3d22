// "Create New Post" (spec 02 §2.2, §5): title, content in the small rich-text editor, channel
// (the current one, else General), post type (text by default) and comma-separated tags. Create
// Post stays disabled while the title or the content is blank and while sending; a retry after a
// failure reuses the same request id, so a post is never created twice. The same dialog edits a
// post for its author.
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { useEffect, useId, useRef, useState } from 'react';
import { CHANNELS, POST_TYPE_LABELS, PostType } from '#contracts/community';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useCreatePost, useUpdatePost, type PostDetailView } from '../../queries/community.ts';
import { FormDialog } from '../../components/dialogs/FormDialog.tsx';
import { canSubmitPost, parseTags, postProblems, type ChannelIdValue, type PostForm } from './community-logic.ts';
import {
  CHANNEL,
  CONTENT,
  CONTENT_PLACEHOLDER,
  CREATE,
  CREATE_DIALOG,
  CREATING,
  EDIT_DIALOG,
  ERROR,
  POST_CREATED,
  POST_TYPE,
  POST_UPDATED,
  SAVE,
  SAVING,
  SUCCESS,
  TAGS,
  TAGS_HINT,
  TITLE,
  TITLE_PLACEHOLDER,
} from './community-messages.ts';
import { RichTextEditor, type EditorValue } from './RichTextEditor.tsx';

type PostTypeValue = (typeof PostType.options)[number];

const channelOptions = CHANNELS.map((channel) => ({ value: channel.id, label: channel.name }));
const typeOptions = PostType.options.map((type) => ({ value: type, label: POST_TYPE_LABELS[type] }));

type NewPostDialogProps = {
  visible: boolean;
  /** The channel the dialog starts in. */
  channel: ChannelIdValue;
  onDismiss: () => void;
  /** After a successful create, with the new post's id. */
  onCreated?: (postId: string) => void;
};

const emptyForm = (): PostForm => ({ title: '', contentHtml: '', contentText: '', tagsText: '' });

export function NewPostDialog({ visible, channel: startChannel, onDismiss, onCreated }: NewPostDialogProps) {
  const { toast } = useToast();
  const create = useCreatePost();
  const [form, setForm] = useState<PostForm>(emptyForm);
  const [channel, setChannel] = useState<ChannelIdValue>(startChannel);
  const [postType, setPostType] = useState<PostTypeValue>('text');
  const [resetKey, setResetKey] = useState(0);
  const requestId = useRef<string>(crypto.randomUUID());

  // Each opening starts in the current channel.
  useEffect(() => {
    if (visible) setChannel(startChannel);
  }, [visible, startChannel]);

  function submit() {
    if (!canSubmitPost(form, create.isPending)) return;
    create.mutate(
      { title: form.title.trim(), content: form.contentHtml, channel, postType, tags: parseTags(form.tagsText), requestId: requestId.current },
      {
        onSuccess: ({ post }) => {
          toast({ title: SUCCESS, description: POST_CREATED, variant: 'success' });
          requestId.current = crypto.randomUUID();
          setForm(emptyForm());
          setPostType('text');
          setResetKey((key) => key + 1);
          onDismiss();
          onCreated?.(post.id);
        },
        onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <PostFields
      visible={visible}
      header={CREATE_DIALOG}
      submitText={CREATE}
      busyText={CREATING}
      busy={create.isPending}
      form={form}
      setForm={setForm}
      channel={channel}
      setChannel={setChannel}
      postType={postType}
      setPostType={setPostType}
      resetKey={resetKey}
      onSubmit={submit}
      onDismiss={onDismiss}
      submitTestId="create-post-submit"
    />
  );
}

/** The author's Edit: the same fields, filled from the post. */
export function EditPostDialog({ post, visible, onDismiss }: { post: PostDetailView; visible: boolean; onDismiss: () => void }) {
  const { toast } = useToast();
  const update = useUpdatePost(post.id);
  const [form, setForm] = useState<PostForm>(emptyForm);
  const [channel, setChannel] = useState<ChannelIdValue>(post.channel as ChannelIdValue);
  const [postType, setPostType] = useState<PostTypeValue>(post.postType as PostTypeValue);
  const [resetKey, setResetKey] = useState(0);

  useEffect(() => {
    if (!visible) return;
    setForm({ title: post.title, contentHtml: post.content, contentText: post.content, tagsText: post.tags.join(', ') });
    setChannel(post.channel as ChannelIdValue);
    setPostType(post.postType as PostTypeValue);
    setResetKey((key) => key + 1);
    // Filled on opening only: a refetch while the author types must not overwrite the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled on opening only: a refetch while the author types must not overwrite the form
  }, [visible]);

  function submit() {
    if (!canSubmitPost(form, update.isPending)) return;
    update.mutate(
      { title: form.title.trim(), content: form.contentHtml, channel, postType, tags: parseTags(form.tagsText) },
      {
        onSuccess: () => {
          toast({ title: SUCCESS, description: POST_UPDATED, variant: 'success' });
          onDismiss();
        },
        onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <PostFields
      visible={visible}
      header={EDIT_DIALOG}
      submitText={SAVE}
      busyText={SAVING}
      busy={update.isPending}
      form={form}
      setForm={setForm}
      channel={channel}
      setChannel={setChannel}
      postType={postType}
      setPostType={setPostType}
      resetKey={`edit-${resetKey}`}
      initialHtml={post.content}
      onSubmit={submit}
      onDismiss={onDismiss}
      submitTestId="edit-post-submit"
    />
  );
}

type PostFieldsProps = {
  visible: boolean;
  header: string;
  submitText: string;
  busyText: string;
  busy: boolean;
  form: PostForm;
  setForm: (update: (form: PostForm) => PostForm) => void;
  channel: ChannelIdValue;
  setChannel: (channel: ChannelIdValue) => void;
  postType: PostTypeValue;
  setPostType: (type: PostTypeValue) => void;
  resetKey: number | string;
  initialHtml?: string;
  onSubmit: () => void;
  onDismiss: () => void;
  submitTestId: string;
};

function PostFields(props: PostFieldsProps) {
  const { form, setForm } = props;
  const problems = postProblems(form);
  const contentErrorId = useId();
  const onContent = (value: EditorValue) => setForm((f) => ({ ...f, contentHtml: value.html, contentText: value.text }));
  return (
    <FormDialog
      visible={props.visible}
      header={props.header}
      busy={props.busy}
      submitText={props.submitText}
      busyText={props.busyText}
      canSubmit={canSubmitPost(form, props.busy)}
      onSubmit={props.onSubmit}
      onDismiss={props.onDismiss}
      submitTestId={props.submitTestId}
      size="large"
    >
      <FormField label={TITLE} errorText={problems.title} stretch>
        <Input
          value={form.title}
          placeholder={TITLE_PLACEHOLDER}
          onChange={({ detail }) => setForm((f) => ({ ...f, title: detail.value }))}
          invalid={!!problems.title}
        />
      </FormField>
      <FormField label={CONTENT} errorText={problems.content && <span id={contentErrorId}>{problems.content}</span>} stretch>
        <RichTextEditor
          label={CONTENT}
          placeholder={CONTENT_PLACEHOLDER}
          resetKey={props.resetKey}
          initialHtml={props.initialHtml ?? ''}
          invalid={!!problems.content}
          describedBy={problems.content ? contentErrorId : undefined}
          disabled={props.busy}
          onChange={onContent}
          testId="post-editor"
        />
      </FormField>
      <FormField label={CHANNEL} stretch>
        <Select
          selectedOption={channelOptions.find((o) => o.value === props.channel) ?? channelOptions[0]!}
          options={channelOptions}
          onChange={({ detail }) => props.setChannel(detail.selectedOption.value as ChannelIdValue)}
        />
      </FormField>
      <FormField label={POST_TYPE} stretch>
        <Select
          selectedOption={typeOptions.find((o) => o.value === props.postType) ?? typeOptions[0]!}
          options={typeOptions}
          onChange={({ detail }) => props.setPostType(detail.selectedOption.value as PostTypeValue)}
        />
      </FormField>
      <FormField label={TAGS} description={TAGS_HINT} errorText={problems.tags} stretch>
        <Input value={form.tagsText} onChange={({ detail }) => setForm((f) => ({ ...f, tagsText: detail.value }))} invalid={!!problems.tags} />
      </FormField>
    </FormDialog>
  );
}
