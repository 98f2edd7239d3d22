// "Switch workspace" in the top navigation: the caller's workspaces (the current one marked),
// each opening the app at its address, and "New workspace", which opens NewWorkspaceDialog.
// Shown once there is something to switch to or a plan that holds more workspaces; with one
// workspace on a plan that holds no more, Settings › Workspaces has "New workspace" (and why not).
import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useState } from 'react';
import type { WorkspaceView } from '#contracts/workspaces';
import { useCurrentWorkspace } from '../../queries/workspaces.ts';
import { switchWorkspace, workspaceHome } from '../workspace.ts';
import { NEW_WORKSPACE } from '../../components/workspaces/NewWorkspaceDialog.tsx';

export const SWITCH_WORKSPACE = 'Switch workspace';
const WORKSPACES = 'Workspaces';
const NEW_ITEM = 'new-workspace';
const currentText = (name: string) => `${name} (current)`;
/** In a client workspace the button shows its name, and its accessible name holds it (WCAG 2.5.3, label in name). */
const switcherLabel = (name: string) => `${SWITCH_WORKSPACE}: ${name}`;

/** The address of a workspace in the list: the caller's own default keeps the plain addresses. */
const homeOf = (workspace: WorkspaceView, own: WorkspaceView | undefined) => workspaceHome(workspace === own ? null : workspace.workspaceId);

export function useWorkspaceSwitcher() {
  const { list, workspaceId, workspace: current } = useCurrentWorkspace();
  const [creating, setCreating] = useState(false);
  const data = list.data;
  if (!data || (data.workspaces.length < 2 && data.extraAllowed === 0))
    return { utility: null, creating: false, closeDialog: () => setCreating(false), allowance: { extraAllowed: 0, extraUsed: 0 } };

  const own = data.workspaces[0];
  const items: TopNavigationProps.MenuDropdownUtility['items'] = [
    {
      text: WORKSPACES,
      items: data.workspaces.map((workspace) =>
        workspace === current
          ? { id: workspace.workspaceId, text: currentText(workspace.name), iconName: 'check' as const }
          : { id: workspace.workspaceId, text: workspace.name, href: homeOf(workspace, own) },
      ),
    },
    { id: NEW_ITEM, text: NEW_WORKSPACE, iconName: 'add-plus' },
  ];
  const utility: TopNavigationProps.MenuDropdownUtility = {
    type: 'menu-dropdown',
    // In the default workspace it says what it does; in a client's, whose workspace this tab is.
    text: workspaceId && current ? current.name : SWITCH_WORKSPACE,
    ariaLabel: workspaceId && current ? switcherLabel(current.name) : SWITCH_WORKSPACE,
    title: SWITCH_WORKSPACE,
    iconName: 'folder',
    items,
    onItemFollow: (event) => {
      if (!event.detail.href) return;
      event.preventDefault();
      switchWorkspace(event.detail.href);
    },
    onItemClick: ({ detail }) => {
      if (detail.id === NEW_ITEM) setCreating(true);
    },
  };
  return { utility, creating, closeDialog: () => setCreating(false), allowance: { extraAllowed: data.extraAllowed, extraUsed: data.extraUsed } };
}
