// A campaign's progress and results on its page. Progress: scheduled, published and failed
// posts, and a mini calendar of the campaign's months with each day's posts (days outside the
// campaign dimmed). Results: clicks on its links, impressions, engagements and its best post.
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { ReactNode } from 'react';
import type { CampaignDayProgress, CampaignProgress as Progress } from '#contracts/campaign-progress';
import type { Campaign } from '#contracts/campaigns';
import { errorMessage } from '../../app/errors.ts';
import { LoadError } from '../../components/common/states.tsx';
import { useCampaignProgress } from '../../queries/campaigns.ts';
import { campaignMonths, dayText, type MonthCells } from './mini-calendar.ts';
import { dayStyle, dotStyle, weekdayStyle } from './campaign-styles.ts';
import './campaigns.css';

const PROGRESS = 'Progress';
const PROGRESS_HINT = 'Posts scheduled into this campaign, by the day they go out.';
const RESULTS = 'Results';
const RESULTS_HINT = 'What the campaign’s published posts achieved so far.';
const LOADING = 'Loading the campaign’s posts…';
const LOAD_FAILED = 'The campaign’s progress could not be loaded';
const NO_POSTS = 'No posts in this campaign yet. Schedule one here, or choose this campaign when you schedule a draft.';
const NO_RESULTS = 'Results show once a post of the campaign is published.';
const NO_BEST = 'None yet';
const VIEW_POST = 'View the live post';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const number = new Intl.NumberFormat('en-GB');

function MonthTable({ month, days }: { month: MonthCells; days: ReadonlyMap<string, CampaignDayProgress> }) {
  return (
    <table className="campaign-month">
      <caption>{month.label}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col" abbr={day} style={weekdayStyle}>
              {day.slice(0, 1)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week, i) => (
          <tr key={i}>
            {week.map((cell, j) => {
              if (!cell) return <td key={j} />;
              const progress = days.get(cell.date);
              return (
                <td key={j} className="campaign-day" style={dayStyle(cell.inCampaign)} data-testid={progress ? 'campaign-day' : undefined}>
                  <span aria-hidden="true">{cell.day}</span>
                  <span className="markk-visually-hidden">{dayText(cell.date, progress)}</span>
                  {progress && (
                    <span className="campaign-dots" aria-hidden="true">
                      {progress.published > 0 && (
                        <span className="campaign-dot" style={dotStyle('published')}>
                          {progress.published}
                        </span>
                      )}
                      {progress.scheduled > 0 && (
                        <span className="campaign-dot" style={dotStyle('scheduled')}>
                          {progress.scheduled}
                        </span>
                      )}
                      {progress.failed > 0 && (
                        <span className="campaign-dot" style={dotStyle('failed')}>
                          {progress.failed}
                        </span>
                      )}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProgressView({ campaign, progress, actions }: { campaign: Campaign; progress: Progress; actions: ReactNode }) {
  const days = new Map(progress.days.map((day) => [day.date, day]));
  const { totals, results } = progress;
  const posts = totals.scheduled + totals.published + totals.failed;
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={PROGRESS_HINT} actions={actions}>
            {PROGRESS}
          </Header>
        }
      >
        <SpaceBetween size="m">
          <KeyValuePairs
            columns={3}
            items={[
              { label: 'Scheduled', value: <span data-testid="campaign-scheduled">{totals.scheduled}</span> },
              { label: 'Published', value: <span data-testid="campaign-published">{totals.published}</span> },
              { label: 'Failed', value: <span data-testid="campaign-failed">{totals.failed}</span> },
            ]}
          />
          {posts === 0 && <Box color="text-body-secondary">{NO_POSTS}</Box>}
          <div className="campaign-months">
            {campaignMonths(campaign.startDate, campaign.endDate).map((month) => (
              <MonthTable key={month.key} month={month} days={days} />
            ))}
          </div>
          <Box variant="small" color="text-body-secondary">
            <span className="campaign-dot" style={dotStyle('published')}>
              n
            </span>{' '}
            published{' '}
            <span className="campaign-dot" style={dotStyle('scheduled')}>
              n
            </span>{' '}
            scheduled{' '}
            <span className="campaign-dot" style={dotStyle('failed')}>
              n
            </span>{' '}
            failed
          </Box>
        </SpaceBetween>
      </Container>
      <Container
        header={
          <Header variant="h2" description={RESULTS_HINT}>
            {RESULTS}
          </Header>
        }
      >
        {totals.published === 0 ? (
          <Box color="text-body-secondary">{NO_RESULTS}</Box>
        ) : (
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Clicks', value: <span data-testid="campaign-clicks">{number.format(results.clicks)}</span> },
              { label: 'Impressions', value: number.format(results.impressions) },
              { label: 'Engagements', value: number.format(results.engagements) },
              {
                label: 'Best post',
                value: results.bestPost ? (
                  <SpaceBetween size="xxs">
                    <span data-testid="campaign-best-post">{results.bestPost.caption}</span>
                    <Box variant="small">
                      {number.format(results.bestPost.engagements)} engagements, {number.format(results.bestPost.clicks)} clicks
                    </Box>
                    {results.bestPost.url && (
                      <Link href={results.bestPost.url} external>
                        {VIEW_POST}
                      </Link>
                    )}
                  </SpaceBetween>
                ) : (
                  NO_BEST
                ),
              },
            ]}
          />
        )}
      </Container>
    </SpaceBetween>
  );
}

/** Progress and results of `campaign`; `actions` go in the progress header (Schedule a post, View on calendar). */
export function CampaignProgress({ campaign, actions }: { campaign: Campaign; actions: ReactNode }) {
  const progress = useCampaignProgress(campaign.id);
  if (progress.isPending)
    return (
      <Box textAlign="center" color="text-body-secondary">
        <Spinner /> {LOADING}
      </Box>
    );
  if (progress.isError)
    return <LoadError header={LOAD_FAILED} message={errorMessage(progress.error)} onRetry={() => void progress.refetch()} retrying={progress.isFetching} />;
  return <ProgressView campaign={campaign} progress={progress.data} actions={actions} />;
}
