// Connected accounts: the list with each account's state and the plan's limits, the token
// vault, refreshing tokens before they expire, and what happens when a connection breaks (the
// account needs reconnecting, its upcoming posts fail at once with the reason, the owner is
// told). Connecting one is in connect.ts.
import { createHash } from 'node:crypto';
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import type { ConnectedAccountItem } from '#data/entities/connected-account';
import { NEVER_EXPIRES } from '#data/entities/connected-account';
import { NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { NETWORK_PROFILES, networkAdapter, networkAvailable } from '#lib/networks/index';
import { NETWORKS, NetworkError } from '#lib/networks/types';
import type { Network, PublishAccount, TokenSet } from '#lib/networks/types';
import { openSecret, sealSecret } from '#lib/token-vault';
import { statusOrFree } from '#domain/entitlements';
import type { ConnectedAccountView } from '#contracts/connected-accounts';
import type { ConnectionLimits, ConnectionsResponse, NetworkInfo } from '#contracts/publishing';
import { CONNECTION_LIMITS, limitMessage } from './limits.ts';
import { tellOwner } from './notices.ts';

/** An account whose grant ends within this many days shows "Expires in N days". */
export const EXPIRING_DAYS = 7;
/** Tokens that expire within this window are refreshed by the hourly job. */
export const REFRESH_WINDOW_HOURS = 24;
/** Publishing refreshes a token itself when it expires sooner than this. */
const REFRESH_BEFORE_USE_MS = 5 * 60_000;

export interface Vaulted {
  tokens: TokenSet;
  accountToken?: string | undefined;
}

export const labelOf = (network: Network) => NETWORK_PROFILES[network].label;

/** Markk's id of an account: stable across reconnects, the same for every owner. */
export const accountKeyOf = (network: Network, providerAccountId: string) =>
  `${network}-${createHash('sha256').update(`${network}:${providerAccountId}`).digest('hex').slice(0, 16)}`;

export const vaultContext = (userId: string, accountKey: string) => ({ purpose: 'network-tokens', userId, accountKey });

export function networksInfo(): NetworkInfo[] {
  return NETWORKS.map((network) => {
    const p = NETWORK_PROFILES[network];
    return {
      network,
      label: p.label,
      captionLimit: p.captionLimit,
      needsImage: p.needsImage,
      imageTypes: [...p.imageTypes],
      rateLimit: { ...p.rateLimit },
      available: networkAvailable(network),
    };
  });
}

export async function accountsOf(userId: string): Promise<ConnectedAccountItem[]> {
  const { data } = await db().entities.connectedAccount.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

export async function accountOf(userId: string, accountKey: string): Promise<ConnectedAccountItem | null> {
  const { data } = await db().entities.connectedAccount.get({ userId, accountKey }).go({ consistent: true });
  return data;
}

const daysUntil = (iso: string, now: Date) => Math.max(0, Math.floor((Date.parse(iso) - now.getTime()) / 86_400_000));

export function accountView(item: ConnectedAccountItem, postsInWindow: number, now = new Date()): ConnectedAccountView {
  const expiresAt = item.grantExpiresAt ?? null;
  const expiringSoon = expiresAt !== null && Date.parse(expiresAt) - now.getTime() < EXPIRING_DAYS * 86_400_000;
  const state = item.state === 'connected' && expiringSoon ? 'expiring' : item.state;
  return {
    id: item.accountKey,
    network: item.network,
    name: item.name,
    pictureUrl: item.pictureUrl ?? null,
    state,
    expiresAt,
    expiresInDays: expiresAt ? daysUntil(expiresAt, now) : null,
    reason: item.state === 'connected' ? null : (item.reason ?? null),
    connectedAt: item.connectedAt,
    postsInWindow,
  };
}

async function limitsFor(userId: string, accounts: readonly ConnectedAccountItem[]): Promise<ConnectionLimits> {
  const tier = (await statusOrFree(userId)).subscription_tier;
  const limits = CONNECTION_LIMITS[tier];
  const used = accounts.length;
  return { ...limits, used, message: used >= limits.accounts ? limitMessage(tier, 'accounts') : null };
}

export async function connections(userId: string, postsInWindow: (accountKey: string) => number = () => 0): Promise<ConnectionsResponse> {
  const accounts = await accountsOf(userId);
  const now = new Date();
  return {
    networks: networksInfo(),
    accounts: accounts.map((a) => accountView(a, postsInWindow(a.accountKey), now)),
    limits: await limitsFor(userId, accounts),
  };
}

/** "LinkedIn says your connection has expired" → "LinkedIn says your connection has expired." */
export const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** When only reconnecting helps: the refresh token's end, or the access token's when there is no refresh token. */
export function grantEnd(tokens: TokenSet): string | undefined {
  if (tokens.refreshToken) return tokens.refreshExpiresAt;
  return tokens.expiresAt;
}

/** Disconnects an account: Markk forgets its tokens (asking the provider to drop the grant) and its upcoming posts there fail with the reason. */
export async function disconnect(userId: string, accountKey: string): Promise<void> {
  const account = await accountOf(userId, accountKey);
  if (!account) throw new NotFound('That account is not connected.');
  try {
    const vaulted = await openSecret<Vaulted>(account.tokenCipher, vaultContext(userId, accountKey));
    await networkAdapter(account.network).revoke(vaulted.tokens);
  } catch (error) {
    // The provider may already have dropped the grant; disconnecting goes on regardless.
    logger.warn('Could not revoke a network grant on disconnect', { network: account.network, error: (error as Error).name });
  }
  await db().entities.connectedAccount.delete({ userId, accountKey }).go();
  const { failUpcomingFor } = await import('./posts.ts');
  await failUpcomingFor(userId, accountKey, `You disconnected ${account.name} on ${labelOf(account.network)}: connect it again and retry.`);
}

/** What publishing needs for an account: its adapter and a working token (refreshed first when it is about to expire). */
export async function publishingAccess(account: ConnectedAccountItem): Promise<PublishAccount> {
  const context = vaultContext(account.userId, account.accountKey);
  let vaulted = await openSecret<Vaulted>(account.tokenCipher, context);
  if (Date.parse(account.tokenExpiresAt) - Date.now() < REFRESH_BEFORE_USE_MS) vaulted = await refreshAccount(account, vaulted);
  return { accountId: account.providerAccountId, target: account.target, accessToken: vaulted.accountToken ?? vaulted.tokens.accessToken };
}

/** Refreshes an account's tokens and stores them sealed; a refusal marks it needs-reconnecting (and throws the NetworkError). */
async function refreshAccount(account: ConnectedAccountItem, vaulted: Vaulted): Promise<Vaulted> {
  const adapter = networkAdapter(account.network);
  let tokens: TokenSet;
  try {
    tokens = await adapter.refresh(vaulted.tokens);
  } catch (error) {
    if (error instanceof NetworkError && error.needsReconnect) await markNeedsReconnect(account, error);
    throw error;
  }
  const next: Vaulted = { tokens, accountToken: vaulted.accountToken };
  const tokenCipher = await sealSecret(next, vaultContext(account.userId, account.accountKey));
  const grantExpiresAt = grantEnd(tokens) ?? account.grantExpiresAt;
  await db()
    .entities.connectedAccount.patch({ userId: account.userId, accountKey: account.accountKey })
    .set({ tokenCipher, tokenExpiresAt: tokens.expiresAt ?? NEVER_EXPIRES, ...(grantExpiresAt ? { grantExpiresAt } : {}) })
    .go();
  return next;
}

/** "LinkedIn says Markk’s access was removed: reconnect LinkedIn and retry." from the provider's reason. */
export const reconnectReason = (error: NetworkError, label: string) =>
  `${error.reason
    .trim()
    .replace(/[;,:]?\s*please reconnect\.?$/i, '')
    .replace(/\.$/, '')}: reconnect ${label} and retry.`;

/**
 * The connection broke (expired, revoked): the account shows "Needs reconnecting" with the
 * reason, the owner gets a notification and an e-mail, and every upcoming post to it fails
 * now, with that reason, rather than at its publish time.
 */
export async function markNeedsReconnect(account: ConnectedAccountItem, error: NetworkError): Promise<void> {
  const label = labelOf(account.network);
  const reason = reconnectReason(error, label);
  const state = error.kind === 'revoked' ? 'revoked' : 'needs_reconnect';
  try {
    await db()
      .entities.connectedAccount.patch({ userId: account.userId, accountKey: account.accountKey })
      .set({ state, reason })
      .where(({ state: current }, { eq }) => eq(current, 'connected'))
      .go();
  } catch (err) {
    // Already marked by another worker: it told the owner.
    if (isConditionFailed(err)) return;
    throw err;
  }
  await tellOwner(account.userId, {
    title: `${label} needs reconnecting`,
    message: `${reason} Open Settings → Connected accounts.`,
    path: '/settings?tab=connections',
  });
  const { failUpcomingFor } = await import('./posts.ts');
  await failUpcomingFor(account.userId, account.accountKey, reason);
}

/** The hourly job: refreshes every token that expires within the window. Returns how many were refreshed and how many broke. */
export async function refreshExpiring(now = new Date()): Promise<{ refreshed: number; broken: number }> {
  const until = new Date(now.getTime() + REFRESH_WINDOW_HOURS * 3_600_000).toISOString();
  const { data } = await db().entities.connectedAccount.query.byExpiry({}).lte({ tokenExpiresAt: until }).go({ pages: 'all' });
  let refreshed = 0;
  let broken = 0;
  // The index holds whole items (projection ALL): no read per account.
  for (const account of data) {
    if (account.state !== 'connected') continue;
    try {
      const vaulted = await openSecret<Vaulted>(account.tokenCipher, vaultContext(account.userId, account.accountKey));
      await refreshAccount(account, vaulted);
      refreshed++;
    } catch (error) {
      if (error instanceof NetworkError && error.needsReconnect) broken++;
      else logger.warn('Could not refresh a network token; the next run tries again', { network: account.network, error: (error as Error).name });
    }
  }
  return { refreshed, broken };
}
