// A post's detail (Premium): its numbers on each account it went out on, and its clicks,
// engagements and impressions day by day over its first 30 days.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { PostDetail, PostResult } from '#contracts/analytics-overview';
import { errorMessage } from '../../app/errors.ts';
import { EmptyNote, LoadError } from '../../components/common/states.tsx';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { formatCount } from '../../lib/analytics-format.ts';
import { formatDate } from '../../lib/format.ts';
import { NETWORK_LABELS } from '../../lib/publishing.ts';
import { isPlanLimit, usePostAnalytics } from '../../queries/analytics-overview.ts';
import { DayChart } from './TrendCharts.tsx';

const HEADING = 'Post details';
const CLOSE = 'Close';
const LOADING = 'Loading the post’s results…';
const LOAD_FAILED = 'This post’s results could not be loaded';
const PER_ACCOUNT = 'On each account';
const FIRST_DAYS = 'Its first 30 days';
const NOTHING_YET = 'Nothing counted for this post yet.';
const published = (post: PostResult) => `Published ${formatDate(post.publishedAt)} · ${NETWORK_LABELS[post.network]} · ${post.accountName}`;

type Target = PostDetail['targets'][number];
type CountKey = 'impressions' | 'reach' | 'reactions' | 'comments' | 'shares' | 'saves' | 'linkClicks' | 'networkClicks';
const count = (key: CountKey) => (target: Target) => formatCount(target[key]);

function Detail({ detail }: { detail: PostDetail }) {
  return (
    <SpaceBetween size="l">
      <Table<Target>
        header={<Box variant="h3">{PER_ACCOUNT}</Box>}
        variant="embedded"
        items={detail.targets}
        trackBy={(target) => `${target.network}:${target.accountName}`}
        wrapLines
        ariaLabels={{ tableLabel: PER_ACCOUNT }}
        empty={<EmptyNote>{NOTHING_YET}</EmptyNote>}
        columnDefinitions={[
          { id: 'account', header: 'Account', cell: (t) => `${t.accountName} (${NETWORK_LABELS[t.network]})`, isRowHeader: true },
          { id: 'impressions', header: 'Impressions', cell: count('impressions') },
          { id: 'reach', header: 'Reach', cell: count('reach') },
          { id: 'reactions', header: 'Reactions', cell: count('reactions') },
          { id: 'comments', header: 'Comments', cell: count('comments') },
          { id: 'shares', header: 'Shares', cell: count('shares') },
          { id: 'saves', header: 'Saves', cell: count('saves') },
          { id: 'linkClicks', header: 'Link clicks', cell: count('linkClicks') },
          { id: 'networkClicks', header: 'Clicks on the network', cell: count('networkClicks') },
        ]}
      />
      <Box variant="h3">{FIRST_DAYS}</Box>
      <ColumnLayout columns={2} minColumnWidth={260}>
        <DayChart
          series={detail.days}
          measures={['clicks', 'engagements']}
          title="Clicks and engagements by day"
          loading={false}
          empty={<EmptyNote>{NOTHING_YET}</EmptyNote>}
        />
        <DayChart series={detail.days} measures={['impressions']} title="Impressions by day" loading={false} empty={<EmptyNote>{NOTHING_YET}</EmptyNote>} />
      </ColumnLayout>
    </SpaceBetween>
  );
}

export function PostDetailModal({ post, onClose }: { post: PostResult | null; onClose: () => void }) {
  const detail = usePostAnalytics(post?.postId ?? null);
  return (
    <Modal
      visible={post !== null}
      onDismiss={onClose}
      size="large"
      header={HEADING}
      footer={
        <Box float="right">
          <Button onClick={onClose}>{CLOSE}</Button>
        </Box>
      }
    >
      {post && (
        <SpaceBetween size="m">
          <div data-testid="post-detail">
            <Box variant="p">{post.caption}</Box>
            <Box variant="small">{published(post)}</Box>
          </div>
          {detail.isError ? (
            isPlanLimit(detail.error) ? (
              <Alert type="info" action={<UpgradeButton />}>
                {detail.error.message}
              </Alert>
            ) : (
              <LoadError header={LOAD_FAILED} message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
            )
          ) : detail.data ? (
            <Detail detail={detail.data} />
          ) : (
            <StatusIndicator type="loading">{LOADING}</StatusIndicator>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
