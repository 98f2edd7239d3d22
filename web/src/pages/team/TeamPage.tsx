// Team Management (/team, spec 02 §2.9): the invite form, the members table and, for owners
// and admins, the pending invitations. With no team: "No team found", the hint that teams are
// made at sign-up, and Refresh Page (the team auto-setup makes one on the next load).
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { errorMessage } from '../../app/errors.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { LoadError } from '../../components/common/states.tsx';
import { useTeam } from '../../queries/team.ts';
import { InviteForm } from './InviteForm.tsx';
import { MembersTable } from './MembersTable.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import { PAGE_TITLE, ROLE_LABELS, canManage } from './team-messages.ts';

const LOADING = 'Loading your team…';
const LOAD_ERROR = 'Could not load your team';
const NO_TEAM = 'No team found';
const NO_TEAM_HINT = 'Teams are created automatically when you sign up. Refresh the page to set up yours.';
const REFRESH = 'Refresh Page';
const description = (teamName: string, role: string) => `${teamName} · You are ${role.toLowerCase()}`;

export default function TeamPage() {
  usePageTitle(PAGE_TITLE);
  const team = useTeam();

  let body;
  let subtitle: string | undefined;
  if (team.isPending) {
    body = (
      <Container>
        <Box textAlign="center" color="text-body-secondary">
          <Spinner /> {LOADING}
        </Box>
      </Container>
    );
  } else if (team.isError) {
    body = <LoadError header={LOAD_ERROR} message={errorMessage(team.error)} onRetry={() => void team.refetch()} retrying={team.isFetching} />;
  } else if (!team.data.team) {
    body = (
      <Container data-testid="no-team">
        <SpaceBetween size="s">
          <Box variant="h2">{NO_TEAM}</Box>
          <Box color="text-body-secondary">{NO_TEAM_HINT}</Box>
          <Box>
            <Button onClick={() => window.location.reload()}>{REFRESH}</Button>
          </Box>
        </SpaceBetween>
      </Container>
    );
  } else {
    const { team: summary, myRole, members, invitations } = team.data;
    subtitle = myRole ? description(summary.name, ROLE_LABELS[myRole]) : summary.name;
    body = (
      <SpaceBetween size="l">
        <InviteForm teamName={summary.name} myRole={myRole} hasTeam />
        <MembersTable teamName={summary.name} members={members} myRole={myRole} />
        {canManage(myRole) && <PendingInvitations invitations={invitations} />}
      </SpaceBetween>
    );
  }

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={subtitle && <span data-testid="team-summary">{subtitle}</span>}>
          {PAGE_TITLE}
        </Header>
      }
    >
      {body}
    </ContentLayout>
  );
}
