// A plan that no longer holds an account's extra workspaces (Enterprise lapsed to Premium or
// Growth) pauses those beyond its number, newest first: nothing in them is deleted, members can
// still open and read them, and every write answers 402 with the way back — so a downgrade
// never loses data, and never keeps paid-for workspaces working for free. The oldest extras,
// up to the plan's number, carry on.
import { db } from '#data/service';
import { LimitReached, Unavailable } from '#lib/errors';
import { EXTRA_WORKSPACES, WORKSPACE_MESSAGES } from '#contracts/workspace-roles';
import { PLAN_CHECK_FAILED, statusOf } from '../entitlements.ts';
import { isExtraWorkspace } from './access.ts';

/**
 * The account's extra workspaces its plan no longer holds (none on Enterprise: one read). A
 * failed plan read is a retryable 503, never "paused".
 */
export async function pausedWorkspaces(accountId: string, now = new Date()): Promise<ReadonlySet<string>> {
  const status = await statusOf(accountId, now).catch(() => {
    throw new Unavailable(PLAN_CHECK_FAILED);
  });
  const allowed = EXTRA_WORKSPACES[status.subscription_tier];
  if (allowed >= EXTRA_WORKSPACES.enterprise) return new Set();
  const { data } = await db()
    .entities.workspace.query.byAccount({ accountId })
    .go({ pages: 'all', attributes: ['workspaceId', 'isDefault', 'createdAt'] });
  const extras = data.filter((w) => !w.isDefault).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return new Set(extras.slice(allowed).map((w) => w.workspaceId));
}

/** Refuses a write in a paused workspace (402, with what to do); reads always pass. */
export async function assertNotPaused(access: { workspaceId: string; accountId: string }): Promise<void> {
  if (!isExtraWorkspace(access.workspaceId)) return;
  if ((await pausedWorkspaces(access.accountId)).has(access.workspaceId)) throw new LimitReached(WORKSPACE_MESSAGES.paused);
}
