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
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { POST_TYPE_LABELS } from '#contracts/community';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { LoadError } from '../../../components/common/states.tsx';
import { sanitizeHtml } from '../../../lib/sanitize.ts';
import { useCommunityViewer, useDeletePost, useModeratePost, usePost, type PostDetailView, type ReplyItem } from '../../../queries/community.ts';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { channelName } from '../community-logic.ts';
import {
  APPROVE,
  APPROVED,
  BACK,
  backTo,
  DELETE,
  DELETE_POST,
  DELETE_POST_TEXT,
  EDIT,
  ERROR,
  LOAD_FAILED,
  PIN,
  PINNED_DONE,
  POST_DELETED,
  POST_NOT_FOUND,
  POST_NOT_FOUND_HINT,
  REPORT,
  SUCCESS,
  UNPIN,
  UNPINNED_DONE,
} from '../community-messages.ts';
import { EditPostDialog } from '../NewPostDialog.tsx';
import { Byline, ModerationState, Tags } from '../PostParts.tsx';
import { ReadOnlyNotice } from '../ReadOnlyNotice.tsx';
import '../community.css';
import { ReactionBar } from './ReactionBar.tsx';
import { Replies } from './Replies.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { appHref } from '../../../app/workspace.ts';

const LOADING = 'Loading post…';

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
      href={appHref(backHref)}
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
