// The members of the current workspace (Name, Email, Role). Admins and owners give a role to a
// team member, change a role and remove someone; the owner's role stays. Every change says so
// in a toast, and a refusal says why.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { ROLE_LABELS, roleMay, type AssignableRole, type WorkspaceRole, type WorkspaceView } from '#contracts/workspaces';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { EmptyState, LoadError } from '../../../components/common/states.tsx';
import { ResponsiveTable } from '../../../components/common/ResponsiveTable.tsx';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { useRemoveWorkspaceMember, useSetWorkspaceRole, useWorkspaceMembers } from '../../../queries/workspaces.ts';
import { GiveRoleForm, type Candidate } from './GiveRoleForm.tsx';
import { ROLE_OPTIONS, roleOf, roleOption } from './roles.ts';

const HEADING = 'Members';
const DESCRIPTION = 'Who works in this workspace, and what their role lets them do.';
const TABLE_LABEL = 'Members of this workspace';
const NAME = 'Name';
const EMAIL = 'Email';
const ROLE = 'Role';
const ACTIONS = 'Actions';
const LOADING = 'Loading members…';
const LOAD_FAILED = 'Could not load the members';
const EMPTY = 'No members yet';
const REMOVE = 'Remove';
const removeLabel = (name: string) => `Remove ${name} from this workspace`;
const roleLabel = (name: string) => `Role of ${name}`;
const REMOVE_TITLE = 'Remove from this workspace?';
const removeText = (name: string, workspace: string) => `${name} will no longer see or change anything in ${workspace}. They stay on your team.`;
const ROLE_GIVEN = 'Role given';
const roleGivenText = (name: string, role: AssignableRole) => `${name} is now ${ROLE_LABELS[role]} in this workspace.`;
const REMOVED = 'Removed';
const removedText = (name: string) => `${name} no longer has a role in this workspace.`;
const GIVE_ROLE_HEADING = 'Give a team member a role';
const ROLE_FAILED = 'Could not change the role';
const REMOVE_FAILED = 'Could not remove';

type Member = Candidate & { role: WorkspaceRole };

export function WorkspaceMembers({ workspace }: { workspace: WorkspaceView }) {
  const { toast } = useToast();
  const members = useWorkspaceMembers(workspace.workspaceId);
  const setRole = useSetWorkspaceRole(workspace.workspaceId);
  const remove = useRemoveWorkspaceMember(workspace.workspaceId);
  const [removing, setRemoving] = useState<Member | null>(null);
  const manager = roleMay(workspace.role, 'manage');
  const nameOf = (member: Candidate) => member.fullName || member.email;

  const give = (member: Candidate, role: AssignableRole) =>
    setRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast({ title: ROLE_GIVEN, description: roleGivenText(nameOf(member), role), variant: 'success' }),
        onError: (error) => toast({ title: ROLE_FAILED, description: errorMessage(error), variant: 'destructive' }),
      },
    );

  const confirmRemove = (member: Member) =>
    remove.mutate(member.userId, {
      onSuccess: () => toast({ title: REMOVED, description: removedText(nameOf(member)), variant: 'success' }),
      onError: (error) => toast({ title: REMOVE_FAILED, description: errorMessage(error), variant: 'destructive' }),
      onSettled: () => setRemoving(null),
    });

  if (members.isPending) return <Box color="text-body-secondary">{LOADING}</Box>;
  if (members.isError) {
    return <LoadError header={LOAD_FAILED} message={errorMessage(members.error)} onRetry={() => void members.refetch()} retrying={members.isFetching} />;
  }

  const columns = [
    { id: 'name', header: NAME, cell: (member: Member) => nameOf(member) },
    { id: 'email', header: EMAIL, cell: (member: Member) => member.email },
    {
      id: 'role',
      header: ROLE,
      cell: (member: Member) =>
        manager && member.role !== 'owner' ? (
          <Select
            ariaLabel={roleLabel(nameOf(member))}
            selectedOption={roleOption(member.role)}
            options={ROLE_OPTIONS}
            disabled={setRole.isPending}
            onChange={({ detail }) => give(member, roleOf(detail.selectedOption))}
          />
        ) : (
          ROLE_LABELS[member.role]
        ),
    },
    ...(manager
      ? [
          {
            id: 'actions',
            header: ACTIONS,
            cell: (member: Member) =>
              member.role === 'owner' ? null : (
                <Button wrapText={false} ariaLabel={removeLabel(nameOf(member))} onClick={() => setRemoving(member)}>
                  {REMOVE}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <SpaceBetween size="l">
      <ResponsiveTable<Member>
        data-testid="workspace-members"
        label={TABLE_LABEL}
        header={
          <Header variant="h2" counter={`(${members.data.members.length})`} description={DESCRIPTION}>
            {HEADING}
          </Header>
        }
        items={members.data.members}
        columns={columns}
        trackBy="userId"
        empty={<EmptyState title={EMPTY} />}
      />
      {manager && (
        <Container header={<Header variant="h2">{GIVE_ROLE_HEADING}</Header>}>
          <GiveRoleForm candidates={members.data.candidates} busy={setRole.isPending} onGive={give} />
        </Container>
      )}
      <ConfirmDialog
        visible={removing !== null}
        header={REMOVE_TITLE}
        confirmText={REMOVE}
        busy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {removing ? removeText(nameOf(removing), workspace.name) : null}
      </ConfirmDialog>
    </SpaceBetween>
  );
}
