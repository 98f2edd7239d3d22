// The white-label client portal (Enterprise): per workspace, the client's approval pages and
// e-mails carry the agency's name, logo and colours — its own default workspace's brand kit —
// and no Markk branding. Read when the page or e-mail is made, so a change shows at once.
import { db } from '#data/service';
import { LimitReached } from '#lib/errors';
import { WORKSPACE_MESSAGES, type PortalBrand, type WorkspaceView } from '#contracts/workspaces';
import { statusOf } from '../entitlements.ts';
import { latestItem } from '../brand-kits.ts';
import { accountOf } from './access.ts';
import { allowed, ensureDefault, get } from './workspaces.ts';

const DEFAULT_COLOUR = '#1f2937';

/** Turns the workspace's white-label portal on or off (its owner, on Enterprise). */
export async function setWhiteLabel(userId: string, workspaceId: string, enabled: boolean): Promise<WorkspaceView> {
  const access = await allowed(userId, workspaceId, 'own');
  if (enabled && (await statusOf(access.accountId)).subscription_tier !== 'enterprise') throw new LimitReached(WORKSPACE_MESSAGES.whiteLabel);
  if (access.workspaceId === userId) await ensureDefault(userId);
  await db().entities.workspace.patch({ workspaceId: access.workspaceId }).set({ whiteLabel: enabled }).go();
  return get(userId, workspaceId, 'view');
}

/** The agency's brand for a client page of the workspace `key`, or null for Markk's own look. */
export async function portalBrandOf(key: string): Promise<PortalBrand | null> {
  const { data: workspace } = await db()
    .entities.workspace.get({ workspaceId: key })
    .go({ attributes: ['whiteLabel'] });
  if (!workspace?.whiteLabel) return null;
  const accountId = await accountOf(key);
  const [kit, status] = await Promise.all([latestItem(accountId), statusOf(accountId)]);
  // A plan that no longer includes it shows Markk's own look again.
  if (status.subscription_tier !== 'enterprise') return null;
  const { data: profile } = await db()
    .entities.profile.get({ userId: accountId })
    .go({ attributes: ['companyName', 'fullName'] });
  return {
    name: kit?.name || profile?.companyName || profile?.fullName || 'Your agency',
    logoUrl: kit?.logoUrl ?? null,
    colour: kit?.palette?.primary ?? DEFAULT_COLOUR,
  };
}
