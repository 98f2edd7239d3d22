// The four stat cards: Active Projects, Completed Tasks, Community Posts (each a link to its
// area) and Weekly Progress with its bar (completed this week × 10, capped at 100).
import ActionCard from '@cloudscape-design/components/action-card';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Skeleton from '@cloudscape-design/components/skeleton';
import type { DashboardSummary } from '#contracts/dashboard';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { appHref } from '../../app/workspace.ts';

const ACTIVE_PROJECTS = 'Active Projects';
const COMPLETED_TASKS = 'Completed Tasks';
const COMMUNITY_POSTS = 'Community Posts';
const WEEKLY_PROGRESS = 'Weekly Progress';
/** The week starts Monday 00:00 in the browser's time zone. */
const completedThisWeek = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'} completed this week`;

// Two by two on phones and narrow windows, one row of four from Cloudscape's `s` width.
const CARD_GRID = Array.from({ length: 4 }, () => ({ colspan: { default: 6, s: 3 } }));

function Value({ value }: { value: number | undefined }) {
  if (value === undefined) return <Skeleton variant="text-display-l" width="3ch" />;
  return (
    <Box variant="awsui-value-large" tagOverride="span">
      {value}
    </Box>
  );
}

function LinkCard({ title, href, value, testId }: { title: string; href: string; value: number | undefined; testId: string }) {
  const follow = useFollow();
  return (
    <ActionCard
      header={
        <Header variant="h3" headingTagOverride="h2">
          {title}
        </Header>
      }
      href={appHref(href)}
      onFollow={follow}
      ariaLabel={value === undefined ? title : `${title}: ${value}`}
      data-testid={testId}
    >
      <Value value={value} />
    </ActionCard>
  );
}

export function StatCards({ summary }: { summary: DashboardSummary | null }) {
  const weekly = summary?.weeklyProgress;
  return (
    <Grid gridDefinition={CARD_GRID}>
      <LinkCard title={ACTIVE_PROJECTS} href={paths.projects()} value={summary?.counts.activeProjects} testId="stat-active-projects" />
      <LinkCard title={COMPLETED_TASKS} href={paths.tasks()} value={summary?.counts.completedTasks} testId="stat-completed-tasks" />
      <LinkCard title={COMMUNITY_POSTS} href={paths.community()} value={summary?.counts.communityPosts} testId="stat-community-posts" />
      <Container
        header={
          <Header variant="h3" headingTagOverride="h2">
            {WEEKLY_PROGRESS}
          </Header>
        }
        fitHeight
        data-testid="stat-weekly-progress"
      >
        {weekly ? (
          <ProgressBar value={weekly.percent} additionalInfo={completedThisWeek(weekly.completedThisWeek)} ariaLabel={WEEKLY_PROGRESS} />
        ) : (
          <Skeleton variant="text-heading-l" width="100%" />
        )}
      </Container>
    </Grid>
  );
}
