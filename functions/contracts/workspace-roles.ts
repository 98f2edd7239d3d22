// Workspace roles and what each may do: plain data and functions, no schemas, so the request
// pipeline (functions/lib/http.ts) checks a caller's role without loading the workspaces contract.
import type { WorkspacePermission } from './endpoint.ts';
import type { Tier } from './plans.ts';

/** The header naming the workspace a call acts in; absent: the caller's default workspace. */
export const WORKSPACE_HEADER = 'x-markk-workspace';

export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'contributor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  contributor: 'Contributor',
  viewer: 'Viewer',
};

/** From most to least: a role may do everything the roles after it may. */
export const ROLE_ORDER: readonly WorkspaceRole[] = ['owner', 'admin', 'editor', 'contributor', 'viewer'];

/** The permission table: Settings shows it, and the server enforces it on every workspace route. */
export const PERMISSIONS: readonly { permission: WorkspacePermission; label: string; least: WorkspaceRole }[] = [
  { permission: 'view', label: 'See the content, calendar, campaigns, images, analytics and projects', least: 'viewer' },
  { permission: 'create', label: 'Create and edit drafts, images, campaigns, links and projects, and use AI credits', least: 'contributor' },
  { permission: 'schedule', label: 'Schedule, publish and unschedule posts, and send them for client approval', least: 'editor' },
  { permission: 'manage', label: 'Edit the brand kit and voice, connect accounts, and give team members roles', least: 'admin' },
  { permission: 'own', label: 'Rename the workspace and set its white-label portal', least: 'owner' },
];

const rank = (role: WorkspaceRole) => ROLE_ORDER.indexOf(role);

/** True when `role` may do what `permission` covers. */
export function roleMay(role: WorkspaceRole, permission: WorkspacePermission): boolean {
  const row = PERMISSIONS.find((p) => p.permission === permission)!;
  return rank(role) <= rank(row.least);
}

const REFUSALS: Record<WorkspacePermission, string> = {
  view: 'You are not a member of this workspace.',
  create: 'can only view this workspace: ask an admin for the Contributor role to create content.',
  schedule: "can create drafts but can't schedule or publish posts: ask an admin of this workspace for the Editor role.",
  manage: 'can’t change the brand kit, connected accounts or members: ask an admin of this workspace.',
  own: 'Only the owner of this workspace can do this.',
};

/** The 403's words when `role` lacks `permission`. */
export function refusalFor(role: WorkspaceRole, permission: WorkspacePermission): string {
  if (permission === 'view' || permission === 'own') return REFUSALS[permission];
  return `Your role in this workspace (${ROLE_LABELS[role]}) ${REFUSALS[permission]}`;
}

/** How many workspaces beyond the default each plan holds. */
export const EXTRA_WORKSPACES: Record<Tier, number> = { free: 0, premium: 1, enterprise: 50 };

export const WORKSPACE_MESSAGES = {
  notFound: 'This workspace was not found, or you are not a member of it. Switch to one of your workspaces.',
  upgrade: 'Client workspaces come with Enterprise (Premium includes one extra workspace). Upgrade to add one.',
  limit: (extra: number) => `Your plan holds ${extra} extra ${extra === 1 ? 'workspace' : 'workspaces'}, and all are in use.`,
  notTeamMember: 'Only members of your team can be given a role. Invite them to your team first.',
  ownerRole: "The owner's role can't be changed.",
  portalDomain: (domain: string) =>
    `${domain} is not set up for this Markk installation. Ask whoever deploys Markk to add it as a portal domain (see "White-label portal domains" in the README), then choose it here.`,
  whiteLabel: 'White-label client pages come with Enterprise. Upgrade to put your agency’s brand on them.',
  paused: 'This workspace is paused: your plan no longer includes it. Everything in it is kept and can be read; upgrade to Enterprise to work in it again.',
} as const;

/** A workspace id's shape: a user id (a default workspace) or `ws_…`. */
export const WORKSPACE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
