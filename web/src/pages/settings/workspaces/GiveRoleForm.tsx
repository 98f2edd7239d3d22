// "Give a role" (admins and owners): a member of the account's team without a role in this
// workspace yet, and the role to give them.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { AssignableRole } from '#contracts/workspaces';
import { ROLE_OPTIONS, roleOf, roleOption } from './roles.ts';

const GIVE_ROLE = 'Give a role';
const MEMBER = 'Team member';
const ROLE = 'Role';
const CHOOSE = 'Choose a team member';
const NO_CANDIDATES = 'Everyone on your team has a role in this workspace. Invite more people on the Team page.';

export type Candidate = { userId: string; fullName: string; email: string };
type Props = { candidates: Candidate[]; busy: boolean; onGive: (candidate: Candidate, role: AssignableRole) => void };

export function GiveRoleForm({ candidates, busy, onGive }: Props) {
  const [member, setMember] = useState<SelectProps.Option | null>(null);
  const [role, setRole] = useState<AssignableRole>('editor');
  if (candidates.length === 0) return <Box color="text-body-secondary">{NO_CANDIDATES}</Box>;
  const options = candidates.map((candidate) => ({ value: candidate.userId, label: candidate.fullName || candidate.email, description: candidate.email }));
  const chosen = member && options.some((option) => option.value === member.value) ? member : null;

  return (
    <form
      data-testid="give-role"
      onSubmit={(event) => {
        event.preventDefault();
        const candidate = candidates.find((c) => c.userId === chosen?.value);
        if (candidate) onGive(candidate, role);
      }}
    >
      <SpaceBetween size="s">
        <ColumnLayout columns={2}>
          <FormField label={MEMBER} stretch>
            <Select selectedOption={chosen} options={options} placeholder={CHOOSE} onChange={({ detail }) => setMember(detail.selectedOption)} />
          </FormField>
          <FormField label={ROLE} stretch>
            <Select selectedOption={roleOption(role)} options={ROLE_OPTIONS} onChange={({ detail }) => setRole(roleOf(detail.selectedOption))} />
          </FormField>
        </ColumnLayout>
        <Button formAction="submit" disabled={!chosen} loading={busy}>
          {GIVE_ROLE}
        </Button>
      </SpaceBetween>
    </form>
  );
}
