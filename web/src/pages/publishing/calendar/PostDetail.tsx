// A post's detail, as a Modal (full width at 375 px): its caption, image, time in the calendar's
// zone, each account's status with "View post" once published and the plain reason when it
// failed, and its actions: Edit and Reschedule while scheduled, Retry when failed, Delete
// (confirmed; a published post is removed from Markk only and stays on the network).
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useRef, useState } from 'react';
import type { ScheduledPostView } from '#contracts/publishing';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { NetworkIcon } from '../../../components/schedule-post/NetworkIcon.tsx';
import { STATUS_INDICATORS, STATUS_LABELS, canReschedule, shownLocalTime, whenLabel } from '../../../lib/publishing.ts';
import { useDeletePost, useRetryPosts } from '../../../queries/publishing.ts';
import { PostApprovals } from '../../../components/approvals/PostApprovals.tsx';

export const DETAIL_HEADER = 'Post';
const CAPTION = 'Caption';
const IMAGE = 'Image';
const WHEN = 'When';
const STATUS = 'Status';
const ACCOUNTS = 'Accounts';
const timesIn = (timeZone: string) => `Times in ${timeZone}`;
const VIEW_POST = 'View post';
const viewPostLabel = (account: string, network: string) => `View post on ${network} (${account})`;
const EDIT = 'Edit';
const RESCHEDULE = 'Reschedule';
const RETRY = 'Retry';
const DELETE = 'Delete';
const CLOSE = 'Close';
const DELETE_TITLE = 'Delete post?';
const deletePublishedText = (networks: string) => `This removes the post from Markk only; it stays on ${networks}.`;
const DELETE_SCHEDULED_TEXT = 'The post will not go out, and it leaves the calendar. This cannot be undone.';
const DELETED = 'Post deleted';
const DELETE_FAILED = 'Could not delete the post';
const RETRYING = 'Retrying the post';
const RETRY_FAILED = 'Could not retry the post';

type PostDetailProps = {
  post: ScheduledPostView;
  timeZone: string;
  labelOf: (network: ScheduledPostView['targets'][number]['network']) => string;
  onEdit: (mode: 'edit' | 'reschedule') => void;
  onClose: () => void;
};

export function PostDetail({ post, timeZone, labelOf, onEdit, onClose }: PostDetailProps) {
  const { toast } = useToast();
  const remove = useDeletePost();
  const retry = useRetryPosts();
  const [confirming, setConfirming] = useState(false);
  const deleting = useRef(false);
  const published = post.targets.some((target) => target.status === 'published');
  const publishedNetworks = [...new Set(post.targets.filter((target) => target.status === 'published').map((target) => labelOf(target.network)))].join(' and ');

  async function confirmDelete() {
    if (deleting.current) return;
    deleting.current = true;
    try {
      const result = await remove.mutateAsync(post.id);
      toast({ title: DELETED, description: result.message, variant: 'success' });
      setConfirming(false);
      onClose();
    } catch (error) {
      toast({ title: DELETE_FAILED, description: errorMessage(error), variant: 'destructive' });
      setConfirming(false);
    } finally {
      deleting.current = false;
    }
  }

  function retryPost() {
    retry.mutate([post.id], {
      onSuccess: () => toast({ title: RETRYING, variant: 'success' }),
      onError: (error) => toast({ title: RETRY_FAILED, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <>
      <Modal
        visible={!confirming}
        onDismiss={onClose}
        header={DETAIL_HEADER}
        size="medium"
        footer={
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              {canReschedule(post) && <Button onClick={() => onEdit('edit')}>{EDIT}</Button>}
              {canReschedule(post) && <Button onClick={() => onEdit('reschedule')}>{RESCHEDULE}</Button>}
              {post.status === 'failed' && (
                <Button onClick={retryPost} loading={retry.isPending}>
                  {RETRY}
                </Button>
              )}
              {post.status !== 'publishing' && <Button onClick={() => setConfirming(true)}>{DELETE}</Button>}
              <Button variant="primary" onClick={onClose}>
                {CLOSE}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <SpaceBetween size="l">
          <ColumnLayout columns={2} minColumnWidth={160}>
            <div>
              <Box variant="awsui-key-label">{WHEN}</Box>
              <div>{whenLabel(shownLocalTime(post, timeZone))}</div>
              <Box variant="small" color="text-body-secondary">
                {timesIn(timeZone)}
              </Box>
            </div>
            <div>
              <Box variant="awsui-key-label">{STATUS}</Box>
              <StatusIndicator type={STATUS_INDICATORS[post.status]}>{STATUS_LABELS[post.status]}</StatusIndicator>
            </div>
          </ColumnLayout>
          <div>
            <Box variant="awsui-key-label">{CAPTION}</Box>
            <Box>
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.caption}</span>
            </Box>
          </div>
          {post.imageUrl && (
            <div>
              <Box variant="awsui-key-label">{IMAGE}</Box>
              <img src={post.imageUrl} alt={post.altText ?? ''} style={{ maxInlineSize: '100%', blockSize: 'auto' }} />
            </div>
          )}
          <div>
            <Box variant="awsui-key-label">{ACCOUNTS}</Box>
            <ul className="markk-calendar__posts">
              {post.targets.map((target) => (
                <li key={target.accountId}>
                  <SpaceBetween size="xxs">
                    <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                      <NetworkIcon network={target.network} label={labelOf(target.network)} />
                      <span>{target.accountName}</span>
                      <StatusIndicator type={STATUS_INDICATORS[target.status]}>{STATUS_LABELS[target.status]}</StatusIndicator>
                      {target.status === 'published' && target.url && (
                        <Link href={target.url} external ariaLabel={viewPostLabel(target.accountName, labelOf(target.network))}>
                          {VIEW_POST}
                        </Link>
                      )}
                    </SpaceBetween>
                    {target.status === 'failed' && target.reason && <Box color="text-status-error">{target.reason}</Box>}
                  </SpaceBetween>
                </li>
              ))}
            </ul>
          </div>
          <PostApprovals postId={post.id} timeZone={timeZone} />
        </SpaceBetween>
      </Modal>
      <ConfirmDialog
        visible={confirming}
        header={DELETE_TITLE}
        confirmText={DELETE}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        {published ? deletePublishedText(publishedNetworks) : DELETE_SCHEDULED_TEXT}
      </ConfirmDialog>
    </>
  );
}
