// Connecting an account: the OAuth authorization-code flow (a single-use state with the PKCE
// verifier, the code traded server to server, the tokens sealed before they are stored), the
// plan's limits, and a grant that reaches several accounts (a person's Pages, a LinkedIn
// member and the organization pages they administer): the owner picks which to connect.
import { createHash, randomBytes } from 'node:crypto';
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import type { ConnectedAccountItem } from '#data/entities/connected-account';
import { NEVER_EXPIRES } from '#data/entities/connected-account';
import { appUrl } from '#lib/app-url';
import { Invalid, LimitReached, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { networkAdapter, networkAvailable } from '#lib/networks/index';
import { NetworkError } from '#lib/networks/types';
import type { Network, NetworkAccount, TokenSet } from '#lib/networks/types';
import { openSecret, sealSecret } from '#lib/token-vault';
import { statusOrFree } from '#domain/entitlements';
import type { ConnectedAccountView } from '#contracts/connected-accounts';
import type { ConnectionChoice } from '#contracts/connection-choice';
import { accountKeyOf, accountsOf, accountView, grantEnd, labelOf, sentence, vaultContext, type Vaulted } from './accounts.ts';
import { CONNECTION_LIMITS, choiceLimitMessage, limitMessage } from './limits.ts';

/** How long a started connection waits for the provider's redirect, and a choice for the owner's pick. */
const STATE_MINUTES = 15;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Whether the plan lets this owner connect one more account on `network`. A reconnect of an
 * account already connected is always allowed.
 */
async function assertCanConnect(userId: string, network: Network, accounts: readonly ConnectedAccountItem[], reconnecting: string | null): Promise<void> {
  if (reconnecting && accounts.some((a) => a.accountKey === reconnecting)) return;
  const tier = (await statusOrFree(userId)).subscription_tier;
  const limits = CONNECTION_LIMITS[tier];
  if (accounts.length >= limits.accounts) throw new LimitReached(limitMessage(tier, 'accounts'));
  const networks = new Set(accounts.map((a) => a.network));
  if (!networks.has(network) && networks.size >= limits.networks) throw new LimitReached(limitMessage(tier, 'networks'));
  if (accounts.filter((a) => a.network === network).length >= limits.accountsPerNetwork)
    throw new LimitReached(limitMessage(tier, 'accountsPerNetwork', labelOf(network)));
}

const redirectUri = async () => `${await appUrl()}/connections/callback`;

/** Starts a connection: a single-use state (and PKCE verifier) and the provider's authorization URL. */
export async function startConnect(userId: string, network: Network, from: 'settings' | 'calendar'): Promise<{ authorizeUrl: string }> {
  if (!networkAvailable(network)) throw new Invalid(`${labelOf(network)} is not set up on this Markk yet: its app credentials are missing.`);
  const accounts = await accountsOf(userId);
  // Someone with an account on this network may be reconnecting it: the limit is checked again on the way back.
  const hasOnNetwork = accounts.some((a) => a.network === network);
  if (!hasOnNetwork) await assertCanConnect(userId, network, accounts, null);
  const adapter = networkAdapter(network);
  const state = base64url(randomBytes(24));
  const codeVerifier = adapter.pkce ? base64url(randomBytes(48)) : undefined;
  await db()
    .entities.oauthState.create({
      state,
      userId,
      network,
      from,
      ...(codeVerifier ? { codeVerifier } : {}),
      expiresAt: Math.floor(Date.now() / 1000) + STATE_MINUTES * 60,
    })
    .go();
  const codeChallenge = codeVerifier ? base64url(createHash('sha256').update(codeVerifier).digest()) : undefined;
  return { authorizeUrl: adapter.authorizeUrl({ state, redirectUri: await redirectUri(), codeChallenge }) };
}

const STATE_INVALID = 'This connection link is not valid or has expired. Start again from Connected accounts.';

function networkFailure(error: unknown, network: Network, doing: string): never {
  if (error instanceof NetworkError) {
    if (error.transient) throw new Unavailable(`${labelOf(network)} did not answer while ${doing}. Please try again in a moment.`);
    throw new Invalid(`${sentence(error.reason)} Try connecting again.`);
  }
  throw error;
}

/**
 * Completes a connection from the provider's redirect: the state is used once and must be the
 * caller's; the code is traded for tokens, which are sealed before they are stored. A grant
 * that reaches several accounts not yet connected (Pages, organization pages) answers the
 * choice instead: the owner picks which to connect (`chooseAccounts`).
 */
export async function completeConnect(
  userId: string,
  input: { state: string; code?: string | undefined; error?: string | undefined; error_description?: string | undefined },
): Promise<{ account: ConnectedAccountView | null; choice: ConnectionChoice | null; from: 'settings' | 'calendar' }> {
  let started;
  try {
    const { data } = await db()
      .entities.oauthState.delete({ state: input.state })
      .where(({ userId: owner, choiceCipher }, { eq, notExists }) => `${eq(owner, userId)} AND ${notExists(choiceCipher)}`)
      .go({ response: 'all_old' });
    started = data;
  } catch (error) {
    if (isConditionFailed(error)) throw new Invalid(STATE_INVALID);
    throw error;
  }
  if (!started || started.expiresAt * 1000 < Date.now()) throw new Invalid(STATE_INVALID);
  const network = started.network;
  const label = labelOf(network);
  if (input.error || !input.code) {
    const cancelled = !input.error || input.error === 'access_denied' || /cancel|denied/i.test(input.error);
    throw new Invalid(
      cancelled
        ? `${label} was not connected: access was not allowed on ${label}’s page.`
        : `${label} was not connected: ${label} answered “${input.error_description ?? input.error}”.`,
    );
  }
  const adapter = networkAdapter(network);
  let tokens: TokenSet;
  try {
    tokens = await adapter.exchangeCode({ code: input.code, redirectUri: await redirectUri(), codeVerifier: started.codeVerifier });
  } catch (error) {
    networkFailure(error, network, 'connecting');
  }
  let candidates;
  try {
    candidates = await adapter.accounts(tokens);
  } catch (error) {
    networkFailure(error, network, 'listing your accounts');
  }
  if (candidates.length === 0) throw new Invalid(noAccountMessage(network));
  const accounts = await accountsOf(userId);
  const keyed = candidates.map((c) => ({ ...c, accountKey: accountKeyOf(network, c.accountId) }));
  // Reconnecting: every account of this grant the owner already had gets the new tokens.
  const known = keyed.filter((c) => accounts.some((a) => a.accountKey === c.accountKey));
  if (known.length > 0) {
    const views = [];
    for (const c of known) views.push(await storeAccount(userId, network, c, tokens, accounts));
    return { account: views[0]!, choice: null, from: started.from };
  }
  if (keyed.length === 1) {
    await assertCanConnect(userId, network, accounts, null);
    return { account: await storeAccount(userId, network, keyed[0]!, tokens, accounts), choice: null, from: started.from };
  }
  return { account: null, choice: await offerChoice(userId, network, keyed, tokens, started.from, accounts), from: started.from };
}

type Candidate = NetworkAccount & { accountKey: string };

/** What a pending choice keeps sealed: the grant's tokens and every account it reaches (with their own tokens). */
interface PendingChoice {
  tokens: TokenSet;
  candidates: Candidate[];
}

const choiceContext = (userId: string, choiceId: string) => ({ purpose: 'network-choice', userId, choiceId });

const CHOICE_INVALID = 'This choice has expired or was already made. Start again from Connected accounts.';

/** How many more accounts the plan lets the owner connect on `network`, and the limit that binds, in words. */
async function slotsOn(userId: string, network: Network, accounts: readonly ConnectedAccountItem[]): Promise<{ slots: number; message: string }> {
  const tier = (await statusOrFree(userId)).subscription_tier;
  const limits = CONNECTION_LIMITS[tier];
  const networks = new Set(accounts.map((a) => a.network));
  if (!networks.has(network) && networks.size >= limits.networks) return { slots: 0, message: limitMessage(tier, 'networks') };
  const byTotal = limits.accounts - accounts.length;
  const byNetwork = limits.accountsPerNetwork - accounts.filter((a) => a.network === network).length;
  const slots = Math.max(0, Math.min(byTotal, byNetwork));
  return { slots, message: choiceLimitMessage(tier, byTotal <= byNetwork ? 'accounts' : 'accountsPerNetwork', labelOf(network), slots) };
}

/**
 * The grant reaches several accounts none of which is connected: its tokens and accounts wait,
 * sealed, under a new single-use id for 15 minutes while the owner picks.
 */
async function offerChoice(
  userId: string,
  network: Network,
  candidates: Candidate[],
  tokens: TokenSet,
  from: 'settings' | 'calendar',
  accounts: readonly ConnectedAccountItem[],
): Promise<ConnectionChoice> {
  const id = base64url(randomBytes(24));
  const choiceCipher = await sealSecret({ tokens, candidates } satisfies PendingChoice, choiceContext(userId, id));
  await db()
    .entities.oauthState.create({ state: id, userId, network, from, choiceCipher, expiresAt: Math.floor(Date.now() / 1000) + STATE_MINUTES * 60 })
    .go();
  const { slots, message } = await slotsOn(userId, network, accounts);
  return {
    id,
    network,
    accounts: candidates.map((c) => ({ id: c.accountKey, name: c.name, pictureUrl: c.pictureUrl ?? null })),
    slots: Math.min(slots, candidates.length),
    message: slots < candidates.length ? message : null,
  };
}

/**
 * Connects the accounts the owner picked from a pending choice, within the plan's limits,
 * all or none; the choice is used once.
 */
export async function chooseAccounts(
  userId: string,
  input: { choice: string; accounts: string[] },
): Promise<{ accounts: ConnectedAccountView[]; from: 'settings' | 'calendar' }> {
  const { data: pending } = await db().entities.oauthState.get({ state: input.choice }).go({ consistent: true });
  if (!pending || pending.userId !== userId || !pending.choiceCipher || pending.expiresAt * 1000 < Date.now()) throw new Invalid(CHOICE_INVALID);
  const network = pending.network;
  const { tokens, candidates } = await openSecret<PendingChoice>(pending.choiceCipher, choiceContext(userId, input.choice));
  const picked = input.accounts.map((id) => candidates.find((c) => c.accountKey === id));
  if (picked.some((c) => !c)) throw new Invalid(`Choose among the ${labelOf(network)} accounts listed.`);
  let accounts = await accountsOf(userId);
  const { slots, message } = await slotsOn(userId, network, accounts);
  const fresh = (picked as Candidate[]).filter((c) => !accounts.some((a) => a.accountKey === c.accountKey));
  if (fresh.length > slots) throw new LimitReached(message);
  try {
    await db()
      .entities.oauthState.delete({ state: input.choice })
      .where(({ userId: owner, choiceCipher }, { eq, exists }) => `${eq(owner, userId)} AND ${exists(choiceCipher)}`)
      .go();
  } catch (error) {
    // Another tab (or a second click) made this choice first.
    if (isConditionFailed(error)) throw new Invalid(CHOICE_INVALID);
    throw error;
  }
  const views: ConnectedAccountView[] = [];
  for (const c of picked as Candidate[]) {
    views.push(await storeAccount(userId, network, c, tokens, accounts));
    accounts = await accountsOf(userId);
  }
  return { accounts: views, from: pending.from };
}

/** Stores one account of a grant with its tokens sealed: a put, so a reconnect replaces the old reason and grant end. */
async function storeAccount(
  userId: string,
  network: Network,
  chosen: Candidate,
  tokens: TokenSet,
  accounts: readonly ConnectedAccountItem[],
): Promise<ConnectedAccountView> {
  const existing = accounts.find((a) => a.accountKey === chosen.accountKey) ?? null;
  const tokenCipher = await sealSecret({ tokens, accountToken: chosen.accountToken } satisfies Vaulted, vaultContext(userId, chosen.accountKey));
  const grantExpiresAt = grantEnd(tokens);
  const item = {
    userId,
    accountKey: chosen.accountKey,
    network,
    providerAccountId: chosen.accountId,
    name: chosen.name,
    ...(chosen.pictureUrl ? { pictureUrl: chosen.pictureUrl } : {}),
    target: chosen.target,
    tokenCipher,
    state: 'connected' as const,
    tokenExpiresAt: tokens.expiresAt ?? NEVER_EXPIRES,
    ...(grantExpiresAt ? { grantExpiresAt } : {}),
    connectedAt: existing?.connectedAt ?? new Date().toISOString(),
  };
  await db().entities.connectedAccount.put(item).go();
  logger.info('Connected a network account', { network, accountKey: chosen.accountKey, reconnect: Boolean(existing) });
  return accountView({ ...item, updatedAt: new Date().toISOString() }, 0);
}

function noAccountMessage(network: Network): string {
  switch (network) {
    case 'instagram':
      return 'Instagram found no professional account: switch your Instagram account to a Business or Creator account linked to a Facebook Page, then connect again.';
    case 'facebook':
      return 'Facebook found no Page you manage: create a Page or ask for access to one, then connect again.';
    case 'google':
      return 'Google found no Business Profile location on this Google account: connect the Google account that manages your business.';
    default:
      return `${labelOf(network)} found no account to post to. Try connecting again.`;
  }
}
