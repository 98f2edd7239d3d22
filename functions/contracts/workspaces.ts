// Workspaces (issue 29): an agency keeps each client in a workspace of its own — brand kit,
// content, calendar, connected accounts, campaigns, images, analytics and projects. Every
// account has a default workspace whose key is the owner's user id (so the data from before
// workspaces is that workspace's, unchanged); more workspaces come with Enterprise (Premium:
// one extra). The SPA names the workspace in the address (`/w/{workspaceId}/…`; the default
// keeps the plain addresses) and sends it with each call as `x-markk-workspace`. Team members
// get a role per workspace, and every workspace route declares the permission it needs.
import * as z from 'zod';
import { cleanName } from './common.ts';
import { endpoint, WORKSPACE_PERMISSIONS } from './endpoint.ts';
import { WORKSPACE_ID_PATTERN, WORKSPACE_ROLES } from './workspace-roles.ts';

export * from './workspace-roles.ts';

export const WorkspaceRole = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof WorkspaceRole>;
/** Roles an admin may give: one owner per workspace, its account's owner. */
export const AssignableRole = WorkspaceRole.exclude(['owner']);
export type AssignableRole = z.infer<typeof AssignableRole>;
/** What a workspace route needs of the caller's role. */
export const WorkspacePermission = z.enum(WORKSPACE_PERMISSIONS);
export type WorkspacePermission = z.infer<typeof WorkspacePermission>;

export const WORKSPACE_NAME_MAX = 60;

export const WorkspaceName = z
  .string({ error: 'Enter a name for the workspace.' })
  .transform(cleanName)
  .pipe(z.string().min(1, 'Enter a name for the workspace.').max(WORKSPACE_NAME_MAX, `The name can be up to ${WORKSPACE_NAME_MAX} characters.`));

/** A workspace's id: the owner's user id for a default workspace, `ws_…` for the others. */
export const WorkspaceId = z.string().regex(WORKSPACE_ID_PATTERN, 'Not a workspace id.');

export const WorkspaceParams = z.object({ workspaceId: WorkspaceId });
export const WorkspaceMemberParams = z.object({ workspaceId: WorkspaceId, userId: z.string().min(1).max(64) });

export const WorkspaceView = z.object({
  workspaceId: z.string(),
  name: z.string(),
  /** The caller's role in it. */
  role: WorkspaceRole,
  isDefault: z.boolean(),
  /** Null until its onboarding wizard finished: a new workspace starts there. */
  onboardingCompletedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Enterprise: approval pages and e-mails carry the agency's name, logo and colours, not Markk's. */
  whiteLabel: z.boolean(),
  /** Posts of this workspace go out only once a client approved the version due. */
  requireApproval: z.boolean(),
  /** Enterprise: the agency's own domain its client approval links are sent from (null: Markk's address). */
  portalDomain: z.string().nullable(),
  /** This month's AI credits and the content library's assets, counted per workspace (the plan page). */
  usage: z.object({ aiCredits: z.number().int(), libraryAssets: z.number().int() }),
  /** The account's plan no longer holds this extra workspace: it can be read, not changed. */
  paused: z.boolean(),
});
export type WorkspaceView = z.infer<typeof WorkspaceView>;

export const WorkspaceList = z.object({
  workspaces: z.array(WorkspaceView),
  /** Extra workspaces the caller's plan holds, and how many the caller's account has made. */
  extraAllowed: z.number().int(),
  extraUsed: z.number().int(),
  /** The portal domains this installation serves (set up at deploy), for a workspace's owner to choose from. */
  portalDomains: z.array(z.string()),
});

