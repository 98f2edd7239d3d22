// The four totals of the range (clicks, impressions, engagement rate, posts published), each
// with its change against the period just before it.
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { Overview } from '#contracts/analytics-overview';
import { TotalChange } from '../../components/analytics/TotalChange.tsx';
import { formatTotal } from '../../lib/analytics-format.ts';

const HEADING = 'Totals';
const TOTALS: { key: keyof Overview['totals']; label: string; kind: 'count' | 'rate' }[] = [
  { key: 'clicks', label: 'Clicks', kind: 'count' },
  { key: 'impressions', label: 'Impressions', kind: 'count' },
  { key: 'engagementRate', label: 'Engagement rate', kind: 'rate' },
  { key: 'postsPublished', label: 'Posts published', kind: 'count' },
];

export function TotalsCards({ overview }: { overview: Overview }) {
  const { totals, range } = overview;
  return (
    <Container header={<Header variant="h2">{HEADING}</Header>} data-testid="analytics-totals">
      <KeyValuePairs
        columns={4}
        minColumnWidth={150}
        items={TOTALS.map(({ key, label, kind }) => ({
          label,
          value: (
            <div data-testid={`total-${key}`}>
              <Box variant="awsui-value-large" tagOverride="span">
                {formatTotal(totals[key], kind)}
              </Box>
              <TotalChange change={totals[key].change} days={range.days} />
            </div>
          ),
        }))}
      />
    </Container>
  );
}
