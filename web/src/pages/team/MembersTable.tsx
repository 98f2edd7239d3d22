// The members table (spec 02 §2.9, §6 Team): Name, Email, Role, Actions. Leave on one's own
// row; Remove on others' rows, enabled for owners and admins; the owner also switches a
// member between admin and member and transfers ownership. E-mails are shown as the server
// sends them: in full to owners and admins, masked to members.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type ReactNode } from 'react';
import type { TeamMemberView, TeamRole } from '#contracts/team';
import { useAuth } from '../../app/auth/auth-context.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyState } from '../../components/common/states.tsx';
import { useChangeTeamRole, useLeaveTeam, useRemoveTeamMember, useTransferTeamOwnership } from '../../queries/team.ts';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { ResponsiveTable } from '../../components/common/ResponsiveTable.tsx';
import {
  ACTION_FAILED,
  COULD_NOT_LEAVE,
  LEFT_TEAM,
  INVITE_FIRST,
  OWNER_CANNOT_LEAVE,
  ROLE_LABELS,
  SOMETHING_WENT_WRONG,
  TRANSFER_FIRST,
  ownerLeaveReason,
  rowActions,
} from './team-messages.ts';
import './team.css';

const TITLE = 'Members';
const COLUMN_NAME = 'Name';
const COLUMN_EMAIL = 'Email';
const COLUMN_ROLE = 'Role';
const COLUMN_ACTIONS = 'Actions';
const YOU = '(you)';
const LEAVE = 'Leave';
const REMOVE = 'Remove';
const MORE = 'More actions';
const moreLabel = (name: string) => `More actions for ${name}`;
const removeLabel = (name: string) => `Remove ${name}`;
const makeRole = (role: 'admin' | 'member') => (role === 'admin' ? 'Make admin' : 'Make member');
const TRANSFER = 'Transfer ownership';
const EMPTY = 'No members yet';
const MASKED_HINT = 'Only the team owner and admins see members\u2019 full e-mail addresses.';

const REMOVE_TITLE = 'Remove member';
const removeText = (name: string) => `Remove ${name} from the team? They lose access to what the team shares and get a team of their own.`;
const REMOVED_TITLE = 'Member removed';
const removedText = (name: string) => `${name} was removed from the team.`;
const LEAVE_TITLE = 'Leave team';
const leaveText = (teamName: string) => `Leave ${teamName}? You lose access to what this team shares and get a team of your own.`;
const leftText = (teamName: string) => `You now have your own team: ${teamName}.`;
const TRANSFER_TITLE = 'Transfer ownership';
const transferText = (name: string) => `Make ${name} the owner of this team? You become an admin, and only the new owner can give the ownership back.`;
const TRANSFER_CONFIRM = 'Transfer';
const TRANSFERRED_TITLE = 'Ownership transferred';
const transferredText = (name: string) => `${name} is now the owner of the team.`;
const ROLE_UPDATED = 'Role updated';
const roleUpdatedText = (name: string, role: TeamRole) => `${name} is now ${ROLE_LABELS[role].toLowerCase()}.`;

type Pending = { kind: 'remove' | 'transfer'; member: TeamMemberView } | { kind: 'leave' } | null;

type MembersTableProps = { teamName: string; members: TeamMemberView[]; myRole: TeamRole | null };

