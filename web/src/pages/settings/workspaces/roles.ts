// The roles an admin may give in a workspace, as Select options.
import type { SelectProps } from '@cloudscape-design/components/select';
import { AssignableRole, ROLE_LABELS, type AssignableRole as Role } from '#contracts/workspaces';

export const ROLE_OPTIONS: SelectProps.Option[] = AssignableRole.options.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const roleOption = (role: string | undefined) => ROLE_OPTIONS.find((option) => option.value === role) ?? null;

/** The role a Select option stands for (options are only ever the assignable roles). */
export const roleOf = (option: SelectProps.Option): Role => AssignableRole.parse(option.value);
