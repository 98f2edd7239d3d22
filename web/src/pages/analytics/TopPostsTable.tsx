// "Top posts": the range's five best posts with their numbers and a link to each live post;
// on Premium, Details opens a post's results per account and over its first 30 days.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import type { Overview, PostResult } from '#contracts/analytics-overview';
import { NetworkIcon } from '../../components/schedule-post/NetworkIcon.tsx';
import { formatCount } from '../../lib/analytics-format.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import { formatDate } from '../../lib/format.ts';
import { NETWORK_LABELS } from '../../lib/publishing.ts';
import { CsvButton } from './CsvButton.tsx';
import { postsHint, SetupHint } from './SetupHint.tsx';

const HEADING = 'Top posts';
const DESCRIPTION = 'Most clicks and engagements first.';
const LOADING = 'Loading your top posts…';
const NOTHING_PUBLISHED = 'No posts published in these days.';
const DETAILS = 'Details';
const NOT_LIVE = 'Not available';
const viewOn = (network: string) => `View on ${network}`;

/** The table's columns and the CSV's, from one list: what the file holds is what the table shows. */
export const POST_COLUMNS: (CsvColumn<PostResult> & { id: string; cell?: (post: PostResult) => ReactNode })[] = [
  {
    id: 'network',
    header: 'Network',
    value: (post) => NETWORK_LABELS[post.network],
    cell: (post) => (
      <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
        <NetworkIcon network={post.network} decorative />
        <span>{NETWORK_LABELS[post.network]}</span>
      </SpaceBetween>
    ),
  },
  { id: 'account', header: 'Account', value: (post) => post.accountName },
  { id: 'caption', header: 'Post', value: (post) => post.caption },
  { id: 'published', header: 'Published', value: (post) => post.publishedAt.slice(0, 10), cell: (post) => formatDate(post.publishedAt) },
  { id: 'impressions', header: 'Impressions', value: (post) => post.impressions, cell: (post) => formatCount(post.impressions) },
  { id: 'engagements', header: 'Engagements', value: (post) => post.engagements, cell: (post) => formatCount(post.engagements) },
  { id: 'clicks', header: 'Clicks', value: (post) => post.clicks, cell: (post) => formatCount(post.clicks) },
  {
    id: 'url',
    header: 'Live post',
    value: (post) => post.url,
    cell: (post) =>
      post.url ? (
        <Link href={post.url} external>
          {viewOn(NETWORK_LABELS[post.network])}
        </Link>
      ) : (
        <Box color="text-body-secondary">{NOT_LIVE}</Box>
      ),
  },
];

type TopPostsTableProps = {
  overview: Overview;
  loading: boolean;
  fileName: string;
  /** Premium: opens a post's detail; Growth: no detail. */
  onDetails?: ((post: PostResult) => void) | undefined;
};

export function TopPostsTable({ overview, loading, fileName, onDetails }: TopPostsTableProps) {
  const columns: TableProps.ColumnDefinition<PostResult>[] = POST_COLUMNS.map(({ id, header, value, cell }) => ({
    id,
    header,
    cell: cell ?? ((post) => value(post)),
    isRowHeader: id === 'caption',
  }));
  if (onDetails)
    columns.push({
      id: 'details',
      header: DETAILS,
      cell: (post) => (
        <Button variant="inline-link" ariaLabel={`${DETAILS}: ${post.caption.slice(0, 60)}`} onClick={() => onDetails(post)}>
          {DETAILS}
        </Button>
      ),
    });
  return (
    <Table<PostResult>
      header={
        <Header
          variant="h2"
          description={DESCRIPTION}
          actions={<CsvButton label={HEADING} fileName={fileName} columns={POST_COLUMNS} rows={overview.topPosts} />}
        >
          {HEADING}
        </Header>
      }
      variant="container"
      items={overview.topPosts}
      columnDefinitions={columns}
      trackBy={(post) => `${post.postId}:${post.network}:${post.accountName}`}
      loading={loading}
      loadingText={LOADING}
      wrapLines
      ariaLabels={{ tableLabel: HEADING }}
      empty={
        overview.sources.connectedAccounts > 0 && overview.sources.scheduledPosts > 0 ? (
          <SetupHint title={NOTHING_PUBLISHED} hint="post" />
        ) : (
          <SetupHint hint={postsHint(overview.sources)} />
        )
      }
      data-testid="top-posts"
    />
  );
}
