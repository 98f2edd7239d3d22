// Workspaces (issue 29): see functions/contracts/workspaces.ts.
export { workspaceFor, membershipOf, accountOf, isExtraWorkspace, type WorkspaceAccess } from './workspaces/access.ts';
export { list, create, get, rename, setApprovalRule, completeOnboarding, ensureDefault, defaultWorkspaceOf } from './workspaces/workspaces.ts';
export { members, setRole, removeMember } from './workspaces/members.ts';
export { setWhiteLabel, setPortalDomain, portalBrandOf } from './workspaces/white-label.ts';
