// Dashboard (/): global search, four stat cards, quick actions, notifications and the owner
// invite panel slot. The summary comes from one GET /dashboard; a failure shows Retry.
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { InvitePanelSlot } from './InvitePanelSlot.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import { QuickActions } from './QuickActions.tsx';
import { StatCards } from './StatCards.tsx';
import { GlobalSearch } from './search/GlobalSearch.tsx';
import { useDashboard } from './use-dashboard.ts';
import './dashboard.css';

const PAGE_TITLE = 'Marketing Dashboard';
const LOAD_FAILED = "We couldn't load your dashboard.";
const RETRY = 'Retry';

export default function DashboardPage() {
  usePageTitle(PAGE_TITLE);
  const { state, reload, markNotificationsRead } = useDashboard();
  const summary = state.status === 'ready' ? state.summary : null;

  return (
    <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
      <SpaceBetween size="l">
        <GlobalSearch />
        {state.status === 'error' ? (
          <Alert type="error" header={LOAD_FAILED} action={<Button onClick={reload}>{RETRY}</Button>} data-testid="dashboard-error">
            {state.message}
          </Alert>
        ) : (
          <>
            <StatCards summary={summary} />
            <Grid gridDefinition={[{ colspan: { default: 12, m: 6 } }, { colspan: { default: 12, m: 6 } }]}>
              <QuickActions />
              <NotificationsCard notifications={summary?.notifications ?? null} onAllRead={markNotificationsRead} />
            </Grid>
          </>
        )}
        <InvitePanelSlot />
      </SpaceBetween>
    </ContentLayout>
  );
}
