// /campaigns: the owner's campaigns, newest first, with their dates, networks, budget and where
// each is in time (planned, running, ended); archived ones behind "Show archived". "New
// campaign" opens the form; a plan without campaigns sees why, and the way to Premium, and
// still reads the campaigns it ran before.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { CAMPAIGN_MESSAGES, type Campaign } from '#contracts/campaigns';
import { errorMessage } from '../../app/errors.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { useCampaigns } from '../../queries/campaigns.ts';
import { budgetText, dateRange, networksText, PHASE_INDICATORS, PHASE_LABELS, useCanRunCampaigns } from './campaign-view.ts';
import { appHref } from '../../app/workspace.ts';

const DESCRIPTION = 'Group a season’s posts, images and links around one goal, and see how it went.';
const NEW = 'New campaign';
const SHOW_ARCHIVED = 'Show archived';
const LOADING = 'Loading your campaigns…';
const LOAD_FAILED = 'Your campaigns could not be loaded';
const EMPTY_TITLE = 'No campaigns yet.';
const EMPTY_TEXT = 'Create one for your next launch, offer or event.';
const ALL_ARCHIVED = 'Every campaign is archived.';
const ALL_ARCHIVED_TEXT = 'Turn on “Show archived” to see them.';
const LOAD_MORE = 'Load more';
const TABLE_LABEL = 'Your campaigns';

export default function CampaignsPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const follow = useFollow();
  const canRun = useCanRunCampaigns();
  const campaigns = useCampaigns();
  const [showArchived, setShowArchived] = useState(false);
  const all = campaigns.data?.pages.flatMap((page) => page.campaigns) ?? [];
  const items = showArchived ? all : all.filter((c) => !c.archived);
  const newHref = paths.campaignNew();

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={DESCRIPTION}
          actions={
            canRun && (
              <Button variant="primary" href={appHref(newHref)} onFollow={follow}>
                {NEW}
              </Button>
            )
          }
        >
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {canRun === false && (
          <Alert type="info" action={<UpgradeButton />}>
            {CAMPAIGN_MESSAGES.premium}
          </Alert>
        )}
        {campaigns.isError ? (
          <LoadError header={LOAD_FAILED} message={errorMessage(campaigns.error)} onRetry={() => void campaigns.refetch()} retrying={campaigns.isFetching} />
        ) : (
          <Table<Campaign>
            header={
              <Header
                counter={campaigns.data ? `(${items.length}${campaigns.hasNextPage ? '+' : ''})` : undefined}
                actions={
                  <Toggle checked={showArchived} onChange={({ detail }) => setShowArchived(detail.checked)}>
                    {SHOW_ARCHIVED}
                  </Toggle>
                }
              >
                {TABLE_LABEL}
              </Header>
            }
            variant="container"
            items={items}
            loading={campaigns.isPending}
            loadingText={LOADING}
            trackBy="id"
            wrapLines
            empty={
              all.length > 0 ? (
                <EmptyState title={ALL_ARCHIVED} description={ALL_ARCHIVED_TEXT} />
              ) : (
                <EmptyState
                  title={EMPTY_TITLE}
                  description={EMPTY_TEXT}
                  action={
                    canRun && (
                      <Button href={appHref(newHref)} onFollow={follow}>
                        {NEW}
                      </Button>
                    )
                  }
                />
              )
            }
            ariaLabels={{ tableLabel: TABLE_LABEL }}
            columnDefinitions={[
              {
                id: 'name',
                header: 'Name',
                isRowHeader: true,
                cell: (campaign) => (
                  <Link href={appHref(paths.campaign(campaign.id))} onFollow={follow}>
                    {campaign.name}
                  </Link>
                ),
              },
              { id: 'goal', header: 'Goal', cell: (campaign) => campaign.goal },
              { id: 'dates', header: 'Dates', cell: dateRange },
              {
                id: 'phase',
                header: 'Status',
                cell: (campaign) => <StatusIndicator type={PHASE_INDICATORS[campaign.phase]}>{PHASE_LABELS[campaign.phase]}</StatusIndicator>,
              },
              { id: 'networks', header: 'Networks', cell: networksText },
              { id: 'budget', header: 'Budget', cell: budgetText },
            ]}
            footer={
              campaigns.hasNextPage ? (
                <Box textAlign="center">
                  <Button onClick={() => void campaigns.fetchNextPage()} loading={campaigns.isFetchingNextPage}>
                    {LOAD_MORE}
                  </Button>
                </Box>
              ) : undefined
            }
          />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
