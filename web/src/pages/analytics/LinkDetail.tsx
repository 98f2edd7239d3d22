// One link's clicks: a bar per day over the last 30 days (UTC), and its top countries and referrers.
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { CountEntry } from '#contracts/analytics';
import { errorMessage } from '../../app/errors.ts';
import { EmptyNote, LoadError } from '../../components/common/states.tsx';
import { useLink } from '../../queries/analytics.ts';

const CHART_TITLE = 'Clicks per day, last 30 days (UTC)';
const COUNTRIES = 'Top countries';
const REFERRERS = 'Top referrers';
const NONE_YET = 'No clicks yet.';
const LOADING = 'Loading the link’s clicks…';
const LOAD_FAILED = 'This link’s clicks could not be loaded';
const CLOSE = 'Close';

const shortDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function CountList({ title, entries, testId }: { title: string; entries: CountEntry[]; testId: string }) {
  return (
    <div>
      <Box variant="h3">{title}</Box>
      {entries.length === 0 ? (
        <EmptyNote>{NONE_YET}</EmptyNote>
      ) : (
        <ol data-testid={testId}>
          {entries.map((entry) => (
            <li key={entry.name}>
              {entry.name}: {entry.clicks}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function LinkDetail({ linkId, onClose }: { linkId: string; onClose: () => void }) {
  const detail = useLink(linkId);
  if (detail.isError) {
    return <LoadError header={LOAD_FAILED} message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  }
  if (!detail.data) {
    return (
      <Container>
        <Box textAlign="center">
          <Spinner /> {LOADING}
        </Box>
      </Container>
    );
  }
  const { link, days, countries, referrers } = detail.data;
  const total = days.reduce((sum, d) => sum + d.clicks, 0);
  return (
    <Container
      data-testid="link-detail"
      header={
        <Header variant="h2" description={link.shortUrl} actions={<Button onClick={onClose}>{CLOSE}</Button>}>
          {link.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <BarChart
          series={[{ title: 'Clicks', type: 'bar', data: days.map((d) => ({ x: shortDay(d.day), y: d.clicks })) }]}
          xScaleType="categorical"
          xTitle="Day"
          yTitle="Clicks"
          height={220}
          hideFilter
          hideLegend
          ariaLabel={CHART_TITLE}
          ariaDescription={`${total} clicks in the last 30 days; ${days.at(-1)?.clicks ?? 0} today.`}
          empty={<EmptyNote>{NONE_YET}</EmptyNote>}
          i18nStrings={{ xTickFormatter: (x) => String(x) }}
        />
        <Box data-testid="link-today" color="text-body-secondary">
          Today: {days.at(-1)?.clicks ?? 0} · Last 30 days: {total}
        </Box>
        <ColumnLayout columns={2}>
          <CountList title={COUNTRIES} entries={countries} testId="link-countries" />
          <CountList title={REFERRERS} entries={referrers} testId="link-referrers" />
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
