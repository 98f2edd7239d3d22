// A post's replies, oldest first: "N replies", each reply with its author's edit and delete (and a
// moderator's delete), and "Add a reply..." under them.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import { useAddReply, useDeleteReply, useUpdateReply, type PostDetailView, type ReplyItem } from '../../../queries/community.ts';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { canSubmitReply, repliesText } from '../community-logic.ts';
import {
  CANCEL,
  DELETE,
  DELETE_REPLY,
  DELETE_REPLY_TEXT,
  EDIT,
  ERROR,
  NO_REPLIES,
  REPLIES,
  REPLY,
  REPLY_DELETED,
  REPLY_PLACEHOLDER,
  REPLYING,
  SAVE,
  SAVING,
  SUCCESS,
} from '../community-messages.ts';
import { Byline } from '../PostParts.tsx';
import { RichTextEditor, type EditorValue } from '../RichTextEditor.tsx';

const REPLY_LABEL = 'Add a reply';
const EDIT_REPLY_LABEL = 'Edit your reply';

export function Replies({ post, replies, canWrite, isModerator }: { post: PostDetailView; replies: ReplyItem[]; canWrite: boolean; isModerator: boolean }) {
  const { toast } = useToast();
  const add = useAddReply(post.id);
  const remove = useDeleteReply(post.id);
  const [value, setValue] = useState<EditorValue>({ html: '', text: '' });
  const [resetKey, setResetKey] = useState(0);
  const [deleting, setDeleting] = useState<string | null>(null);
  const requestId = useRef<string>(crypto.randomUUID());
  const canSend = canWrite && canSubmitReply(value.text, value.html, add.isPending);

  function send() {
    if (!canSend) return;
    add.mutate(
      { content: value.html, requestId: requestId.current },
      {
        onSuccess: () => {
          requestId.current = crypto.randomUUID();
          setResetKey((key) => key + 1);
        },
        onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  function deleteReply() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: SUCCESS, description: REPLY_DELETED, variant: 'success' });
      },
      onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Container
      data-testid="post-replies-section"
      header={
        <Header variant="h2" description={<span data-testid="post-reply-count">{repliesText(post.replyCount)}</span>}>
          {REPLIES}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {replies.length === 0 ? (
          <Box color="text-body-secondary">{NO_REPLIES}</Box>
        ) : (
          <ol className="markk-community__replies" aria-label={REPLIES}>
            {replies.map((reply) => (
              <li key={reply.id} data-testid="reply">
                <ReplyRow postId={post.id} reply={reply} canDelete={reply.mine || isModerator} onDelete={() => setDeleting(reply.id)} />
              </li>
            ))}
          </ol>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <SpaceBetween size="s">
            <RichTextEditor
              label={REPLY_LABEL}
              placeholder={REPLY_PLACEHOLDER}
              resetKey={resetKey}
              disabled={!canWrite || add.isPending}
              onChange={setValue}
              compact
              testId="reply-editor"
            />
            <Button formAction="submit" variant="primary" disabled={!canSend} loading={add.isPending} loadingText={REPLYING}>
              {REPLY}
            </Button>
          </SpaceBetween>
        </form>
      </SpaceBetween>
      <ConfirmDialog
        visible={deleting !== null}
        header={DELETE_REPLY}
        confirmText={DELETE}
        busy={remove.isPending}
        onConfirm={deleteReply}
        onCancel={() => setDeleting(null)}
      >
        {DELETE_REPLY_TEXT}
      </ConfirmDialog>
    </Container>
  );
}

function ReplyRow({ postId, reply, canDelete, onDelete }: { postId: string; reply: ReplyItem; canDelete: boolean; onDelete: () => void }) {
  const { toast } = useToast();
  const update = useUpdateReply(postId);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<EditorValue>({ html: reply.content, text: reply.content });

  function save() {
    if (!canSubmitReply(value.text, value.html, update.isPending)) return;
    update.mutate(
      { replyId: reply.id, content: value.html },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <SpaceBetween size="xs">
      <div className="markk-community__byline">
        <Byline author={reply.author} createdAt={reply.createdAt} isPinned={false} />
        {!editing ? (
          <div className="markk-community__actions">
            {reply.mine ? (
              <Button variant="inline-link" ariaLabel={`${EDIT} your reply`} onClick={() => setEditing(true)}>
                {EDIT}
              </Button>
            ) : null}
            {canDelete ? (
              <Button variant="inline-link" ariaLabel={`${DELETE} the reply by ${reply.author.fullName}`} onClick={onDelete}>
                {DELETE}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {editing ? (
        <SpaceBetween size="xs">
          <RichTextEditor
            label={EDIT_REPLY_LABEL}
            resetKey={`edit-${reply.id}`}
            initialHtml={reply.content}
            onChange={setValue}
            compact
            disabled={update.isPending}
          />
          <SpaceBetween size="xs" direction="horizontal">
            <Button
              variant="primary"
              onClick={save}
              disabled={!canSubmitReply(value.text, value.html, update.isPending)}
              loading={update.isPending}
              loadingText={SAVING}
            >
              {SAVE}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={update.isPending}>
              {CANCEL}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      ) : (
        <div className="markk-community__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(reply.content) }} />
      )}
    </SpaceBetween>
  );
}
