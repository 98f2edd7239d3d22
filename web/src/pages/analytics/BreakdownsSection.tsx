// Premium's "Breakdowns": the range's results by network, pillar, format and campaign (a tab
// each, each with its CSV), and the best times to post. On Growth, one upgrade message instead,
// and nothing is asked of the server. The page's campaign filter narrows them to one campaign's posts.
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { ADVANCED_ANALYTICS_LIMIT, type BreakdownRow, type Breakdowns, type BreakdownsQuery } from '#contracts/analytics-overview';
import { errorMessage } from '../../app/errors.ts';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { formatCount, formatPercent } from '../../lib/analytics-format.ts';
import { csvFileName, type CsvColumn } from '../../lib/csv.ts';
import { isPlanLimit, useAnalyticsBreakdowns } from '../../queries/analytics-overview.ts';
import { BestTimes } from './BestTimes.tsx';
import { CsvButton } from './CsvButton.tsx';

const HEADING = 'Breakdowns';
const DESCRIPTION = 'What worked best, by network, content pillar, format and campaign.';
const LOADING = 'Loading the breakdowns…';
const LOAD_FAILED = 'The breakdowns could not be loaded';
const NOTHING = 'No posts published in these days.';

const TABS: { id: keyof Pick<Breakdowns, 'byNetwork' | 'byPillar' | 'byFormat' | 'byCampaign'>; label: string; name: string }[] = [
  { id: 'byNetwork', label: 'By network', name: 'Network' },
  { id: 'byPillar', label: 'By pillar', name: 'Pillar' },
  { id: 'byFormat', label: 'By format', name: 'Format' },
  { id: 'byCampaign', label: 'By campaign', name: 'Campaign' },
];

/** A breakdown's columns, the first named for what it groups by; the table and its CSV share them. */
export const breakdownColumns = (name: string): (CsvColumn<BreakdownRow> & { id: string; shown: (row: BreakdownRow) => string })[] => [
  { id: 'name', header: name, value: (row) => row.name, shown: (row) => row.name },
  { id: 'posts', header: 'Posts', value: (row) => row.posts, shown: (row) => formatCount(row.posts) },
  { id: 'impressions', header: 'Impressions', value: (row) => row.impressions, shown: (row) => formatCount(row.impressions) },
  { id: 'engagements', header: 'Engagements', value: (row) => row.engagements, shown: (row) => formatCount(row.engagements) },
  { id: 'engagementRate', header: 'Engagement rate', value: (row) => formatPercent(row.engagementRate), shown: (row) => formatPercent(row.engagementRate) },
  { id: 'clicks', header: 'Clicks', value: (row) => row.clicks, shown: (row) => formatCount(row.clicks) },
];

function BreakdownTable({ rows, label, name, fileName }: { rows: BreakdownRow[]; label: string; name: string; fileName: string }) {
  const columns = breakdownColumns(name);
  return (
    <Table<BreakdownRow>
      header={
        <Header variant="h3" actions={<CsvButton label={label} fileName={fileName} columns={columns} rows={rows} />}>
          {label}
        </Header>
      }
      variant="embedded"
      items={rows}
      trackBy="name"
      wrapLines
      ariaLabels={{ tableLabel: label }}
      empty={<EmptyState title={NOTHING} />}
      columnDefinitions={columns.map(({ id, header, shown }) => ({ id, header, cell: shown, isRowHeader: id === 'name' }))}
    />
  );
}

export function BreakdownsSection({ range, advanced }: { range: BreakdownsQuery; advanced: boolean }) {
  const breakdowns = useAnalyticsBreakdowns(range, advanced);
  const header = (
    <Header variant="h2" description={DESCRIPTION}>
      {HEADING}
    </Header>
  );
  if (!advanced || isPlanLimit(breakdowns.error))
    return (
      <Container header={header} data-testid="analytics-breakdowns">
        <Alert type="info" data-testid="breakdowns-upgrade" action={<UpgradeButton />}>
          {isPlanLimit(breakdowns.error) ? breakdowns.error.message : ADVANCED_ANALYTICS_LIMIT}
        </Alert>
      </Container>
    );
  if (breakdowns.isError)
    return (
      <LoadError header={LOAD_FAILED} message={errorMessage(breakdowns.error)} onRetry={() => void breakdowns.refetch()} retrying={breakdowns.isFetching} />
    );
  if (!breakdowns.data)
    return (
      <Container header={header}>
        <StatusIndicator type="loading">{LOADING}</StatusIndicator>
      </Container>
    );
  const data = breakdowns.data;
  return (
    <SpaceBetween size="l">
      <Container header={header} data-testid="analytics-breakdowns">
        <Tabs
          ariaLabel={HEADING}
          tabs={TABS.map(({ id, label, name }) => ({
            id,
            label,
            content: <BreakdownTable rows={data[id]} label={label} name={name} fileName={csvFileName(`breakdown ${label}`, data.range)} />,
          }))}
        />
      </Container>
      <BestTimes bestTimes={data.bestTimes} />
    </SpaceBetween>
  );
}
