// The white-label client portal (Enterprise): per workspace, the client's approval pages and
// e-mails carry the agency's name, logo and colours — its own default workspace's brand kit —
// and no Markk branding. Read when the page or e-mail is made, so a change shows at once.
import { db } from '#data/service';
import { Invalid, LimitReached } from '#lib/errors';
import { WORKSPACE_MESSAGES, type PortalBrand, type WorkspaceView } from '#contracts/workspaces';
import { statusOf } from '../entitlements.ts';
import { latestItem } from '../brand-kits.ts';
import { accountOf } from './access.ts';
import { allowed, ensureDefault, get, portalDomains } from './workspaces.ts';

const DEFAULT_COLOUR = '#1f2937';

/** White-label is an Enterprise feature: on a lower plan, the plan page's wording. */
async function assertEnterprise(accountId: string): Promise<void> {
  if ((await statusOf(accountId)).subscription_tier !== 'enterprise') throw new LimitReached(WORKSPACE_MESSAGES.whiteLabel);
}

/** Turns the workspace's white-label portal on or off (its owner, on Enterprise). */
export async function setWhiteLabel(userId: string, workspaceId: string, enabled: boolean): Promise<WorkspaceView> {
  const access = await allowed(userId, workspaceId, 'own');
  if (enabled) await assertEnterprise(access.accountId);
  if (access.workspaceId === userId) await ensureDefault(userId);
  await db().entities.workspace.patch({ workspaceId: access.workspaceId }).set({ whiteLabel: enabled }).go();
  return get(userId, workspaceId, 'view');
}

/** Sends the workspace's approval links from one of the installation's portal domains (its owner, on Enterprise), or null for Markk's own address. */
export async function setPortalDomain(userId: string, workspaceId: string, domain: string | null): Promise<WorkspaceView> {
  const access = await allowed(userId, workspaceId, 'own');
  if (domain !== null) {
    await assertEnterprise(access.accountId);
    if (!portalDomains().includes(domain)) throw new Invalid(WORKSPACE_MESSAGES.portalDomain(domain));
  }
  if (access.workspaceId === userId) await ensureDefault(userId);
  const patch = db().entities.workspace.patch({ workspaceId: access.workspaceId });
  await (domain === null ? patch.remove(['portalDomain']) : patch.set({ portalDomain: domain })).go();
  return get(userId, workspaceId, 'view');
}

/**
 * Where the workspace's approval links point: its portal domain (same scheme and port as the
 * app, so the local stack answers it too), or the app itself.
 */
export async function portalBaseOf(key: string, appUrl: string): Promise<string> {
  const { data } = await db()
    .entities.workspace.get({ workspaceId: key })
    .go({ attributes: ['portalDomain'] });
  const domain = data?.portalDomain;
  if (!domain || !portalDomains().includes(domain)) return appUrl;
  const app = new URL(appUrl);
  return `${app.protocol}//${domain}${app.port ? `:${app.port}` : ''}`;
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
