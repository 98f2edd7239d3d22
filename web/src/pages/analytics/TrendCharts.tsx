// "Clicks and engagement over time": clicks and engagements by day on one chart, impressions
// (counted in far larger numbers) on their own below it. Each chart's description says its
// totals and best day in words, for anyone who cannot see the lines.
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import LineChart from '@cloudscape-design/components/line-chart';
import type { ReactNode } from 'react';
import type { Overview } from '#contracts/analytics-overview';
import { dayDate, formatCompact, formatCount, shortDay } from '../../lib/analytics-format.ts';
import { chartStatus } from './chart-status.ts';
import { clicksHint, postsHint, SetupHint } from './SetupHint.tsx';

const HEADING = 'Clicks and engagement over time';
const ENGAGEMENT_CHART = 'Clicks and engagements by day';
const IMPRESSIONS_CHART = 'Impressions by day';
const LOADING = 'Loading the days…';
const NOTHING_YET = 'Nothing counted in these days yet.';
const DAY = 'Day (UTC)';

type Day = Overview['series'][number];
type Measure = 'clicks' | 'engagements' | 'impressions';
const LABEL: Record<Measure, string> = { clicks: 'Clicks', engagements: 'Engagements', impressions: 'Impressions' };

/** "412 clicks in 30 days, most on Nov 5 (40)." */
export function seriesSummary(series: readonly Day[], measure: Measure): string {
  const total = series.reduce((sum, day) => sum + day[measure], 0);
  const best = series.reduce<Day | null>((top, day) => (day[measure] > (top?.[measure] ?? 0) ? day : top), null);
  const label = LABEL[measure].toLowerCase();
  const days = series.length === 1 ? '1 day' : `${series.length} days`;
  return best ? `${formatCount(total)} ${label} in ${days}, most on ${shortDay(best.day)} (${formatCount(best[measure])}).` : `No ${label} in ${days}.`;
}

export function DayChart({
  series,
  measures,
  title,
  loading,
  empty,
}: {
  series: readonly Day[];
  measures: Measure[];
  title: string;
  loading: boolean;
  empty: ReactNode;
}) {
  const counted = series.some((day) => measures.some((measure) => day[measure] > 0));
  return (
    <div>
      <Box variant="h3">{title}</Box>
      <LineChart
        series={
          counted
            ? measures.map((measure) => ({
                title: LABEL[measure],
                type: 'line' as const,
                data: series.map((day) => ({ x: dayDate(day.day), y: day[measure] })),
                valueFormatter: formatCount,
              }))
            : []
        }
        xScaleType="time"
        xTitle={DAY}
        xTickFormatter={shortDay}
        yTickFormatter={formatCompact}
        height={200}
        ariaLabel={title}
        ariaDescription={measures.map((measure) => seriesSummary(series, measure)).join(' ')}
        {...chartStatus(loading, LOADING, empty)}
      />
    </div>
  );
}

export function TrendCharts({ overview, loading }: { overview: Overview; loading: boolean }) {
  const { series, sources } = overview;
  return (
    <Container header={<Header variant="h2">{HEADING}</Header>}>
      <ColumnLayout columns={2} minColumnWidth={280}>
        <DayChart
          series={series}
          measures={['clicks', 'engagements']}
          title={ENGAGEMENT_CHART}
          loading={loading}
          empty={<SetupHint title={NOTHING_YET} hint={clicksHint(sources)} />}
        />
        <DayChart
          series={series}
          measures={['impressions']}
          title={IMPRESSIONS_CHART}
          loading={loading}
          empty={<SetupHint title={NOTHING_YET} hint={postsHint(sources)} />}
        />
      </ColumnLayout>
    </Container>
  );
}