export const CreateWorkspaceBody = z.object({
  /** The click's id: a double click makes one workspace. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
  name: WorkspaceName,
});
export const RenameWorkspaceBody = z.object({ name: WorkspaceName });

export const WorkspaceMemberView = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: WorkspaceRole,
});
export const WorkspaceMembers = z.object({
  members: z.array(WorkspaceMemberView),
  /** Team members of the workspace's account without a role in it yet (for admins; empty for others). */
  candidates: z.array(WorkspaceMemberView.omit({ role: true })),
});
export const SetRoleBody = z.object({ role: AssignableRole });
export const ApprovalRuleBody = z.object({ required: z.boolean({ error: 'required must be true or false.' }) });
export const WhiteLabelBody = z.object({ enabled: z.boolean({ error: 'enabled must be true or false.' }) });
export const PortalDomainBody = z.object({
  /** One of the installation's portal domains, or null for Markk's own address. */
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253, 'A domain can be up to 253 characters.')
    .regex(/^[a-z0-9.-]+$/, 'Enter a domain such as approvals.example.com.')
    .nullable(),
});

/** The agency's brand on a white-label client page: its default workspace's brand kit. */
export const PortalBrand = z.object({ name: z.string(), logoUrl: z.string().nullable(), colour: z.string() });
export type PortalBrand = z.infer<typeof PortalBrand>;

export const workspaceEndpoints = {
  list: endpoint({ name: 'ListWorkspaces', area: 'workspaces', method: 'GET', path: '/workspaces', access: 'owner', response: WorkspaceList }),
  create: endpoint({
    name: 'CreateWorkspace',
    area: 'workspaces',
    method: 'POST',
    path: '/workspaces',
    access: 'owner',
    body: CreateWorkspaceBody,
    response: WorkspaceView,
    status: 201,
  }),
  rename: endpoint({
    name: 'RenameWorkspace',
    area: 'workspaces',
    method: 'PATCH',
    path: '/workspaces/{workspaceId}',
    access: 'owner',
    params: WorkspaceParams,
    body: RenameWorkspaceBody,
    response: WorkspaceView,
  }),
  completeOnboarding: endpoint({
    name: 'CompleteWorkspaceOnboarding',
    area: 'workspaces',
    method: 'POST',
    path: '/workspaces/{workspaceId}/onboarding',
    access: 'owner',
    params: WorkspaceParams,
    response: WorkspaceView,
  }),
  setWhiteLabel: endpoint({
    name: 'SetWorkspaceWhiteLabel',
    area: 'workspaces',
    method: 'PUT',
    path: '/workspaces/{workspaceId}/white-label',
    access: 'owner',
    params: WorkspaceParams,
    body: WhiteLabelBody,
    response: WorkspaceView,
  }),
  setApprovalRule: endpoint({
    name: 'SetWorkspaceApprovalRule',
    area: 'workspaces',
    method: 'PUT',
    path: '/workspaces/{workspaceId}/approval-rule',
    access: 'owner',
    params: WorkspaceParams,
    body: ApprovalRuleBody,
    response: WorkspaceView,
  }),
  setPortalDomain: endpoint({
    name: 'SetWorkspacePortalDomain',
    area: 'workspaces',
    method: 'PUT',
    path: '/workspaces/{workspaceId}/portal-domain',
    access: 'owner',
    params: WorkspaceParams,
    body: PortalDomainBody,
    response: WorkspaceView,
  }),
  members: endpoint({
    name: 'ListWorkspaceMembers',
    area: 'workspaces',
    method: 'GET',
    path: '/workspaces/{workspaceId}/members',
    access: 'owner',
    params: WorkspaceParams,
    response: WorkspaceMembers,
  }),
  setRole: endpoint({
    name: 'SetWorkspaceRole',
    area: 'workspaces',
    method: 'PUT',
    path: '/workspaces/{workspaceId}/members/{userId}',
    access: 'owner',
    params: WorkspaceMemberParams,
    body: SetRoleBody,
    response: WorkspaceMemberView,
  }),
  removeMember: endpoint({
    name: 'RemoveWorkspaceMember',
    area: 'workspaces',
    method: 'DELETE',
    path: '/workspaces/{workspaceId}/members/{userId}',
    access: 'owner',
    params: WorkspaceMemberParams,
    response: z.undefined(),
    status: 204,
  }),
};
