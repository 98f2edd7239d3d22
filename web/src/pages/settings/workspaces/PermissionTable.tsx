// The role permission table every member sees (PERMISSIONS, the same table the server enforces):
// one row per permission, one column per role, ✓ or — with "Allowed" / "Not allowed" for screen readers.
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { PERMISSIONS, ROLE_LABELS, ROLE_ORDER, roleMay, type WorkspacePermission } from '#contracts/workspaces';

const HEADING = 'What each role may do';
const DESCRIPTION = 'Each role may do everything the roles to its right may, and more.';
const WHAT = 'What';
const ALLOWED = 'Allowed';
const NOT_ALLOWED = 'Not allowed';

type Row = (typeof PERMISSIONS)[number];

function Cell({ allowed }: { allowed: boolean }) {
  return (
    <Box textAlign="center" color={allowed ? 'text-status-success' : 'text-body-secondary'}>
      <span aria-hidden="true">{allowed ? '✓' : '—'}</span>
      <span className="markk-visually-hidden">{allowed ? ALLOWED : NOT_ALLOWED}</span>
    </Box>
  );
}

const columns: TableProps.ColumnDefinition<Row>[] = [
  { id: 'what', header: WHAT, cell: (row) => row.label, isRowHeader: true },
  ...ROLE_ORDER.map((role) => ({
    id: role,
    header: ROLE_LABELS[role],
    cell: (row: Row) => <Cell allowed={roleMay(role, row.permission)} />,
  })),
];

export function PermissionTable() {
  return (
    <Table<Row>
      data-testid="workspace-permissions"
      header={
        <Header variant="h2" description={DESCRIPTION}>
          {HEADING}
        </Header>
      }
      columnDefinitions={columns}
      items={[...PERMISSIONS]}
      trackBy={(row): WorkspacePermission => row.permission}
      wrapLines
      variant="container"
    />
  );
}
