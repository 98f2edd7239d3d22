// "Switch workspace" in the top navigation: the caller's workspaces (the current one marked),
// each opening the app at its address, and "New workspace", which opens NewWorkspaceDialog.
import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useState } from 'react';
import type { WorkspaceView } from '#contracts/workspaces';
import { useCurrentWorkspace } from '../../queries/workspaces.ts';
import { switchWorkspace, workspaceHome } from '../workspace.ts';
import { NEW_WORKSPACE } from './NewWorkspaceDialog.tsx';

export const SWITCH_WORKSPACE = 'Switch workspace';
const WORKSPACES = 'Workspaces';
const NEW_ITEM = 'new-workspace';
const currentText = (name: string) => `${name} (current)`;
/** The button's name starts with what it does and holds the name it shows (WCAG 2.5.3, label in name). */
const switcherLabel = (name: string) => `${SWITCH_WORKSPACE}: ${name}`;

/** The address of a workspace in the list: the caller's own default keeps the plain addresses. */
const homeOf = (workspace: WorkspaceView, own: WorkspaceView | undefined) => workspaceHome(workspace === own ? null : workspace.workspaceId);

export function useWorkspaceSwitcher() {
  const { list, workspace: current } = useCurrentWorkspace();
  const [creating, setCreating] = useState(false);
  const data = list.data;
  if (!data) return { utility: null, creating: false, closeDialog: () => setCreating(false), allowance: { extraAllowed: 0, extraUsed: 0 } };

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
    text: current?.name ?? WORKSPACES,
    ariaLabel: switcherLabel(current?.name ?? WORKSPACES),
    title: SWITCH_WORKSPACE,
    iconName: 'folder',
    // On a phone it stays an icon in the bar (the other utilities move to "More" first): an agency switches clients often.
    disableUtilityCollapse: true,
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
