// One post (/community/posts/{postId}, spec 02 §2.2): back to its channel, author, company badge,
// relative time, pinned mark, title, the content (sanitised again here: the only HTML the page
// sets), tags, the six reaction buttons (pressed for the viewer's own; a click toggles at once
// and goes back if refused), "N replies", the replies oldest first and "Add a reply...".
// Authors edit and delete their own post and replies; moderators and admins delete any, approve
// a pending post and pin or unpin an approved one; others report the post. On Growth, replies and reactions are off with the upgrade message.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { POST_TYPE_LABELS, REACTION_EMOJI, REACTION_LABELS, REPORT_REASON_MAX } from '#contracts/community';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { LoadError } from '../../components/common/states.tsx';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import {
  useAddReply,
  useCommunityViewer,
  useDeletePost,
  useDeleteReply,
  useModeratePost,
  usePost,
  useReportPost,
  useToggleReaction,
  useUpdateReply,
  type PostDetailView,
  type ReplyItem,
} from '../../queries/community.ts';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { canSubmitReply, channelName, REACTION_TYPES, repliesText, type ReactionTypeValue } from './community-logic.ts';
import {
  APPROVE,
  APPROVED,
  BACK,
  backTo,
  CANCEL,
  DELETE,
  DELETE_POST,
  DELETE_POST_TEXT,
  DELETE_REPLY,
  DELETE_REPLY_TEXT,
  EDIT,
  ERROR,
  LOAD_FAILED,
  NO_REPLIES,
  PIN,
  PINNED_DONE,
  POST_DELETED,
  POST_NOT_FOUND,
  POST_NOT_FOUND_HINT,
  REACTIONS,
  REPLIES,
  REPLY,
  REPLY_DELETED,
  REPLY_PLACEHOLDER,
  REPLYING,
  REPORT,
  REPORT_DIALOG,
  REPORT_REASON,
  REPORT_SEND,
  REPORT_SENT,
  SAVE,
  SAVING,
  SUCCESS,
  UNPIN,
  UNPINNED_DONE,
} from './community-messages.ts';
import { reactionStyle } from './community-styles.ts';
import { EditPostDialog } from './NewPostDialog.tsx';
import { Byline, ModerationState, Tags } from './PostParts.tsx';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';
import { RichTextEditor, type EditorValue } from './RichTextEditor.tsx';
import './community.css';

const LOADING = 'Loading post…';
const REPLY_LABEL = 'Add a reply';
const EDIT_REPLY_LABEL = 'Edit your reply';
const reactionLabel = (type: ReactionTypeValue, count: number) => `${REACTION_LABELS[type]} (${count})`;

/** The post's page is "Post not found" for a missing, hidden or malformed id (404 or 400). */
const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export default function PostPage() {
  const { postId = '' } = useParams();
  const post = usePost(postId);
  const viewer = useCommunityViewer();
  const { toast } = useToast();
  const navigate = useNavigate();
  usePageTitle(post.data?.post.title ?? (post.isError && isNotFound(post.error) ? POST_NOT_FOUND : 'Post'));

  // Spec 02 §8: a failed load (other than a missing post) is the "Error" toast.
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (post.isError && !isNotFound(post.error) && toasted.current !== post.error) {
      toasted.current = post.error;
      toast({ title: ERROR, description: LOAD_FAILED, variant: 'destructive' });
    }
  }, [post.isError, post.error, toast]);

  const channel = post.data?.post.channel;
  const backHref = channel ? paths.communityChannel(channel) : paths.community();
  const back = (
    <Button
      variant="link"
      iconName="arrow-left"
      href={backHref}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(backHref);
      }}
    >
      {channel ? backTo(channelName(channel)) : BACK}
    </Button>
  );

  if (post.isPending) {
    return (
      <ContentLayout header={<SpaceBetween size="xs">{back}</SpaceBetween>}>
        <Container>
          <Box textAlign="center" color="text-body-secondary">
            <Spinner /> {LOADING}
          </Box>
        </Container>
      </ContentLayout>
    );
  }

  if (post.isError) {
    return (
      <ContentLayout
        header={
          <SpaceBetween size="xs">
            {back}
            <Header variant="h1">{isNotFound(post.error) ? POST_NOT_FOUND : LOAD_FAILED}</Header>
          </SpaceBetween>
        }
      >
        {isNotFound(post.error) ? (
          <Container data-testid="post-not-found">
            <Box color="text-body-secondary">{POST_NOT_FOUND_HINT}</Box>
          </Container>
        ) : (
          <LoadError header={LOAD_FAILED} message={errorMessage(post.error)} onRetry={() => void post.refetch()} retrying={post.isFetching} />
        )}
      </ContentLayout>
    );
  }

  const role = viewer.data?.role;
  const isModerator = role === 'moderator' || role === 'admin';
  const canWrite = viewer.data?.canWrite ?? false;
  const { post: detail, replies } = post.data;

  return (
    <PostView
      back={back}
      post={detail}
      replies={replies}
      canWrite={canWrite}
      readOnlyMessage={viewer.data?.readOnlyMessage ?? null}
      isModerator={isModerator}
      onDeleted={() => void navigate(backHref)}
    />
  );
}

type PostViewProps = {
  back: ReactNode;
  post: PostDetailView;
  replies: ReplyItem[];
  canWrite: boolean;
  readOnlyMessage: string | null;
  isModerator: boolean;
  onDeleted: () => void;
};