export function MembersTable({ teamName, members, myRole }: MembersTableProps) {
  const { toast } = useToast();
  const { refreshMe } = useAuth();
  const remove = useRemoveTeamMember();
  const leave = useLeaveTeam();
  const changeRole = useChangeTeamRole();
  const transfer = useTransferTeamOwnership();
  const [pending, setPending] = useState<Pending>(null);
  const masked = members.some((member) => member.emailMasked);

  function confirm() {
    if (!pending) return;
    if (pending.kind === 'leave') {
      leave.mutate(undefined, {
        onSuccess: (result) => {
          setPending(null);
          toast({ title: LEFT_TEAM, description: leftText(result.team.name), variant: 'success' });
          // The profile names the team and the role: the new team's now.
          refreshMe().catch(() => undefined);
        },
        onError: (error) => {
          setPending(null);
          toast({ title: COULD_NOT_LEAVE, description: errorMessage(error, SOMETHING_WENT_WRONG), variant: 'destructive' });
        },
      });
      return;
    }
    const { member } = pending;
    if (pending.kind === 'remove') {
      remove.mutate(member.userId, {
        onSuccess: () => toast({ title: REMOVED_TITLE, description: removedText(member.fullName), variant: 'success' }),
        onError: (error) => toast({ title: ACTION_FAILED, description: errorMessage(error, SOMETHING_WENT_WRONG), variant: 'destructive' }),
        onSettled: () => setPending(null),
      });
      return;
    }
    transfer.mutate(member.userId, {
      onSuccess: () => {
        toast({ title: TRANSFERRED_TITLE, description: transferredText(member.fullName), variant: 'success' });
        refreshMe().catch(() => undefined);
      },
      onError: (error) => toast({ title: ACTION_FAILED, description: errorMessage(error, SOMETHING_WENT_WRONG), variant: 'destructive' }),
      onSettled: () => setPending(null),
    });
  }

  function switchRole(member: TeamMemberView, role: 'admin' | 'member') {
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: (updated) => toast({ title: ROLE_UPDATED, description: roleUpdatedText(member.fullName, updated.role), variant: 'success' }),
        onError: (error) => toast({ title: ACTION_FAILED, description: errorMessage(error, SOMETHING_WENT_WRONG), variant: 'destructive' }),
      },
    );
  }

  const columns = [
    {
      id: 'name',
      header: COLUMN_NAME,
      cell: (member) => (
        <span className="markk-team-wrap">
          {member.fullName}
          {member.isYou && (
            <Box variant="span" color="text-body-secondary">
              {' '}
              {YOU}
            </Box>
          )}
        </span>
      ),
    },
    { id: 'email', header: COLUMN_EMAIL, cell: (member) => <span className="markk-team-wrap">{member.email}</span> },
    { id: 'role', header: COLUMN_ROLE, cell: (member) => ROLE_LABELS[member.role] },
    {
      id: 'actions',
      header: COLUMN_ACTIONS,
      cell: (member) => {
        const actions = rowActions(member, myRole);
        const items: ButtonDropdownProps.Item[] = [];
        if (actions.switchRoleTo) items.push({ id: `role-${actions.switchRoleTo}`, text: makeRole(actions.switchRoleTo) });
        if (actions.transfer) items.push({ id: 'transfer', text: TRANSFER });
        const busyRole = changeRole.isPending && changeRole.variables?.userId === member.userId;
        return (
          <SpaceBetween size="xs" direction="horizontal">
            {actions.leave.shown && (
              <Button
                wrapText={false}
                disabled={!actions.leave.enabled}
                {...(actions.leave.enabled ? {} : { disabledReason: ownerLeaveReason(members.length > 1) })}
                onClick={() => setPending({ kind: 'leave' })}
              >
                {LEAVE}
              </Button>
            )}
            {actions.remove.shown && (
              <Button
                wrapText={false}
                disabled={!actions.remove.enabled}
                ariaLabel={removeLabel(member.fullName)}
                onClick={() => setPending({ kind: 'remove', member })}
              >
                {REMOVE}
              </Button>
            )}
            {items.length > 0 && (
              <ButtonDropdown
                items={items}
                ariaLabel={moreLabel(member.fullName)}
                loading={busyRole}
                onItemClick={({ detail }) => {
                  if (detail.id === 'transfer') setPending({ kind: 'transfer', member });
                  else if (detail.id === 'role-admin') switchRole(member, 'admin');
                  else if (detail.id === 'role-member') switchRole(member, 'member');
                }}
              >
                {MORE}
              </ButtonDropdown>
            )}
          </SpaceBetween>
        );
      },
    },
  ] satisfies { id: string; header: string; cell: (member: TeamMemberView) => ReactNode }[];

  const busy = remove.isPending || leave.isPending || transfer.isPending;
  const ownerRow = members.find((member) => member.isYou && member.role === 'owner');
  /** The owner's way out: the next member's More actions, where Transfer ownership is. */
  const firstOther = members.find((member) => !member.isYou);
  const ownerHint = ownerRow && (
    <span data-testid="owner-leave-hint">
      {OWNER_CANNOT_LEAVE}{' '}
      {firstOther ? (
        <>
          <Link
            variant="primary"
            href="#"
            onFollow={(event) => {
              // Transfer ownership is in each member's More actions: the first one takes focus.
              event.preventDefault();
              document.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(moreLabel(firstOther.fullName))}"]`)?.focus();
            }}
          >
            {TRANSFER}
          </Link>{' '}
          {TRANSFER_FIRST}
        </>
      ) : (
        INVITE_FIRST
      )}
    </span>
  );
  const dialog = dialogFor(pending, teamName);
  return (
    <>
      <ResponsiveTable
        data-testid="team-members"
        header={
          <Header variant="h2" counter={`(${members.length})`} description={ownerHint || (masked ? MASKED_HINT : undefined)}>
            {TITLE}
          </Header>
        }
        items={members}
        columns={columns}
        trackBy="userId"
        label={TITLE}
        empty={<EmptyState title={EMPTY} />}
      />
      <ConfirmDialog
        visible={pending !== null}
        header={dialog.header}
        confirmText={dialog.confirm}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {dialog.text}
      </ConfirmDialog>
    </>
  );
}

function dialogFor(pending: Pending, teamName: string): { header: string; text: string; confirm: string } {
  if (!pending) return { header: '', text: '', confirm: '' };
  if (pending.kind === 'leave') return { header: LEAVE_TITLE, text: leaveText(teamName), confirm: LEAVE };
  if (pending.kind === 'remove') return { header: REMOVE_TITLE, text: removeText(pending.member.fullName), confirm: REMOVE };
  return { header: TRANSFER_TITLE, text: transferText(pending.member.fullName), confirm: TRANSFER_CONFIRM };
}
