// The plan page's "Usage by workspace" (issue 29): this month's AI credits and the library's
// assets of each workspace, shown once the account has more than one.
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { WorkspaceView } from '#contracts/workspaces';
import { useWorkspaces } from '../../queries/workspaces.ts';

const HEADING = 'Usage by workspace';
const DESCRIPTION = 'AI credits this month and library assets, counted per workspace.';
const WORKSPACE = 'Workspace';
const AI_CREDITS = 'AI credits this month';
const LIBRARY_ASSETS = 'Library assets';

const count = (value: number) => value.toLocaleString('en-US');

const columns: TableProps.ColumnDefinition<WorkspaceView>[] = [
  { id: 'workspace', header: WORKSPACE, cell: (workspace) => workspace.name, isRowHeader: true },
  { id: 'aiCredits', header: AI_CREDITS, cell: (workspace) => count(workspace.usage.aiCredits) },
  { id: 'libraryAssets', header: LIBRARY_ASSETS, cell: (workspace) => count(workspace.usage.libraryAssets) },
];

export function WorkspaceUsage() {
  const list = useWorkspaces();
  const workspaces = list.data?.workspaces ?? [];
  if (workspaces.length < 2) return null;
  return (
    <Table<WorkspaceView>
      data-testid="workspace-usage"
      variant="container"
      header={
        <Header variant="h2" description={DESCRIPTION}>
          {HEADING}
        </Header>
      }
      columnDefinitions={columns}
      items={workspaces}
      trackBy="workspaceId"
      wrapLines
    />
  );
}
