// The moderators' review queue (/community/moderation): the posts waiting for review, with
// Approve, Reject (a reason the author sees is required), Pin, Unpin and Delete; and the
// reports users filed, with Dismiss and Delete post. Both oldest first, a page at a time with
// "Load more", their headers counting all of them. Only moderators and admins reach it (the
// sidebar shows them the link); anyone else is told so.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REJECT_REASON_MAX, type ModerationAction } from '#contracts/community';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyNote, LoadError } from '../../components/common/states.tsx';
import {
  useCommunityViewer,
  useDeletePost,
  useDismissReport,
  useModeratePost,
  useModerationQueue,
  useReports,
  type PostCardView,
} from '../../queries/community.ts';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { channelName } from './community-logic.ts';
import {
  APPROVE,
  APPROVED,
  BACK,
  CANCEL,
  DELETE,
  DELETE_POST,
  DELETE_POST_TEXT,
  DELETE_REPORTED,
  DISMISS,
  ERROR,
  NO_REPORTS,
  NOT_A_MODERATOR,
  NOTHING_PENDING,
  PENDING_POSTS,
  PIN,
  PINNED_DONE,
  POST_DELETED,
  QUEUE_DESCRIPTION,
  QUEUE_TITLE,
  REJECT,
  REJECT_DIALOG,
  REJECT_REASON,
  REJECTED_DONE,
  REPORT_DISMISSED,
  reportedBy,
  REPORTS,
  SUCCESS,
  UNPIN,
  UNPINNED_DONE,
  LOAD_MORE,
} from './community-messages.ts';
import { Byline, Tags } from './PostParts.tsx';
import './community.css';
import { appHref } from '../../app/workspace.ts';

const LOADING = 'Loading the queue…';
const LOAD_FAILED = 'Failed to load the moderation queue';
const DONE: Record<ModerationAction, string> = { approve: APPROVED, reject: REJECTED_DONE, pin: PINNED_DONE, unpin: UNPINNED_DONE };

