// "Top posts": the range's five best posts with their numbers and a link to each live post;
// on Premium, Details opens a post's results per account and over its first 30 days.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
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
const ACTIONS = 'Live post';
const NOT_LIVE = 'Not available';
const viewOn = (network: string) => `View on ${network}`;

/** The CSV has a column per field; the table puts the network and account under the caption. */
export const POST_CSV_COLUMNS: CsvColumn<PostResult>[] = [
  { header: 'Network', value: (post) => NETWORK_LABELS[post.network] },
  { header: 'Account', value: (post) => post.accountName },
  { header: 'Post', value: (post) => post.caption },
  { header: 'Published', value: (post) => post.publishedAt.slice(0, 10) },
  { header: 'Impressions', value: (post) => post.impressions },
  { header: 'Engagements', value: (post) => post.engagements },
  { header: 'Clicks', value: (post) => post.clicks },
  { header: 'Live post', value: (post) => post.url },
];

function PostCell({ post }: { post: PostResult }) {
  return (
    <SpaceBetween size="xxs">
      <span>{post.caption}</span>
      <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
        <NetworkIcon network={post.network} decorative />
        <Box variant="small" color="text-body-secondary">
          {NETWORK_LABELS[post.network]} · {post.accountName}
        </Box>
      </SpaceBetween>
    </SpaceBetween>
  );
}

type TopPostsTableProps = {
  overview: Overview;
  loading: boolean;
  fileName: string;
  /** Premium: opens a post's detail; Growth: no detail. */
  onDetails?: ((post: PostResult) => void) | undefined;
};

export function TopPostsTable({ overview, loading, fileName, onDetails }: TopPostsTableProps) {
  const columns: TableProps.ColumnDefinition<PostResult>[] = [
    { id: 'post', header: 'Post', cell: (post) => <PostCell post={post} />, isRowHeader: true, minWidth: 220 },
    { id: 'published', header: 'Published', cell: (post) => formatDate(post.publishedAt) },
    { id: 'impressions', header: 'Impressions', cell: (post) => formatCount(post.impressions) },
    { id: 'engagements', header: 'Engagements', cell: (post) => formatCount(post.engagements) },
    { id: 'clicks', header: 'Clicks', cell: (post) => formatCount(post.clicks) },
    {
      id: 'actions',
      header: ACTIONS,
      minWidth: 160,
      cell: (post) => (
        <SpaceBetween size="xxs">
          {post.url ? (
            <Link href={post.url} external>
              {viewOn(NETWORK_LABELS[post.network])}
            </Link>
          ) : (
            <Box color="text-body-secondary">{NOT_LIVE}</Box>
          )}
          {onDetails && (
            <Button variant="inline-link" ariaLabel={`${DETAILS}: ${post.caption.slice(0, 60)}`} onClick={() => onDetails(post)}>
              {DETAILS}
            </Button>
          )}
        </SpaceBetween>
      ),
    },
  ];
  return (
    <Table<PostResult>
      header={
        <Header
          variant="h2"
          description={DESCRIPTION}
          actions={<CsvButton label={HEADING} fileName={fileName} columns={POST_CSV_COLUMNS} rows={overview.topPosts} />}
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
        overview.sources.connectedAccounts && overview.sources.scheduledPosts ? (
          <SetupHint title={NOTHING_PUBLISHED} hint="post" />
        ) : (
          <SetupHint hint={postsHint(overview.sources)} />
        )
      }
      data-testid="top-posts"
    />
  );
}
