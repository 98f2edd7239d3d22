// An account's workspaces: the switcher's list, making one within the plan's limit (exactly,
// under concurrent clicks), renaming, and finishing a new one's onboarding.
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import { transactWrite } from '#data/transact';
import type { WorkspaceItem } from '#data/entities/workspace';
import { Forbidden, LimitReached, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { EXTRA_WORKSPACES, WORKSPACE_MESSAGES, roleMay, refusalFor, type WorkspaceRole, type WorkspaceView } from '#contracts/workspaces';
import type { WorkspacePermission } from '#contracts/endpoint';
import { statusOrFree } from '../entitlements.ts';
import { completeOnboarding as completeOwnOnboarding, teamNameFor } from '../accounts.ts';
import { EXTRA_WORKSPACE_PREFIX, membershipOf, type WorkspaceAccess } from './access.ts';
import { pausedWorkspaces } from './paused.ts';
import { config } from '#lib/config';

/** The portal domains this installation serves (PORTAL_DOMAINS, set up at deploy). */
export function portalDomains(): string[] {
  return (config().PORTAL_DOMAINS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The default workspace's record. Sign-up and the migration write it; until the migration has
 * run, an account from before workspaces reads as its profile says (nothing written on a read).
 */
async function defaultOf(userId: string): Promise<WorkspaceItem> {
  const { data: existing } = await db().entities.workspace.get({ workspaceId: userId }).go({ consistent: true });
  if (existing) return existing;
  const { data: profile } = await db().entities.profile.get({ userId }).go();
  if (!profile) throw new NotFound('Your profile is not set up yet. Please sign out and sign in again.');
  return { ...defaultWorkspaceOf(profile), createdAt: profile.createdAt };
}

/** The default workspace's record, written if the account has none yet (before a write that needs it). */
export async function ensureDefault(userId: string): Promise<WorkspaceItem> {
  const item = await defaultOf(userId);
  await db()
    .entities.workspace.create(item)
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
  return item;
}

/** The default workspace of an account, as sign-up and the migration write it. */
export function defaultWorkspaceOf(profile: { userId: string; email: string; fullName: string; companyName?: string | undefined; createdAt?: string }) {
  return {
    workspaceId: profile.userId,
    accountId: profile.userId,
    name: teamNameFor(profile),
    isDefault: true,
    ...(profile.createdAt ? { createdAt: profile.createdAt } : {}),
  };
}

type Usage = WorkspaceView['usage'];

/** This month's AI credits and the library assets of each workspace: one batch read of each. */
async function usagesOf(workspaceIds: readonly string[], now = new Date()): Promise<Map<string, Usage>> {
  const month = now.toISOString().slice(0, 7);
  const [credits, stats] = await Promise.all([
    db()
      .entities.aiUsage.get(workspaceIds.map((userId) => ({ userId, month })))
      .go({ attributes: ['userId', 'credits'] }),
    db()
      .entities.userStats.get(workspaceIds.map((userId) => ({ userId })))
      .go({ attributes: ['userId', 'libraryAssets'] }),
  ]);
  const creditsOf = new Map(credits.data.map((item) => [item.userId, item.credits]));
  const assetsOf = new Map(stats.data.map((item) => [item.userId, item.libraryAssets]));
  return new Map(workspaceIds.map((id) => [id, { aiCredits: creditsOf.get(id) ?? 0, libraryAssets: assetsOf.get(id) ?? 0 }]));
}

async function viewOf(workspace: WorkspaceItem, role: WorkspaceRole, known?: { usage: Usage | undefined; paused: boolean }): Promise<WorkspaceView> {
  const [onboardingCompletedAt, usage, paused] = await Promise.all([
    onboardedAt(workspace),
    known?.usage ?? usagesOf([workspace.workspaceId]).then((usages) => usages.get(workspace.workspaceId)!),
    known ? known.paused : !workspace.isDefault && pausedWorkspaces(workspace.accountId).then((ids) => ids.has(workspace.workspaceId)),
  ]);
  return {
    workspaceId: workspace.workspaceId,
    name: workspace.name,
    role,
    isDefault: workspace.isDefault,
    onboardingCompletedAt: onboardingCompletedAt ?? null,
    createdAt: workspace.createdAt,
    whiteLabel: workspace.whiteLabel ?? false,
    requireApproval: workspace.requireApproval ?? false,
    portalDomain: workspace.portalDomain ?? null,
    usage,
    paused,
  };
}

/** A default workspace's onboarding is its owner's (the profile's); another's is its own. */
async function onboardedAt(workspace: WorkspaceItem): Promise<string | undefined> {
  if (!workspace.isDefault) return workspace.onboardingCompletedAt;
  const { data } = await db()
    .entities.profile.get({ userId: workspace.accountId })
    .go({ attributes: ['onboardingCompletedAt'] });
  return data?.onboardingCompletedAt;
}

async function extraAllowed(userId: string): Promise<number> {
  return EXTRA_WORKSPACES[(await statusOrFree(userId)).subscription_tier];
}

/** The caller's workspaces: their own default first, then the others they hold a role in, oldest first. */
export async function list(userId: string) {
  const [own, memberships, allowed] = await Promise.all([
    defaultOf(userId),
    db().entities.workspaceMember.query.byUser({ userId }).go({ pages: 'all' }),
    extraAllowed(userId),
  ]);
  const others = memberships.data.filter((m) => m.workspaceId !== userId);
  const { data: workspaces } =
    others.length > 0
      ? await db()
          .entities.workspace.get(others.map((m) => ({ workspaceId: m.workspaceId })))
          .go()
      : { data: [] };
  const roleOf = new Map(others.map((m) => [m.workspaceId, m.role]));
  const all = [own, ...workspaces.sort((a, b) => a.createdAt.localeCompare(b.createdAt))];
  const accounts = [...new Set(all.filter((w) => !w.isDefault).map((w) => w.accountId))];
  const [usages, pausedSets] = await Promise.all([usagesOf(all.map((w) => w.workspaceId)), Promise.all(accounts.map((id) => pausedWorkspaces(id)))]);
  const paused = new Set(pausedSets.flatMap((ids) => [...ids]));
  const views = await Promise.all(
    all.map((w) => viewOf(w, w === own ? 'owner' : roleOf.get(w.workspaceId)!, { usage: usages.get(w.workspaceId), paused: paused.has(w.workspaceId) })),
  );
  return { workspaces: views, extraAllowed: allowed, extraUsed: own.extraCount ?? 0, portalDomains: portalDomains() };
}

/** Makes a workspace in the caller's account: one per click, within the plan's extra workspaces. */
export async function create(userId: string, input: { requestId: string; name: string }, person: { fullName: string; email: string }): Promise<WorkspaceView> {
  const allowed = await extraAllowed(userId);
  if (allowed === 0) throw new LimitReached(WORKSPACE_MESSAGES.upgrade);
  await ensureDefault(userId);
  const workspaceId = `${EXTRA_WORKSPACE_PREFIX}${idempotentId(`workspace:${userId}:${input.requestId}`).slice(0, 24)}`;
  const { workspace, workspaceMember } = db().entities;
  try {
    await transactWrite({
      workspace: { Put: workspace.create({ workspaceId, accountId: userId, name: input.name, isDefault: false }).params() },
      owner: { Put: workspaceMember.create({ workspaceId, userId, accountId: userId, role: 'owner', ...person }).params() },
      // A new workspace has no titles to index: its search reads the index from the start.
      stats: { Update: db().entities.userStats.update({ userId: workspaceId }).set({ searchIndexed: true }).params() },
      count: {
        Update: workspace
          .update({ workspaceId: userId })
          .add({ extraCount: 1 })
          .where((attr, { notExists, lt }) => `${notExists(attr.extraCount)} OR ${lt(attr.extraCount, allowed)}`)
          .params(),
      },
    });
  } catch (error) {
    // The same click again: its workspace is there.
    if (!isConditionFailed(error, 'workspace')) {
      if (isConditionFailed(error, 'count')) throw new LimitReached(WORKSPACE_MESSAGES.limit(allowed));
      throw error;
    }
  }
  return get(userId, workspaceId, 'view');
}

/** One workspace as the caller sees it, when their role covers `permission`. */
export async function get(userId: string, workspaceId: string, permission: WorkspacePermission): Promise<WorkspaceView> {
  const access = await allowed(userId, workspaceId, permission);
  const workspace =
    access.workspaceId === userId ? await defaultOf(userId) : (await db().entities.workspace.get({ workspaceId }).go({ consistent: true })).data;
  if (!workspace) throw new NotFound(WORKSPACE_MESSAGES.notFound);
  return viewOf(workspace, access.role);
}

/** The caller's membership, refused (404 for non-members, 403 for a role that does not cover it). */
export async function allowed(userId: string, workspaceId: string, permission: WorkspacePermission): Promise<WorkspaceAccess> {
  const access = await membershipOf(userId, workspaceId);
  if (!access) throw new NotFound(WORKSPACE_MESSAGES.notFound);
  if (!roleMay(access.role, permission)) throw new Forbidden(refusalFor(access.role, permission));
  return access;
}

/** Posts of the workspace go out only once a client approved them (its admins and owner set it). */
export async function setApprovalRule(userId: string, workspaceId: string, required: boolean): Promise<WorkspaceView> {
  const access = await allowed(userId, workspaceId, 'manage');
  if (access.workspaceId === userId) await ensureDefault(userId);
  await db().entities.workspace.patch({ workspaceId: access.workspaceId }).set({ requireApproval: required }).go();
  return get(userId, workspaceId, 'view');
}

export async function rename(userId: string, workspaceId: string, name: string): Promise<WorkspaceView> {
  await allowed(userId, workspaceId, 'own');
  if (workspaceId === userId) await ensureDefault(userId);
  await db().entities.workspace.patch({ workspaceId }).set({ name }).go();
  return get(userId, workspaceId, 'view');
}

/** A new workspace's wizard finished ("Go to Dashboard"): set once, later calls keep it. */
export async function completeOnboarding(userId: string, workspaceId: string): Promise<WorkspaceView> {
  const access = await allowed(userId, workspaceId, 'manage');
  if (access.workspaceId === access.accountId) {
    // A default workspace's onboarding is its owner's own.
    if (access.accountId === userId) await completeOwnOnboarding(userId);
  } else {
    await db()
      .entities.workspace.patch({ workspaceId })
      .set({ onboardingCompletedAt: new Date().toISOString() })
      .where(({ onboardingCompletedAt }, { notExists }) => notExists(onboardingCompletedAt))
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailed(error)) throw error;
      });
  }
  return get(userId, workspaceId, 'view');
}