function PostView({ back, post, replies, canWrite, readOnlyMessage, isModerator, onDeleted }: PostViewProps) {
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeletePost();
  const moderate = useModeratePost();
  const approved = post.moderationStatus === 'approved';

  function moderatePost(action: 'approve' | 'pin' | 'unpin') {
    moderate.mutate(
      { postId: post.id, action },
      {
        onSuccess: () =>
          toast({ title: SUCCESS, description: action === 'approve' ? APPROVED : action === 'pin' ? PINNED_DONE : UNPINNED_DONE, variant: 'success' }),
        onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  function deletePost() {
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast({ title: SUCCESS, description: POST_DELETED, variant: 'success' });
        onDeleted();
      },
      onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  const actions = (
    <SpaceBetween size="xs" direction="horizontal">
      {post.mine ? <Button onClick={() => setEditing(true)}>{EDIT}</Button> : null}
      {isModerator && post.moderationStatus === 'pending' ? (
        <Button variant="primary" onClick={() => moderatePost('approve')} loading={moderate.isPending}>
          {APPROVE}
        </Button>
      ) : null}
      {isModerator && approved ? (
        <Button onClick={() => moderatePost(post.isPinned ? 'unpin' : 'pin')} loading={moderate.isPending}>
          {post.isPinned ? UNPIN : PIN}
        </Button>
      ) : null}
      {post.mine || isModerator ? <Button onClick={() => setConfirmDelete(true)}>{DELETE}</Button> : null}
      {!post.mine && approved ? <Button onClick={() => setReporting(true)}>{REPORT}</Button> : null}
    </SpaceBetween>
  );

  return (
    <ContentLayout
      header={
        <SpaceBetween size="xs">
          {back}
          <Byline author={post.author} createdAt={post.createdAt} isPinned={post.isPinned} />
          <Header variant="h1" actions={actions} description={`${POST_TYPE_LABELS[post.postType]} · # ${channelName(post.channel)}`}>
            <span className="markk-community__wrap">{post.title}</span>
          </Header>
          <ModerationState status={post.moderationStatus} reason={post.rejectionReason} hint={post.mine} />
        </SpaceBetween>
      }
    >
      <SpaceBetween size="l">
        <Container>
          <SpaceBetween size="m">
            <div className="markk-community__content" data-testid="post-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.content) }} />
            <Tags tags={post.tags} />
            <ReactionBar post={post} enabled={canWrite && approved} />
            {!canWrite && readOnlyMessage ? <ReadOnlyNotice message={readOnlyMessage} /> : null}
          </SpaceBetween>
        </Container>
        <Replies post={post} replies={replies} canWrite={canWrite && approved} isModerator={isModerator} />
      </SpaceBetween>
      {post.mine ? <EditPostDialog post={post} visible={editing} onDismiss={() => setEditing(false)} /> : null}
      <ConfirmDialog
        visible={confirmDelete}
        header={DELETE_POST}
        confirmText={DELETE}
        busy={remove.isPending}
        onConfirm={deletePost}
        onCancel={() => setConfirmDelete(false)}
      >
        {DELETE_POST_TEXT}
      </ConfirmDialog>
      <ReportDialog postId={post.id} visible={reporting} onDismiss={() => setReporting(false)} />
    </ContentLayout>
  );
}

/** The six reactions (spec 02 §3), each a toggle button with its count; the viewer's own are pressed. */
function ReactionBar({ post, enabled }: { post: PostDetailView; enabled: boolean }) {
  const { toast } = useToast();
  const toggle = useToggleReaction(post.id);
  function onToggle(type: ReactionTypeValue) {
    toggle.mutate(type, { onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }) });
  }
  return (
    <div role="group" aria-label={REACTIONS} className="markk-community__reactions" data-testid="reaction-bar">
      {REACTION_TYPES.map((type) => {
        const pressed = post.myReactions.includes(type);
        const count = post.reactionCounts[type] ?? 0;
        return (
          <button
            key={type}
            type="button"
            className="markk-community__reaction"
            style={reactionStyle(pressed)}
            aria-pressed={pressed}
            aria-label={reactionLabel(type, count)}
            disabled={!enabled}
            onClick={() => onToggle(type)}
          >
            <span aria-hidden="true">{REACTION_EMOJI[type]}</span>
            <span aria-hidden="true">{count}</span>
          </button>
        );
      })}
    </div>
  );
}

function Replies({ post, replies, canWrite, isModerator }: { post: PostDetailView; replies: ReplyItem[]; canWrite: boolean; isModerator: boolean }) {
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

/** Report: why (required, up to 500 characters); a user reports a post once. */
function ReportDialog({ postId, visible, onDismiss }: { postId: string; visible: boolean; onDismiss: () => void }) {
  const { toast } = useToast();
  const report = useReportPost(postId);
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > REPORT_REASON_MAX;
  const canSend = reason.trim() !== '' && !tooLong && !report.isPending;

  function send() {
    if (!canSend) return;
    report.mutate(reason.trim(), {
      onSuccess: () => {
        setReason('');
        onDismiss();
        toast({ title: SUCCESS, description: REPORT_SENT, variant: 'success' });
      },
      onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Modal
      visible={visible}
      header={REPORT_DIALOG}
      onDismiss={() => {
        if (!report.isPending) onDismiss();
      }}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={onDismiss} disabled={report.isPending}>
              {CANCEL}
            </Button>
            <Button variant="primary" onClick={send} disabled={!canSend} loading={report.isPending}>
              {REPORT_SEND}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label={REPORT_REASON} errorText={tooLong ? `Keep the reason to ${REPORT_REASON_MAX} characters or fewer.` : undefined} stretch>
        <Textarea value={reason} rows={3} onChange={({ detail }) => setReason(detail.value)} invalid={tooLong} />
      </FormField>
    </Modal>
  );
}
