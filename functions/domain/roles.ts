// Roles (spec 02 §6): user (the default, no item), admin and moderator, one userRole item per
// granted role in the user's partition. `hasRole` is the spec's has_role; admins can do
// everything a moderator can. Granting and revoking is the admin command (bin/admin.ts).
import { db } from '#data/service';
import type { Role } from '#contracts/community';
import type { GrantableRole } from '#data/entities/user-role';

/** The user's granted roles (one Query of their partition's role items). */
async function grantedRoles(userId: string): Promise<GrantableRole[]> {
  const { data } = await db()
    .entities.userRole.query.byUser({ userId })
    .go({ attributes: ['role'] });
  return data.map((r) => r.role);
}

/** The user's role: admin over moderator over user. */
export async function roleOf(userId: string): Promise<Role> {
  const roles = await grantedRoles(userId);
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('moderator')) return 'moderator';
  return 'user';
}

/** has_role: true when the user holds `role` ("user" always holds). */
export async function hasRole(userId: string, role: Role): Promise<boolean> {
  if (role === 'user') return true;
  const { data } = await db().entities.userRole.get({ userId, role }).go();
  return data !== null;
}

/** Moderators and admins moderate the community. */
export const canModerate = (role: Role): boolean => role === 'admin' || role === 'moderator';

/** Grants `role` (idempotent). */
export async function grant(userId: string, role: GrantableRole, grantedBy = 'admin command'): Promise<void> {
  await db().entities.userRole.put({ userId, role, grantedBy }).go();
}

/** Revokes `role`; true when the user had it. */
export async function revoke(userId: string, role: GrantableRole): Promise<boolean> {
  const { data } = await db().entities.userRole.delete({ userId, role }).go({ response: 'all_old' });
  return data !== null;
}
