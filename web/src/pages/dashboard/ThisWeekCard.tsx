// "This week": the last 7 days' clicks against the 7 before, and the best post (its caption,
// network and clicks), from the analytics overview; "See your analytics" opens /analytics.
// Words only, no chart: the dashboard does not load the chart library.
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { Overview } from '#contracts/analytics-overview';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { TotalChange } from '../../components/analytics/TotalChange.tsx';
import { EmptyNote, LoadError } from '../../components/common/states.tsx';
import { formatCount } from '../../lib/analytics-format.ts';
import { NETWORK_LABELS } from '../../lib/publishing.ts';
import { useAnalyticsOverview } from '../../queries/analytics-overview.ts';
import { appHref } from '../../app/workspace.ts';

const HEADING = 'This week';
const CLICKS = 'Clicks';
const BEST_POST = 'Best post';
const NOTHING_YET = 'Nothing published this week yet.';
const SEE_ALL = 'See your analytics';
const LOAD_FAILED = 'This week’s results could not be loaded';
const WEEK = { days: '7' } as const;
const clicksText = (n: number) => `${formatCount(n)} ${n === 1 ? 'click' : 'clicks'}`;

function Week({ overview }: { overview: Overview }) {
  const { clicks } = overview.totals;
  const best = overview.topPosts[0];
  return (
    <ColumnLayout columns={2} variant="text-grid" minColumnWidth={160}>
      <div data-testid="this-week-clicks">
        <Box variant="awsui-key-label">{CLICKS}</Box>
        <Box variant="awsui-value-large" tagOverride="span">
          {formatCount(clicks.value)}
        </Box>
        <TotalChange change={clicks.change} days={overview.range.days} />
      </div>
      <div data-testid="this-week-best-post">
        <Box variant="awsui-key-label">{BEST_POST}</Box>
        {best ? (
          <SpaceBetween size="xxs">
            <Box>{best.caption}</Box>
            <Box variant="small" color="text-body-secondary">
              {NETWORK_LABELS[best.network]} · {clicksText(best.clicks)}
            </Box>
          </SpaceBetween>
        ) : (
          <EmptyNote>{NOTHING_YET}</EmptyNote>
        )}
      </div>
    </ColumnLayout>
  );
}

export function ThisWeekCard() {
  const follow = useFollow();
  const overview = useAnalyticsOverview(WEEK);
  return (
    <section aria-label={HEADING} data-testid="this-week">
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <Link href={appHref(paths.analytics())} onFollow={follow}>
                {SEE_ALL}
              </Link>
            }
          >
            {HEADING}
          </Header>
        }
      >
        {overview.isError ? (
          <LoadError header={LOAD_FAILED} message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
        ) : overview.data ? (
          <Week overview={overview.data} />
        ) : (
          <Skeleton variant="text-heading-l" width="100%" />
        )}
      </Container>
    </section>
  );
}
