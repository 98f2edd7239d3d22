// API tokens (Settings → API, Enterprise): made with a name, scopes, a lifetime and the workspace
// they act in; the secret (256 random bits) is answered once and stored only as its SHA-256,
// which is the token's key. A /v1 call finds its token by that hash with one GetItem.
import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_MESSAGES, TOKEN_PREFIX, type ApiScope, type ApiTokenView, type CreateApiTokenBody } from '#contracts/api-tokens';
import { isConditionFailed } from '#data/conditions';
import type { ApiTokenItem } from '#data/entities/api-token';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { Conflict, LimitReached, NotFound, Unauthorized } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { statusOf } from '../entitlements.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SHA-256 (hex) a secret is stored and found under. */
export const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A new secret: the prefix and 256 random bits, base64url. */
export const newSecret = (): string => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** API access is an Enterprise feature of the workspace's account. */
export async function hasApiAccess(workspaceId: string): Promise<boolean> {
  return (await statusOf(workspaceId)).subscription_tier === 'enterprise';
}

export function statusOfToken(item: Pick<ApiTokenItem, 'revokedAt' | 'validUntil'>, now = new Date()): ApiTokenView['status'] {
  if (item.revokedAt) return 'revoked';
  if (item.validUntil && Date.parse(item.validUntil) <= now.getTime()) return 'expired';
  return 'active';
}

export function viewOf(item: ApiTokenItem, now = new Date()): ApiTokenView {
  return {
    tokenId: item.tokenId,
    name: item.name,
    scopes: item.scopes as ApiScope[],
    workspaceId: item.workspaceId,
    prefix: item.prefix,
    createdAt: item.createdAt,
    expiresAt: item.validUntil ?? null,
    lastUsedAt: item.lastUsedAt ?? null,
    revokedAt: item.revokedAt ?? null,
    status: statusOfToken(item, now),
  };
}

export interface IssueInput {
  workspaceId: string;
  personId: string;
  requestId: string;
  name: string;
  scopes: readonly ApiScope[];
  expiresInDays: number | null;
}

/**
 * Writes a token and answers its secret, without the plan check (`create` makes it). The token's
 * id derives from the request id; its claim, put in the same transaction on the condition that it
 * is absent, makes a double click one token (the repeat is refused: the secret was shown once).
 */
export async function issue(input: IssueInput, now = new Date()): Promise<{ token: ApiTokenView; secret: string }> {
  const tokenId = idempotentId(`api-token:${input.workspaceId}:${input.requestId}`).slice(0, 16);
  const secret = newSecret();
  const createdAt = now.toISOString();
  const item = {
    tokenHash: hashOf(secret),
    tokenId,
    workspaceId: input.workspaceId,
    personId: input.personId,
    name: input.name,
    scopes: [...new Set(input.scopes)],
    prefix: secret.slice(0, TOKEN_PREFIX.length + 4),
    createdAt,
    ...(input.expiresInDays === null ? {} : { validUntil: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString() }),
  };
  try {
    await transactWrite({
      claim: {
        Put: db()
          .entities.requestClaim.create({ userId: input.workspaceId, claimId: `api-token-${tokenId}`, itemCreatedAt: createdAt })
          .params(),
      },
      token: { Put: db().entities.apiToken.create(item).params() },
    });
  } catch (error) {
    if (error instanceof TransactionCanceled && isConditionFailed(error, 'claim')) throw new Conflict(API_TOKEN_MESSAGES.alreadyCreated);
    throw error;
  }
  return { token: viewOf(item as ApiTokenItem, now), secret };
}

/** Settings → API's Create: Enterprise only. */
export async function create(workspaceId: string, personId: string, body: CreateApiTokenBody & { name: string }, now = new Date()) {
  if (!(await hasApiAccess(workspaceId))) throw new LimitReached(API_TOKEN_MESSAGES.upgrade);
  return issue({ workspaceId, personId, requestId: body.requestId, name: body.name, scopes: body.scopes, expiresInDays: body.expiresInDays }, now);
}

/** The workspace's tokens, newest first, and whether its plan includes API access. */
export async function list(workspaceId: string, now = new Date()): Promise<{ tokens: ApiTokenView[]; enabled: boolean }> {
  const [{ data }, enabled] = await Promise.all([db().entities.apiToken.query.byWorkspace({ workspaceId }).go({ pages: 'all' }), hasApiAccess(workspaceId)]);
  const tokens = data.map((item) => viewOf(item, now)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { tokens, enabled };
}

/** One of the workspace's tokens by its id; another workspace's is not found. */
async function find(workspaceId: string, tokenId: string): Promise<ApiTokenItem> {
  const { data } = await db().entities.apiToken.query.byWorkspace({ workspaceId, tokenId }).go({ limit: 1 });
  const item = data[0];
  if (!item) throw new NotFound('This API token was not found in this workspace.');
  return item;
}

/** Revokes a token at once (a /v1 call reads its token strongly consistent); revoking twice keeps the first time. */
export async function revoke(workspaceId: string, tokenId: string, now = new Date()): Promise<ApiTokenView> {
  const item = await find(workspaceId, tokenId);
  if (item.revokedAt) return viewOf(item, now);
  const { data } = await db().entities.apiToken.patch({ tokenHash: item.tokenHash }).set({ revokedAt: now.toISOString() }).go({ response: 'all_new' });
  return viewOf(data as ApiTokenItem, now);
}

/** The token's calls of the last 30 days, newest first (at most `limit`). */
export async function calls(workspaceId: string, tokenId: string, limit = 100) {
  await find(workspaceId, tokenId);
  const { data } = await db().entities.apiCall.query.byToken({ workspaceId, tokenId }).go({ order: 'desc', limit });
  return { calls: data.map(({ at, method, route, status }) => ({ at, method, route, status })) };
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token an `Authorization: Bearer …` header names, if it is valid now; a 401 saying why otherwise. */
export async function authenticate(authorization: string | undefined, now = new Date()): Promise<ApiTokenItem> {
  const secret = BEARER.exec(authorization ?? '')?.[1];
  if (!secret) throw new Unauthorized(API_TOKEN_MESSAGES.missing);
  if (!secret.startsWith(TOKEN_PREFIX) || secret.length > 200) throw new Unauthorized(API_TOKEN_MESSAGES.unknown);
  // Strongly consistent: a token revoked a moment ago is refused.
  const { data } = await db()
    .entities.apiToken.get({ tokenHash: hashOf(secret) })
    .go({ consistent: true });
  if (!data) throw new Unauthorized(API_TOKEN_MESSAGES.unknown);
  const status = statusOfToken(data, now);
  if (status === 'revoked') throw new Unauthorized(API_TOKEN_MESSAGES.revoked);
  if (status === 'expired') throw new Unauthorized(API_TOKEN_MESSAGES.expired);
  return data;
}
