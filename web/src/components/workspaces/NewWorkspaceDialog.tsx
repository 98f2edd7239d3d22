// "New workspace" (the workspace switcher, Settings › Workspaces): a name, one workspace per click (the request id is
// kept while the dialog is open), then the new workspace's onboarding at /w/{id}/onboarding.
// When the plan holds no more workspaces the dialog says why, with the way to the plans.
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { WORKSPACE_MESSAGES } from '#contracts/workspaces';
import { WorkspaceNameField, useWorkspaceName } from './WorkspaceNameField.tsx';
import { FormDialog } from '../dialogs/FormDialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useCreateWorkspace } from '../../queries/workspaces.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { appHref, switchWorkspace, workspaceOnboarding } from '../../app/workspace.ts';

export const NEW_WORKSPACE = 'New workspace';
const CREATE = 'Create workspace';
const CREATING = 'Creating…';
const UPGRADE = 'See the plans';
const NAME_HINT = 'Usually the client’s name. Its brand kit, content, calendar and accounts stay apart from your other workspaces.';

/** Why no workspace can be made now, or null: from the list's allowance before a click, from the server's 402 after one. */
export function limitMessage(extraAllowed: number, extraUsed: number): string | null {
  if (extraAllowed === 0) return WORKSPACE_MESSAGES.upgrade;
  return extraUsed >= extraAllowed ? WORKSPACE_MESSAGES.limit(extraAllowed) : null;
}

type Props = { visible: boolean; onDismiss: () => void; extraAllowed: number; extraUsed: number };

export function NewWorkspaceDialog({ visible, onDismiss, extraAllowed, extraUsed }: Props) {
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const name = useWorkspaceName();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One id per opening of the dialog (the shell mounts it when opened): a second click (or a retry) makes no second workspace.
  const [requestId] = useState(newRequestId);
  const limit = refusal ?? limitMessage(extraAllowed, extraUsed);

  const submit = () => {
    const checked = name.checked();
    if (checked === null) return;
    create.mutate(
      { requestId, name: checked },
      {
        onSuccess: (workspace) => switchWorkspace(workspaceOnboarding(workspace.workspaceId)),
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 402 || error.status === 403)) setRefusal(error.message);
          else name.setError(errorMessage(error));
        },
      },
    );
  };

  return (
    <FormDialog
      visible={visible}
      header={NEW_WORKSPACE}
      busy={create.isPending || create.isSuccess}
      submitText={CREATE}
      busyText={CREATING}
      canSubmit={!limit}
      onSubmit={submit}
      onDismiss={onDismiss}
      submitTestId="create-workspace"
    >
      {limit && (
        <Alert
          type="info"
          data-testid="workspace-limit"
          action={
            <Link
              href={appHref(paths.pricing())}
              onFollow={(event) => {
                event.preventDefault();
                onDismiss();
                void navigate(paths.pricing());
              }}
            >
              {UPGRADE}
            </Link>
          }
        >
          {limit}
        </Alert>
      )}
      <WorkspaceNameField field={name} description={NAME_HINT} disabled={Boolean(limit)} />
    </FormDialog>
  );
}

/** "New workspace" as a button (Settings › Workspaces), opening the dialog. */
export function NewWorkspaceButton({ extraAllowed, extraUsed }: { extraAllowed: number; extraUsed: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button iconName="add-plus" onClick={() => setOpen(true)}>
        {NEW_WORKSPACE}
      </Button>
      {open && <NewWorkspaceDialog visible onDismiss={() => setOpen(false)} extraAllowed={extraAllowed} extraUsed={extraUsed} />}
    </>
  );
}
