// The current workspace's name: its owner renames it; everyone else reads it.
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ROLE_LABELS, roleMay, type WorkspaceView } from '#contracts/workspaces';
import { WorkspaceNameField, useWorkspaceName } from '../../../components/workspaces/WorkspaceNameField.tsx';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { useRenameWorkspace } from '../../../queries/workspaces.ts';

const OWNER_ONLY = 'Only the owner of this workspace can rename it.';
const SAVE = 'Save name';
const RENAMED = 'Workspace renamed';
const renamedText = (name: string) => `This workspace is now called ${name}.`;
const RENAME_FAILED = 'Could not rename the workspace';
const yourRole = (role: WorkspaceView['role']) => `Your role here: ${ROLE_LABELS[role]}.`;

export function WorkspaceNameForm({ workspace }: { workspace: WorkspaceView }) {
  const { toast } = useToast();
  const rename = useRenameWorkspace();
  const name = useWorkspaceName(workspace.name);
  const owner = roleMay(workspace.role, 'own');

  const save = () => {
    const checked = name.checked();
    if (checked === null) return;
    rename.mutate(
      { workspaceId: workspace.workspaceId, name: checked },
      {
        onSuccess: (saved) => toast({ title: RENAMED, description: renamedText(saved.name), variant: 'success' }),
        onError: (failure) => toast({ title: RENAME_FAILED, description: errorMessage(failure), variant: 'destructive' }),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (owner) save();
      }}
    >
      <SpaceBetween size="s">
        <WorkspaceNameField field={name} description={owner ? yourRole(workspace.role) : `${yourRole(workspace.role)} ${OWNER_ONLY}`} readOnly={!owner} />
        {owner && (
          <Button formAction="submit" loading={rename.isPending} disabled={name.value === workspace.name}>
            {SAVE}
          </Button>
        )}
      </SpaceBetween>
    </form>
  );
}
