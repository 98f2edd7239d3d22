// Which workspace a call acts in, and what the caller's role there lets them do. The default
// workspace's key is the caller's own user id: no header, or the caller's id, is their own
// default workspace, where they are the owner, with no read. Any other workspace needs the
// caller's membership row, read strongly consistent, so a role changed or removed a moment ago
// is what counts.
import { db } from '#data/service';
import { Forbidden, NotFound } from '#lib/errors';
import type { WorkspacePermission } from '#contracts/endpoint';
import { WORKSPACE_ID_PATTERN, WORKSPACE_MESSAGES, refusalFor, roleMay, type WorkspaceRole } from '#contracts/workspace-roles';

export interface WorkspaceAccess {
  /** The key every brand entity of the workspace is stored under. */
  workspaceId: string;
  /** The account whose plan and team the workspace belongs to. */
  accountId: string;
  role: WorkspaceRole;
}

/** Extra workspaces' ids; a default workspace's id is its owner's user id. */
export const EXTRA_WORKSPACE_PREFIX = 'ws_';
export const isExtraWorkspace = (key: string) => key.startsWith(EXTRA_WORKSPACE_PREFIX);

/** The caller's access to the workspace `requested` names, refused unless their role covers `permission`. */
export async function workspaceFor(userId: string, requested: string | undefined, permission: WorkspacePermission): Promise<WorkspaceAccess> {
  if (!requested || requested === userId) return { workspaceId: userId, accountId: userId, role: 'owner' };
  const member = await membershipOf(userId, requested);
  if (!member) throw new NotFound(WORKSPACE_MESSAGES.notFound);
  if (!roleMay(member.role, permission)) throw new Forbidden(refusalFor(member.role, permission));
  return member;
}

/** The caller's membership of a workspace, or undefined (an id of the wrong shape names none). */
export async function membershipOf(userId: string, workspaceId: string): Promise<WorkspaceAccess | undefined> {
  if (workspaceId === userId) return { workspaceId, accountId: userId, role: 'owner' };
  if (!WORKSPACE_ID_PATTERN.test(workspaceId)) return undefined;
  const { data } = await db()
    .entities.workspaceMember.get({ workspaceId, userId })
    .go({ consistent: true, attributes: ['role', 'accountId'] });
  return data ? { workspaceId, accountId: data.accountId, role: data.role } : undefined;
}

// A workspace's account never changes: remembered for the life of the process.
const accounts = new Map<string, string>();

/**
 * The account behind a brand entity's key: itself for a default workspace (a user id), the
 * owning account for an extra one. Plans, credits' limits and notifications follow it.
 */
export async function accountOf(key: string): Promise<string> {
  if (!isExtraWorkspace(key)) return key;
  const known = accounts.get(key);
  if (known) return known;
  const { data } = await db()
    .entities.workspace.get({ workspaceId: key })
    .go({ attributes: ['accountId'] });
  if (!data) return key;
  accounts.set(key, data.accountId);
  return data.accountId;
}
