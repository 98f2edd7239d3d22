// The results of one range, top to bottom as a café owner reads them: insights, the four
// totals, clicks and engagement by day, top posts, clicks by network, then Premium's
// breakdowns — of every post and link, or of the campaign chosen at the top of the page. A range
// the plan does not cover shows the server's reason with Upgrade.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { OverviewQuery, PostResult, Range } from '#contracts/analytics-overview';
import { errorMessage } from '../../app/errors.ts';
import { LoadError } from '../../components/common/states.tsx';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { rangeText } from '../../lib/analytics-format.ts';
import { csvFileName } from '../../lib/csv.ts';
import { isPlanLimit, useAnalyticsOverview } from '../../queries/analytics-overview.ts';
import { BreakdownsSection } from './BreakdownsSection.tsx';
import { ClicksByNetwork } from './ClicksByNetwork.tsx';
import { Insights } from './Insights.tsx';
import { PostDetailModal } from './PostDetailModal.tsx';
import { TopPostsTable } from './TopPostsTable.tsx';
import { TotalsCards } from './TotalsCards.tsx';
import { TrendCharts } from './TrendCharts.tsx';

const LOADING = 'Loading your results…';
const UPDATING = 'Updating…';
const LOAD_FAILED = 'Your results could not be loaded';
const TOP_POSTS_FILE = 'top posts';
const rangeLine = (range: Range) => `${rangeText(range)}, compared with ${rangeText({ from: range.previousFrom, to: range.previousTo })} (days in UTC)`;

export function OverviewSection({ range }: { range: OverviewQuery }) {
  const overview = useAnalyticsOverview(range);
  const [detailOf, setDetailOf] = useState<PostResult | null>(null);

  if (overview.isError) {
    return isPlanLimit(overview.error) ? (
      <Alert type="info" data-testid="range-upgrade" action={<UpgradeButton />}>
        {overview.error.message}
      </Alert>
    ) : (
      <LoadError
        header={LOAD_FAILED}
        message={errorMessage(overview.error)}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
        data-testid="analytics-error"
      />
    );
  }
  if (!overview.data) return <StatusIndicator type="loading">{LOADING}</StatusIndicator>;

  const data = overview.data;
  // The last range's numbers stay while the next one loads; the range line says which they are.
  const updating = overview.isPlaceholderData;
  return (
    <SpaceBetween size="l">
      <div aria-live="polite" data-testid="analytics-range">
        {updating ? <StatusIndicator type="loading">{UPDATING}</StatusIndicator> : <Box color="text-body-secondary">{rangeLine(data.range)}</Box>}
      </div>
      <Insights overview={data} />
      <TotalsCards overview={data} />
      <TrendCharts overview={data} loading={updating} />
      <TopPostsTable
        overview={data}
        loading={updating}
        fileName={csvFileName(TOP_POSTS_FILE, data.range)}
        onDetails={data.advanced ? setDetailOf : undefined}
      />
      <ClicksByNetwork overview={data} loading={updating} />
      <BreakdownsSection range={range} advanced={data.advanced} />
      <PostDetailModal post={detailOf} onClose={() => setDetailOf(null)} />
    </SpaceBetween>
  );
}
