// A workspace's name as typed in "New workspace" and in Settings › Workspaces: the field, and its
// check with the contract's rule before anything is sent.
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { WorkspaceName } from '#contracts/workspaces';

const NAME = 'Workspace name';

export function useWorkspaceName(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    setValue,
    error,
    setError,
    /** The cleaned name, or null with the field's error shown. */
    checked: (): string | null => {
      const parsed = WorkspaceName.safeParse(value);
      setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
      return parsed.success ? parsed.data : null;
    },
  };
}

type Props = { field: ReturnType<typeof useWorkspaceName>; description: string; readOnly?: boolean; disabled?: boolean };

export function WorkspaceNameField({ field, description, readOnly = false, disabled = false }: Props) {
  return (
    <FormField label={NAME} description={description} errorText={field.error} stretch>
      <Input value={field.value} readOnly={readOnly} disabled={disabled} onChange={({ detail }) => field.setValue(detail.value)} />
    </FormField>
  );
}
