// /calendar/plan: "Plan my next 30 days" (Premium). Start a plan (for a campaign, if one is
// chosen), watch its real progress, then review its 30 drafts: approve the selected ones or all
// on the chosen accounts (each becomes a scheduled post on the calendar), write one again, or
// move one. Free owners see why it is Premium and the way to upgrade.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CONTENT_PLAN_MESSAGES, type ContentPlan } from '#contracts/content-plan';
import { PLAN_LIMITS } from '#contracts/plans';
import { errorMessage } from '../../../app/errors.ts';
import { useRouteTitle } from '../../../app/routing/app-route.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useFollow } from '../../../app/routing/use-follow.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { CampaignSelect } from '../../../components/campaigns/CampaignSelect.tsx';
import { LoadError } from '../../../components/common/states.tsx';
import { UpgradeButton } from '../../../components/common/upgrade.tsx';
import { subscriptionQuery } from '../../../queries/billing.ts';
import { useContentPlan, useLatestContentPlan, useStartContentPlan } from '../../../queries/content-plan.ts';
import { useConnections } from '../../../queries/publishing.ts';
import { PlanTable } from './PlanTable.tsx';
import { appHref } from '../../../app/workspace.ts';
import { AccountPicker } from '../../../components/schedule-post/AccountPicker.tsx';

const DESCRIPTION = 'A month of posts written for your brand, the season and your posting schedule, placed as drafts for you to review.';
const START = 'Plan my next 30 days';
const STARTING = 'Starting…';
const START_AGAIN = 'Plan again';
const CAMPAIGN = 'Campaign (optional)';
const CAMPAIGN_HINT = 'The posts follow its goal and link to its landing page.';
const NO_CAMPAIGN = 'No campaign';
const CREDITS = 'Takes 3 AI credits (one per 10 posts); Premium credits are unlimited. A plan that fails gives them back.';
const BACK = 'Back to the calendar';
const PROGRESS = 'Planning progress';
const LOAD_FAILED = 'Your plan could not be loaded';
const FAILED = 'The plan could not be made';
const ACCOUNTS = 'Post to';
const ACCOUNTS_HINT = 'Each approved post goes to the chosen accounts of its network (or to all of them when none is of its network).';
const NO_ACCOUNTS = 'Connect an account on the calendar’s “Connect accounts” before approving.';

const STEP_INDICATOR = { pending: 'pending', active: 'in-progress', done: 'success', failed: 'error' } as const;

function Progress({ plan }: { plan: ContentPlan }) {
  const active = plan.steps.find((s) => s.status === 'active' || s.status === 'failed');
  return (
    <Container header={<Header variant="h2">{START}</Header>}>
      <SpaceBetween size="m">
        <ProgressBar value={plan.percent} label={PROGRESS} description={active ? `${active.label}…` : undefined} />
        <SpaceBetween size="xxs">
          {plan.steps.map((step) => (
            <StatusIndicator key={step.key} type={STEP_INDICATOR[step.status as keyof typeof STEP_INDICATOR] ?? 'pending'}>
              {step.label}
            </StatusIndicator>
          ))}
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}

export default function ContentPlanPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const follow = useFollow();
  const subscription = useQuery(subscriptionQuery());
  const allowed = subscription.data ? PLAN_LIMITS[subscription.data.subscription_tier].contentPlan : null;
  const latest = useLatestContentPlan();
  const start = useStartContentPlan();
  const connections = useConnections();
  const [startedId, setStartedId] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[] | null>(null);
  // One id per click, kept while the same click is tried again.
  const requestId = useRef<string | null>(null);
  const planId = startedId ?? latest.data?.plan?.planId ?? null;
  const plan = useContentPlan(planId);
  const current = plan.data?.plan ?? null;
  const accounts = (connections.data?.accounts ?? []).filter((a) => a.state === 'connected' || a.state === 'expiring');
  const accountIds = chosen ?? accounts.map((a) => a.id);

  const onStart = () => {
    requestId.current ??= crypto.randomUUID();
    start.mutate(
      { requestId: requestId.current, ...(campaignId ? { campaignId } : {}) },
      {
        onSuccess: ({ plan: started }) => {
          requestId.current = null;
          setStartedId(started.planId);
        },
      },
    );
  };

  const running = current?.status === 'running';
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={DESCRIPTION}
          actions={
            <Button href={appHref(paths.calendar())} onFollow={follow}>
              {BACK}
            </Button>
          }
        >
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {allowed === false && (
          <Alert type="info" action={<UpgradeButton />}>
            {CONTENT_PLAN_MESSAGES.premium}
          </Alert>
        )}
        {allowed && !running && (
          <Container>
            <SpaceBetween size="m">
              <CampaignSelect value={campaignId} onChange={setCampaignId} noneLabel={NO_CAMPAIGN} label={CAMPAIGN} description={CAMPAIGN_HINT} />
              <Box variant="small">{CREDITS}</Box>
              {start.isError && <Alert type="error">{errorMessage(start.error)}</Alert>}
              <Button variant="primary" onClick={onStart} loading={start.isPending} loadingText={STARTING}>
                {current ? START_AGAIN : START}
              </Button>
            </SpaceBetween>
          </Container>
        )}
        {(latest.isError || plan.isError) && (
          <LoadError
            header={LOAD_FAILED}
            message={errorMessage(latest.error ?? plan.error)}
            onRetry={() => void (latest.isError ? latest.refetch() : plan.refetch())}
            retrying={latest.isFetching || plan.isFetching}
          />
        )}
        {current && current.status !== 'succeeded' && <Progress plan={current} />}
        {current?.status === 'failed' && (
          <Alert type="error" header={FAILED}>
            {current.error}
          </Alert>
        )}
        {current?.status === 'succeeded' && (
          <>
            {current.note && <Alert type="info">{current.note}</Alert>}
            <Container>
              <AccountPicker
                label={ACCOUNTS}
                description={ACCOUNTS_HINT}
                none={NO_ACCOUNTS}
                accounts={accounts}
                chosen={accountIds}
                onChange={setChosen}
                labelOf={(account) => `${account.name} (${account.network})`}
              />
            </Container>
            <PlanTable plan={current} accountIds={accountIds} />
          </>
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