export default function ModerationPage() {
  usePageTitle(QUEUE_TITLE);
  const viewer = useCommunityViewer();
  const isModerator = viewer.data?.role === 'moderator' || viewer.data?.role === 'admin';
  const queue = useModerationQueue(isModerator);
  const openReports = useReports(isModerator);
  const navigate = useNavigate();
  const { toast } = useToast();
  const moderate = useModeratePost();
  const remove = useDeletePost();
  const dismiss = useDismissReport();
  const [rejecting, setRejecting] = useState<PostCardView | null>(null);
  const [deleting, setDeleting] = useState<{ postId: string; reportId?: string } | null>(null);

  const fail = (error: unknown) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' });

  function act(postId: string, action: ModerationAction, reason?: string) {
    moderate.mutate(
      { postId, action, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          if (action === 'reject') setRejecting(null);
          toast({ title: SUCCESS, description: DONE[action], variant: 'success' });
        },
        onError: fail,
      },
    );
  }

  function deletePost() {
    if (!deleting) return;
    remove.mutate(deleting.postId, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: SUCCESS, description: POST_DELETED, variant: 'success' });
      },
      onError: fail,
    });
  }

  const backHref = paths.community();
  const header = (
    <SpaceBetween size="xs">
      <Button
        variant="link"
        iconName="arrow-left"
        href={appHref(backHref)}
        onFollow={(event) => {
          event.preventDefault();
          void navigate(backHref);
        }}
      >
        {BACK}
      </Button>
      <Header variant="h1" description={QUEUE_DESCRIPTION}>
        {QUEUE_TITLE}
      </Header>
    </SpaceBetween>
  );

  let body;
  if (viewer.isPending || (isModerator && queue.isPending)) {
    body = (
      <Container>
        <Box textAlign="center" color="text-body-secondary">
          <Spinner /> {LOADING}
        </Box>
      </Container>
    );
  } else if (viewer.isError) {
    body = <LoadError header={LOAD_FAILED} message={errorMessage(viewer.error)} onRetry={() => void viewer.refetch()} retrying={viewer.isFetching} />;
  } else if (!isModerator) {
    body = (
      <Alert type="warning" data-testid="not-a-moderator">
        {NOT_A_MODERATOR}
      </Alert>
    );
  } else if (queue.isError) {
    body = <LoadError header={LOAD_FAILED} message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  } else {
    const pending = queue.data!.pages.flatMap((page) => page.pending);
    const reports = openReports.data?.pages.flatMap((page) => page.reports) ?? [];
    const busyFor = (postId: string) => moderate.isPending && moderate.variables?.postId === postId;
    body = (
      <SpaceBetween size="l">
        <Container
          header={
            <Header variant="h2" counter={`(${queue.data!.pages[0]!.total})`}>
              {PENDING_POSTS}
            </Header>
          }
          data-testid="queue-pending"
        >
          {pending.length === 0 ? (
            <EmptyNote>{NOTHING_PENDING}</EmptyNote>
          ) : (
            <ul className="markk-community__posts">
              {pending.map((post) => (
                <li key={post.id} data-testid="queue-post">
                  <SpaceBetween size="xs">
                    <Byline author={post.author} createdAt={post.createdAt} isPinned={post.isPinned} />
                    <h3 className="markk-community__card-title">
                      <Link
                        href={appHref(paths.communityPost(post.id))}
                        fontSize="heading-s"
                        onFollow={(event) => {
                          event.preventDefault();
                          void navigate(paths.communityPost(post.id));
                        }}
                      >
                        {post.title}
                      </Link>
                    </h3>
                    <Box variant="small" color="text-body-secondary">
                      # {channelName(post.channel)}
                    </Box>
                    {post.excerpt ? (
                      <Box color="text-body-secondary">
                        <span className="markk-community__wrap">{post.excerpt}</span>
                      </Box>
                    ) : null}
                    <Tags tags={post.tags} />
                    <div className="markk-community__actions">
                      <Button
                        variant="primary"
                        ariaLabel={`${APPROVE} ${post.title}`}
                        onClick={() => act(post.id, 'approve')}
                        loading={busyFor(post.id) && moderate.variables?.action === 'approve'}
                      >
                        {APPROVE}
                      </Button>
                      <Button ariaLabel={`${REJECT} ${post.title}`} onClick={() => setRejecting(post)} disabled={busyFor(post.id)}>
                        {REJECT}
                      </Button>
                      <Button
                        ariaLabel={`${post.isPinned ? UNPIN : PIN} ${post.title}`}
                        onClick={() => act(post.id, post.isPinned ? 'unpin' : 'pin')}
                        disabled={busyFor(post.id)}
                      >
                        {post.isPinned ? UNPIN : PIN}
                      </Button>
                      <Button ariaLabel={`${DELETE} ${post.title}`} onClick={() => setDeleting({ postId: post.id })} disabled={busyFor(post.id)}>
                        {DELETE}
                      </Button>
                    </div>
                  </SpaceBetween>
                </li>
              ))}
            </ul>
          )}
          <LoadMore list={queue} />
        </Container>
        <Container
          header={
            <Header variant="h2" counter={openReports.data ? `(${openReports.data.pages[0]!.total})` : undefined}>
              {REPORTS}
            </Header>
          }
          data-testid="queue-reports"
        >
          {openReports.isPending ? (
            <Box textAlign="center" color="text-body-secondary">
              <Spinner /> {LOADING}
            </Box>
          ) : openReports.isError && reports.length === 0 ? (
            <LoadError
              header={LOAD_FAILED}
              message={errorMessage(openReports.error)}
              onRetry={() => void openReports.refetch()}
              retrying={openReports.isFetching}
            />
          ) : reports.length === 0 ? (
            <EmptyNote>{NO_REPORTS}</EmptyNote>
          ) : (
            <ul className="markk-community__posts">
              {reports.map((report) => (
                <li key={report.id} data-testid="queue-report">
                  <SpaceBetween size="xs">
                    <h3 className="markk-community__card-title">
                      <Link
                        href={appHref(paths.communityPost(report.postId))}
                        fontSize="heading-s"
                        onFollow={(event) => {
                          event.preventDefault();
                          void navigate(paths.communityPost(report.postId));
                        }}
                      >
                        {report.postTitle}
                      </Link>
                    </h3>
                    <Box variant="small" color="text-body-secondary">
                      {reportedBy(report.reporter.fullName)}
                    </Box>
                    <Box>
                      <span className="markk-community__wrap">{report.reason}</span>
                    </Box>
                    <div className="markk-community__actions">
                      <Button
                        ariaLabel={`${DISMISS} the report on ${report.postTitle}`}
                        loading={dismiss.isPending && dismiss.variables === report.id}
                        onClick={() =>
                          dismiss.mutate(report.id, {
                            onSuccess: () => toast({ title: SUCCESS, description: REPORT_DISMISSED, variant: 'success' }),
                            onError: fail,
                          })
                        }
                      >
                        {DISMISS}
                      </Button>
                      <Button ariaLabel={`${DELETE_REPORTED} ${report.postTitle}`} onClick={() => setDeleting({ postId: report.postId, reportId: report.id })}>
                        {DELETE_REPORTED}
                      </Button>
                    </div>
                  </SpaceBetween>
                </li>
              ))}
            </ul>
          )}
          <LoadMore list={openReports} />
        </Container>
      </SpaceBetween>
    );
  }

  return (
    <ContentLayout header={header}>
      {body}
      <RejectDialog
        post={rejecting}
        busy={moderate.isPending}
        onReject={(reason) => rejecting && act(rejecting.id, 'reject', reason)}
        onDismiss={() => setRejecting(null)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        header={DELETE_POST}
        confirmText={DELETE}
        busy={remove.isPending}
        onConfirm={deletePost}
        onCancel={() => setDeleting(null)}
      >
        {DELETE_POST_TEXT}
      </ConfirmDialog>
    </ContentLayout>
  );
}

/** Reject: the reason is required, and the author sees it under the post. */
function RejectDialog({
  post,
  busy,
  onReject,
  onDismiss,
}: {
  post: PostCardView | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onDismiss: () => void;
}) {
  const [reason, setReason] = useState('');
  // Each post to reject starts with an empty reason.
  useEffect(() => setReason(''), [post?.id]);
  const tooLong = reason.trim().length > REJECT_REASON_MAX;
  const canSend = reason.trim() !== '' && !tooLong && !busy;
  const close = () => {
    if (busy) return;
    setReason('');
    onDismiss();
  };
  return (
    <Modal
      visible={post !== null}
      header={REJECT_DIALOG}
      onDismiss={close}
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={close} disabled={busy}>
              {CANCEL}
            </Button>
            <Button
              variant="primary"
              disabled={!canSend}
              loading={busy}
              onClick={() => {
                if (canSend) onReject(reason.trim());
              }}
            >
              {REJECT}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        {post ? <Box variant="strong">{post.title}</Box> : null}
        <FormField label={REJECT_REASON} errorText={tooLong ? `Keep the reason to ${REJECT_REASON_MAX} characters or fewer.` : undefined} stretch>
          <Textarea value={reason} rows={3} onChange={({ detail }) => setReason(detail.value)} invalid={tooLong} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

/** "Load more" under a paged list of the queue, while the list has another page. */
function LoadMore({ list }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  if (!list.hasNextPage) return null;
  return (
    <Box textAlign="center" margin={{ top: 'm' }}>
      <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
        {LOAD_MORE}
      </Button>
    </Box>
  );
}
