// "Clicks by network": a bar per network the range's clicks came from, most first; "Other"
// for tracked links made without a network.
import BarChart from '@cloudscape-design/components/bar-chart';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { ClickSource, Overview } from '#contracts/analytics-overview';
import { formatCompact, formatCount } from '../../lib/analytics-format.ts';
import { NETWORK_LABELS } from '../../lib/publishing.ts';
import { chartStatus } from './chart-status.ts';
import { clicksHint, SetupHint } from './SetupHint.tsx';

const HEADING = 'Clicks by network';
const NO_CLICKS = 'No clicks in these days yet.';
const LOADING = 'Loading the clicks…';
const NETWORK = 'Network';
const CLICKS = 'Clicks';

export const sourceLabel = (source: ClickSource) => (source === 'other' ? 'Other' : NETWORK_LABELS[source]);

/** "Instagram 40 clicks, Facebook 12 clicks." */
export const clicksSummary = (rows: Overview['clicksByNetwork']) =>
  rows.length === 0
    ? NO_CLICKS
    : `${rows.map((row) => `${sourceLabel(row.source)} ${formatCount(row.clicks)} ${row.clicks === 1 ? 'click' : 'clicks'}`).join(', ')}.`;

export function ClicksByNetwork({ overview, loading }: { overview: Overview; loading: boolean }) {
  const rows = overview.clicksByNetwork;
  return (
    <Container header={<Header variant="h2">{HEADING}</Header>} data-testid="clicks-by-network">
      <BarChart
        series={
          rows.length === 0
            ? []
            : [{ title: CLICKS, type: 'bar', data: rows.map((row) => ({ x: sourceLabel(row.source), y: row.clicks })), valueFormatter: formatCount }]
        }
        xScaleType="categorical"
        xTitle={NETWORK}
        yTitle={CLICKS}
        yTickFormatter={formatCompact}
        height={200}
        hideLegend
        ariaLabel={HEADING}
        ariaDescription={clicksSummary(rows)}
        {...chartStatus(loading, LOADING, <SetupHint title={NO_CLICKS} hint={clicksHint(overview.sources)} />)}
      />
    </Container>
  );
}
