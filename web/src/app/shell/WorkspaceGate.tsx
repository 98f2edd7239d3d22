// In a workspace other than the default one (/w/{id}/…), holds the page area back until the
// workspace list answered: the onboarding gate and Settings read the workspace from it. A
// workspace the caller is not a member of says so, with the way back to their own. A workspace
// the plan no longer holds (paused) says so above every page, with the way to the plans.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { ReactNode } from 'react';
import { WORKSPACE_MESSAGES } from '#contracts/workspaces';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { LoadError } from '../../components/common/states.tsx';
import { useCurrentWorkspace } from '../../queries/workspaces.ts';
import { errorMessage } from '../errors.ts';
import { appHref, switchWorkspace, workspaceHome } from '../workspace.ts';
import { paths } from '../routing/paths.ts';

const LOAD_FAILED = "We couldn't load this workspace.";
const NOT_FOUND = 'Workspace not found';
const TO_DEFAULT = 'Go to your workspace';
const PAUSED = 'This workspace is paused';
const SEE_PLANS = 'See plans';

export function WorkspaceGate({ children }: { children: ReactNode }) {
  const { list, workspaceId, workspace } = useCurrentWorkspace();
  if (workspaceId === null) return <>{children}</>;
  if (workspace?.paused) {
    return (
      <>
        <Box padding={{ top: 's' }}>
          <Alert type="warning" header={PAUSED} data-testid="workspace-paused" action={<Button href={appHref(paths.pricing())}>{SEE_PLANS}</Button>}>
            {WORKSPACE_MESSAGES.paused}
          </Alert>
        </Box>
        {children}
      </>
    );
  }
  if (workspace) return <>{children}</>;
  if (list.isPending) return <PageSpinner />;
  return (
    <Box padding={{ vertical: 'l' }}>
      {list.isError ? (
        <LoadError header={LOAD_FAILED} message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Alert
          type="error"
          header={NOT_FOUND}
          data-testid="workspace-not-found"
          action={<Button onClick={() => switchWorkspace(workspaceHome(null))}>{TO_DEFAULT}</Button>}
        >
          {WORKSPACE_MESSAGES.notFound}
        </Alert>
      )}
    </Box>
  );
}
