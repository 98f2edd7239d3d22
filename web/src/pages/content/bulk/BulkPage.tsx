// /content/bulk: bulk generation (Enterprise). Start a run of 10–500 posts (a campaign or dates,
// networks, formats, a count, optionally a CSV of topics, products or offers), watch each post
// being written with the time left and Cancel, then review the drafts: approve, regenerate,
// retry failed ones, or schedule a selection into free slots. Lower plans see why it is
// Enterprise and the way to upgrade.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BULK_MESSAGES } from '#contracts/bulk';
import { PLAN_LIMITS } from '#contracts/plans';
import { errorMessage } from '../../../app/errors.ts';
import { useRouteTitle } from '../../../app/routing/app-route.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useFollow } from '../../../app/routing/use-follow.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { appHref } from '../../../app/workspace.ts';
import { LoadError } from '../../../components/common/states.tsx';
import { UpgradeButton } from '../../../components/common/upgrade.tsx';
import { NETWORK_LABELS } from '../../../lib/publishing.ts';
import { subscriptionQuery } from '../../../queries/billing.ts';
import { useBulkRun, useLatestBulkRun } from '../../../queries/bulk.ts';
import { useConnections } from '../../../queries/publishing.ts';
import { BulkForm } from './BulkForm.tsx';
import { BulkProgress } from './BulkProgress.tsx';
import { BulkTable } from './BulkTable.tsx';
import { AccountPicker } from '../../../components/schedule-post/AccountPicker.tsx';

const DESCRIPTION = 'Up to 500 posts in one run, written for your brand, checked, and kept as drafts for you to review and schedule.';
const BACK = 'Back to Content';
const NEW_RUN = 'New bulk run';
const LOAD_FAILED = 'Your bulk run could not be loaded';
const FAILED = 'The bulk run stopped';
const ACCOUNTS = 'Schedule to';
const ACCOUNTS_HINT = 'Each scheduled post goes to the chosen accounts of its network (or to all of them when none is of its network).';
const NO_ACCOUNTS = 'Connect an account on the calendar before scheduling.';
const FINISHED = (done: number, count: number) => `${done} of ${count} posts written.`;

export default function BulkPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const follow = useFollow();
  const subscription = useQuery(subscriptionQuery());
  const allowed = subscription.data ? PLAN_LIMITS[subscription.data.subscription_tier].bulkGeneration : null;
  const latest = useLatestBulkRun(allowed === true);
  const connections = useConnections();
  const [startedId, setStartedId] = useState<string | null>(null);
  const [newRun, setNewRun] = useState(false);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const runId = newRun ? null : (startedId ?? latest.data?.run?.runId ?? null);
  const query = useBulkRun(runId);
  const run = query.data?.run ?? null;
  const accounts = (connections.data?.accounts ?? []).filter((a) => a.state === 'connected' || a.state === 'expiring');
  const accountIds = chosen ?? accounts.map((a) => a.id);
  const running = run?.status === 'running';

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={DESCRIPTION}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              {allowed && run && !running && <Button onClick={() => setNewRun(true)}>{NEW_RUN}</Button>}
              <Button href={appHref(paths.content())} onFollow={follow}>
                {BACK}
              </Button>
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {allowed === null && <Spinner />}
        {allowed === false && (
          <Alert type="info" action={<UpgradeButton />}>
            {BULK_MESSAGES.enterprise}
          </Alert>
        )}
        {allowed && latest.isPending && <Spinner />}
        {allowed && !latest.isPending && !run && !query.isFetching && (
          <BulkForm
            onStarted={(started) => {
              setNewRun(false);
              setStartedId(started.runId);
            }}
          />
        )}
        {(latest.isError || query.isError) && (
          <LoadError
            header={LOAD_FAILED}
            message={errorMessage(latest.error ?? query.error)}
            onRetry={() => void (latest.isError ? latest.refetch() : query.refetch())}
            retrying={latest.isFetching || query.isFetching}
          />
        )}
        {run && <BulkProgress run={run} />}
        {run?.status === 'failed' && (
          <Alert type="error" header={FAILED}>
            {run.error}
          </Alert>
        )}
        {run && !running && (
          <Container>
            <SpaceBetween size="s">
              <Box>{FINISHED(run.counts.done, run.count)}</Box>
              <AccountPicker
                label={ACCOUNTS}
                description={ACCOUNTS_HINT}
                none={NO_ACCOUNTS}
                accounts={accounts}
                chosen={accountIds}
                onChange={setChosen}
                labelOf={(account) => `${account.name} (${NETWORK_LABELS[account.network]})`}
              />
            </SpaceBetween>
          </Container>
        )}
        {run && <BulkTable run={run} accountIds={accountIds} />}
      </SpaceBetween>
    </ContentLayout>
  );
}
