// The public API's limits: a token bucket per token (requests a minute and a burst, from config),
// kept on the token's own item and taken with a conditional UpdateItem that also records the
// token's last use; the audit row of each call; and Idempotency-Key records for POSTs.
import { API_TOKEN_MESSAGES, CALL_RETENTION_DAYS, IDEMPOTENCY_HOURS } from '#contracts/api-tokens';
import { isConditionFailed } from '#data/conditions';
import type { ApiTokenItem } from '#data/entities/api-token';
import { db } from '#data/service';
import { config } from '#lib/config';
import { Conflict, TooManyRequests, Unprocessable } from '#lib/errors';

/** A `pending` Idempotency-Key record older than this belongs to a call that died (a function runs 30 s at most). */
export const ABANDONED_AFTER_MS = 5 * 60_000;

/** Attempts at the bucket's conditional update when concurrent calls of one token race for it. */
const BUCKET_ATTEMPTS = 5;

export interface Bucket {
  perMinute: number;
  burst: number;
}

export const bucketOf = (): Bucket => ({ perMinute: config().API_RATE_PER_MINUTE, burst: config().API_RATE_BURST });

/** Pure: the requests the bucket holds at `now` (refilled since `at`, never above the burst). */
export function available(bucket: Bucket, stored: number | undefined, at: number | undefined, now: number): number {
  if (stored === undefined || at === undefined) return bucket.burst;
  return Math.min(bucket.burst, stored + (Math.max(0, now - at) * bucket.perMinute) / 60_000);
}

/** Pure: whole seconds until the bucket holds one request again. */
export const secondsUntilOne = (bucket: Bucket, holds: number): number => Math.max(1, Math.ceil(((1 - holds) * 60) / bucket.perMinute));

/**
 * Takes one request from the token's bucket and records its last use, in one conditional
 * UpdateItem: the condition is the bucket as read, so two calls racing cannot both take the
 * last request (the loser reads again). An empty bucket is a 429 with the seconds to wait.
 */
export async function takeRequest(token: ApiTokenItem, now = new Date(), bucket = bucketOf()): Promise<void> {
  let current: Pick<ApiTokenItem, 'bucketTokens' | 'bucketAt'> = token;
  for (let attempt = 0; attempt < BUCKET_ATTEMPTS; attempt++) {
    const at = now.getTime();
    const holds = available(bucket, current.bucketTokens, current.bucketAt, at);
    if (holds < 1) {
      const seconds = secondsUntilOne(bucket, holds);
      throw new TooManyRequests(API_TOKEN_MESSAGES.rateLimited(seconds), seconds);
    }
    const last = current.bucketAt;
    try {
      await db()
        .entities.apiToken.patch({ tokenHash: token.tokenHash })
        .set({ bucketTokens: holds - 1, bucketAt: Math.max(at, last ?? 0), lastUsedAt: now.toISOString() })
        .where((attr, { eq, notExists }) => (last === undefined ? notExists(attr.bucketAt) : eq(attr.bucketAt, last)))
        .go({ response: 'none' });
      return;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const { data } = await db()
        .entities.apiToken.get({ tokenHash: token.tokenHash })
        .go({ consistent: true, attributes: ['bucketTokens', 'bucketAt'] });
      current = data ?? {};
      now = new Date();
    }
  }
  throw new TooManyRequests(API_TOKEN_MESSAGES.rateLimited(1), 1);
}

/** One audit row for a call (kept 30 days by the table's TTL). */
export async function recordCall(
  token: Pick<ApiTokenItem, 'workspaceId' | 'tokenId'>,
  call: { method: string; route: string; status: number; requestId: string },
  now = new Date(),
) {
  await db()
    .entities.apiCall.create({
      workspaceId: token.workspaceId,
      tokenId: token.tokenId,
      at: now.toISOString(),
      requestId: call.requestId,
      method: call.method,
      route: call.route,
      status: call.status,
      expiresAt: Math.floor(now.getTime() / 1000) + CALL_RETENTION_DAYS * 86_400,
    })
    .go({ response: 'none' });
}

export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * Runs a POST once per (token, Idempotency-Key): the key's record is put on the condition that it
 * is absent before `run` starts, so of concurrent repeats exactly one runs. A repeat gets the
 * first answer back; one while the first is running a 409; the same key with another request
 * (method, path or body) a 422. An answer of 5xx is not kept, so a retry runs again. A key held
 * `pending` for longer than ABANDONED_AFTER_MS (its call died) is taken over by the next repeat.
 */
export async function once(
  tokenId: string,
  key: string,
  requestHash: string,
  run: () => Promise<StoredAnswer>,
  now = new Date(),
): Promise<StoredAnswer & { replayed: boolean }> {
  const record = db().entities.apiIdempotency;
  const startedAt = now.getTime();
  try {
    await record
      .create({ tokenId, key, requestHash, state: 'pending', startedAt, expiresAt: Math.floor(startedAt / 1000) + IDEMPOTENCY_HOURS * 3600 })
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const { data } = await record.get({ tokenId, key }).go({ consistent: true });
    if (data && data.requestHash !== requestHash) throw new Unprocessable(API_TOKEN_MESSAGES.keyReused);
    if (data?.state === 'done' && data.status !== undefined && data.body !== undefined) return { status: data.status, body: data.body, replayed: true };
    // Still running — unless the call that holds the key died long ago (past any function's time limit): then this repeat takes it over.
    if (!data || data.startedAt > startedAt - ABANDONED_AFTER_MS || !(await takeOver(tokenId, key, data.startedAt, startedAt))) {
      throw new Conflict(API_TOKEN_MESSAGES.inProgress);
    }
  }
  let answer: StoredAnswer;
  try {
    answer = await run();
  } catch (error) {
    await record.delete({ tokenId, key }).go({ response: 'none' });
    throw error;
  }
  if (answer.status >= 500) await record.delete({ tokenId, key }).go({ response: 'none' });
  else await record.patch({ tokenId, key }).set({ state: 'done', status: answer.status, body: answer.body }).go({ response: 'none' });
  return { ...answer, replayed: false };
}

/** Claims an abandoned `pending` record for a new attempt; of two repeats racing for it, one wins. */
async function takeOver(tokenId: string, key: string, heldSince: number, startedAt: number): Promise<boolean> {
  try {
    await db()
      .entities.apiIdempotency.patch({ tokenId, key })
      .set({ startedAt })
      .where((attr, { eq }) => `${eq(attr.state, 'pending')} AND ${eq(attr.startedAt, heldSince)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
