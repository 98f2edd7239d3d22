// Settings › Workspaces (?tab=workspaces): the current workspace's name (renamed by its owner)
// and "New workspace", its client portal (white-label, the links' domain), its members and their
// roles (managed by admins and owners), and the permission table of the five roles, which
// everyone sees.
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { errorMessage } from '../../../app/errors.ts';
import { LoadError } from '../../../components/common/states.tsx';
import { NewWorkspaceButton } from '../../../components/workspaces/NewWorkspaceDialog.tsx';
import { useCurrentWorkspace } from '../../../queries/workspaces.ts';
import { PermissionTable } from './PermissionTable.tsx';
import { WorkspaceMembers } from './WorkspaceMembers.tsx';
import { WorkspaceNameForm } from './WorkspaceNameForm.tsx';
import { WhiteLabelForm } from './WhiteLabelForm.tsx';

const HEADING = 'This workspace';
const DESCRIPTION = 'Each workspace keeps its own brand kit, content, calendar, connected accounts, campaigns, images, analytics and projects.';
const LOADING = 'Loading the workspace…';
const LOAD_FAILED = 'Could not load the workspace';

export function WorkspacesTab() {
  const { list, workspace } = useCurrentWorkspace();
  let current;
  if (workspace) {
    current = (
      <>
        <Container
          header={
            <Header
              variant="h2"
              description={DESCRIPTION}
              actions={list.data && <NewWorkspaceButton extraAllowed={list.data.extraAllowed} extraUsed={list.data.extraUsed} />}
            >
              {HEADING}
            </Header>
          }
        >
          <WorkspaceNameForm key={workspace.name} workspace={workspace} />
        </Container>
        <WhiteLabelForm workspace={workspace} portalDomains={list.data?.portalDomains ?? []} />
        <WorkspaceMembers workspace={workspace} />
      </>
    );
  } else if (list.isError) {
    current = <LoadError header={LOAD_FAILED} message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else {
    current = <Box color="text-body-secondary">{LOADING}</Box>;
  }
  return (
    <SpaceBetween size="l">
      {current}
      <PermissionTable />
    </SpaceBetween>
  );
}
