// Roles in a workspace: its members (the account's owner first), the team members an admin can
// give a role, and giving or taking one. Only members of the account's team can hold a role;
// the owner's cannot change.
import { db } from '#data/service';
import { Invalid, NotFound } from '#lib/errors';
import { WORKSPACE_MESSAGES, roleMay, type AssignableRole } from '#contracts/workspaces';
import { maskEmail } from '../team/views.ts';
import { allowed } from './workspaces.ts';

async function teamOf(accountId: string): Promise<string | undefined> {
  const { data } = await db()
    .entities.profile.get({ userId: accountId })
    .go({ attributes: ['teamId'] });
  return data?.teamId;
}

async function ownerRow(accountId: string) {
  const { data } = await db()
    .entities.profile.get({ userId: accountId })
    .go({ attributes: ['userId', 'fullName', 'email'] });
  return { userId: accountId, fullName: data?.fullName ?? '', email: data?.email ?? '', role: 'owner' as const };
}

export async function members(userId: string, workspaceId: string) {
  const access = await allowed(userId, workspaceId, 'view');
  const [{ data: rows }, owner] = await Promise.all([
    db().entities.workspaceMember.query.byWorkspace({ workspaceId: access.workspaceId }).go({ pages: 'all' }),
    ownerRow(access.accountId),
  ]);
  const others = rows.filter((row) => row.userId !== access.accountId).sort((a, b) => a.fullName.localeCompare(b.fullName));
  // As on the team screen: e-mails in full to admins and the owner, masked to the other roles (but your own).
  const shown = (id: string, email: string) => (roleMay(access.role, 'manage') || id === userId ? email : maskEmail(email));
  const list = [owner, ...others.map(({ userId: id, fullName, email, role }) => ({ userId: id, fullName, email, role }))].map((member) => ({
    ...member,
    email: shown(member.userId, member.email),
  }));
  let candidates: { userId: string; fullName: string; email: string }[] = [];
  if (roleMay(access.role, 'manage')) {
    const teamId = await teamOf(access.accountId);
    const team = teamId ? (await db().entities.teamMember.query.byTeam({ teamId }).go({ pages: 'all' })).data : [];
    const holding = new Set(list.map((m) => m.userId));
    candidates = team.filter((m) => !holding.has(m.userId)).map(({ userId: id, fullName, email }) => ({ userId: id, fullName, email }));
  }
  return { members: list, candidates };
}

export async function setRole(userId: string, workspaceId: string, memberId: string, role: AssignableRole) {
  const access = await allowed(userId, workspaceId, 'manage');
  if (memberId === access.accountId) throw new Invalid(WORKSPACE_MESSAGES.ownerRole);
  const teamId = await teamOf(access.accountId);
  const { data: teammate } = teamId ? await db().entities.teamMember.get({ teamId, userId: memberId }).go() : { data: null };
  if (!teammate) throw new Invalid(WORKSPACE_MESSAGES.notTeamMember);
  const row = { workspaceId: access.workspaceId, userId: memberId, accountId: access.accountId, role, fullName: teammate.fullName, email: teammate.email };
  await db().entities.workspaceMember.put(row).go();
  return { userId: memberId, fullName: teammate.fullName, email: teammate.email, role };
}

/** Takes a member's role away; anyone may leave a workspace they are not the owner of. */
export async function removeMember(userId: string, workspaceId: string, memberId: string): Promise<void> {
  const access = await allowed(userId, workspaceId, memberId === userId ? 'view' : 'manage');
  if (memberId === access.accountId) throw new Invalid(WORKSPACE_MESSAGES.ownerRole);
  const { data } = await db().entities.workspaceMember.get({ workspaceId: access.workspaceId, userId: memberId }).go();
  if (!data) throw new NotFound('This person has no role in this workspace.');
  await db().entities.workspaceMember.delete({ workspaceId: access.workspaceId, userId: memberId }).go();
}
