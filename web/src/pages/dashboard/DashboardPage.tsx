// Dashboard (/): global search, four stat cards, this week's results, your content drafts, quick actions,
// notifications and the owner invite panel slot. The summary comes from one GET /dashboard; a failure shows Retry.
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect } from 'react';
import { errorMessage } from '../../app/errors.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { LoadError } from '../../components/common/states.tsx';
import { useDashboardSummary } from '../../queries/dashboard.ts';
import { InvitePanelSlot } from './InvitePanelSlot.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import { QuickActions } from './QuickActions.tsx';
import { StatCards } from './StatCards.tsx';
import { ThisWeekCard } from './ThisWeekCard.tsx';
import { YourContentCard } from './YourContentCard.tsx';
import { GlobalSearch } from './search/GlobalSearch.tsx';
import { useRouteTitle } from '../../app/routing/app-route.ts';

const LOAD_FAILED = "We couldn't load your dashboard.";

export default function DashboardPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const summary = useDashboardSummary();

  useEffect(() => {
    // The spec only logs dashboard failures; we log and show a Retry as well.
    if (summary.error) console.error('Dashboard failed to load', summary.error);
  }, [summary.error]);

  return (
    <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
      <SpaceBetween size="l">
        <GlobalSearch />
        {summary.isError ? (
          <LoadError
            header={LOAD_FAILED}
            message={errorMessage(summary.error)}
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
            data-testid="dashboard-error"
          />
        ) : (
          // Its own SpaceBetween: the outer one spaces its direct children only, not a fragment's.
          <SpaceBetween size="l">
            <StatCards summary={summary.data ?? null} />
            <ThisWeekCard />
            <YourContentCard drafts={summary.data ? (summary.data.drafts ?? { post: 0, email: 0, blog: 0, doc: 0, total: 0 }) : null} />
            <Grid gridDefinition={[{ colspan: { default: 12, m: 6 } }, { colspan: { default: 12, m: 6 } }]}>
              <QuickActions />
              <NotificationsCard notifications={summary.data?.notifications ?? null} />
            </Grid>
          </SpaceBetween>
        )}
        <InvitePanelSlot />
      </SpaceBetween>
    </ContentLayout>
  );
}
